import { Types } from 'mongoose';
import {
  connectTestDatabase,
  describeRouteSafetyNet,
  discoverRoutes,
  dropTestDatabase,
  testDatabaseName,
  testEnv,
  allowTestTime,
} from '@hfl/kit/testing';
import { startContent } from './testing/content-peer';
import {
  createPlayer,
  createSeason,
  createStat,
  createTeams,
  SEASON_MODELS,
  UNREACHABLE_URL,
} from './testing/season-fixtures';
import { buildApp } from './app';
import { loadStatsConfig } from './config';

allowTestTime(60_000);

describeRouteSafetyNet({
  name: 'stats',
  routes: discoverRoutes(buildApp(loadStatsConfig(testEnv('route_discovery')))),
  minimumRoutes: 30,
  start: async () => {
    const dbName = testDatabaseName('stats_safety_net');
    await connectTestDatabase(dbName);
    await Promise.all(SEASON_MODELS.map((model) => model.init()));
    const { CONTENT_URL } = await startContent();
    // Fantasy is told about changed points after the answer; a failure to reach it is only logged.
    return buildApp(loadStatsConfig(testEnv(dbName, { CONTENT_URL, FANTASY_URL: UNREACHABLE_URL })));
  },
  seed: async () => {
    await Promise.all(SEASON_MODELS.map((model) => model.deleteMany()));
    // An ongoing season two rounds in, with a score sheet: hostile input reaches past every loader.
    const [home, away] = await createTeams('Budapest Wolves', 'Debrecen Gladiators');
    const player = await createPlayer(home!._id, 'QB', 'Bence Kovács');
    const { season, games } = await createSeason(
      [
        { week: 1, team1: home!._id, team2: away!._id, hasStats: true },
        { week: 2, team1: away!._id, team2: home!._id },
      ],
      { status: 'ongoing', currentWeek: 1, isWeekActive: true },
    );
    await createStat(games[0]!, player, { passingYards: 120 }, 4.8);
    const ids: Record<string, string> = {
      teams: String(home!._id),
      players: String(player._id),
      seasons: String(season._id),
      games: String(games[0]!._id),
    };
    // The collection a path's `:id` belongs to is the segment before it; `:teamId` is a club, `:n` a round.
    const param = (name: string, path: string) => {
      if (name === 'teamId') return String(away!._id);
      if (name === 'n') return '1';
      const segment = /\/([a-z-]+)\/:id/.exec(path)?.[1];
      return segment ? ids[segment] : undefined;
    };
    return { userId: new Types.ObjectId().toHexString(), ownerId: new Types.ObjectId().toHexString(), param };
  },
  stop: dropTestDatabase,
});
