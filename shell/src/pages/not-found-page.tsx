import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@hfl/shared-ui/core';
import { Notice } from './notice';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Notice>
      <h1>{t('common:notFound.title')}</h1>
      <p>{t('common:notFound.text')}</p>
      <Button as={Link} to="/" variant="secondary">
        {t('common:notFound.home')}
      </Button>
    </Notice>
  );
}
