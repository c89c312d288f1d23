import { connectMongo, listen, logger, stopOnSignals } from '@hfl/kit';
import { buildApp, SERVICE_NAME } from './app';
import { DEFAULT_FANTASY_URL, loadStatsConfig } from './config';
import { startStatsJobs } from './jobs';
import { backfillPlayerSearch } from './models/player';
import { createFantasy } from './peers/fantasy';

const config = loadStatsConfig();
await connectMongo(config.MONGO_URL, config.MONGO_DB);
const backfilled = await backfillPlayerSearch();
if (backfilled > 0) logger.info(`${backfilled} players got their search name`);
const fantasy = createFantasy({
  fantasyUrl: config.FANTASY_URL ?? DEFAULT_FANTASY_URL,
  internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
});
const running = await listen(buildApp(config, { fantasy }), config.PORT, config.HOST);
// The jobs (a half-applied import's resume) run beside the HTTP server: stats has no worker of its own.
const jobs = await startStatsJobs({ fantasy });
logger.info(`${SERVICE_NAME} listening on ${running.url}`);
// Stops taking requests, lets a running job finish (drain), then disconnects.
stopOnSignals(SERVICE_NAME, running, jobs.stop);
