import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { API, type LeagueNeedingTransfer } from '@hfl/contracts';
import { Button, describeApiError, selectUser, toastShown, useApiAction } from '@hfl/shared-ui';
import { TransferAdminModal } from '../league/transfer-admin-modal';
import { DeleteAccountConfirmation } from '../components/delete-account-confirmation';

/** Location state of /account-deleted right after a deletion: the page then ends the local session. */
export interface AccountDeletedState {
  accountDeleted: true;
}

type Step =
  | { name: 'idle' }
  | { name: 'checking' }
  /** Leagues the user administers that still have other members: each needs a new admin first (spec section 4). */
  | { name: 'transferring'; leagues: LeagueNeedingTransfer[] }
  | { name: 'confirming' };

/**
 * "Delete account": first every league the user administers with other members is handed over (one transfer per
 * league), then the confirmation with the current password, then `DELETE /api/users/me` (the BFF ends the session with
 * it) and the user lands on /account-deleted, signed out. Shown on the profile and the settings page.
 */
export function DeleteAccountButton() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const user = useSelector(selectUser);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const { run } = useApiAction();

  const fail = (error: unknown) => {
    setStep({ name: 'idle' });
    dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
  };

  const start = async () => {
    setStep({ name: 'checking' });
    const check = await run<LeagueNeedingTransfer[]>({ method: 'GET', path: API.transferRequired }, { quiet: true });
    if (!check.ok) return fail(check.error);
    const leagues = check.data;
    setStep(leagues.length > 0 ? { name: 'transferring', leagues } : { name: 'confirming' });
  };

  const deleted = () => {
    // /account-deleted clears the local session once it is shown: cleared here, the page behind RequireAuth
    // would see the session end before the navigation lands and send the user to /login instead.
    navigate('/account-deleted', { replace: true, state: { accountDeleted: true } satisfies AccountDeletedState });
  };
  const cancel = useCallback(() => setStep({ name: 'idle' }), []);

  const transferring = step.name === 'transferring' ? step.leagues : null;
  const nextTransfer = () => {
    const rest = transferring?.slice(1) ?? [];
    setStep(rest.length > 0 ? { name: 'transferring', leagues: rest } : { name: 'confirming' });
  };

  return (
    <>
      <Button type="button" variant="danger" disabled={step.name !== 'idle'} onClick={() => void start()}>
        {t('deleteAccount.button')}
      </Button>
      {user && (
        <TransferAdminModal
          // A new form per league: the choice made for one league must not carry over to the next.
          key={transferring?.[0]?.id}
          league={transferring?.[0] ?? null}
          fromUserId={user.id}
          intro={t('transfer.beforeDeleteIntro', { league: transferring?.[0]?.name })}
          onTransferred={nextTransfer}
          onCancel={cancel}
        />
      )}
      <DeleteAccountConfirmation
        open={step.name === 'confirming'}
        onDeleted={deleted}
        onFailed={fail}
        onCancel={cancel}
      />
    </>
  );
}
