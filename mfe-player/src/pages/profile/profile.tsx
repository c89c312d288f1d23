import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDisplayDate, type UserProfile } from '@hfl/contracts';
import { useSelector } from 'react-redux';
import { Button, RequireAuth, selectIsSuperAdmin, Spinner } from '@hfl/shared-ui';
import { AccountPanel, Actions } from '../../components/account-layout';
import { nameOrder } from '../../components/name-order';
import { DeleteAccountButton } from '../../account/delete-account-button';
import { EmailAlertsCard } from '../../account/email-alerts';
import { useProfile } from '../../components/use-profile';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const DangerZone = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 1.1rem;
  }
`;

/** Below the profile, as wide as it: the alerts are the account's, so a user in no league chooses them here too. */
const AlertsBelow = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} auto 0;
`;

/** What the password looks like on the profile: it is never shown, only that there is one. */
const MASKED_PASSWORD = '********';

export function ProfilePage() {
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}

function Profile() {
  const { t } = useTranslation('player');
  const { load, retry } = useProfile();
  const isSuperAdmin = useSelector(selectIsSuperAdmin);

  return (
    <>
      <AccountPanel aria-labelledby="profile-title">
        <h1 id="profile-title">{t('profile.title')}</h1>
        {load.status === 'loading' && <Spinner />}
        {load.status === 'failed' && (
          <Button type="button" variant="secondary" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        )}
        {load.status === 'loaded' && (
          <>
            <ProfileDetails profile={load.profile} />
            <Actions>
              <Link to="/edit-profile">{t('profile.edit')}</Link>
              <Link to="/change-email">{t('profile.changeEmail')}</Link>
              <Link to="/change-password">{t('profile.changePassword')}</Link>
            </Actions>
            <DangerZone aria-labelledby="danger-zone-title">
              <h2 id="danger-zone-title">{t('deleteAccount.section')}</h2>
              <p>{t('deleteAccount.consequences')}</p>
              <DeleteAccountButton />
            </DangerZone>
          </>
        )}
      </AccountPanel>
      {/* After the profile, so it never pushes the card down; the owner plays in no league and gets no alerts. */}
      {load.status === 'loaded' && !isSuperAdmin && (
        <AlertsBelow>
          <EmailAlertsCard />
        </AlertsBelow>
      )}
    </>
  );
}

function ProfileDetails({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation('player');
  // The spec shows what the user never gave (gender, or anything the seeded owner lacks) as a dash.
  const orDash = (value: string | null | undefined) => value || t('profile.unknown');
  const rows: Array<[label: string, value: string]> = [
    ...nameOrder(i18n.language).map((field): [string, string] => [
      t(`account.fields.${field}`),
      orDash(profile[field]),
    ]),
    [t('account.fields.gender'), orDash(profile.gender ? t(`account.genders.${profile.gender}`) : null)],
    [t('account.fields.location'), orDash(profile.location)],
    [t('account.fields.birthDate'), orDash(profile.birthDate ? formatDisplayDate(profile.birthDate) : null)],
    [t('account.fields.email'), profile.email],
    [t('account.fields.password'), MASKED_PASSWORD],
  ];
  return (
    <Details>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Details>
  );
}
