import mongoose, { Types } from 'mongoose';
import { DEMO_DRAFT_LEAGUE_ID, DEMO_SEASON_ID, TIME_STEP_MINUTES } from '@hfl/contracts';
import { createAgenda } from '@hfl/kit';
import { loadSeedMarks } from '@hfl/kit/seed-marks';
import { DRAFT_JOBS, type StartJobData } from './draft/clock';
import { CurrentLeagueSeason, LeagueSeason } from './models/league-season';

/** The demo draft runs three days: one pick about every 77 minutes in a league of four. */
const DEMO_DRAFT_DAYS = 3;
const STEP_MS = TIME_STEP_MINUTES * 60_000;
/** The services start after the seed; the draft starts once they are up (a start failing meanwhile is retried). */
const START_DELAY_MS = 30_000;

/**
 * Demo data: the demo player's full league (Duna Kupa) drafts live, starting just after the site first starts, so the draft
 * room has something to show; turns run out and are picked automatically when nobody picks. Made once (seed mark),
 * never with the browser tests' stack, which starts without a real season (HFL_SEED_NO_DEMO_SEASON).
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
    const db = mongoose.connection.db;
    if (!db) throw new Error('fantasy seed: not connected');
    await createAgenda(db, { name: 'fantasy-seed' }).schedule<StartJobData>(
      new Date(Date.now() + START_DELAY_MS),
      DRAFT_JOBS.start,
      {
        leagueSeasonId: String(seasonId),
      },
    );
  });
}
