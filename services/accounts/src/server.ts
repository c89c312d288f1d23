import mongoose from 'mongoose';
import { connectMongo, listen, logger, stopOnSignals } from '@hfl/kit';
import { buildApp, SERVICE_NAME } from './app';
import { loadAccountsConfig } from './config';
import { startJobs } from './jobs';
import { createPeers } from './peers';

const config = loadAccountsConfig();
await connectMongo(config.MONGO_URL, config.MONGO_DB);
const db = mongoose.connection.db;
if (!db) throw new Error('mongoose connected without a database handle');
const peers = createPeers(config);
const jobs = await startJobs(db, config, {}, peers.leagues);
// The app schedules e-mails and bulk sends on the running jobs' Agenda.
const running = await listen(buildApp(config, { peers, agenda: jobs.agenda }), config.PORT, config.HOST);
logger.info(
  `${SERVICE_NAME} listening on ${running.url} (e-mail via ${config.SENDGRID_API_KEY ? 'SendGrid' : 'the outbox'})`,
);
stopOnSignals(SERVICE_NAME, running, jobs.stop);
