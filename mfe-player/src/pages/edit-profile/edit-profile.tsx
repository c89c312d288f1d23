import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import {
  API,
  formValidator,
  formatDisplayDate,
  profileUpdateFormSchema,
  toProfileUpdatePayload,
  type UserProfile,
} from '@hfl/contracts';
import { Button, RequireAuth, Spinner, api, toastShown } from '@hfl/shared-ui';
import { FormError } from '@hfl/shared-ui/forms';
import { AccountPanel, Actions } from '../../components/account-layout';
import { CheckboxField } from '../../components/checkbox-field';
import { PersonalFields } from '../../components/personal-fields';
import { useRefreshSessionUser } from '../../components/session-user';
import { reportSubmitFailure } from '../../components/submit-failure';
import { useProfile } from '../../components/use-profile';

interface ProfileValues {
  firstName: string;
  lastName: string;
  gender: string;
  location: string;
  /** DD/MM/YYYY, as the date-of-birth selects compose it. */
  birthDate: string;
  newsletter: boolean;
}

const FIELDS = ['firstName', 'lastName', 'gender', 'location', 'birthDate', 'newsletter'] as const;

/** The form starts from the stored profile; what the user never gave starts empty. */
function valuesOf(profile: UserProfile): ProfileValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    gender: profile.gender ?? '',
    location: profile.location ?? '',
    birthDate: profile.birthDate ? formatDisplayDate(profile.birthDate) : '',
    newsletter: profile.newsletter,
  };
}

export function EditProfilePage() {
  return (
    <RequireAuth>
      <EditProfile />
    </RequireAuth>
  );
}

function EditProfile() {
  const { t } = useTranslation('player');
  const { load, retry } = useProfile();
  return (
    <AccountPanel aria-labelledby="edit-profile-title">
      <h1 id="edit-profile-title">{t('editProfile.title')}</h1>
      {load.status === 'loading' && <Spinner />}
      {load.status === 'failed' && (
        <Button type="button" variant="secondary" onClick={retry}>
          {t('common:actions.retry')}
        </Button>
      )}
      {load.status === 'loaded' && <EditProfileForm profile={load.profile} />}
    </AccountPanel>
  );
}

function EditProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const refreshSessionUser = useRefreshSessionUser();
  const initialValues = useMemo(() => valuesOf(profile), [profile]);
  // The same rules as registration for the personal fields (spec section 5).
  const validate = useMemo(() => formValidator(profileUpdateFormSchema, t), [t]);

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    helpers.setStatus(undefined);
    const form = profileUpdateFormSchema.cast(values, { stripUnknown: true });
    try {
      const updated = await api.post<UserProfile>(API.user('me'), toProfileUpdatePayload(form));
      // A new name shows in the header at once; the BFF has already updated the session.
      refreshSessionUser(updated);
    } catch (error) {
      reportSubmitFailure(error, { helpers, fields: FIELDS, dispatch, t });
      return;
    }
    dispatch(toastShown({ kind: 'success', title: t('editProfile.successTitle'), message: t('editProfile.successText') }));
    navigate('/profile');
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <Form noValidate>
          <FormError message={typeof status === 'string' ? status : undefined} />
          <PersonalFields />
          <CheckboxField name="newsletter" label={t('account.fields.newsletter')} />
          <Actions>
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {t('common:actions.save')}
            </Button>
            <Button as={Link} to="/profile" variant="secondary">
              {t('common:actions.cancel')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
