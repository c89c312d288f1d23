import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@hfl/shared-ui';

/** What a page shows before its data is there: a spinner while loading; after a failure (toasted) a way to ask again. */
export function UntilLoaded({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) return <Spinner />;
  return (
    <p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </p>
  );
}
