import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@hfl/shared-ui/core';

const Row = styled.p`
  text-align: center;
`;

/** "Load more" under a paged list, while it has more rows than it shows; busy while the next page loads. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Row>
      <Button type="button" variant="secondary" disabled={loading} aria-busy={loading} onClick={onLoadMore}>
        {t('common:actions.loadMore')}
      </Button>
    </Row>
  );
}
