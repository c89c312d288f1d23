import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  API,
  ROSTER_SIZE,
  landingOf,
  lineupOf,
  type Lineup,
  type PlayerSortKey,
  type PlayerSummary,
  type RealTeam,
  type RosterView,
  type WaiverClaimView,
  type WaiversView,
} from '@hfl/contracts';
import {
  ApiError,
  Button,
  ConfirmModal,
  NO_PLAYER_FILTERS,
  PhoneFold,
  PositionChip,
  RequireAuth,
  Spinner,
  Table,
  sortableHeader,
  toastShown,
  useApiAction,
  useApiGet,
  useModalSubject,
  usePagedApiGet,
  type ApiGetState,
  type PagedApiGetState,
  type PlayerFilters,
  type TableColumn,
  RetryButton,
} from '@hfl/shared-ui';
import {
  PlayerInfoModal,
  PlayerNameButton,
  StatusBadge,
  usePointsFormat,
  useScoreFormat,
  useTeamTimezone,
} from '@hfl/shared-ui/season';
import { WithPageLeague } from '../../league/league-gates';
import { LeagueSwitcher } from '../../league/league-switcher';
import type { PageLeague } from '../../league/use-page-league';
import { isWaived, useWaiverRunText } from '../../waivers/waiver-time';
import { AddDropModal, lineupAfterAdd } from './add-drop';
import { ClaimButton, MyClaims } from './waiver-claims';
import { DEFAULT_SORT, nextSort, sortFor, statKeysFor, type PlayerSort } from './player-columns';

const LeagueRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  > div {
    margin-bottom: 0;
  }
