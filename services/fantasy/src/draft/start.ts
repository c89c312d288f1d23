import {
  DRAFT_ROUNDS,
  draftOrderOf,
  draftTurnSeconds,
  type DraftCurrentTurn,
  type LeagueDraftInfo,
} from '@hfl/contracts';
import { isDuplicateKeyError, logger, retryWhileBusy } from '@hfl/kit';
import { Draft, packTeams, type DraftFields } from '../models/draft';
import { DraftPool } from '../models/draft-pool';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { EARLY_TOLERANCE_MS, type DraftContext } from './context';
import { alertTurn } from './alerts';
import { notifyManagers, publishDraftEvent } from './events';
import { packPool } from './pool';
import { currentTurnOf } from './turns';

/** The Draft a season starts with: the league's teams in the season's draft order (drawn from its id), no pick yet. */
export function newDraft(
  leagueSeasonId: string,
  season: LeagueSeasonFields,
  leagueTeams: LeagueDraftInfo['teams'],
  turnSecondsOverride: number | undefined,
  startedAt: Date,
): DraftFields {
  const byId = new Map(leagueTeams.map((t) => [t.id, t]));
  const teams = draftOrderOf(leagueSeasonId, [...byId.keys()]).map(
    (id) => byId.get(id) as (typeof leagueTeams)[number],
  );
  const turnSeconds = turnSecondsOverride ?? draftTurnSeconds(season.draftStartsAt, season.draftEndsAt, teams.length);
  return {
    _id: season._id,
    leagueId: season.leagueId,
    realSeasonId: season.realSeasonId,
    nbRounds: DRAFT_ROUNDS,
    turnSeconds,
    startedAt,
    teams: teams.map(({ id, name, logoUrl, userId, owners }) => ({ id, name, logoUrl, userId, owners })),
    picks: [],
    removedUserIds: [],
  };
}

/** pending → drafting: the teams in draft order, the pool, the first turn's clock. Safe to run more than once. */
export async function startDraft({ deps, now }: DraftContext, leagueSeasonId: string): Promise<void> {
  const season = await LeagueSeason.findById(leagueSeasonId).lean();
  if (!season || season.status !== 'pending') return;
  if (now().getTime() < season.clockStartsAt.getTime() - EARLY_TOLERANCE_MS) return; // Rescheduled: the later job starts it.
  const leagueId = String(season.leagueId);
  const [info, pool] = await Promise.all([
    deps.leagues.draftInfo(leagueId),
    deps.stats.draftPool(String(season.realSeasonId)),
  ]);
  if (!info || info.teams.length < 2) {
    logger.warn(
      { leagueSeasonId, teams: info?.teams.length ?? 0 },
      'draft not started: the league has fewer than two teams',
    );
    return;
  }
  const draft = newDraft(leagueSeasonId, season, info.teams, deps.timing.turnSeconds, now());
  // The pool before the Draft: a stored Draft always has its pool. An earlier start may have stored it already.
  try {
    await retryWhileBusy(() => DraftPool.create({ _id: season._id, players: packPool(pool) }));
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  // The clock first: a stored Draft always has its turn clock.
  const turn = currentTurnOf(draft) as DraftCurrentTurn;
  const clockId = await deps.clock.scheduleTurnExpiry(leagueSeasonId, new Date(turn.deadlineAt));
  let won = true;
  try {
    await retryWhileBusy(() =>
      Draft.create({ ...draft, teams: packTeams(draft.teams), picks: [], removedUserIds: undefined }),
    );
  } catch (error) {
    // Another start made the Draft (its clock with it), or this start is tried again: either way this clock goes.
    await retryWhileBusy(() => deps.clock.cancel(clockId));
    if (!isDuplicateKeyError(error)) throw error;
    won = false;
  }
  await LeagueSeason.updateOne({ _id: season._id }, { $set: { status: 'drafting' } });
  if (won) {
    await publishDraftEvent(deps, leagueId, 'draft/started', { leagueId, seasonId: leagueSeasonId });
    // Not awaited: the start (a job with a short lock) does not wait for accounts.
    void notifyManagers(deps, leagueId, draft.teams, 'draftStarted', info.name);
    void alertTurn(deps, draft);
  }
}
