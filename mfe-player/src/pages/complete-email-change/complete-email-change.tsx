import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { API, type SessionUser } from '@hfl/contracts';
import { RequireAuth, Spinner, describeApiError, toastShown, useApiAction } from '@hfl/shared-ui';
import { AccountPanel, Actions, Notice } from '../../components/account-layout';
import { useRefreshSessionUser } from '../../components/session-user';
import { useRunOnce } from '../../components/use-run-once';

/** The link e-mailed to the new address (/change-email/{token}): completes the change on load. */
export function CompleteEmailChangePage() {
  return (
    <RequireAuth>
      <CompleteEmailChange />
    </RequireAuth>
  );
}

function CompleteEmailChange() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const refreshSessionUser = useRefreshSessionUser();
  const { emailChangeToken = '' } = useParams();
  const [failure, setFailure] = useState<string | null>(null);
  const { run } = useApiAction();

  useRunOnce(async () => {
    const changed = await run<SessionUser>(
      { method: 'POST', path: API.emailChange, body: { emailChangeToken } },
      { quiet: true },
    );
    if (!changed.ok) {
      setFailure(describeApiError(changed.error, t).message);
      return;
    }
    const user = changed.data;
    // The BFF has put the new address in the session; the header and later pages read it from the store.
    refreshSessionUser(user);
    dispatch(
      toastShown({
        kind: 'success',
        title: t('completeEmailChange.successTitle'),
        message: t('completeEmailChange.successText', { email: user.email }),
      }),
    );
    navigate('/profile', { replace: true });
  });

  if (!failure) {
    return (
      <AccountPanel>
        <p>{t('completeEmailChange.inProgress')}</p>
        <Spinner />
      </AccountPanel>
    );
  }
  return (
    <AccountPanel aria-labelledby="complete-email-change-title">
      <h1 id="complete-email-change-title">{t('completeEmailChange.failedTitle')}</h1>
      <Notice $kind="danger" role="alert">
        <p>{failure}</p>
      </Notice>
      <Actions>
        <Link to="/change-email">{t('completeEmailChange.requestAgain')}</Link>
        <Link to="/profile">{t('account.backToProfile')}</Link>
      </Actions>
    </AccountPanel>
  );
}
