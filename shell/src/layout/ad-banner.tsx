import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Ad, AdPage, AdPlacement } from '@hfl/contracts';
import { api } from '@hfl/shared-ui';

/** The banner sizes the back-office asks for; the real image keeps its own shape. */
const SIZES: Record<AdPlacement, { width: number; height: number }> = {
  top: { width: 728, height: 90 },
  right: { width: 300, height: 250 },
};

/** Each slot is asked for once per session (page load): ads change rarely, pages change often. */
const slots = new Map<string, Promise<Ad | null>>();

function loadAd(page: AdPage, placement: AdPlacement): Promise<Ad | null> {
  const key = `${page}/${placement}`;
  let ad = slots.get(key);
  if (!ad) {
    // An empty slot answers 204 (no body), remembered like an ad. A failure is no reason to bother the reader: show
    // nothing now and ask again on the next page.
    ad = api.get<Ad | undefined>(`/api/ads/${page}/${placement}`).then(
      (found) => found ?? null,
      () => {
        slots.delete(key);
        return null;
      },
    );
    slots.set(key, ad);
  }
  return ad;
}

const Slot = styled.aside`
  a {
    display: block;
    line-height: 0;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** Internal ads (a house ad to /create-league) stay in the app; an advertiser's site opens in a new tab. */
const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** A page's banner for one placement, or nothing when the slot is empty. */
export function AdBanner({ page, placement, className }: { page: AdPage; placement: AdPlacement; className?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ key: string; ad: Ad | null } | null>(null);
  const key = `${page}/${placement}`;

  useEffect(() => {
    let live = true;
    void loadAd(page, placement).then((ad) => {
      if (live) setShown({ key, ad });
    });
    return () => {
      live = false;
    };
  }, [key, page, placement]);

  const ad = shown?.key === key ? shown.ad : null;
  if (!ad) return null;
  const external = isExternal(ad.url);
  return (
    <Slot className={className} aria-label={t('common:ads.label')}>
      <Link to={ad.url} rel="noopener sponsored" target={external ? '_blank' : undefined}>
        <img src={ad.imageUrl} alt={t('common:ads.label')} loading="lazy" {...SIZES[placement]} />
      </Link>
    </Slot>
  );
}
