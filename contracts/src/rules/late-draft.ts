import { formatUtcDateTime, parseUtcDateTime, startOfIsoDate } from './dates';
import { MIN_DRAFT_WINDOW_HOURS, TIME_STEP_MINUTES } from './game-constants';

/**
 * When a league may draft in a real season (issue 36, "Leagues that start in mid-season"): in the pre-season draft
 * window, or later, as a late draft, while enough of the season is left. A late draft ends before the next regular
 * round starts and leaves at least LATE_DRAFT_MIN_ROUNDS regular rounds; the owner sets the last round a late draft may
 * start before (the season's `lateDraftLastRound`; by default the one that leaves exactly that many). The pages say
 * what is possible with `draftChance`; the fantasy service checks the dates against the same answer.
 */

/** Regular rounds a late draft leaves at least (its first round included). */
export const LATE_DRAFT_MIN_ROUNDS = 3;

const STEP_MS = TIME_STEP_MINUTES * 60_000;
const MIN_DRAFT_MS = MIN_DRAFT_WINDOW_HOURS * 3_600_000;

/** What the rules read of a real season (stats' `Season`). */
export interface DraftChanceSeason {
  status: 'drafting' | 'ongoing' | 'finished';
  draftWindow: { startDate: string; endDate: string };
  games: ReadonlyArray<{ week: number; date: string }>;
  nbWeeks: number;
  nbPlayoffWeeks: number;
  /** The last round started (0 before the first). */
  currentWeek: number;
  /** The owner's setting; null: the default (`latestLateDraftRound`). */
  lateDraftLastRound: number | null;
}

/** The last regular round: the playoff rounds (the last 1 or 2) follow it. */
export const lastRegularRoundOf = (season: Pick<DraftChanceSeason, 'nbWeeks' | 'nbPlayoffWeeks'>): number =>
  Math.max(0, season.nbWeeks - season.nbPlayoffWeeks);

/** The latest round a late draft may play from: it leaves LATE_DRAFT_MIN_ROUNDS regular rounds (the default). */
export const latestLateDraftRound = (season: Pick<DraftChanceSeason, 'nbWeeks' | 'nbPlayoffWeeks'>): number =>
  lastRegularRoundOf(season) - LATE_DRAFT_MIN_ROUNDS + 1;

/** The last round a late draft may start before: the owner's setting, never later than the rules allow. */
export const lateDraftLastRoundOf = (
  season: Pick<DraftChanceSeason, 'nbWeeks' | 'nbPlayoffWeeks' | 'lateDraftLastRound'>,
): number => Math.min(season.lateDraftLastRound ?? latestLateDraftRound(season), latestLateDraftRound(season));

/** When a round starts: midnight (UTC) of its first game's day, as a season's dates compare; null for no games. */
export function roundStartsAt(games: DraftChanceSeason['games'], week: number): Date | null {
  let first: string | null = null;
  for (const game of games) if (game.week === week && (first === null || game.date < first)) first = game.date;
  return first === null ? null : startOfIsoDate(first);
}

/**
 * What a league without a season in this real season can do now:
 * - window: draft in the pre-season window (`opensAt` may still be ahead), which still holds a draft of the minimum
 *   length after the next time step;
 * - late: a late draft that ends by `draftBy` (the start of round `fromRound`, the first round not started that a draft
 *   of the minimum length can still end before) plays from that round; only up to `lateDraftLastRoundOf`;
 * - over: nothing more this season; the next season's draft window is the next chance.
 */
export type DraftChance =
  | { kind: 'window'; opensAt: string; closesAt: string }
  | { kind: 'late'; draftBy: string; fromRound: number }
  | { kind: 'over' };

export function draftChance(season: DraftChanceSeason, now: Date): DraftChance {
  if (season.status === 'finished') return { kind: 'over' };
  const earliest = Math.ceil(now.getTime() / STEP_MS) * STEP_MS;
  const opens = parseUtcDateTime(season.draftWindow.startDate);
  const closes = parseUtcDateTime(season.draftWindow.endDate);
  if (opens && closes && closes.getTime() - Math.max(earliest, opens.getTime()) >= MIN_DRAFT_MS) {
    return { kind: 'window', opensAt: season.draftWindow.startDate, closesAt: season.draftWindow.endDate };
  }
  for (let week = season.currentWeek + 1; week <= lateDraftLastRoundOf(season); week++) {
    const starts = roundStartsAt(season.games, week);
    if (starts && starts.getTime() - earliest >= MIN_DRAFT_MS) {
      return { kind: 'late', draftBy: formatUtcDateTime(starts), fromRound: week };
    }
  }
  return { kind: 'over' };
}

/** How long ahead a league without an admin (HFL Open) gets its draft when it fills: a day for its managers to prepare. */
export const AUTOMATIC_DRAFT_LEAD_HOURS = 24;

/**
 * The draft dates a league without an admin gets when it fills at `now` (UTC 'YYYY-MM-DD HH:mm:ss'), the minimum
 * length: AUTOMATIC_DRAFT_LEAD_HOURS ahead (not before the window opens), or as late as the chance's limit allows
 * when that is nearer; null when drafts are over.
 */
export function automaticDraftDates(
  chance: DraftChance,
  now: Date,
): { draftStartsAt: string; draftEndsAt: string } | null {
  if (chance.kind === 'over') return null;
  // A step after the next one: the start is strictly after `now`, however near a step boundary it is.
  const earliest = (Math.floor(now.getTime() / STEP_MS) + 1) * STEP_MS;
  const ahead = Math.ceil((now.getTime() + AUTOMATIC_DRAFT_LEAD_HOURS * 3_600_000) / STEP_MS) * STEP_MS;
  const opens = chance.kind === 'window' ? (parseUtcDateTime(chance.opensAt)?.getTime() ?? earliest) : earliest;
  const limit = parseUtcDateTime(chance.kind === 'window' ? chance.closesAt : chance.draftBy)?.getTime() ?? 0;
  const latestStart = Math.floor((limit - MIN_DRAFT_MS) / STEP_MS) * STEP_MS;
  const start = Math.max(opens, earliest, Math.min(ahead, latestStart));
  if (start + MIN_DRAFT_MS > limit) return null;
  return {
    draftStartsAt: formatUtcDateTime(new Date(start)),
    draftEndsAt: formatUtcDateTime(new Date(start + MIN_DRAFT_MS)),
  };
}