`;

/**
 * The filters' form: formik, yup and the fields are about a third of the page's code, and not on the way to the list.
 * Loaded on its own: on a phone, folded, once the list has shown (issue 39: the page's largest paint waited for it).
 */
const PlayerFilterForm = lazy(() =>
  import('@hfl/shared-ui/forms').then((forms) => ({ default: forms.PlayerFilterForm })),
);

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The players page (`/players`): the free agents of the member's current league (real players on no roster of its
 * season) with their season scores (switcher with the role, a plus button to create another). Without a selected
 * league: "No league selected" / "Please choose a league first" and /secure. Add (confirmed) adds a free agent to
 * the member's roster while it is open; on a full roster it asks whom to drop, shows the roster after the change and
 * does both in one call (issue 42); otherwise the buttons are off and the page says why. Without a roster in the
 * league (422) the page lists every player of the real league, read-only.
 */
export function PlayersPage() {
  return (
    <RequireAuth>
      <WithPageLeague noLeagueTextKey="players.noLeagueText">
        {/* Keyed: choosing another league reloads the page's data for it. */}
        {(page, leagueId) => <LeaguePlayers key={leagueId} page={page} leagueId={leagueId} />}
      </WithPageLeague>
    </RequireAuth>
  );
}

/**
 * Whether Add is open: with the roster to add to (`full`: an add drops one of its players), or why not (`week`: the
 * round a locked roster waits for).
 */
type PickState =
  | { open: true; roster: RosterView; full: boolean }
  | {
      open: false;
      reason: 'loading' | 'failed' | 'noRoster' | 'drafting' | 'finished' | 'locked';
      week?: number;
    };

/** Add is open when the caller's roster is open and the list shows the free agents (not the read-only fallback). */
function pickStateOf(roster: ApiGetState<RosterView>, readOnly: boolean): PickState {
  if (readOnly) return { open: false, reason: 'noRoster' };
  if (roster.status === 'loading') return { open: false, reason: 'loading' };
  if (roster.status === 'failed') return { open: false, reason: roster.noRoster ? 'noRoster' : 'failed' };
  const { data } = roster;
  if (data.status === 'locked') return { open: false, reason: 'locked', week: data.lockedWeek ?? undefined };
  if (data.status === 'closed')
    return { open: false, reason: data.closedReason === 'finished' ? 'finished' : 'drafting' };
  return { open: true, roster: data, full: data.players.length >= ROSTER_SIZE };
}

function LeaguePlayers({ page, leagueId }: { page: PageLeague; leagueId: string }) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const [filters, setFilters] = useState<PlayerFilters>(NO_PLAYER_FILTERS);
  const [sort, setSort] = useState<PlayerSort>(DEFAULT_SORT);
  const [refresh, setRefresh] = useState(0);
  const teams = useApiGet<RealTeam[]>(API.realTeams);
  const roster = useApiGet<RosterView>(API.myRoster(leagueId), refresh);
  const { players, readOnly } = useFreeAgents(leagueId, filters, sort, refresh);
  const info = useModalSubject<PlayerSummary>();
  // The popup's kickoff and the waiver run's times on the viewer's clock in this league: his team's.
  const timezone = useTeamTimezone(page.current?.team?.id ?? null);
  const asking = useModalSubject<PlayerSummary>();
  const dropping = useModalSubject<PlayerSummary>();
  const claiming = useModalSubject<PlayerSummary>();
  const { run, pending } = useApiAction();
  const pick = pickStateOf(roster, readOnly);
  const reload = () => setRefresh((count) => count + 1);
  // The league's waivers (none before its season: the list is then every player, read-only).
  const waiversState = useApiGet<WaiversView>(API.waivers(leagueId), { refresh, quiet: true });
  const waivers = waiversState.status === 'ready' ? waiversState.data : null;
  const runText = useWaiverRunText(timezone);
  const until = waivers ? runText(waivers) : '';
  // When every free agent is waived, the page says so once above the list, not under each name and again in the claims.
  const allWaivedNote = !!waivers?.enabled && waivers.allWaived && !readOnly;
  // Claims wait for the run, so a roster locked by a round takes them too.
  const claimRoster = roster.status === 'ready' && roster.data.status !== 'closed' && !readOnly ? roster.data : null;

  const claimAction = async (request: Parameters<typeof run>[0], success: string) => {
    if (pending) return;
    const answer = await run<WaiverClaimView[]>(request, { success });
    if (answer.ok || answer.error instanceof ApiError) reload();
  };
  const confirmClaim = (drop: string | null) => {
    const player = claiming.subject;
    claiming.close();
    if (!player) return;
    void claimAction(
      { method: 'POST', path: API.waiverClaims(leagueId), body: { playerId: player.id, drop } },
      t('waivers.claimPlaced', { player: player.name, time: until }),
    );
  };

  const apply = (next: PlayerFilters) => {
    setFilters(next);
    setSort((current) => sortFor(next.position, current));
  };

  // A full roster asks whom to drop; with a free place the add only needs a yes.
  const askPick = (player: PlayerSummary) => (pick.open && pick.full ? dropping.show(player) : asking.show(player));

  const confirmAddDrop = async (drop: string) => {
    const player = dropping.subject;
    dropping.close();
    if (!player || !pick.open || pending) return;
    const dropped = pick.roster.players.find((rp) => rp.id === drop);
    const answer = await run<RosterView>({
      method: 'POST',
      path: API.rosterAdd(pick.roster.id),
      body: { playerId: player.id, drop },
    });
    if (answer.ok) {
      dispatch(
        toastShown({
          kind: 'success',
          title: t('players.pickSuccessTitle'),
          message: t('players.addDropSuccess', {
            player: player.name,
            position: player.position,
            drop: dropped?.player.name ?? '',
          }),
        }),
      );
    }
    if (answer.ok || answer.error instanceof ApiError) reload();
  };

  const confirmPick = async () => {
    const player = asking.subject;
    asking.close();
    if (!player || !pick.open || pending) return;
    const answer = await run<RosterView>({ method: 'POST', path: API.rosterPick(pick.roster.id, player.id) });
    if (answer.ok) {
      dispatch(
        toastShown({
          kind: 'success',
          title: t('players.pickSuccessTitle'),
          message: t('players.pickSuccess', { player: player.name, position: player.position }),
        }),
      );
    }
    // Refused (another manager took him, the round started, the roster filled up): the error toast told the
    // server's reason; the list and the roster show how things stand now.
    if (answer.ok || answer.error instanceof ApiError) reload();
  };

  return (
    // A larger screen's filters are above the list: the page waits for them (PhoneFold).
    <Suspense fallback={null}>
      <section aria-labelledby="players-title">
        <h1 id="players-title">{t('players.title')}</h1>
        <LeagueRow>
          <LeagueSwitcher league={page} stay />
          <Button
            as={Link}
            to="/create-league"
            variant="secondary"
            aria-label={t('players.createLeague')}
            title={t('players.createLeague')}
          >
            +
          </Button>
        </LeagueRow>
        {/* On a phone the filters fold away, as in the draft room, so the list is on the first screen. */}
        <PhoneFold
          summary={t('players.filters')}
          deferUntil={players.status !== 'loading' && waiversState.status !== 'loading'}
        >
          <PlayerFilterForm filters={filters} teams={teams.status === 'ready' ? teams.data : []} onApply={apply} />
        </PhoneFold>
        {/* The claims stand above the list: until the waivers are in, one spinner holds the place of both, so the
            claims never push a list (or its spinner) down. */}
        {waiversState.status === 'loading' && <Spinner />}
        {waiversState.status !== 'loading' && (
          <>
            {allWaivedNote && <Note>{t('waivers.allWaived', { time: until })}</Note>}
            {waivers && (
              <MyClaims
                claims={waivers.claims}
                until={allWaivedNote ? null : until}
                busy={pending}
                onOrder={(claimIds) =>
                  void claimAction(
                    { method: 'PUT', path: API.waiverClaimOrder(leagueId), body: { claimIds } },
                    t('waivers.orderSaved'),
                  )
                }
                onCancel={(claim) =>
                  void claimAction(
                    { method: 'DELETE', path: API.waiverClaim(leagueId, claim.id) },
                    t('waivers.claimCancelled', { player: claim.player.name }),
                  )
                }
              />
            )}
            <PlayerTable
              players={players}
              filters={filters}
              sort={sort}
              pick={pick}
              busy={pending}
              onRetry={reload}
              onSort={(key) => setSort((current) => nextSort(current, key))}
              onShowPlayer={info.show}
              onPick={askPick}
              waiver={
                readOnly
                  ? null
                  : {
                      isWaived: (player) => isWaived(waivers, player.id),
                      claimed: (player) => !!waivers?.claims.some((claim) => claim.player.id === player.id),
                      until,
                      eachSaysUntil: !allWaivedNote,
                      canClaim: claimRoster !== null,
                      onClaim: claiming.show,
                    }
              }
            />
          </>
        )}
        <PlayerInfoModal player={info.subject} timezone={timezone} open={info.open} onClose={info.close} />
        <ConfirmModal
          open={asking.open}
          message={asking.subject ? t('players.pickConfirm', { player: asking.subject.name }) : ''}
          confirmLabel={t('players.pick')}
          onConfirm={() => void confirmPick()}
          onCancel={asking.close}
        />
        <AddDropModal
          player={dropping.subject}
          roster={pick.open ? pick.roster : null}
          open={dropping.open}
          busy={pending}
          onConfirm={(drop) => drop && void confirmAddDrop(drop)}
          onClose={dropping.close}
        />
        <AddDropModal
          player={claiming.subject}
          roster={claimRoster}
          claim={until}
          open={claiming.open}
          busy={pending}
          onConfirm={confirmClaim}
          onClose={claiming.close}
        />
      </section>
    </Suspense>
  );
}

/**
 * The list: the league's free agents (`available-players`, the /players query and paging); a 422 (no roster in the
 * league, e.g. before its draft) falls back to every player of the real league, read-only.
 */
function useFreeAgents(
  leagueId: string,
  filters: PlayerFilters,
  sort: PlayerSort,
  refresh: number,
): { players: PagedApiGetState<PlayerSummary>; readOnly: boolean } {
  const [readOnly, setReadOnly] = useState(false);
  const base = readOnly ? API.players : API.availablePlayers(leagueId);
  // The server sorts and filters the whole league (~300 players) and sends it a page at a time.
  const players = usePagedApiGet<PlayerSummary>(playersPath(base, filters, sort), { pageSize: PAGE_SIZE, refresh });
  if (!readOnly && players.status === 'failed' && players.noRoster) setReadOnly(true);
  return { players, readOnly };
}

/** Rows the list asks for at first and adds on each "Show more". */
const PAGE_SIZE = 50;

const ShowMore = styled.p`
  text-align: center;
