import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { adImageFor, type AdPage, type AdPlacement } from '@hfl/contracts';
import { useNarrowScreen } from '@hfl/shared-ui/core';
import { reportAdClick } from '../analytics/analytics';
import { adSlotWanted, selectAd, selectAdKnown } from '../ads/ads-slice';

/** The banner sizes the back-office asks for; the real image keeps its own shape. */
const SIZES: Record<AdPlacement, { width: number; height: number }> = {
  top: { width: 728, height: 90 },
  right: { width: 300, height: 250 },
};

/** The image keeps its banner's box whether it is loading, loaded or broken: nothing below it ever moves. */
const Slot = styled.aside<{ $width: number; $height: number }>`
  a {
    display: block;
    line-height: 0;
  }
  img {
    display: block;
    width: 100%;
    max-width: ${({ $width }) => $width}px;
    height: auto;
    aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
    object-fit: contain;
  }
`;

/** The banner's box while its answer is awaited. */
const Reserved = styled.div<{ $width: number; $height: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
`;

/** Internal ads (a house ad to /create-league) stay in the app; an advertiser's site opens in a new tab. */
const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * A page's banner for one placement, or nothing when the slot is empty: the picture of the reader's language (another
 * when the ad has none for it). A click is reported (counted only when the reader accepted analytics cookies).
 */
export function AdBanner({ page, placement, className }: { page: AdPage; placement: AdPlacement; className?: string }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  // The ads saga asks for the slot once per session; the banner shows what the store knows of it.
  const ad = useSelector(useMemo(() => selectAd({ page, placement }), [page, placement]));
  const known = useSelector(useMemo(() => selectAdKnown({ page, placement }), [page, placement]));
  const size = SIZES[placement];
  // The layout hides the side banner up to the tablet width.
  const besideHidden = useNarrowScreen('tablet');

  useEffect(() => {
    dispatch(adSlotWanted({ page, placement }));
  }, [dispatch, page, placement]);

  // The top banner's place is kept until the slot's answer is in, and, once shown, for as long as this page is: an
  // empty answer that came after the page's content would otherwise pull everything up (layout shift). The next visit
  // knows the slot is empty and keeps no place.
  const { pathname } = useLocation();
  const shownOn = `${pathname} ${page}`;
  const reservedOn = useRef<string | null>(null);
  if (!ad && !known && placement === 'top') reservedOn.current = shownOn;
  if (!ad && reservedOn.current === shownOn)
    return (
      <Slot className={className} aria-hidden="true" $width={size.width} $height={size.height}>
        <Reserved $width={size.width} $height={size.height} />
      </Slot>
    );
  if (!ad) return null;
  const external = isExternal(ad.url);
  return (
    <Slot className={className} aria-label={t('common:ads.label')} $width={size.width} $height={size.height}>
      <Link
        to={ad.url}
        rel="noopener sponsored"
        target={external ? '_blank' : undefined}
        onClick={() => reportAdClick(ad.id)}
      >
        {/* Loaded at once where it is in view from the start: the top banner, and the side one beside the page's top
            on a wide screen (often the page's largest paint there). Hidden on narrower screens, it is not fetched. */}
        <img
          src={adImageFor(ad.images, i18n.language)}
          alt={t('common:ads.label')}
          loading={placement === 'top' || !besideHidden ? 'eager' : 'lazy'}
          {...size}
        />
      </Link>
    </Slot>
  );
}
