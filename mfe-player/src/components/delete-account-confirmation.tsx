import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { API, accountDeletionSchema, formValidator, type AccountDeletionPayload } from '@hfl/contracts';
import { ApiError, Button, Modal, api } from '@hfl/shared-ui';
import { FormError, TextField } from '@hfl/shared-ui/forms';
import { reportSubmitFailure } from './submit-failure';

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
  const dispatch = useDispatch();
  const validate = useMemo(() => formValidator(accountDeletionSchema, t), [t]);

  const submit = async (values: AccountDeletionPayload, helpers: FormikHelpers<AccountDeletionPayload>) => {
    helpers.setStatus(undefined);
    try {
      await api.delete(API.me, accountDeletionSchema.cast(values, { stripUnknown: true }));
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) {
        reportSubmitFailure(error, { helpers, fields: ['currentPassword'], dispatch, t });
      } else {
        onFailed(error);
      }
      return;
    }
    onDeleted();
  };

  return (
    <Modal open={open} title={t('deleteAccount.title')} onClose={onCancel}>
      <Formik initialValues={INITIAL_VALUES} validate={validate} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <p>{t('deleteAccount.question')}</p>
            <p>{t('deleteAccount.consequences')}</p>
            <FormError message={typeof status === 'string' ? status : undefined} />
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
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
