/**
 * The game's numbers that schemas and rules share (spec section 9). A leaf: it imports nothing, so the rules
 * (rosters, draft) and the API schemas (leagues, seasons, draft) all build on it without importing each other.
 */

/** League size options: 4 to 16 in steps of 2 (spec section 9). */
export const LEAGUE_SIZES = [4, 6, 8, 10, 12, 14, 16] as const;
export type LeagueSize = (typeof LEAGUE_SIZES)[number];

/** A real season's draft window, and a league's draft dates inside it, last at least this long. */
export const MIN_DRAFT_WINDOW_HOURS = 3;
/** Times are chosen in 15-minute steps (draft window, draft dates). */
export const TIME_STEP_MINUTES = 15;
/** A round is entered with up to 2 digits. */
export const MAX_ROUND = 99;

/** On a 15-minute step, with no seconds. */
export const isOnTimeStep = (date: Date): boolean => date.getTime() % (TIME_STEP_MINUTES * 60_000) === 0;
