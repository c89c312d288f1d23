import { DRAFT_TURN_ALERT_MIN_SECONDS, draftTurn } from '@hfl/contracts';
import { logger } from '@hfl/kit';
import type { DraftFields } from '../models/draft';
import { LeagueSeason } from '../models/league-season';
import type { DraftDeps } from './context';
import { totalPicksOf } from './turns';

const draftRoom = (leagueId: string) => `/leagues/${leagueId}/draft`;

/**
 * A turn began (the draft's first, or the one after a pick): its manager is on the clock, and the manager of the next
 * pick, when another one, is on deck. Only for turns of DRAFT_TURN_ALERT_MIN_SECONDS or more (a minute's turns would
 * flood them), each once per turn: keyed by the pick, which accounts stores once, however often a turn is told (a
 * resumed pick, two processes). Posted to the turn alerts' outbox, batched with other drafts' and tried again while
 * the turn lasts (after it, both alerts are stale). Never throws: a pick never waits for it or fails by it.
 */
export async function alertTurn(
  deps: Pick<DraftDeps, 'leagues' | 'leagueNames' | 'turnAlerts' | 'timing' | 'now'>,
  draft: DraftFields,
): Promise<void> {
  try {
    if (draft.turnSeconds < (deps.timing.turnAlertMinSeconds ?? DRAFT_TURN_ALERT_MIN_SECONDS)) return;
    const pickNo = draft.picks.length + 1;
    const total = totalPicksOf(draft);
    if (pickNo > total) return;
    const teamAt = (pick: number) => draft.teams[draftTurn(pick, draft.teams.length).teamIndex];
    const onClock = teamAt(pickNo);
    const onDeck = pickNo < total ? teamAt(pickNo + 1) : undefined;
    const leagueId = String(draft.leagueId);
    const name = await deps.leagueNames.read(
      leagueId,
      async () => (await deps.leagues.draftInfo(leagueId))?.name ?? null,
    );
    if (name === null || !onClock) return;
    const about = { type: 'DRAFT' as const, league: { id: leagueId, name }, link: draftRoom(leagueId) };
    const present = (userId: string | null | undefined) => !!userId && !draft.removedUserIds.includes(userId);
    const turnEnds = new Date((deps.now?.() ?? new Date()).getTime() + draft.turnSeconds * 1_000);
    if (present(onClock.userId))
      deps.turnAlerts.post(
        {
          ...about,
          kind: 'draftOnTheClock',
          to: [onClock.userId],
          minutes: String(Math.round(draft.turnSeconds / 60)),
          key: `draft:${String(draft._id)}:${pickNo}:clock`,
        },
        turnEnds,
      );
    if (onDeck && onDeck.id !== onClock.id && present(onDeck.userId))
      deps.turnAlerts.post(
        { ...about, kind: 'draftOnDeck', to: [onDeck.userId], key: `draft:${String(draft._id)}:${pickNo + 1}:deck` },
        turnEnds,
      );
  } catch (err) {
    logger.warn({ err, draftId: String(draft._id) }, 'draft turn alerts not sent');
  }
}

/**
 * `hours` before the draft's start (`startsAt`, as it was when the reminder was scheduled): every manager of the league
 * is told, once (keyed by the start and the hours). A draft moved since (its start is another time) or already started tells nobody; its new time has
 * its own reminders. Never throws for a draft that is gone.
 */
export async function remindManagers(
  deps: Pick<DraftDeps, 'leagues' | 'notifier'>,
  leagueSeasonId: string,
  hours: number,
  startsAt: Date,
): Promise<void> {
  const season = await LeagueSeason.findById(leagueSeasonId).lean();
  if (!season || season.status !== 'pending' || season.clockStartsAt.getTime() !== startsAt.getTime()) return;
  const leagueId = String(season.leagueId);
  const league = await deps.leagues.draftInfo(leagueId);
  if (!league) return;
  await deps.notifier.notify({
    type: 'DRAFT',
    kind: 'draftStartsSoon',
    to: league.teams.map((team) => team.userId),
    league: { id: leagueId, name: league.name },
    hours: String(hours),
    link: draftRoom(leagueId),
    key: `draft:${leagueSeasonId}:${startsAt.getTime()}:${hours}h`,
  });
}
