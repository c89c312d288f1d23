import mongoose, { Types } from 'mongoose';
import type { WaiverSettings } from '@hfl/contracts';
import { ConflictError, logger, type NotificationEvent, type Notifier } from '@hfl/kit';
import { LeagueSeason } from '../models/league-season';
import { WaiverClaim, WaiverPeriod, type WaiverClaimFields } from '../models/waivers';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import { recordActivity } from '../rosters/activity';
import { playerDirectory } from '../rosters/directory';
import { withRunLock } from './run-lock';
import { saveWaiverSettings } from './settings';

export interface WaiverSwitchDeps {
  stats: Stats;
  leagues: Leagues;
  notifier: Notifier;
}

/** Switching off waits its turn behind a run deciding claims this many times (each wait the lock's own second). */
const LOCK_ATTEMPTS = 5;

/**
 * The league admin's waiver setting (issue 42). Switching waivers off leaves nothing waiting: under each of the
 * league's seasons' run lock (a run starting at the same moment either decides its claims first, this waiting for it,
 * or finds the lock held and gives way) the published runs not yet made are done at once, so their players are free
 * agents now; then the setting is stored, so no claim is placed and no run published after; then every waiting claim
 * is closed, its line written in the league's activity first (keyed by the claim: a retry writes it once), and its
 * manager is told. Each step is idempotent, so saving "off" again finishes what a crash left. A run still busy after
 * a few seconds: 409, nothing changed.
 */
export async function changeWaiverSettings(
  deps: WaiverSwitchDeps,
  leagueId: string,
  settings: WaiverSettings,
): Promise<WaiverSettings> {
  if (settings.enabled) return saveWaiverSettings(leagueId, settings);
  const league = new Types.ObjectId(leagueId);
  const seasons = await LeagueSeason.find({ leagueId: league }, { _id: 1, realSeasonId: 1 }).lean();
  const seasonIds = seasons.map((season) => season._id);
  const closed = await underRunLock(seasonIds, async () => {
    await WaiverPeriod.updateMany({ leagueId: league, doneAt: null }, { $set: { doneAt: new Date() } });
    await saveWaiverSettings(leagueId, settings);
    const claims = seasonIds.length
      ? await WaiverClaim.find({ leagueSeasonId: mongoose.trusted({ $in: seasonIds }) }).lean()
      : [];
    await Promise.all(claims.map((claim) => closeClaim(league, claim)));
    return claims;
  });
  if (closed.length > 0) await tellClaimants(deps, leagueId, seasons, closed);
  return settings;
}

async function underRunLock<T>(ids: Types.ObjectId[], change: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withRunLock(ids, change);
    } catch (error) {
      // Only the lock throws rosterBusy here: the change touches no roster.
      if (!(error instanceof ConflictError && error.message === 'errors:rosterBusy')) throw error;
      if (attempt === LOCK_ATTEMPTS) throw new ConflictError('errors:waiverRunUnderWay');
    }
  }
}

async function closeClaim(leagueId: Types.ObjectId, claim: WaiverClaimFields): Promise<void> {
  await recordActivity({
    key: `waiver-closed:${claim._id.toHexString()}`,
    leagueId,
    leagueSeasonId: claim.leagueSeasonId,
    type: 'waiverClosed',
    teamId: claim.teamId,
    userId: claim.userId,
    playerId: claim.playerId,
  });
  await WaiverClaim.deleteOne({ _id: claim._id });
}

/** Each closed claim's manager is told (keyed by the claim); never throws: the claims are closed whatever accounts says. */
async function tellClaimants(
  deps: WaiverSwitchDeps,
  leagueId: string,
  seasons: ReadonlyArray<{ _id: Types.ObjectId; realSeasonId: Types.ObjectId }>,
  claims: readonly WaiverClaimFields[],
): Promise<void> {
  try {
    const league = await deps.leagues.draftInfo(leagueId);
    if (!league) return;
    const realSeasonOf = new Map(
      seasons.map((season) => [season._id.toHexString(), season.realSeasonId.toHexString()]),
    );
    const directories = new Map(
      await Promise.all(
        [...new Set(realSeasonOf.values())].map(
          async (realSeasonId) => [realSeasonId, await playerDirectory(deps.stats, realSeasonId)] as const,
        ),
      ),
    );
    const events = claims.map((claim): NotificationEvent => ({
      type: 'LEAGUE',
      kind: 'waiverClaimClosed',
      to: [claim.userId],
      league: { id: league.id, name: league.name },
      player:
        directories.get(realSeasonOf.get(claim.leagueSeasonId.toHexString()) ?? '')?.get(claim.playerId.toHexString())
          ?.name ?? '—',
      link: `/leagues/${leagueId}`,
      key: `waiver-closed:${claim._id.toHexString()}`,
    }));
    await deps.notifier.notifyMany(events);
  } catch (err) {
    logger.warn({ err, leagueId }, 'waiver claims closed, their managers not told');
  }
}