`;

function playersPath(base: string, filters: PlayerFilters, sort: PlayerSort): string {
  const params = new URLSearchParams();
  if (filters.team) params.set('team', filters.team);
  if (filters.position) params.set('position', filters.position);
  if (filters.term) params.set('term', filters.term);
  params.set('sort', sort.key);
  params.set('sortDirection', sort.direction);
  return `${base}?${params.toString()}`;
}

/** A phone's line under the player's name: his position and status, whose columns a phone leaves out. */
const PhoneFacts = styled.span`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: 0.85em;
    color: ${({ theme }) => theme.colors.textMuted};
    table[data-all-columns] & {
      display: none;
    }
  }
`;

/**
 * Under a waived player's name: until when he is on waivers. Wide enough on a laptop that the many stat columns do not
 * squeeze the name column to a word a line; a phone's name column is wide already.
 */
const WaiverNote = styled.span`
  display: block;
  min-width: 13em;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.85em;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    min-width: 0;
  }
`;

/** On a phone Pick is slimmer, so name, position, status and points fit beside it at 390 px. */
const PickCell = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    button {
      min-height: 36px;
      padding: 0.3em 0.6em;
      font-size: 0.9em;
    }
  }
`;

/**
 * What the list does with waived players: each is claimed for the run (`until`: its time in words, said under each
 * waived name unless the page said it once for every row).
 */
