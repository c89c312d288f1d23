import { useEffect, useMemo, useState } from 'react';
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
} from '@hfl/shared-ui';
import { AvailablePlayers, type PlayerActions } from '../../draft/components/available-players';
import { ConnectionIndicator } from '../../draft/components/connection-indicator';
import { DraftOrder } from '../../draft/components/draft-order';
import { MyQueue } from '../../draft/components/my-queue';
import { MyTeam } from '../../draft/components/my-team';
import { OnDeck } from '../../draft/components/on-deck';
import { PicksBoard } from '../../draft/components/picks-board';
import { TurnClock } from '../../draft/components/turn-clock';
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
} from '../../draft/slice';

/** One column that never grows past the screen: a wide board or list scrolls sideways inside its own table. */
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
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
 * The draft room (`/leagues/:leagueId/draft`): the draft order, the countdown, the picks board, the players still
 * available and, for a manager, their team by slot and their queue. Only the team on the clock picks. Entry errors
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

  const changeQueue = (playerIds: string[]) => dispatch(queueChanged(playerIds));
  const actions: PlayerActions | null = room.myTeamId
    ? {
        canPick: isMyTurn(room),
        picking: picking !== null,
        myPositions: mine.map((player) => player.position),
        queue: queuedPlayers.map((player) => player.id),
        onPick: confirm.show,
        onQueue: (player) => changeQueue([...queuedPlayers.map((queued) => queued.id), player.id]),
      }
    : null;

  const draft = () => {
    confirm.close();
    if (confirm.subject && room.current) {
      dispatch(pickRequested({ playerId: confirm.subject.id, pickNo: room.current.pickNo }));
    }
  };

  return (
    <Stack>
      <PageHeader>
        <h1 id="draft-room-title">{t('room.title')}</h1>
        <ConnectionIndicator />
        <Link to="/test">{t('room.readinessLink')}</Link>
      </PageHeader>
      {room.myTeamId && <OnDeck pickNo={onDeckPickNo(room)} />}
      <TurnClock room={room} />
      <DraftOrder room={room} presentUserIds={presentUserIds} />
      {pool === null ? (
        <Spinner />
      ) : (
        <>
          <PicksBoard room={room} poolById={poolById} />
          <Columns>
            <AvailablePlayers players={available} teams={realTeams} actions={actions} />
            {room.myTeamId && (
              <Stack>
                <MyQueue players={queuedPlayers} onChange={changeQueue} />
                <MyTeam players={mine} />
              </Stack>
            )}
          </Columns>
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
