import { connectMongo, listen, logger, stopOnSignals } from '@hfl/kit';
import { buildApp, SERVICE_NAME } from './app';
import { loadLeaguesConfig } from './config';
import { backfillLeagueSearch } from './models/league';

const config = loadLeaguesConfig();
await connectMongo(config.MONGO_URL, config.MONGO_DB);
const backfilled = await backfillLeagueSearch();
if (backfilled > 0) logger.info(`${backfilled} leagues got their search name`);
const running = await listen(buildApp(config), config.PORT, config.HOST);
logger.info(`${SERVICE_NAME} listening on ${running.url}`);
stopOnSignals(SERVICE_NAME, running);
