import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { API } from '@hfl/contracts';
import { loggedOut, useApiAction } from '@hfl/shared-ui';
import { useRunOnce } from '../../components/use-run-once';

export function LogoutPage() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { run } = useApiAction();

  // One POST, though StrictMode runs effects twice in development. A failure is toasted by `run`.
  useRunOnce(async () => {
    await run({ method: 'POST', path: API.logout });
    // The local session ends either way: the user asked to leave.
    dispatch(loggedOut());
    navigate('/', { replace: true });
  });

  return <p role="status">{t('logout.inProgress')}</p>;
}
