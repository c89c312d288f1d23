import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router';
import styled from 'styled-components';
import { API, type MyMembership } from '@hfl/contracts';
import { Button, RequireAuth, Spinner, selectIsSuperAdmin, selectUser, RetryButton } from '@hfl/shared-ui';
import { useMembershipLabel } from '../../league/membership-label';
import { useConfirmedAction, useSuccessToast } from '../../league/use-confirmed-action';
import { useCurrentLeague } from '../../league/use-current-league';

const Panel = styled.section`
  max-width: 720px;
  margin: 0 auto;
`;

const Choices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
`;

const PendingList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * The signed-in landing page (spec section 2, /secure): the owner goes to the back-office; a user with a current
 * league, or with exactly one membership, goes to that league; anyone else chooses.
 */
export function SecurePage() {
  return (
    <RequireAuth>
      <Welcome />
    </RequireAuth>
  );
}

function Welcome() {
  const isSuperAdmin = useSelector(selectIsSuperAdmin);
  // The owner has no team: the spec sends a SUPER_ADMIN straight to the back-office.
  if (isSuperAdmin) return <Navigate to="/owner" replace />;
  return <ChooseLeague />;
}

function ChooseLeague() {
  const { t } = useTranslation('player');
  const user = useSelector(selectUser);
  const { ready, failed, memberships, pending, current, select, reload } = useCurrentLeague();
  const label = useMembershipLabel();
  const single = memberships.length === 1 ? memberships[0] : undefined;

  // Exactly one membership: it becomes the stored current league, and the redirect below follows.
  useEffect(() => {
    if (ready && !current && single) select(single.league.id);
  }, [ready, current, single, select]);

  if (failed) return <RetryButton onRetry={reload} />;
  if (!ready) return <Spinner />;
  if (current) return <Navigate to={`/leagues/${current.league.id}`} replace />;
  if (single) return <Spinner />;

  return (
    <Panel aria-labelledby="secure-title">
      <h1 id="secure-title">{t('secure.title', { name: user?.name })}</h1>
      <h2>{t('secure.chooseLeague')}</h2>
      {memberships.length === 0 ? (
        <p>{t('secure.noLeagues')}</p>
      ) : (
        <Choices>
          {memberships.map((membership) => (
            <li key={membership.id}>
              <Button type="button" onClick={() => select(membership.league.id)}>
                {label(membership)}
              </Button>
            </li>
          ))}
        </Choices>
      )}
      {pending.length > 0 && <PendingMemberships pending={pending} onChanged={reload} />}
      <ul>
        <li>
          <Link to="/leagues">{t('secure.join')}</Link>
        </li>
        <li>
          <Link to="/create-league">{t('secure.create')}</Link>
        </li>
      </ul>
    </Panel>
  );
}

/** Requests to join (which the user may withdraw) and invitations waiting for the user. */
function PendingMemberships({ pending, onChanged }: { pending: MyMembership[]; onChanged: () => void }) {
  const { t } = useTranslation('player');
  const { ask, busy, modal } = useConfirmedAction();
  const notify = useSuccessToast();

  const withdraw = (membership: MyMembership) =>
    ask({
      title: t('leagues.withdraw.title'),
      message: t('leagues.withdraw.question', { name: membership.league.name }),
      confirmLabel: t('leagues.withdraw.confirm'),
      request: { method: 'DELETE', path: API.pendingMember(membership.league.id, membership.id) },
      onDone: () => {
        notify(t('leagues.withdraw.successText'));
        onChanged();
      },
    });

  return (
    <>
      <h2>{t('secure.pendingTitle')}</h2>
      <PendingList>
        {pending.map((membership) => (
          <li key={membership.id}>
            <strong>{membership.league.name}</strong>
            {membership.type && <span>{t(`members.types.${membership.type}`)}</span>}
            {membership.type === 'REQUESTED' && (
              <Button type="button" variant="secondary" disabled={busy} onClick={() => withdraw(membership)}>
                {t('leagues.withdraw.confirm')}
              </Button>
            )}
          </li>
        ))}
      </PendingList>
      {modal}
    </>
  );
}
