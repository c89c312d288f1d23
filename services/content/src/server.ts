import { connectMongo, listen, logger, stopOnSignals } from '@hfl/kit';
import { buildApp, SERVICE_NAME } from './app';
import { loadContentConfig } from './config';
import { startContentJobs } from './jobs';

const config = loadContentConfig();
await connectMongo(config.MONGO_URL, config.MONGO_DB);
const running = await listen(buildApp(config), config.PORT, config.HOST);
const jobs = await startContentJobs();
logger.info(`${SERVICE_NAME} listening on ${running.url}`);
// Stops taking requests, lets a running sweep finish (drain), then disconnects.
stopOnSignals(SERVICE_NAME, running, jobs.stop);
