import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API, accountDeletionSchema, type AccountDeletionPayload } from '@hfl/contracts';
import { ApiError, Button, Modal } from '@hfl/shared-ui';
import { ApiForm, TextField } from '@hfl/shared-ui/forms';

const INITIAL_VALUES: AccountDeletionPayload = { currentPassword: '' };

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

export interface DeleteAccountConfirmationProps {
  open: boolean;
  onDeleted: () => void;
  /** A refusal no field can fix (the owner's account, leagues unreachable): the caller toasts it. */
  onFailed: (error: unknown) => void;
  onCancel: () => void;
}

/**
 * The last step of "Delete account": the question, and the current password (a session left open on a shared computer
 * must not be enough), then `DELETE /api/users/me`. A wrong password shows under the field and the dialog stays.
 * The form lives inside the dialog, so the password is gone once the dialog closes.
 */
export function DeleteAccountConfirmation({ open, onDeleted, onFailed, onCancel }: DeleteAccountConfirmationProps) {
  const { t } = useTranslation('player');
  // A refusal without violations is the caller's to explain.
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.violations.length > 0) return false;
    onFailed(error);
    return true;
  };

  return (
    <Modal open={open} title={t('deleteAccount.title')} onClose={onCancel}>
      <ApiForm
        initialValues={INITIAL_VALUES}
        schema={accountDeletionSchema}
        namespace="player"
        request={(values) => ({
          method: 'DELETE',
          path: API.me,
          body: accountDeletionSchema.cast(values, { stripUnknown: true }),
        })}
        onSent={() => onDeleted()}
        onFailure={failed}
        intro={
          <>
            <p>{t('deleteAccount.question')}</p>
            <p>{t('deleteAccount.consequences')}</p>
          </>
        }
      >
        {({ isSubmitting }) => (
          <>
            <TextField
              name="currentPassword"
              label={t('account.fields.oldPassword')}
              type="password"
              autoComplete="current-password"
            />
            <Buttons>
              <Button type="button" variant="secondary" onClick={onCancel}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" variant="danger" disabled={isSubmitting}>
                {t('deleteAccount.confirm')}
              </Button>
            </Buttons>
          </>
        )}
      </ApiForm>
    </Modal>
  );
}
