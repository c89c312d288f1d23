import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  API,
  MEMBERSHIP_ROLE,
  formatDisplayDateIn,
  type LeagueDetails,
  type MemberRow,
  type PendingMemberRow,
} from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  PageHeader,
  Spinner,
  pendingMemberName,
  pendingMemberTeam,
  Table,
  type ApiRequest,
  type TableColumn,
  useApiAction,
  useModalSubject,
} from '@hfl/shared-ui';
import { Actions, Section } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';
import { useOwnerLeague } from '../../owner-leagues/use-owner-league';
import { useOwnerTimezone } from '../../owner-settings/use-owner-timezone';
import { OpenLeagueDraftSection } from './open-league-draft';
import { SeasonSections } from './season-sections';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Thumbnails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  figure {
    margin: 0;
  }
  img {
    display: block;
    width: 160px;
    height: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  figcaption {
    font-size: 0.9rem;
  }
`;

/** Sends a change to the league's members, toasts its success and reloads the page's data after it. */
type MemberAction = (request: ApiRequest, successMessage: string) => Promise<void>;

/** `/owner/leagues/:leagueId`: a league's information, its pending and active members, and its season sections. */
export function OwnerLeagueDetailPage() {
  const { id, status, league, people, reload } = useOwnerLeague(true);
  const { t } = useTranslation('owner');
  const timezone = useOwnerTimezone();
  const { run } = useApiAction();
  const removing = useModalSubject<MemberRow>();

  const act: MemberAction = async (request, successMessage) => {
    if ((await run(request, { success: successMessage })).ok) reload();
  };

  const confirmRemove = () => {
    const member = removing.subject;
    if (!member) return;
    removing.close();
    void act(
      { method: 'DELETE', path: API.leagueMember(id, member.user.id) },
      t('leagues.detail.memberList.removed', { name: member.name }),
    );
  };

  return (
    <section aria-labelledby="owner-league-title">
      <Link to="/owner/leagues">{t('leagues.detail.back')}</Link>
      {!league ? (
        <UntilLoaded failed={status === 'failed'} onRetry={reload} />
      ) : (
        <>
          <LeagueHeader league={league} />
          <LeagueInfo league={league} timezone={timezone} />
          <PendingMembers leagueId={id} rows={people?.pending} act={act} />
          <Members rows={people?.members} onRemove={removing.show} />
          {!league.adminUser && <OpenLeagueDraftSection leagueId={league.id} timezone={timezone} />}
          <SeasonSections leagueId={league.id} timezone={timezone} />
        </>
      )}
      <ConfirmModal
        open={removing.open}
        title={t('leagues.detail.memberList.removeTitle')}
        message={t('leagues.detail.memberList.removeConfirm', { name: removing.subject?.name })}
        confirmLabel={t('leagues.detail.memberList.remove')}
        onConfirm={confirmRemove}
        onCancel={removing.close}
      />
    </section>
  );
}

/** The league's name with the ways to manage it and to edit its description. */
function LeagueHeader({ league }: { league: LeagueDetails }) {
  const { t } = useTranslation('owner');
  return (
    <PageHeader>
      <h1 id="owner-league-title">{league.name}</h1>
      <Actions>
        {/* The player app's settings page manages any league for a SUPER_ADMIN, picked by this query. */}
        <Button as={Link} to={`/settings?league=${league.id}`}>
          {t('leagues.detail.manage')}
        </Button>
        <Button as={Link} to={`/owner/leagues/${league.id}/description`} variant="secondary">
          {t('leagues.detail.editDescription')}
        </Button>
      </Actions>
    </PageHeader>
  );
}

/** Requests and invitations (a spinner until they are read): Accept for a request, Remove for either. */
function PendingMembers({
  leagueId,
  rows,
  act,
}: {
  leagueId: string;
  rows: PendingMemberRow[] | undefined;
  act: MemberAction;
}) {
  const { t } = useTranslation('owner');
  const columns: Array<TableColumn<PendingMemberRow>> = [
    { key: 'displayName', header: t('leagues.detail.pending.displayName'), render: pendingMemberName },
    { key: 'team', header: t('leagues.detail.pending.team'), render: pendingMemberTeam },
    {
      key: 'type',
      header: t('leagues.detail.pending.type'),
      render: (row) => t(`leagues.detail.pending.types.${row.type}`),
    },
    {
      key: 'actions',
      pin: 'end',
      header: t('leagues.detail.actions'),
      render: (row) => (
        <Actions>
          {row.type === 'REQUESTED' && (
            <Button
              type="button"
              onClick={() =>
                void act(
                  { method: 'POST', path: API.acceptPendingMember(row.id) },
                  t('leagues.detail.pending.accepted', { name: pendingMemberName(row) }),
                )
              }
            >
              {t('leagues.detail.pending.accept')}
            </Button>
          )}
          <Button
            type="button"
            variant="danger"
            onClick={() =>
              void act(
                { method: 'DELETE', path: API.pendingMember(leagueId, row.id) },
                t('leagues.detail.pending.removed', { name: pendingMemberName(row) }),
              )
            }
          >
            {t('leagues.detail.pending.remove')}
          </Button>
        </Actions>
      ),
    },
  ];
  return (
    <Section aria-labelledby="owner-league-pending">
      <h2 id="owner-league-pending">{t('leagues.detail.pending.title')}</h2>
      {rows ? <Table columns={columns} rows={rows} rowKey={(row) => row.id} /> : <Spinner />}
    </Section>
  );
}

/** The active members (a spinner until they are read), Remove (after a confirmation) for a LEAGUE_USER. */
function Members({ rows, onRemove }: { rows: MemberRow[] | undefined; onRemove: (member: MemberRow) => void }) {
  const { t } = useTranslation('owner');
  const columns: Array<TableColumn<MemberRow>> = [
    { key: 'name', header: t('leagues.detail.memberList.name') },
    {
      key: 'team',
      header: t('leagues.detail.memberList.team'),
      render: (row) => row.team?.name ?? t('leagues.detail.memberList.noTeam'),
    },
    {
      key: 'role',
      header: t('leagues.detail.memberList.role'),
      render: (row) => t(`leagues.detail.memberList.roles.${row.role}`),
    },
    {
      key: 'actions',
      pin: 'end',
      header: t('leagues.detail.actions'),
      // Only a LEAGUE_USER can be removed: the admin leaves by handing over the league (spec section 4).
      render: (row) =>
        row.role === MEMBERSHIP_ROLE.USER ? (
          <Button type="button" variant="danger" onClick={() => onRemove(row)}>
            {t('leagues.detail.memberList.remove')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Section aria-labelledby="owner-league-members">
      <h2 id="owner-league-members">{t('leagues.detail.memberList.title')}</h2>
      {rows ? <Table columns={columns} rows={rows} rowKey={(row) => row.id} /> : <Spinner />}
    </Section>
  );
}

function LeagueInfo({ league, timezone }: { league: LeagueDetails; timezone: string }) {
  const { t } = useTranslation('owner');
  return (
    <Section aria-labelledby="owner-league-info">
      <h2 id="owner-league-info">{t('leagues.detail.info')}</h2>
      <Facts>
        <dt>{t('leagues.detail.admin')}</dt>
        <dd>{league.adminUser?.name ?? t('leagues.noAdmin')}</dd>
        <dt>{t('leagues.detail.members')}</dt>
        <dd>{`${league.nbTeams}/${league.nbMaxTeams}`}</dd>
        <dt>{t('leagues.detail.createdAt')}</dt>
        <dd>{formatDisplayDateIn(league.createdAt, timezone)}</dd>
        <dt>{t('leagues.detail.description')}</dt>
        <dd>{league.description || t('leagues.detail.noDescription')}</dd>
      </Facts>
      <h3>{t('leagues.detail.slides')}</h3>
      {league.slides.length === 0 ? (
        <p>{t('leagues.detail.noSlides')}</p>
      ) : (
        <Thumbnails>
          {league.slides.map((slide) => (
            <li key={slide.id}>
              <figure>
                <img src={slide.image} alt={slide.title} loading="lazy" />
                <figcaption>{slide.title}</figcaption>
              </figure>
            </li>
          ))}
        </Thumbnails>
      )}
    </Section>
  );
}
