import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useFormikContext, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  AD_FILE_FIELD,
  AD_LANGUAGES,
  AD_PAGES,
  AD_PLACEMENTS,
  API,
  adUploadSchema,
  type Ad,
  type AdPage,
  type AdPlacement,
} from '@hfl/contracts';
import { Spinner, toastShown, useApiGet } from '@hfl/shared-ui';
import { ApiForm, ImageFileField, SelectField, TextField, toMultipart } from '@hfl/shared-ui/forms';
import { Section } from '../../components/page-styles';
import { AdsOverview } from './ads-overview';

interface AdForm {
  page: string;
  placement: string;
  url: string;
  /** '' for a picture serving both languages. */
  language: string;
  [AD_FILE_FIELD]: File | null;
}

const EMPTY_AD_FORM: AdForm = { page: '', placement: '', url: '', language: '', [AD_FILE_FIELD]: null };

const isAdPage = (value: string): value is AdPage => (AD_PAGES as readonly string[]).includes(value);
const isAdPlacement = (value: string): value is AdPlacement => (AD_PLACEMENTS as readonly string[]).includes(value);

const PreviewBox = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  img {
    display: block;
    max-width: 100%;
    max-height: 250px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The Ads section: every slot at a glance (pictures, link, clicks), then the form: page and placement selectors, the
 * slot's current picture (or 'No Image'), the picture with its language and the URL to save (a new picture replaces
 * the slot's picture for that language; the URL alone may change an existing ad), Upload Ad.
 */
export function AdsSection() {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const [refresh, setRefresh] = useState(0);
  // A fresh picture input after each save.
  const [saves, setSaves] = useState(0);
  const pageOptions = useMemo(
    () => AD_PAGES.map((page) => ({ value: page, label: t(`files.ads.pages.${page}`) })),
    [t],
  );
  const placementOptions = useMemo(
    () => AD_PLACEMENTS.map((placement) => ({ value: placement, label: t(`files.ads.placements.${placement}`) })),
    [t],
  );
  const languageOptions = useMemo(
    () => [
      { value: '', label: t('files.ads.languages.both') },
      ...AD_LANGUAGES.map((language) => ({ value: language, label: t(`files.ads.languages.${language}`) })),
    ],
    [t],
  );

  const saved = (_ad: Ad, _values: AdForm, { setFieldValue }: FormikHelpers<AdForm>) => {
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('files.ads.saved') }));
    void setFieldValue(AD_FILE_FIELD, null);
    setSaves((n) => n + 1);
    setRefresh((n) => n + 1);
  };

  return (
    <Section aria-labelledby="owner-ads-title">
      <h2 id="owner-ads-title">{t('files.ads.title')}</h2>
      <AdsOverview refresh={refresh} />
      <ApiForm<AdForm, Ad>
        label={t('files.ads.title')}
        initialValues={EMPTY_AD_FORM}
        schema={adUploadSchema}
        request={(values) => ({ method: 'POST', path: API.ads, body: toMultipart(values) })}
        onSent={saved}
        submitLabel={t('files.ads.upload')}
      >
        {({ values }) => (
          <>
            <SelectField
              name="page"
              label={t('files.ads.page')}
              options={pageOptions}
              placeholder={t('files.ads.choosePage')}
            />
            <SelectField
              name="placement"
              label={t('files.ads.placement')}
              options={placementOptions}
              placeholder={t('files.ads.choosePlacement')}
            />
            <SelectField name="language" label={t('files.ads.language')} options={languageOptions} />
            <AdFields values={values} refresh={refresh} saves={saves} />
          </>
        )}
      </ApiForm>
    </Section>
  );
}

/** The slot selectors' choice: the chosen slot's ad is looked up; without a full choice there is none. */
function AdFields({ values, refresh, saves }: { values: AdForm; refresh: number; saves: number }) {
  const { page, placement } = values;
  if (!isAdPage(page) || !isAdPlacement(placement))
    return <SlotFields slot={{ status: 'known', ad: null }} saves={saves} />;
  return <ChosenSlotFields page={page} placement={placement} refresh={refresh} saves={saves} />;
}

/** A slot's ad as the page knows it: still asking, or its ad (null for an empty slot, which answers 204 or 404). */
type SlotAd = { status: 'loading' } | { status: 'known'; ad: Ad | null };

function ChosenSlotFields({
  page,
  placement,
  refresh,
  saves,
}: {
  page: AdPage;
  placement: AdPlacement;
  refresh: number;
  saves: number;
}) {
  // An empty slot may answer 404 (the spec's "none yet") as well as 204: no ad, nothing to toast.
  const answer = useApiGet<Ad | undefined>(API.adSlot(page, placement), { refresh, explained: [404] });
  const slot: SlotAd =
    answer.status === 'loading'
      ? { status: 'loading' }
      : { status: 'known', ad: answer.status === 'ready' ? (answer.data ?? null) : null };
  return <SlotFields slot={slot} saves={saves} />;
}

/**
 * The slot's current ad (or 'No Image'), the picture (required only for an empty slot) and the URL: a slot's ad puts
 * its link in the URL field to edit unless the owner has typed another; a link that came from another slot's ad is
 * cleared for an empty slot.
 */
function SlotFields({ slot, saves }: { slot: SlotAd; saves: number }) {
  const { t } = useTranslation('owner');
  const { setFieldValue, values } = useFormikContext<AdForm>();
  const current = slot.status === 'known' ? slot.ad : null;
  const filled = useRef<string | null>(null);
  const known = slot.status === 'known';
  const currentUrl = current?.url ?? null;
  const typed = values.url;

  useEffect(() => {
    if (!known) return;
    const untouched = typed === '' || typed === filled.current;
    if (currentUrl !== null) {
      // A slow answer never replaces a link the owner typed meanwhile.
      if (!untouched) return;
      filled.current = currentUrl;
      void setFieldValue('url', currentUrl);
    } else if (filled.current !== null && typed === filled.current) {
      filled.current = null;
      void setFieldValue('url', '');
    }
    // Only a new answer fills the field, not the owner's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, current, setFieldValue]);

  return (
    <>
      <PreviewBox aria-label={t('files.ads.current')}>
        {slot.status === 'loading' ? (
          <Spinner />
        ) : current ? (
          <>
            <img src={current.imageUrl} alt={t('files.ads.current')} />
            <figcaption>{t('files.ads.currentLink', { url: current.url })}</figcaption>
          </>
        ) : (
          <figcaption>{t('files.ads.noImage')}</figcaption>
        )}
      </PreviewBox>
      <ImageFileField
        key={saves}
        name={AD_FILE_FIELD}
        label={t('files.ads.picture')}
        requiredMessage={current ? undefined : 'validation:adImageRequired'}
      />
      <TextField name="url" label={t('files.ads.url')} type="url" />
    </>
  );
}
