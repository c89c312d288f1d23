import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  API,
  formatDisplayDate,
  profileUpdateFormSchema,
  toProfileUpdatePayload,
  type UserProfile,
} from '@hfl/contracts';
import { Button, RequireAuth, Spinner, toastShown, type ApiRequest } from '@hfl/shared-ui';
import { ApiForm } from '@hfl/shared-ui/forms';
import { AccountPanel } from '../../components/account-layout';
import { CheckboxField } from '../../components/checkbox-field';
import { PersonalFields } from '../../components/personal-fields';
import { useRefreshSessionUser } from '../../components/session-user';
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

  const request = (values: ProfileValues): ApiRequest => ({
    method: 'POST',
    path: API.user('me'),
    body: toProfileUpdatePayload(profileUpdateFormSchema.cast(values, { stripUnknown: true })),
  });

  return (
    <ApiForm
      namespace="player"
      initialValues={initialValues}
      // The same rules as registration for the personal fields (spec section 5).
      schema={profileUpdateFormSchema}
      request={request}
      onSent={(updated: UserProfile) => {
        // A new name shows in the header at once; the BFF has already updated the session.
        refreshSessionUser(updated);
        dispatch(
          toastShown({ kind: 'success', title: t('editProfile.successTitle'), message: t('editProfile.successText') }),
        );
        navigate('/profile');
      }}
      submitLabel={t('common:actions.save')}
      cancelTo="/profile"
    >
      <PersonalFields />
      <CheckboxField name="newsletter" label={t('account.fields.newsletter')} />
    </ApiForm>
  );
}
