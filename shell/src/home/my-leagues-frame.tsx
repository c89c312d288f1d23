import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@hfl/shared-ui/core';

/** The band's frame while it loads: about one league card's height, so the news below does not jump. */
const RESERVED_HEIGHT = '9.25rem';

const Band = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  min-height: ${RESERVED_HEIGHT};
  h1 {
    font-size: 1.6rem;
  }
`;

export const BandPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${RESERVED_HEIGHT};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
`;

/**
 * The "My leagues" band's heading and reserved frame: busy (a spinner in the placeholder) while the band's code or
 * its read is on the way, so the first page needs neither to keep its place.
 */
export function MyLeaguesFrame({ busy = true, children }: { busy?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Band aria-labelledby="my-leagues-title" aria-busy={busy}>
      <h1 id="my-leagues-title">{t('home.myLeagues.title')}</h1>
      {busy ? (
        <BandPlaceholder>
          <Spinner />
        </BandPlaceholder>
      ) : (
        children
      )}
    </Band>
  );
}
