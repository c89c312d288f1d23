import mongoose, { Types } from 'mongoose';
import {
  DEMO_DRAFT_LEAGUE_ID,
  DEMO_MIDSEASON_LEAGUE_ID,
  DEMO_PREVIOUS_SEASON_ID,
  DEMO_SEASON_ID,
  DEMO_SEASON_STARTED_DAYS_AGO,
  TIME_STEP_MINUTES,
} from '@hfl/contracts';
import { createAgenda } from '@hfl/kit';
import { loadSeedMarks } from '@hfl/kit/seed-marks';
import { DRAFT_JOBS, type StartJobData } from './draft/clock';
import { DEMO_JOBS, type MidseasonLeagueJobData } from './jobs/demo';
import { CurrentLeagueSeason, LeagueSeason } from './models/league-season';

/** The demo draft runs three days: one pick about every 77 minutes in a league of four. */
const DEMO_DRAFT_DAYS = 3;
const STEP_MS = TIME_STEP_MINUTES * 60_000;
/** The services start after the seed; the draft starts once they are up (a start failing meanwhile is retried). */
const START_DELAY_MS = 30_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const fantasyAgenda = () => {
  const db = mongoose.connection.db;
  if (!db) throw new Error('fantasy seed: not connected');
  return createAgenda(db, { name: 'fantasy-seed' });
};

/**
 * The mid-season league's draft: the evening two days before the demo real season began (stats dates that season
 * DEMO_SEASON_STARTED_DAYS_AGO before the seed's day, its draft window from three evenings before the start to the
 * evening before it), 18:00 to 21:00 UTC.
 */
function pastDraftDates(now: number): { draftStartsAt: Date; draftEndsAt: Date } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const draftStartsAt = new Date(today - (DEMO_SEASON_STARTED_DAYS_AGO + 2) * DAY_MS + 18 * HOUR_MS);
  return { draftStartsAt, draftEndsAt: new Date(draftStartsAt.getTime() + 3 * HOUR_MS) };
}

/**
 * Demo data: the demo player's full league (Duna Kupa) drafts live, starting just after the site first starts, so the draft
 * room has something to show; turns run out and are picked automatically when nobody picks. The league of eight in
 * mid-season (Pannon Bajnokság) drafted before the real season began: its league season is made here, and a job run
 * once the services are up (jobs/demo.ts) plays that past draft with its peers, fills the rosters, makes a few adds
 * and cuts and scores the rounds played; then it plays the same league's finished season of last year's real season
 * (a league season the job makes, never the league's current one). Each made once (seed mark), never with the browser
 * tests' stack, which starts without a real season (HFL_SEED_NO_DEMO_SEASON).
 */
export async function seed({ demo = true }: { demo?: boolean } = {}): Promise<void> {
  if (!demo || process.env.HFL_SEED_NO_DEMO_SEASON === '1') return;
  const marks = await loadSeedMarks();
  await marks.once('draft:duna-kupa', async (seasonId) => {
    const startsAt = new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS);
    const leagueId = new Types.ObjectId(DEMO_DRAFT_LEAGUE_ID);
    await LeagueSeason.create({
      _id: seasonId,
      leagueId,
      realSeasonId: new Types.ObjectId(DEMO_SEASON_ID),
      draftStartsAt: startsAt,
      draftEndsAt: new Date(startsAt.getTime() + DEMO_DRAFT_DAYS * 86_400_000),
      clockStartsAt: new Date(Date.now() + START_DELAY_MS),
    });
    await CurrentLeagueSeason.updateOne({ _id: leagueId }, { $set: { seasonId } }, { upsert: true });
    await fantasyAgenda().schedule<StartJobData>(new Date(Date.now() + START_DELAY_MS), DRAFT_JOBS.start, {
      leagueSeasonId: String(seasonId),
    });
  });
  const midseasonId = await marks.once('season:pannon-bajnoksag', async (seasonId) => {
    const leagueId = new Types.ObjectId(DEMO_MIDSEASON_LEAGUE_ID);
    const { draftStartsAt, draftEndsAt } = pastDraftDates(Date.now());
    try {
      await LeagueSeason.create({
        _id: seasonId,
        leagueId,
        realSeasonId: new Types.ObjectId(DEMO_SEASON_ID),
        draftStartsAt,
        draftEndsAt,
        clockStartsAt: draftStartsAt,
      });
      await CurrentLeagueSeason.updateOne({ _id: leagueId }, { $set: { seasonId } }, { upsert: true });
    } catch (error) {
      // The mark is released: the next run makes the season again under a new id, so none of this may stay behind.
      await Promise.all([
        CurrentLeagueSeason.deleteOne({ _id: leagueId, seasonId }),
        LeagueSeason.deleteOne({ _id: seasonId }),
      ]);
      throw error;
    }
  });
  await playMidseasonLeagueSoon(midseasonId);
}

/**
 * Schedules the job that plays the mid-season league's past draft and its finished season of last year, while either
 * is not played (the draft still pending or drafting, last year's season not finished): the first run, and any later
 * start after the job gave up (its retries spent), which runs it again. A job already waiting is left as it is.
 */
async function playMidseasonLeagueSoon(seasonId: Types.ObjectId): Promise<void> {
  const season = await LeagueSeason.findById(seasonId, { status: 1, leagueId: 1 }).lean();
  if (!season) return;
  const drafted = season.status !== 'pending' && season.status !== 'drafting';
  if (drafted && (await pastSeasonFinished(season.leagueId))) return;
  const jobs = mongoose.connection.db!.collection('agendaJobs');
  const job = { name: DEMO_JOBS.midseasonLeague, 'data.leagueSeasonId': String(seasonId) };
  if (await jobs.findOne({ ...job, nextRunAt: { $ne: null } })) return;
  await jobs.deleteMany(job);
  await fantasyAgenda().schedule<MidseasonLeagueJobData>(
    new Date(Date.now() + START_DELAY_MS),
    DEMO_JOBS.midseasonLeague,
    { leagueSeasonId: String(seasonId) },
  );
}

/** Whether the league's season of last year's demo real season is played to the end (see demo/past-season.ts). */
async function pastSeasonFinished(leagueId: Types.ObjectId): Promise<boolean> {
  const realSeasonId = new Types.ObjectId(DEMO_PREVIOUS_SEASON_ID);
  return (await LeagueSeason.exists({ leagueId, realSeasonId, status: 'finished' })) !== null;
}
