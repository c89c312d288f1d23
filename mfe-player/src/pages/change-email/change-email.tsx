import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  API,
  emailChangeRequestFormSchema,
  emailChangeRequestSchema,
  type EmailChangeRequestForm,
} from '@hfl/contracts';
import { RequireAuth, selectUser, toastShown, type ApiRequest } from '@hfl/shared-ui';
import { ApiForm, TextField } from '@hfl/shared-ui/forms';
import { AccountPanel } from '../../components/account-layout';

const INITIAL_VALUES: EmailChangeRequestForm = { newEmail: '', newEmailConfirm: '', currentPassword: '' };

/**
 * Asks for a link to the new address, with the current password (only the owner may move the account); the change
 * happens when that link is opened (/change-email/{token}).
 */
export function ChangeEmailPage() {
  return (
    <RequireAuth>
      <ChangeEmail />
    </RequireAuth>
  );
}

function ChangeEmail() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const user = useSelector(selectUser);

  /** The address as the schema casts and sends it, which the success toast names. */
  const cast = (values: EmailChangeRequestForm) => emailChangeRequestSchema.cast(values, { stripUnknown: true });
  const request = (values: EmailChangeRequestForm): ApiRequest => ({
    method: 'POST',
    path: API.emailChangeRequest,
    body: cast(values),
  });

  return (
    <AccountPanel aria-labelledby="change-email-title">
      <h1 id="change-email-title">{t('changeEmail.title')}</h1>
      {user && <p>{t('changeEmail.current', { email: user.email })}</p>}
      <ApiForm
        namespace="player"
        initialValues={INITIAL_VALUES}
        schema={emailChangeRequestFormSchema}
        request={request}
        onSent={(_answer, values) => {
          const { newEmail } = cast(values);
          dispatch(
            toastShown({
              kind: 'success',
              title: t('changeEmail.requestedTitle'),
              message: t('changeEmail.requestedText', { email: newEmail }),
            }),
          );
          navigate('/profile');
        }}
        submitLabel={t('changeEmail.submit')}
        cancelTo="/profile"
      >
        <TextField name="newEmail" label={t('account.fields.newEmail')} type="email" autoComplete="email" />
        <TextField
          name="newEmailConfirm"
          label={t('account.fields.newEmailConfirm')}
          type="email"
          autoComplete="email"
        />
        <TextField
          name="currentPassword"
          label={t('account.fields.oldPassword')}
          type="password"
          autoComplete="current-password"
        />
      </ApiForm>
    </AccountPanel>
  );
}
