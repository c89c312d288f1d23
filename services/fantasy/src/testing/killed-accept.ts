import mongoose, { Types } from 'mongoose';
import { connectMongo } from '@hfl/kit';
import { FALLBACK_LOCALE } from '@hfl/contracts';
import { loadFantasyConfig } from '../config';
import { buildRuntime } from '../runtime';
import { answerTrade } from '../trades/decide';

/**
 * A process that accepts a trade proposal and dies in the middle: it SIGKILLs itself right after the accept's move
 * number TRADE_KILL_AFTER_MOVE is applied (before it is counted done), as a crash or an OOM kill would end it. Run by
 * the killed-accept test (`acceptInKilledProcess`) on the test file's database, with fantasy's configuration.
 */
const config = loadFantasyConfig();
await connectMongo(config.MONGO_URL, config.MONGO_DB);
const { stats, leagues, notifier } = buildRuntime(config, () => {
  throw new Error('no jobs are scheduled here');
});
const killAfter = Number(process.env.TRADE_KILL_AFTER_MOVE);
await answerTrade(
  {
    stats,
    leagues,
    notifier,
    afterMove: (index) => {
      if (index === killAfter) process.kill(process.pid, 'SIGKILL');
    },
  },
  new Types.ObjectId(process.env.TRADE_PROPOSAL_ID),
  'accept',
  { userId: process.env.TRADE_USER_ID ?? '', superAdmin: false, locale: FALLBACK_LOCALE },
);
// Reached only when the accept had fewer moves than the kill point: the test then fails on the exit code.
await mongoose.disconnect();
process.exit(3);
