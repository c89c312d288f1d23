import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import type { DraftState } from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  RequireAuth,
  PageHeader,
  Spinner,
  rememberReturnRoute,
  useInjectReducer,
  useInjectSaga,
  useModalSubject,
  useNarrowScreen,
} from '@hfl/shared-ui';
import { AvailablePlayers, type PlayerActions } from '../../draft/components/available-players';
import { ConnectionIndicator } from '../../draft/components/connection-indicator';
import { DraftOrder } from '../../draft/components/draft-order';
import { LiveAnnouncer } from '../../draft/components/live-announcer';
import { MyQueue } from '../../draft/components/my-queue';
import { MyTeam } from '../../draft/components/my-team';
import { OnDeck } from '../../draft/components/on-deck';
import { PicksBoard } from '../../draft/components/picks-board';
import { RoomSections, type RoomSection } from '../../draft/components/room-sections';
import { TeamNeeds } from '../../draft/components/team-needs';
import { TurnClock } from '../../draft/components/turn-clock';
import { useHeaderHeight } from '../../draft/components/use-header-height';
import { availablePlayers, isMyTurn, onDeckPickNo, teamPlayers } from '../../draft/room-view';
import { draftSaga } from '../../draft/saga';
import {
  DRAFT_KEY,
  draftReducer,
  pickRequested,
  queueChanged,
  roomEntered,
  roomLeft,
  selectDraftEntry,
  selectDraftLeagueId,
  selectDraftPool,
  selectDraftRoom,
  selectPicking,
  selectPresentUserIds,
  selectQueue,
  type PoolPlayer,
  type QueueChange,
} from '../../draft/slice';

