import { ConflictError, DomainError, isDuplicateKeyError, logger } from '@hfl/kit';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';
import { WaiverRunLock } from '../models/unique-lock';
import { WaiverClaim, WaiverDecision, WaiverPeriod, type WaiverClaimFields } from '../models/waivers';
import { uniqueLocks } from '../locks/unique-locks';
import { recordActivity } from '../rosters/activity';
import { teamDirectory } from '../rosters/directory';
import { addRosterPlayer } from '../season-flow/roster-cut';
import type { TradeDeps } from '../trades/context';
import { moveToEnd, runOrder } from './order';

/**
 * A league season's run holds its lock: a second worker (FerretDB's Agenda may hand one job to two) or the sweep
 * waits and then finds the period done. A run that died leaves its lock, taken over once stale.
 */
const withRunLock = uniqueLocks(WaiverRunLock, {
  staleMs: 120_000,
  waitMs: 1_000,
  retryMs: 100,
  busy: () => new ConflictError('errors:rosterBusy'),
});

type Outcome = { kind: 'won' } | { kind: 'failed'; reason: string } | { kind: 'wait' };

/** Records what the run decided of a claim (once: keyed by the claim) and lets the claim go. */
async function decide(
  claim: WaiverClaimFields,
  periodId: string,
  outcome: 'won' | 'lost' | 'failed',
  priority: number,
  reason: string | null,
): Promise<void> {
  try {
    await WaiverDecision.create({
      _id: claim._id,
      periodId,
      leagueSeasonId: claim.leagueSeasonId,
      teamId: claim.teamId,
      playerId: claim.playerId,
      outcome,
      reason,
      priority,
      at: new Date(),
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  await WaiverClaim.deleteOne({ _id: claim._id });
}

/**
 * Tries one claim with the same add and drop a manager makes (`addFreeAgent` under the roster's lock): the claim
 * insert decides who has the player, so a trade, a cut or a manager's add at the same moment is settled by the roster
 * rules as any other. A claim whose player is already on its own roster won in a run that died before recording it.
 * A roster that is not open (a round started) waits for the next sweep.
 */
async function attempt(
  deps: TradeDeps,
  season: LeagueSeasonFields,
  claim: WaiverClaimFields,
  change: Parameters<typeof addRosterPlayer>[1],
  activity: { priority: number; lostTeamIds: string[] },
): Promise<Outcome> {
  try {
    await addRosterPlayer(deps, change, claim.playerId.toHexString(), claim.drop?.toHexString(), {
      claimId: claim._id.toHexString(),
      ...activity,
    });
    return { kind: 'won' };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (['errors:rosterLocked', 'errors:rosterBusy'].includes(error.message)) return { kind: 'wait' };
    const holder = await RosterPlayer.findOne(
      { leagueSeasonId: season._id, playerId: claim.playerId },
      { rosterId: 1 },
    );
    if (holder?.rosterId.equals(claim.rosterId)) return { kind: 'won' };
    return { kind: 'failed', reason: error.message };
  }
}

/**
 * The waiver run of a published period (issue 42): under the league season's run lock, the waiting claims are decided
 * in waiver priority. The first team in the order with a claim that can be made gets its first such claim (the others
 * before it failed: the drop left, no place for him, he is gone); its team moves to the end and the pass starts again
 * from the top, until no claim waits. Each decision is recorded once, a won claim in the league's activity with the
 * team's priority and the teams whose claims for the player lost to it. Then the period is done: the players nobody got
 * are free agents. Idempotent and resumable: a run that died leaves the claims it did not decide, and its won claims
 * are found on their rosters. Returns whether the run finished (false: rosters locked, retried by the sweep).
 */
export async function runWaivers(deps: TradeDeps, periodId: string): Promise<boolean> {
  const period = await WaiverPeriod.findById(periodId).lean();
  if (!period || period.doneAt) return true;
  return withRunLock([period.leagueSeasonId], async () => {
    const again = await WaiverPeriod.findById(periodId, { doneAt: 1 }).lean();
    if (!again || again.doneAt) return true;
    const season = await LeagueSeason.findById(period.leagueSeasonId).lean();
    const teams = season && (await teamDirectory(deps.leagues, season.leagueId.toHexString()));
    if (!season || !teams || season.status !== 'ongoing') {
      await WaiverPeriod.updateOne({ _id: periodId }, { $set: { doneAt: new Date() } });
      return true;
    }
    const [rosters, order] = await Promise.all([
      Roster.find({ leagueSeasonId: season._id }, { leagueSeasonId: 1, fantasyTeamId: 1, realSeasonId: 1 }).lean(),
      runOrder(deps.stats, season, teams),
    ]);
    const rosterOf = new Map(rosters.map((roster) => [roster.fantasyTeamId.toHexString(), roster]));
    let teamIds = order.teamIds;
    // A run that died between recording a won claim and moving its team: the move it owed (only the last win can lack
    // it, as each win is moved before the next is tried).
    const lastWon = await WaiverDecision.findOne({ periodId, outcome: 'won' }).sort({ at: -1 }).lean();
    if (lastWon && order.moved !== lastWon._id.toHexString())
      teamIds = await moveToEnd(season._id, teamIds, lastWon.teamId.toHexString(), lastWon._id.toHexString());
    let claims = (await WaiverClaim.find({ leagueSeasonId: season._id }).sort({ rank: 1, createdAt: 1 }).lean()).filter(
      (claim) => claim.createdAt <= period.runAt,
    );
    const drop = (claim: WaiverClaimFields) => (claims = claims.filter((c) => !c._id.equals(claim._id)));

    for (;;) {
      let won: { claim: WaiverClaimFields; priority: number } | null = null;
      for (const [index, teamId] of teamIds.entries()) {
        const roster = rosterOf.get(teamId);
        for (const claim of claims.filter((c) => c.teamId.toHexString() === teamId)) {
          const losers = claims.filter((c) => c.playerId.equals(claim.playerId) && !c._id.equals(claim._id));
          const outcome = roster
            ? await attempt(
                deps,
                season,
                claim,
                { roster, season, teams, userId: teams.get(teamId)?.userId || claim.userId },
                { priority: index + 1, lostTeamIds: losers.map((c) => c.teamId.toHexString()) },
              )
            : ({ kind: 'failed', reason: 'errors:notOnRoster' } as const);
          if (outcome.kind === 'wait') return false;
          if (outcome.kind === 'failed') {
            // The activity first: a run that dies between the two finds the claim again and writes the line once.
            await recordActivity({
              key: `waiver-failed:${claim._id.toHexString()}`,
              leagueId: season.leagueId,
              leagueSeasonId: season._id,
              type: 'waiverFailed',
              teamId,
              userId: claim.userId,
              playerId: claim.playerId,
              priority: index + 1,
              reason: outcome.reason,
            });
            await decide(claim, periodId, 'failed', index + 1, outcome.reason);
            drop(claim);
            continue;
          }
          await decide(claim, periodId, 'won', index + 1, null);
          drop(claim);
          // Each decision is its own keyed insert: the losers' are written side by side.
          await Promise.all(
            losers.map((loser) =>
              decide(loser, periodId, 'lost', teamIds.indexOf(loser.teamId.toHexString()) + 1, teamId),
            ),
          );
          for (const loser of losers) drop(loser);
          won = { claim, priority: index + 1 };
          break;
        }
        if (won) break;
      }
      if (!won) break;
      const claimId = won.claim._id.toHexString();
      const stored = await runOrder(deps.stats, season, teams);
      teamIds =
        stored.moved === claimId
          ? stored.teamIds
          : await moveToEnd(season._id, stored.teamIds, won.claim.teamId.toHexString(), claimId);
    }
    await WaiverPeriod.updateOne({ _id: periodId }, { $set: { doneAt: new Date() } });
    logger.info({ periodId }, 'waiver run done');
    return true;
  });
}
