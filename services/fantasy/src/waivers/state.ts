import mongoose from 'mongoose';
import { roundState, type Season, type WaiverSettings } from '@hfl/contracts';
import { realSeason } from '../league-seasons/openness';
import type { LeagueSeasonFields } from '../models/league-season';
import { RosterActivity } from '../models/roster-activity';
import { WaiverPeriod, type WaiverPeriodFields } from '../models/waivers';
import type { Stats } from '../peers/stats';
import { waiverSettings } from './settings';

/** Where a league season's waivers stand now. */
export interface WaiverStateNow {
  settings: WaiverSettings;
  /** The published run still to come (the lock of a round opened it), or null. */
  pending: WaiverPeriodFields | null;
  /** Every unowned player is on waivers (a round started since the last run); else only `waived` are. */
  allWaived: boolean;
  /** Players cut (or dropped by a claim) since the last run: on waivers until the next. */
  waived: Set<string>;
}

/**
 * The waiver rule of a league season (issue 42). With waivers off, none. Else a round started and not yet followed by
 * its run puts every unowned player on waivers: while the round is on or frozen (its run comes the day after its lock),
 * and from its lock until the run the sweep published. After the run they are free agents until the next round starts,
 * except the players cut since the run, on waivers until the next one.
 */
export async function waiverState(stats: Stats, season: LeagueSeasonFields): Promise<WaiverStateNow> {
  const settings = await waiverSettings(season.leagueId);
  if (!settings.enabled) return { settings, pending: null, allWaived: false, waived: new Set() };
  const [periods, real] = await Promise.all([
    WaiverPeriod.find({ leagueSeasonId: season._id }).lean(),
    realSeason(stats, season.realSeasonId.toHexString()),
  ]);
  const pending = periods.filter((p) => !p.doneAt).sort((a, b) => a.runAt.getTime() - b.runAt.getTime())[0] ?? null;
  const lastRun = periods.reduce<Date | null>(
    (last, p) => (p.doneAt && (!last || p.doneAt > last) ? p.doneAt : last),
    null,
  );
  const allWaived = pending !== null || roundWaitsForRun(real);
  const since = lastRun ?? new Date(0);
  const lines = await RosterActivity.find(
    {
      leagueId: season.leagueId,
      leagueSeasonId: season._id,
      type: mongoose.trusted({ $in: ['cut', 'waiver'] }),
      at: mongoose.trusted({ $gt: since }),
    },
    { type: 1, playerId: 1, otherPlayerId: 1 },
  ).lean();
  const waived = new Set(
    lines.flatMap((line) =>
      line.type === 'cut'
        ? [line.playerId.toHexString()]
        : line.otherPlayerId
          ? [line.otherPlayerId.toHexString()]
          : [],
    ),
  );
  return { settings, pending, allWaived, waived };
}

/** The real round being played or frozen, or locked without its run done yet: it waits for its waiver run. */
function roundWaitsForRun(real: Season | null): boolean {
  if (!real || real.status !== 'ongoing' || real.currentWeek < 1) return false;
  const state = roundState(real, real.currentWeek);
  if (state === 'active' || state === 'frozen') return true;
  // Locked: its run is pending (counted above) or done; a lock not yet seen by the sweep publishes one within a minute.
  return false;
}

/** Whether the player, unowned, is on waivers now. */
export const isWaived = (state: WaiverStateNow, playerId: string): boolean =>
  state.settings.enabled && (state.allWaived || state.waived.has(playerId));
