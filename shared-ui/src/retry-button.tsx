import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** What a page shows after a failed load (the error was toasted): a way to ask again. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Button type="button" variant="secondary" onClick={onRetry}>
      {t('common:actions.retry')}
    </Button>
  );
}
