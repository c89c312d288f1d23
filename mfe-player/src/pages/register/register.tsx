import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  API,
  formValidator,
  registrationFormSchema,
  toRegistrationPayload,
} from '@hfl/contracts';
import { Button, api } from '@hfl/shared-ui';
import { FormError, TextField } from '@hfl/shared-ui/forms';
import { AccountPanel } from '../../components/account-layout';
import { CheckboxField } from '../../components/checkbox-field';
import { PersonalFields } from '../../components/personal-fields';
import { reportSubmitFailure } from '../../components/submit-failure';

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

const FIELDS = Object.keys(INITIAL_VALUES) as Array<keyof RegistrationValues>;

export function RegisterPage() {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // An invitation or join flow sends visitors here with the hash of their remembered route; it travels along.
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash') || undefined;
  // formValidator, not validationSchema: Formik's yup adapter would drop the {{max}} and {{length}} of messages.
  const validate = useMemo(() => formValidator(registrationFormSchema, t), [t]);

  const submit = async (values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) => {
    helpers.setStatus(undefined);
    const form = registrationFormSchema.cast({ ...values, hash }, { stripUnknown: true });
    try {
      await api.post(API.register, toRegistrationPayload(form));
      navigate('/thanks');
    } catch (error) {
      reportSubmitFailure(error, { helpers, fields: FIELDS, dispatch, t });
    }
  };

  return (
    <AccountPanel aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <Formik initialValues={INITIAL_VALUES} validate={validate} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <FormError message={typeof status === 'string' ? status : undefined} />
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
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {t('register.submit')}
            </Button>
          </Form>
        )}
      </Formik>
      <p>
        <Link to="/login">{t('register.haveAccount')}</Link>
      </p>
    </AccountPanel>
  );
}
