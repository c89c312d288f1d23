import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { API, isCarriedReturnPath } from '@hfl/contracts';
import {
  Spinner,
  describeApiError,
  rememberReturnRoute,
  toastShown,
  useApiAction,
  type ReturnRouteState,
} from '@hfl/shared-ui';
import { AccountPanel, Notice } from '../../components/account-layout';
import { useRunOnce } from '../../components/use-run-once';

/**
 * The e-mailed confirmation link (/account/confirm/{token}, also /user/confirm/{token}): confirms on load, then login.
 * The link may carry (`?next=`) the page the registration was heading to (a league to join, an invitation): in
 * whatever tab or browser it is opened, login leads there. Only the paths registration may carry are followed.
 */
export function ConfirmAccountPage() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { confirmationToken = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [loginState, setLoginState] = useState<ReturnRouteState | undefined>();
  const { run } = useApiAction();

  useRunOnce(async () => {
    const next = searchParams.get('next');
    // Remembered even when the link was used already (confirmed in another browser): the login still leads there.
    const state = isCarriedReturnPath(next) ? { returnHash: rememberReturnRoute(next) } : undefined;
    setLoginState(state);
    // A wrong or used link: the server says which, on the page rather than in a passing toast.
    const confirmed = await run(
      { method: 'POST', path: API.confirm(encodeURIComponent(confirmationToken)) },
      { quiet: true },
    );
    if (!confirmed.ok) {
      setFailure(describeApiError(confirmed.error, t).message);
      return;
    }
    dispatch(toastShown({ kind: 'success', title: t('confirm.successTitle'), message: t('confirm.successText') }));
    navigate('/login', { replace: true, state });
  });

  if (!failure) {
    return (
      <AccountPanel>
        <p>{t('confirm.inProgress')}</p>
        <Spinner />
      </AccountPanel>
    );
  }
  return (
    <AccountPanel aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t('confirm.failedTitle')}</h1>
      <Notice $kind="danger" role="alert">
        <p>{failure}</p>
      </Notice>
      <p>
        <Link to="/login" state={loginState}>
          {t('confirm.login')}
        </Link>
      </p>
    </AccountPanel>
  );
}
