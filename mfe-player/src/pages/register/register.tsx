import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  API,
  invitationOfPath,
  isCarriedReturnPath,
  registrationFormSchema,
  toRegistrationPayload,
  type InvitationDetails,
} from '@hfl/contracts';
import {
  LinkButton,
  peekReturnRoute,
  Spinner,
  useApiGet,
  type ApiRequest,
  type ReturnRouteState,
} from '@hfl/shared-ui';
import { ApiForm, TextField } from '@hfl/shared-ui/forms';
import type { ThanksState } from '../thanks/thanks';
import { AccountPanel, Hint } from '../../components/account-layout';
import { CheckboxField } from '../../components/checkbox-field';
import { PersonalFields } from '../../components/personal-fields';

/** What the form holds: the registration form's fields, gender '' and birthDate '' until chosen. */
interface RegistrationValues {
  firstName: string;
  lastName: string;
  gender: string;
  location: string;
  /** DD/MM/YYYY, as the date-of-birth selects compose it. */
  birthDate: string;
  email: string;
  emailConfirm: string;
  password: string;
  passwordConfirm: string;
  newsletter: boolean;
}

const INITIAL_VALUES: RegistrationValues = {
  firstName: '',
  lastName: '',
  gender: '',
  location: '',
  birthDate: '',
  email: '',
  emailConfirm: '',
  password: '',
  passwordConfirm: '',
  newsletter: false,
};

/** Where the registration leads back: the hash of the flow that sent the visitor here, and its remembered page. */
interface Carried {
  hash: string | undefined;
  /** Sent with the registration when it is one the confirmation link may carry (contracts' isCarriedReturnPath). */
  returnPath: string | undefined;
}

/**
 * `/register`: an invitation or join flow sends visitors here with the hash of their remembered route (spec: an
 * optional hash, passed through). The route itself goes with the registration, so the confirmation link leads back
 * to it in whatever tab or browser it is opened. Coming from an e-mailed invitation, the invited address is filled in.
 */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash') || undefined;
  const remembered = hash ? peekReturnRoute(hash) : null;
  const carried: Carried = { hash, returnPath: isCarriedReturnPath(remembered) ? remembered : undefined };
  const invitation = carried.returnPath ? invitationOfPath(carried.returnPath) : null;
  if (invitation) return <InvitedRegistration carried={carried} {...invitation} />;
  return <RegistrationForm carried={carried} invitedEmail={null} />;
}

/** The invited address, read from the invitation (a link that no longer works leaves the form empty). */
function InvitedRegistration({
  carried,
  invitationId,
  token,
}: {
  carried: Carried;
  invitationId: string;
  token: string;
}) {
  const loaded = useApiGet<InvitationDetails>(`${API.invitation(invitationId)}?token=${encodeURIComponent(token)}`, {
    quiet: true,
  });
  if (loaded.status === 'loading') {
    return (
      <AccountPanel>
        <Spinner />
      </AccountPanel>
    );
  }
  return <RegistrationForm carried={carried} invitedEmail={loaded.status === 'ready' ? loaded.data.email : null} />;
}

function RegistrationForm({
  carried: { hash, returnPath },
  invitedEmail,
}: {
  carried: Carried;
  invitedEmail: string | null;
}) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  // The invited address is kept unless the visitor chooses to register with another one.
  const [keepInvited, setKeepInvited] = useState(invitedEmail !== null);
  const initialValues = invitedEmail
    ? { ...INITIAL_VALUES, email: invitedEmail, emailConfirm: invitedEmail }
    : INITIAL_VALUES;

  const cast = (values: RegistrationValues) =>
    registrationFormSchema.cast({ ...values, hash, returnPath }, { stripUnknown: true });
  const request = (values: RegistrationValues): ApiRequest => ({
    method: 'POST',
    path: API.register,
    body: toRegistrationPayload(cast(values)),
  });

  return (
    <AccountPanel aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <ApiForm
        namespace="player"
        initialValues={initialValues}
        schema={registrationFormSchema}
        request={request}
        onSent={(_answer, values) =>
          navigate('/thanks', { state: { email: cast(values).email } satisfies ThanksState })
        }
        submitLabel={t('register.submit')}
      >
        <PersonalFields />
        <TextField
          name="email"
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          readOnly={keepInvited}
        />
        <TextField
          name="emailConfirm"
          label={t('account.fields.emailConfirm')}
          type="email"
          autoComplete="email"
          readOnly={keepInvited}
        />
        {keepInvited && (
          <Hint>
            {t('register.invitedAddress')}{' '}
            <LinkButton type="button" onClick={() => setKeepInvited(false)}>
              {t('register.otherAddress')}
            </LinkButton>
          </Hint>
        )}
        <TextField name="password" label={t('account.fields.password')} type="password" autoComplete="new-password" />
        <TextField
          name="passwordConfirm"
          label={t('account.fields.passwordConfirm')}
          type="password"
          autoComplete="new-password"
        />
        <CheckboxField name="newsletter" label={t('account.fields.newsletter')} />
        <p>
          {t('register.termsBefore')}
          <Link to="/terms">{t('register.termsLink')}</Link>
          {t('register.termsAfter')}
        </p>
      </ApiForm>
      <p>
        <Link to="/login" state={hash ? ({ returnHash: hash } satisfies ReturnRouteState) : undefined}>
          {t('register.haveAccount')}
        </Link>
      </p>
    </AccountPanel>
  );
}
