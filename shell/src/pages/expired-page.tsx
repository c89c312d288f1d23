import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { Button, sessionExpiryShown } from '@hfl/shared-ui/core';
import { Notice } from './notice';

/** How long the notice stays before the login page takes over. */
export const EXPIRED_REDIRECT_MS = 5000;

export function ExpiredPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    // Said: from here on, a guarded page treats the user as the visitor they now are.
    dispatch(sessionExpiryShown());
    const timer = setTimeout(() => navigate('/login', { replace: true }), EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [dispatch, navigate]);
  return (
    <Notice>
      <h1>{t('common:expired.title')}</h1>
      <p>{t('common:expired.text')}</p>
      <p>{t('common:expired.redirecting')}</p>
      <Button as={Link} to="/login" replace>
        {t('common:expired.login')}
      </Button>
    </Notice>
  );
}
