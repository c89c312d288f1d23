import { connectMongo, listen, logger, stopOnSignals } from '@hfl/kit';
import { buildApp, SERVICE_NAME } from './app';
import { loadStatsConfig } from './config';
import { backfillPlayerSearch } from './models/player';

const config = loadStatsConfig();
await connectMongo(config.MONGO_URL, config.MONGO_DB);
const backfilled = await backfillPlayerSearch();
if (backfilled > 0) logger.info(`${backfilled} players got their search name`);
const running = await listen(buildApp(config), config.PORT, config.HOST);
logger.info(`${SERVICE_NAME} listening on ${running.url}`);
stopOnSignals(SERVICE_NAME, running);
