import { Types } from 'mongoose';
import { DEMO_PREVIOUS_SEASON_ID, DEMO_SEASON_ID } from '@hfl/contracts';
import { loadSeedMarks } from '@hfl/kit/seed-marks';
import { Game } from './models/game';
import { Player } from './models/player';
import { PlayerStat } from './models/player-stat';
import { RealTeam } from './models/real-team';
import { ACTIVE_SEASON_KEY, SeasonModel } from './models/season';
import { seasonStatsChanged } from './players/player-scores';
import { currentScoreConfig } from './scoring/score-config';
import { buildDemoClubs, storedSquad, type DemoClub } from './seed/clubs';
import { buildDemoSeason, CURRENT_DEMO_SEASON, PREVIOUS_DEMO_SEASON, type DemoSeasonPlan } from './seed/season';

/**
 * The builders make whole documents (the seed test checks them against the models): hydrating and validating ~1,200
 * of them would cost mongoose several times the insert itself, and a fresh stack waits for its first seed.
 */
const INSERT_AS_BUILT = { lean: true } as const;

/** A club and its squad in two writes; a failed try takes back what it wrote, so the rerun starts clean. */
async function createClub(club: DemoClub): Promise<void> {
  try {
    await RealTeam.create({ _id: club.id, name: club.name, status: 'active' });
    await Player.insertMany(storedSquad(club), INSERT_AS_BUILT);
  } catch (error) {
    await Promise.all([Player.deleteMany({ teamId: club.id }), RealTeam.deleteOne({ _id: club.id })]);
    throw error;
  }
}

async function createSeason(
  seasonId: Types.ObjectId,
  clubs: DemoClub[],
  today: Date,
  plan: DemoSeasonPlan,
): Promise<void> {
  const { season, games, stats } = buildDemoSeason(seasonId, clubs, today, await currentScoreConfig(), plan);
  try {
    await SeasonModel.create(season);
    await Game.insertMany(games, INSERT_AS_BUILT);
    await PlayerStat.insertMany(stats, INSERT_AS_BUILT);
    await seasonStatsChanged(seasonId);
  } catch (error) {
    await Promise.all([
      PlayerStat.deleteMany({ seasonId }),
      Game.deleteMany({ seasonId }),
      SeasonModel.deleteOne({ _id: seasonId }),
    ]);
    throw error;
  }
}

/**
 * The demo real league on the current mongoose connection: eight HFL clubs with invented squads, an ongoing season
 * (DEMO_SEASON_ID) whose first three rounds have statistics and points and are locked (between rounds: round 4 is the
 * owner's to start), and last year's finished season
 * (DEMO_PREVIOUS_SEASON_ID), which ranks the draft pool. Idempotent: each club and season is made once, by seed mark;
 * a second run writes nothing, and whatever the owner edited or deleted stays so.
 */
export async function seed({ demo = true }: { demo?: boolean } = {}): Promise<void> {
  const marks = await loadSeedMarks();
  const today = new Date();
  const clubs = buildDemoClubs(today);
  for (const club of clubs) {
    await marks.once(`real-team:${club.key}`, () => createClub(club), club.id);
  }
  // Browser tests run the owner's own season instead (tools/src/stack.ts `demoSeason: false`).
  // Production (no demo) and browser tests: the owner runs the seasons.
  if (!demo || process.env.HFL_SEED_NO_DEMO_SEASON === '1') return;
  const seasonId = new Types.ObjectId(DEMO_SEASON_ID);
  await marks.once(
    'season:demo',
    async () => {
      // One season runs at a time: a database where the owner already runs one keeps it, and gets no demo season.
      if (await SeasonModel.exists({ activeKey: ACTIVE_SEASON_KEY })) return;
      await createSeason(seasonId, clubs, today, CURRENT_DEMO_SEASON);
    },
    seasonId,
  );
  await marks.once(
    'season:demo-previous',
    async (previousId) => {
      // Only beside the demo season: the owner's own seasons get no invented history.
      if (await SeasonModel.exists({ _id: seasonId }))
        await createSeason(previousId, clubs, today, PREVIOUS_DEMO_SEASON);
    },
    new Types.ObjectId(DEMO_PREVIOUS_SEASON_ID),
  );
}
