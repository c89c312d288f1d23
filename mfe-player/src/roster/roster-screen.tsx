import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { API, type RosterPlayerView, type RosterView, type TeamTradeProposals } from '@hfl/contracts';
import { Button, Spinner, useApiGet, useModalSubject, RetryButton } from '@hfl/shared-ui';
import { PlayerInfoModal, useTeamTimezone } from '@hfl/shared-ui/season';
import { TeamLogo } from '../league/team-logo';
import { LeagueTeams } from './league-teams';
import { useLineupActions } from './lineup-actions';
import { RosterStatus } from './roster-status';
import { ProposeTradeModal, type TradeTarget } from './propose-trade';
import { ActionRow, RosterTables, type SlottedPlayer } from './roster-tables';
import { ProposalList, Waiting } from './trade-proposals';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1,
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin-top: 0;
  }
`;

/** The statuses a roster read explains on the page rather than in an error toast. */
const EXPLAINED = [403, 422];

export interface RosterScreenProps {
  leagueId: string;
  /** The roster's read: API.myRoster (the caller's) or API.roster (any team's). */
  path: string;
  /** Whether the team's name is the page's title (h1); /team has its own ("My Team"). */
  nameIsTitle: boolean;
  /** Whether the path names the caller's own roster (what its 422 says). */
  mine: boolean;
  /** A proposal a link leads to (`/team?trade=`): scrolled to and highlighted, or said to be answered already. */
  linkedTradeId?: string | null;
  /**
   * The viewer's own team in the league, when the roster may be another team's: its timezone is his clock (the
   * popup's kickoff times). The own roster's team is that team already.
   */
  viewerTeamId?: string | null;
}

/**
 * A team's roster in the league's current season: loading, the page's explanation of a 422 (no roster yet: the league
 * has not drafted) and of a 403 (not a member), a retry after another failure, then the roster.
 */
export function RosterScreen({
  leagueId,
  path,
  nameIsTitle,
  mine,
  linkedTradeId = null,
  viewerTeamId = null,
}: RosterScreenProps) {
  const { t } = useTranslation('player');
  const [refresh, setRefresh] = useState(0);
  const loaded = useApiGet<RosterView>(path, { refresh, explained: EXPLAINED });
  // A change's answer is the roster as it is now: shown until the next read replaces what it was based on.
  const [answer, setAnswer] = useState<{ basis: RosterView; roster: RosterView } | null>(null);
  const reread = () => setRefresh((count) => count + 1);

  if (loaded.status === 'loading') return <Spinner />;
  if (loaded.status === 'failed') {
    let explanation: ReactNode = <RetryButton onRetry={reread} />;
    if (loaded.httpStatus === 422) {
      explanation = (
        <Notice>
          <h2>{t('team.noRosterTitle')}</h2>
          <p>{mine ? t('team.noRosterMine') : t('team.noRosterTeam')}</p>
          <Link to={`/leagues/${leagueId}`}>{t('team.leagueHome')}</Link>
        </Notice>
      );
    } else if (loaded.httpStatus === 403) {
      explanation = (
        <Notice role="alert">
          <p>{t('team.notMember')}</p>
        </Notice>
      );
    } else if (loaded.notFound) {
      explanation = (
        <Notice>
          <p>{t('team.notFound')}</p>
          <Link to={`/leagues/${leagueId}`}>{t('team.leagueHome')}</Link>
        </Notice>
      );
    }
    return (
      <>
        {nameIsTitle && <h1>{t('team.rosterTitle')}</h1>}
        {explanation}
      </>
    );
  }

  const basis = loaded.data;
  const roster = answer && answer.basis === basis ? answer.roster : basis;
  return (
    <Roster
      roster={roster}
      leagueId={leagueId}
      titled={nameIsTitle}
      linkedTradeId={linkedTradeId}
      viewerTeamId={viewerTeamId}
      reread={reread}
      onChanged={(next) => {
        if (next) setAnswer({ basis, roster: next });
        else reread();
      }}
    />
  );
}

function Roster({
  roster,
  leagueId,
  titled,
  linkedTradeId,
  viewerTeamId,
  onChanged,
  reread,
}: {
  roster: RosterView;
  leagueId: string;
  /** The team's name is the page's title. */
  titled: boolean;
  linkedTradeId: string | null;
  viewerTeamId: string | null;
  onChanged: (roster: RosterView | null) => void;
  reread: () => void;
}) {
  const { t } = useTranslation('player');
  const info = useModalSubject<RosterPlayerView>();
  const timezone = useTeamTimezone(roster.isMine ? roster.team.id : viewerTeamId);
  const [proposalsRead, setProposalsRead] = useState(0);
  const proposals = useApiGet<TeamTradeProposals>(
    API.teamTradeProposals(roster.seasonId, roster.team.id),
    proposalsRead,
  );
  const rereadProposals = () => setProposalsRead((count) => count + 1);
  const afterTrade = () => {
    rereadProposals();
    reread();
  };
  const Name = titled ? 'h1' : 'h2';
  const received = proposals.status === 'ready' ? proposals.data.received : [];
  // What waits for the manager's answer comes first (a notification about a proposal leads here).
  const waiting = roster.isMine && received.length > 0;
  // Decided on the first answer: a proposal the manager answers here afterwards is no news to him.
  const [linkedGone, setLinkedGone] = useState<boolean | null>(null);
  if (linkedTradeId && linkedGone === null && proposals.status === 'ready') {
    const { sent } = proposals.data;
    setLinkedGone(![...received, ...sent].some((proposal) => proposal.id === linkedTradeId));
  }
  // The own roster shows once its proposals are known: those waiting for an answer, above the lineup, would otherwise
  // push it down when they arrive (issue 39). The page's one spinner stays meanwhile.
  if (roster.isMine && proposals.status === 'loading') return <Spinner />;

  return (
    <>
      <Header>
        <TeamLogo team={roster.team} size={64} />
        <div>
          <Name>{roster.team.name}</Name>
          <p>{t('team.manager', { owner: roster.team.owner })}</p>
        </div>
      </Header>
      <RosterStatus roster={roster} />
      {linkedGone && (
        <Notice role="status">
          <p>{t('trades.linkedGone')}</p>
        </Notice>
      )}
      {waiting && (
        <Waiting aria-labelledby="trades-waiting">
          <h2 id="trades-waiting">{t('trades.waiting', { count: received.length })}</h2>
          <ProposalList
            side="received"
            proposals={received}
            roster={roster}
            linkedId={linkedTradeId}
            onDecided={afterTrade}
          />
        </Waiting>
      )}
      {roster.isMine ? (
        <OwnLineup
          roster={roster}
          onShowPlayer={info.show}
          onChanged={(next, change) => {
            onChanged(next);
            // A cut player's proposals are cancelled.
            if (change === 'cut') rereadProposals();
          }}
        />
      ) : (
        <OtherLineup roster={roster} leagueId={leagueId} onShowPlayer={info.show} onProposed={rereadProposals} />
      )}
      <section aria-labelledby="trades-title">
        <h2 id="trades-title">{t('trades.title')}</h2>
        {proposals.status === 'loading' && <Spinner />}
        {proposals.status === 'failed' && <RetryButton onRetry={rereadProposals} />}
        {proposals.status === 'ready' && (
          <>
            {!waiting && (
              <>
                <h3>{t('trades.received')}</h3>
                <ProposalList
                  side="received"
                  proposals={received}
                  roster={roster}
                  linkedId={linkedTradeId}
                  onDecided={afterTrade}
                />
              </>
            )}
            <h3>{t('trades.sent')}</h3>
            <ProposalList
              side="sent"
              proposals={proposals.data.sent}
              roster={roster}
              linkedId={linkedTradeId}
              onDecided={afterTrade}
            />
          </>
        )}
      </section>
      <LeagueTeams leagueId={leagueId} exceptTeamId={roster.team.id} />
      <PlayerInfoModal
        player={info.subject ? { id: info.subject.player.id, name: info.subject.player.name } : null}
        timezone={timezone}
        open={info.open}
        onClose={info.close}
      />
    </>
  );
}

/** The own roster: its lineup actions while it is open. */
function OwnLineup({
  roster,
  onShowPlayer,
  onChanged,
}: {
  roster: RosterView;
  onShowPlayer: (player: RosterPlayerView) => void;
  onChanged: (roster: RosterView | null, change: 'lineup' | 'cut') => void;
}) {
  const lineup = useLineupActions(roster, onChanged);
  const editable = roster.status === 'open';
  return (
    <>
      <RosterTables roster={roster} actions={editable ? lineup.actions : undefined} onShowPlayer={onShowPlayer} />
      {editable && lineup.modals}
    </>
  );
}

/**
 * Another team's roster, read-only: "Propose trade" on each of its players when both rosters are open and the user
 * has a roster in the league (GET rosters/me; its 422 means none, a 403 no membership).
 */
function OtherLineup({
  roster,
  leagueId,
  onShowPlayer,
  onProposed,
}: {
  roster: RosterView;
  leagueId: string;
  onShowPlayer: (player: RosterPlayerView) => void;
  onProposed: () => void;
}) {
  const { t } = useTranslation('player');
  const mine = useApiGet<RosterView>(API.myRoster(leagueId), { explained: EXPLAINED });
  const proposing = useModalSubject<TradeTarget>();
  const myRoster = mine.status === 'ready' && mine.data.status === 'open' ? mine.data : null;
  const tradeable = roster.status === 'open' && myRoster !== null;

  const actions = (player: SlottedPlayer) => (
    <ActionRow>
      <Button
        type="button"
        variant="secondary"
        aria-label={`${t('team.actions.proposeTrade')}: ${player.view.player.name}`}
        onClick={() => proposing.show({ team: roster.team, player: player.view, players: roster.players })}
      >
        {t('team.actions.proposeTrade')}
      </Button>
    </ActionRow>
  );

  return (
    <>
      <RosterTables roster={roster} actions={tradeable ? actions : undefined} onShowPlayer={onShowPlayer} />
      {myRoster && (
        <ProposeTradeModal
          leagueId={leagueId}
          target={proposing.subject}
          open={proposing.open}
          myRoster={myRoster}
          onClose={proposing.close}
          onProposed={onProposed}
        />
      )}
    </>
  );
}
