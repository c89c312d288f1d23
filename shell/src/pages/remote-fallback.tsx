import { useTranslation } from 'react-i18next';
import { Button } from '@hfl/shared-ui/core';
import { Notice } from './notice';

/** Where a remote's page would be when the remote (or one of its chunks) could not be loaded. */
export function RemoteFallback() {
  const { t } = useTranslation();
  return (
    <Notice role="alert">
      <h1>{t('common:remoteFallback.title')}</h1>
      <p>{t('common:remoteFallback.text')}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('common:remoteFallback.retry')}
      </Button>
    </Notice>
  );
}
