import mongoose from 'mongoose';
import { describeRouteSafetyNet, discoverRoutes, testEnv, allowTestTime, eventually } from '@hfl/kit/testing';
import {
  datesInWindow,
  emptyDraftCollections,
  setUpDraftTests,
  startDraft,
  type DraftTestbed,
} from './testing/draft-fixtures';
import { buildApp } from './app';
import { loadFantasyConfig } from './config';

allowTestTime(60_000);

let bed: DraftTestbed;
// The peers, the real season and a full league of four; the draft's collections are emptied by the seed, which the net
// runs only when a test may have changed them.
setUpDraftTests(
  'safety_net',
  (started) => {
    bed = started;
  },
  {},
  { emptiedBeforeEach: false },
);

describeRouteSafetyNet({
  name: 'fantasy',
  routes: discoverRoutes(buildApp(loadFantasyConfig(testEnv('route_discovery')))),
  minimumRoutes: 12,
  start: async () => bed.app,
  seed: async () => {
    // A live draft in the league the user runs: every route's loaders find what they look for.
    await emptyDraftCollections();
    const notifications = mongoose.connection.db!.collection('notifications');
    const before = await notifications.countDocuments();
    const draft = await startDraft(bed, bed.league);
    // The start tells every manager after its answer: wait, so that write never lands inside a test's comparison.
    await eventually(
      async () => (await notifications.countDocuments()) >= before + bed.league.managers.length,
      5_000,
      'start notifications',
    );
    const dates = datesInWindow(bed.realSeason);
    const values: Record<string, string> = {
      leagueId: bed.league.id,
      seasonId: String(draft._id),
      start: dates.draftStartsAt,
      end: dates.draftEndsAt,
    };
    return {
      userId: bed.league.adminUserId,
      ownerId: new mongoose.Types.ObjectId().toHexString(),
      param: (name) => values[name],
    };
  },
  // setUpDraftTests stops the peers and drops the database after the file.
  stop: async () => {},
});