/** One column that never grows past the screen: a wide board or list scrolls sideways inside its own table. */
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** On a phone the clock (and whether it is my turn) stays in view under the site's header while the pool scrolls. */
const Clock = styled.div<{ $top: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    position: sticky;
    top: ${({ $top }) => $top}px;
    z-index: 1;
    background: ${({ theme }) => theme.colors.background};
    padding-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The draft room (`/leagues/:leagueId/draft`): the draft order, the countdown, the players still available and, for a
 * manager, their queue and their team by slot, then the picks board and each team's positional needs. Only the team
 * on the clock picks. On a phone the clock sticks to the top and the rest is one section at a time (tabs). Events are
 * announced through one polite live region (LiveAnnouncer, fed by the saga and the slice). Entry errors
 * (spec section 4): 403 remembers the path and goes to /login; no season or a season past its draft goes back to the
 * league (the saga toasts why).
 */
export function DraftRoomPage() {
  return (
    <RequireAuth>
      <DraftRoomEntry />
    </RequireAuth>
  );
}

function DraftRoomEntry() {
  useInjectReducer(DRAFT_KEY, draftReducer);
  useInjectSaga(DRAFT_KEY, draftSaga);
  const { t } = useTranslation('draft');
  const { leagueId = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const enteredId = useSelector(selectDraftLeagueId);
  const entry = useSelector(selectDraftEntry);
  const room = useSelector(selectDraftRoom);
  // Until this page's own visit starts, the slice may hold nothing or be about to be reset.
  const current = enteredId === leagueId;

  useEffect(() => {
    dispatch(roomEntered(leagueId));
    return () => {
      dispatch(roomLeft());
    };
  }, [dispatch, leagueId, attempt]);

  useEffect(() => {
    if (!current) return;
    if (entry === 'forbidden') {
      const returnHash = rememberReturnRoute(`${location.pathname}${location.search}`);
      navigate('/login', { replace: true, state: { returnHash } });
    } else if (entry === 'noSeason' || entry === 'ended') {
      navigate(`/leagues/${leagueId}`, { replace: true });
    }
  }, [current, entry, leagueId, location.pathname, location.search, navigate]);

  if (!current || entry === 'loading') return <Spinner />;
  if (entry === 'failed') {
    return (
      <section aria-labelledby="draft-room-title">
        <h1 id="draft-room-title">{t('room.title')}</h1>
        <p>{t('room.failed')}</p>
        <Button type="button" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('common:actions.retry')}
        </Button>
      </section>
    );
  }
  if (entry !== 'ready' || !room) return null;
  return <DraftRoom room={room} />;
}

function DraftRoom({ room }: { room: DraftState }) {
  const { t } = useTranslation('draft');
  const dispatch = useDispatch();
  const pool = useSelector(selectDraftPool);
  const presentUserIds = useSelector(selectPresentUserIds);
  const queue = useSelector(selectQueue);
  const picking = useSelector(selectPicking);
  const confirm = useModalSubject<PoolPlayer>();
  const narrow = useNarrowScreen();
  const wasPicking = useRef(false);
  // A pick's Pick button is gone (or disabled) once it is sent: keyboard focus resumes at the list, not at the page's
  // top (where it would fall from the closing confirmation).
  useEffect(() => {
    const done = wasPicking.current && picking === null;
    wasPicking.current = picking !== null;
    const active = document.activeElement;
    const lost = !active || active === document.body || active.closest('[role="dialog"]') !== null;
    if (done && lost) document.getElementById('draft-players-title')?.focus();
  }, [picking]);
  const headerHeight = useHeaderHeight();
  const [section, setSection] = useState<RoomSection>('pool');

  const poolById = useMemo(() => new Map((pool ?? []).map((player) => [player.id, player])), [pool]);
  const available = useMemo(() => availablePlayers(pool ?? [], room.picks), [pool, room.picks]);
  const realTeams = useMemo(() => {
    const teams = new Map<string, string>();
    for (const player of pool ?? []) if (player.teamId && player.teamName) teams.set(player.teamId, player.teamName);
    return [...teams].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [pool]);
  const mine = useMemo(() => (room.myTeamId ? teamPlayers(room, room.myTeamId, poolById) : []), [room, poolById]);
  const availableById = useMemo(() => new Map(available.map((player) => [player.id, player])), [available]);
  const queuedPlayers = queue.map((id) => availableById.get(id)).filter((player): player is PoolPlayer => !!player);

  const changeQueue = (playerIds: string[], change: QueueChange) => dispatch(queueChanged(playerIds, change));
  const actions: PlayerActions | null = room.myTeamId
    ? {
        canPick: isMyTurn(room),
        picking: picking !== null,
        myPositions: mine.map((player) => player.position),
        queue: queuedPlayers.map((player) => player.id),
        onPick: confirm.show,
        onQueue: (player) =>
          changeQueue([...queuedPlayers.map((queued) => queued.id), player.id], { kind: 'added', playerId: player.id }),
      }
    : null;

  const draft = () => {
    confirm.close();
    if (confirm.subject && room.current) {
      dispatch(pickRequested({ playerId: confirm.subject.id, pickNo: room.current.pickNo }));
    }
  };

  const poolSection = <AvailablePlayers players={available} teams={realTeams} actions={actions} narrow={narrow} />;
  const queueSection = <MyQueue players={queuedPlayers} onChange={changeQueue} />;
  const myTeamSection = <MyTeam players={mine} />;
  const phoneMyTeam = (
    <Stack>
      <OnDeck pickNo={null} />
      {myTeamSection}
    </Stack>
  );
  const boardSection = (
    <Stack>
      <DraftOrder room={room} presentUserIds={presentUserIds} />
      <PicksBoard room={room} poolById={poolById} />
      <TeamNeeds room={room} poolById={poolById} />
    </Stack>
  );
  const sections: RoomSection[] = room.myTeamId ? ['pool', 'queue', 'myTeam', 'board'] : ['pool', 'board'];
  const shown = sections.includes(section) ? section : 'pool';
  const sectionContent: Record<RoomSection, ReactNode> = {
    pool: poolSection,
    queue: queueSection,
    myTeam: phoneMyTeam,
    board: boardSection,
  };

  return (
    <Stack>
      <LiveAnnouncer />
      <PageHeader>
        <h1 id="draft-room-title">{t('room.title')}</h1>
        <ConnectionIndicator />
        <Link to="/test">{t('room.readinessLink')}</Link>
      </PageHeader>
      <Clock $top={headerHeight}>
        <TurnClock room={room} />
        {room.myTeamId && <OnDeck pickNo={onDeckPickNo(room)} allow={!narrow} />}
      </Clock>
      {!narrow && <DraftOrder room={room} presentUserIds={presentUserIds} />}
      {pool === null ? (
        <Spinner />
      ) : narrow ? (
        <RoomSections sections={sections} selected={shown} onSelect={setSection}>
          {sectionContent[shown]}
        </RoomSections>
      ) : (
        <>
          <Columns>
            {poolSection}
            {room.myTeamId && (
              <Stack>
                {queueSection}
                {myTeamSection}
              </Stack>
            )}
          </Columns>
          <PicksBoard room={room} poolById={poolById} />
          <TeamNeeds room={room} poolById={poolById} />
        </>
      )}
      <ConfirmModal
        open={confirm.open}
        message={t('room.pick.confirm', { player: confirm.subject?.name ?? '' })}
        onConfirm={draft}
        onCancel={confirm.close}
      />
    </Stack>
  );
}
