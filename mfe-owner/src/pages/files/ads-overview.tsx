import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AD_PAGES, AD_PLACEMENTS, API, type Ad, type AdClickCount, type AdImages } from '@hfl/contracts';
import { Spinner, useApiGetTogether } from '@hfl/shared-ui';

/** The pictures' languages in the order they are shown. */
const PICTURE_LANGUAGES: (keyof AdImages)[] = ['both', 'hu', 'en'];

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space(6)};
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  td.url {
    max-width: 22rem;
    overflow-wrap: anywhere;
  }
  td.clicks {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td.empty {
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: italic;
  }
  /* A phone shows each slot as a block: the slot's name, then its pictures, link and clicks. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    thead {
      display: none;
    }
    tr,
    th,
    td {
      display: block;
      border: 0;
    }
    tr {
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td.url {
      max-width: none;
    }
    td.clicks {
      text-align: left;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const Pictures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  figure {
    margin: 0;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    display: block;
    height: 40px;
    max-width: 160px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Every page × placement at a glance: the slot's pictures with their language, its link and its clicks (from readers
 * who accepted analytics cookies), or an empty slot marked as such. `refresh` asks again after a save.
 */
export function AdsOverview({ refresh }: { refresh: number }) {
  const { t } = useTranslation('owner');
  const answer = useApiGetTogether<[Ad[], AdClickCount[]]>([API.ads, API.ownerAdClicks], refresh);
  if (answer.status === 'loading') return <Spinner />;
  if (answer.status === 'failed') return null;
  const [ads, counts] = answer.data;
  const bySlot = new Map(ads.map((ad) => [`${ad.page}/${ad.placement}`, ad]));
  const clicks = new Map(counts.map((count) => [count.ad, count.clicks]));

  return (
    <Grid aria-label={t('files.ads.overview')}>
      <thead>
        <tr>
          <th scope="col">{t('files.ads.slot')}</th>
          <th scope="col">{t('files.ads.pictures')}</th>
          <th scope="col">{t('files.ads.url')}</th>
          <th scope="col">{t('files.ads.clicks')}</th>
        </tr>
      </thead>
      <tbody>
        {AD_PAGES.flatMap((page) =>
          AD_PLACEMENTS.map((placement) => {
            const ad = bySlot.get(`${page}/${placement}`);
            const slot = t('files.ads.slotName', {
              page: t(`files.ads.pages.${page}`),
              placement: t(`files.ads.placements.${placement}`),
            });
            return (
              <tr key={`${page}/${placement}`}>
                <th scope="row">{slot}</th>
                {ad ? (
                  <>
                    <td>
                      <Pictures>
                        {PICTURE_LANGUAGES.filter((language) => ad.images[language]).map((language) => (
                          <figure key={language}>
                            <img
                              src={ad.images[language]}
                              alt={t('files.ads.pictureOf', { slot, language: t(`files.ads.languages.${language}`) })}
                              loading="lazy"
                            />
                            <figcaption>{t(`files.ads.languages.${language}`)}</figcaption>
                          </figure>
                        ))}
                      </Pictures>
                    </td>
                    <td className="url" data-label={t('files.ads.url')}>
                      {ad.url}
                    </td>
                    <td className="clicks" data-label={t('files.ads.clicks')}>
                      {clicks.get(ad.id) ?? 0}
                    </td>
                  </>
                ) : (
                  <td className="empty" colSpan={3}>
                    {t('files.ads.emptySlot')}
                  </td>
                )}
              </tr>
            );
          }),
        )}
      </tbody>
    </Grid>
  );
}