interface WaiverActions {
  isWaived: (player: PlayerSummary) => boolean;
  claimed: (player: PlayerSummary) => boolean;
  until: string;
  eachSaysUntil: boolean;
  canClaim: boolean;
  onClaim: (player: PlayerSummary) => void;
}

function PlayerTable({
  players,
  filters,
  sort,
  pick,
  busy,
  onRetry,
  onSort,
  onShowPlayer,
  onPick,
  waiver,
}: {
  players: PagedApiGetState<PlayerSummary>;
  filters: PlayerFilters;
  sort: PlayerSort;
  pick: PickState;
  /** Waived players are claimed, not added (null: the read-only list). */
  waiver: WaiverActions | null;
  /** A pick is under way. */
  busy: boolean;
  onRetry: () => void;
  onSort: (key: PlayerSortKey) => void;
  onShowPlayer: (player: PlayerSummary) => void;
  onPick: (player: PlayerSummary) => void;
}) {
  const { t } = useTranslation('player');
  const format = useScoreFormat();
  const points = usePointsFormat();
  const pickNoteId = useId();
  const rows = useShownRows(players);
  const closedText = usePickClosedText(pick);

  // The failure was toasted (a 422 is the fallback's cue, not a failure); the previous rows would not match the
  // filters shown.
  if (players.status === 'failed' && !players.noRoster) return <RetryButton onRetry={onRetry} />;
  if (rows === null) return <Spinner />;

  const canAdd = addRuleOf(pick);
  const waiverNote = (player: PlayerSummary) =>
    waiver?.eachSaysUntil && waiver.isWaived(player) ? t('waivers.until', { time: waiver.until }) : null;
  const columns = playerColumns({ t, format, points, filters, sort, onSort, onShowPlayer, waiverNote });
  columns.push({
    key: 'pick',
    pin: 'end',
    header: t('players.columns.pick'),
    render: (player) => (
      <PickCell>
        {waiver?.isWaived(player) ? (
          <ClaimButton
            player={player}
            claimed={waiver.claimed(player)}
            disabled={!waiver.canClaim || busy}
            onClaim={waiver.onClaim}
            t={t}
          />
        ) : (
          <PickButton
            player={player}
            canAdd={canAdd}
            busy={busy}
            closedText={closedText}
            closedNoteId={pickNoteId}
            onPick={onPick}
            t={t}
          />
        )}
      </PickCell>
    ),
  });

  return (
    <div aria-busy={players.status === 'loading'}>
      <PickNote pick={pick} closedText={closedText} id={pickNoteId} onRetry={onRetry} />
      <Table columns={columns} rows={rows} rowKey={(player) => player.id} />
      <ShowMoreRows players={players} shown={rows.length} />
    </div>
  );
}

