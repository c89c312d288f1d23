import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { API } from '@hfl/contracts';
import { Button, ConfirmModal, api, describeApiError, toastShown } from '@hfl/shared-ui';

/** Location state of /account-deleted right after a deletion: the page then ends the local session. */
export interface AccountDeletedState {
  accountDeleted: true;
}

/**
 * "Delete account" with its confirmation: `DELETE /api/users/me` (the BFF ends the session with it), then the
 * user lands on /account-deleted, signed out. Shown on the profile and the settings page.
 */
export function DeleteAccountButton() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    try {
      await api.delete(API.me);
    } catch (error) {
      setDeleting(false);
      dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
      return;
    }
    // /account-deleted clears the local session once it is shown: cleared here, the page behind RequireAuth
    // would see the session end before the navigation lands and send the user to /login instead.
    navigate('/account-deleted', { replace: true, state: { accountDeleted: true } satisfies AccountDeletedState });
  };
  const cancel = useCallback(() => setConfirming(false), []);

  return (
    <>
      <Button type="button" variant="danger" disabled={deleting} onClick={() => setConfirming(true)}>
        {t('deleteAccount.button')}
      </Button>
      <ConfirmModal
        open={confirming}
        title={t('deleteAccount.title')}
        message={
          <>
            <p>{t('deleteAccount.question')}</p>
            <p>{t('deleteAccount.consequences')}</p>
          </>
        }
        confirmLabel={t('deleteAccount.confirm')}
        onConfirm={() => void remove()}
        onCancel={cancel}
      />
    </>
  );
}
