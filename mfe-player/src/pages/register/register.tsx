import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { API, registrationFormSchema, toRegistrationPayload } from '@hfl/contracts';
import type { ApiRequest } from '@hfl/shared-ui';
import { ApiForm, TextField } from '@hfl/shared-ui/forms';
import type { ThanksState } from '../thanks/thanks';
import { AccountPanel } from '../../components/account-layout';
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

export function RegisterPage() {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  // An invitation or join flow sends visitors here with the hash of their remembered route; it travels along.
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash') || undefined;

  const cast = (values: RegistrationValues) => registrationFormSchema.cast({ ...values, hash }, { stripUnknown: true });
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
        initialValues={INITIAL_VALUES}
        schema={registrationFormSchema}
        request={request}
        onSent={(_answer, values) =>
          navigate('/thanks', { state: { email: cast(values).email } satisfies ThanksState })
        }
        submitLabel={t('register.submit')}
      >
        <PersonalFields />
        <TextField name="email" label={t('account.fields.email')} type="email" autoComplete="email" />
        <TextField name="emailConfirm" label={t('account.fields.emailConfirm')} type="email" autoComplete="email" />
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
        <Link to="/login">{t('register.haveAccount')}</Link>
      </p>
    </AccountPanel>
  );
}