/** The note above the list: how full the roster is while Add is open, else why it is closed and what to do. */
function PickNote({
  pick,
  closedText,
  id,
  onRetry,
}: {
  pick: PickState;
  closedText: string | null;
  id: string;
  onRetry: () => void;
}): ReactNode {
  const { t } = useTranslation('player');
  if (pick.open && pick.full) {
    return (
      <Note>
        {t('players.pickFull', { size: ROSTER_SIZE })} <Link to="/team">{t('players.toTeam')}</Link>
      </Note>
    );
  }
  if (pick.open) return <Note>{t('players.pickOpen', { count: pick.roster.players.length, size: ROSTER_SIZE })}</Note>;
  if (!closedText) return null;
  return (
    <Note id={id}>
      {closedText} <PickClosedAction pick={pick} onRetry={onRetry} />
    </Note>
  );
}

/** "Show more" under the list while the server has more rows. */
function ShowMoreRows({ players, shown }: { players: PagedApiGetState<PlayerSummary>; shown: number }): ReactNode {
  const { t } = useTranslation('player');
  if (players.status !== 'ready' || !players.hasMore) return null;
  return (
    <ShowMore>
      <Button type="button" variant="secondary" disabled={players.loadingMore} onClick={players.loadMore}>
        {t('players.showMore', { shown, total: players.total })}
      </Button>
    </ShowMore>
  );
}

/** Why Pick is closed, as the note and the buttons' titles say it (null while it is open or the roster loads). */
function usePickClosedText(pick: PickState): string | null {
  const { t } = useTranslation('player');
  if (pick.open || pick.reason === 'loading') return null;
  const [key, values] = pickClosedText(pick);
  return t(key, values);
}

/**
 * The rows to show: they stay while another sort or filter loads, so the table (and the header just clicked) keeps
 * its place.
 */
function useShownRows(players: PagedApiGetState<PlayerSummary>): PlayerSummary[] | null {
  const [rows, setRows] = useState<PlayerSummary[] | null>(null);
  if (players.status === 'ready' && players.items !== rows) setRows(players.items);
  return rows;
}

/**
 * The lineup rule the service applies, as whether a player can be added: with a free place, he must land somewhere
 * (not with a full bench and no starting place for him or for a bench player); on a full roster, some drop must make
 * room for him. Null while Add is closed.
 */
function addRuleOf(pick: PickState): ((player: PlayerSummary) => boolean) | null {
  if (!pick.open) return null;
  const { roster } = pick;
  if (pick.full) return (player) => roster.players.some((rp) => lineupAfterAdd(roster, player, rp.id) !== null);
  const lineup: Lineup = lineupOf(
    roster.players.map((rp) => ({ id: rp.id, position: rp.player.position, fantasyPosition: rp.fantasyPosition })),
  );
  return (player) => landingOf(lineup, player.position) !== null;
}

