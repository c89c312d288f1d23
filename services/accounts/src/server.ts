import mongoose from 'mongoose';
import { connectMongo, listen, logger, stopOnSignals } from '@hfl/kit';
import { buildApp, SERVICE_NAME } from './app';
import { loadAccountsConfig } from './config';
import { startJobs } from './jobs';
import { createLeaguesClient } from './peers/leagues';

const config = loadAccountsConfig();
await connectMongo(config.MONGO_URL, config.MONGO_DB);
const db = mongoose.connection.db;
if (!db) throw new Error('mongoose connected without a database handle');
const leagues = createLeaguesClient({ baseUrl: config.LEAGUES_URL, secret: config.INTERNAL_TOKEN_SECRET });
const jobs = await startJobs(db, config, {}, leagues);
const running = await listen(buildApp(config, leagues), config.PORT, config.HOST);
logger.info(
  `${SERVICE_NAME} listening on ${running.url} (e-mail via ${config.SENDGRID_API_KEY ? 'SendGrid' : 'the outbox'})`,
);
stopOnSignals(SERVICE_NAME, running, jobs.stop);
