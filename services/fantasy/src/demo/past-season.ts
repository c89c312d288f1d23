import { Types } from 'mongoose';
import { DEMO_PREVIOUS_SEASON_ID, type Season } from '@hfl/contracts';
import type { Notifier } from '@hfl/kit';
import { finishLeagueSeasons } from '../games/results';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { refreshLeaderboard } from '../leaderboard/refresh-leaderboard';
import { keepLeagueSeasonLineups } from '../rosters/snapshots';
import { awardScoredRounds } from '../trophies/award-rounds';
import { scoreChangedWeeks } from '../week-points/score-rosters';
import { ignoreDuplicate, playPastDraft, type DemoDeps } from './past-draft';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A demo real season's rounds played so far: 1 to its current week (all of them once it is finished). */
export const playedWeeksOf = (real: Pick<Season, 'currentWeek'>): number[] =>
  Array.from({ length: real.currentWeek }, (_, i) => i + 1);

/**
 * The one way a demo league season's rounds are scored, last year's and the mid-season's alike: every roster of the
 * real season scored for `weeks` (the points the rosters, games and standings show), as fantasy scores the rounds
 * stats says changed, the trophies of its locked rounds given and the season's leaderboard rewritten, without telling
 * anyone and without moving the left teams' lineups (the demo's past is replayed as it was, so a rerun scores it
 * alike). Idempotent.
 */
export async function scoreDemoRounds(deps: DemoDeps, real: Season, weeks: readonly number[]): Promise<void> {
  if (weeks.length === 0) return;
  const rounds = { seasonId: real.id, weeks: [...weeks] };
  await scoreChangedWeeks(deps.stats, rounds);
  await awardScoredRounds({ ...deps, notifier: QUIET }, rounds);
  await refreshLeaderboard(deps.leagues, real.id);
}

/** The demo's past is not news: its trophies are given without a notification. */
const QUIET: Notifier = { notify: async () => undefined, notifyMany: async () => [] };

/**
 * The demo league also played last year's finished demo real season (stats' DEMO_PREVIOUS_SEASON_ID): beside its
 * current league season (`leagueSeasonId`, which stays the league's current one), a league season of that real season
 * with the same teams, its draft played two evenings before that season began (past-draft.ts), the rosters completed
 * and the schedule made by the engine's completion, every round scored and the season finished, its final places
 * decided by its playoffs. Every step is idempotent and the season is finished last, so a run stopped half-way is
 * finished by the next one without duplicates, and a finished season is left as it is.
 */
export async function playDemoPastSeason(deps: DemoDeps, leagueSeasonId: string): Promise<void> {
  const current = await LeagueSeason.findById(leagueSeasonId).lean<LeagueSeasonFields>();
  const real = current && (await deps.stats.season(DEMO_PREVIOUS_SEASON_ID));
  // Only a real season played to the end makes a finished league season.
  if (!current || !real || real.status !== 'finished') return;
  const season = await pastLeagueSeason(current.leagueId, real);
  if (season.status === 'finished') return;
  if (!(await playPastDraft(deps, season))) return;
  await deps.engine.complete(String(season._id));
  // Nobody changed these rosters after the draft: every round was played with the lineup the draft left.
  await keepLeagueSeasonLineups(season._id, real.currentWeek);
  await scoreDemoRounds(deps, real, playedWeeksOf(real));
  await finishLeagueSeasons(real);
}

/**
 * The league's season of that real season, made once (unique on league and real season), never the league's current
 * one: its draft from 18:00 to 21:00 UTC two days before the real season's first day, as the mid-season league's.
 */
async function pastLeagueSeason(leagueId: Types.ObjectId, real: Season): Promise<LeagueSeasonFields> {
  const key = { leagueId, realSeasonId: new Types.ObjectId(real.id) };
  const made = await LeagueSeason.findOne(key).lean<LeagueSeasonFields>();
  if (made) return made;
  const draftStartsAt = new Date(Date.parse(`${real.startsAt}T00:00:00Z`) - 2 * DAY_MS + 18 * HOUR_MS);
  const draftEndsAt = new Date(draftStartsAt.getTime() + 3 * HOUR_MS);
  await ignoreDuplicate(LeagueSeason.create({ ...key, draftStartsAt, draftEndsAt, clockStartsAt: draftStartsAt }));
  return (await LeagueSeason.findOne(key).lean<LeagueSeasonFields>())!;
}