/** The list's sortable columns before Pick: name (opens the player), team, position, the position's stats, points. */
function playerColumns({
  t,
  format,
  points,
  filters,
  sort,
  onSort,
  onShowPlayer,
  waiverNote,
}: {
  t: TFunction<'player'>;
  format: ReturnType<typeof useScoreFormat>;
  points: ReturnType<typeof usePointsFormat>;
  filters: PlayerFilters;
  sort: PlayerSort;
  onSort: (key: PlayerSortKey) => void;
  onShowPlayer: (player: PlayerSummary) => void;
  /** Until when a waived player is on waivers (null: a free agent). */
  waiverNote: (player: PlayerSummary) => string | null;
}): Array<TableColumn<PlayerSummary>> {
  const sortable = (key: PlayerSortKey, label: string): TableColumn<PlayerSummary> => ({
    key,
    ...sortableHeader(key, label, sort, onSort),
  });
  const statusBadge = ({ status }: PlayerSummary) =>
    status ? <StatusBadge status={status} label={t(`common:playerStatus.${status}`)} /> : null;

  return [
    {
      ...sortable('name', t('players.columns.name')),
      pin: 'start',
      render: (player) => (
        <>
          <PlayerNameButton name={player.name} photoUrl={player.photoUrl} onClick={() => onShowPlayer(player)} />
          <PhoneFacts>
            <PositionChip position={player.position} /> {statusBadge(player)}
          </PhoneFacts>
          {waiverNote(player) && <WaiverNote>{waiverNote(player)}</WaiverNote>}
        </>
      ),
    },
    {
      ...sortable('team', t('players.columns.team')),
      secondary: true,
      render: (player) => player.team?.name ?? '—',
    },
    // On a phone the position and status are under the name (PhoneFacts), so points and Pick fit beside it.
    {
      ...sortable('position', t('players.columns.position')),
      secondary: true,
      render: (player) => <PositionChip position={player.position} />,
    },
    {
      key: 'status',
      header: t('players.columns.status'),
      secondary: true,
      render: statusBadge,
    },
    {
      ...sortable('fantasy_points', t('players.columns.points')),
      numeric: true,
      render: (player) => points(player.scores.fantasy_points),
    },
    ...statKeysFor(filters.position).map((key) => ({
      ...sortable(key, t(`common:stats.${key}`)),
      numeric: true,
      secondary: true,
      render: (player: PlayerSummary) => format(player.scores[key]),
    })),
  ];
}

/** A row's Add: on when the player can join the open roster; off with the reason as its title otherwise. */
function PickButton({
  player,
  canAdd,
  busy,
  closedText,
  closedNoteId,
  onPick,
  t,
}: {
  player: PlayerSummary;
  canAdd: ((player: PlayerSummary) => boolean) | null;
  busy: boolean;
  closedText: string | null;
  closedNoteId: string;
  onPick: (player: PlayerSummary) => void;
  /** The list's: one translation hook for the table, not one a row (issue 39: a phone's main thread). */
  t: TFunction<'player'>;
}) {
  if (!canAdd) {
    // Closed: the button says why it is off.
    return (
      <Button
        type="button"
        disabled
        title={closedText ?? undefined}
        aria-describedby={closedText ? closedNoteId : undefined}
      >
        {t('players.pick')}
      </Button>
    );
  }
  if (!canAdd(player)) {
    return (
      <Button type="button" disabled title={t('errors:noPlaceOnRoster', { position: player.position })}>
        {t('players.pick')}
      </Button>
    );
  }
  return (
    <Button type="button" disabled={busy} onClick={() => onPick(player)}>
      {t('players.pick')}
    </Button>
  );
}

/** Why Pick is closed (a player namespace key and its values): the note above the list and each button's title. */
function pickClosedText(pick: Extract<PickState, { open: false }>): [key: string, values?: { week: number }] {
  switch (pick.reason) {
    case 'locked':
      return pick.week ? ['players.pickLocked', { week: pick.week }] : ['players.pickLockedNow'];
    case 'drafting':
      return ['players.pickDrafting'];
    case 'finished':
      return ['players.pickFinished'];
    case 'failed':
      return ['players.rosterFailed'];
    default:
      return ['players.pickClosed'];
  }
}

/** What the member can do about a closed Add: read the roster again. */
function PickClosedAction({ pick, onRetry }: { pick: PickState; onRetry: () => void }): ReactNode {
  if (pick.open) return null;
  if (pick.reason === 'failed') return <RetryButton onRetry={onRetry} />;
  return null;
}
