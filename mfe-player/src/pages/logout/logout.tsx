import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { API } from '@hfl/contracts';
import { api, describeApiError, loggedOut, toastShown } from '@hfl/shared-ui';

export function LogoutPage() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one POST is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api
      .post(API.logout)
      .catch((error: unknown) => dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) })))
      // The local session ends either way: the user asked to leave.
      .finally(() => {
        dispatch(loggedOut());
        navigate('/', { replace: true });
      });
  }, [dispatch, navigate, t]);

  return <p role="status">{t('logout.inProgress')}</p>;
}
