import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { API } from '@hfl/contracts';
import { Spinner, describeApiError, toastShown, useApiAction } from '@hfl/shared-ui';
import { AccountPanel, Notice } from '../../components/account-layout';
import { useRunOnce } from '../../components/use-run-once';

/** The e-mailed confirmation link (/account/confirm/{token}, also /user/confirm/{token}): confirms on load. */
export function ConfirmAccountPage() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { confirmationToken = '' } = useParams();
  const [failure, setFailure] = useState<string | null>(null);
  const { run } = useApiAction();

  useRunOnce(async () => {
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
    navigate('/login', { replace: true });
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
        <Link to="/login">{t('confirm.login')}</Link>
      </p>
    </AccountPanel>
  );
}
