import { logger, waitForPeers } from '@hfl/kit';
import { DEFAULT_ACCOUNTS_URL, DEFAULT_LEAGUES_URL, DEFAULT_STATS_URL, loadFantasyConfig } from './config';
import { startWorker, workerInstance } from './worker-runtime';

const config = loadFantasyConfig();
// Started beside the services: its first sweeps and the demo job need them.
await waitForPeers({
  stats: config.STATS_URL ?? DEFAULT_STATS_URL,
  leagues: config.LEAGUES_URL ?? DEFAULT_LEAGUES_URL,
  accounts: config.ACCOUNTS_URL ?? DEFAULT_ACCOUNTS_URL,
});
const worker = await startWorker(config);
logger.info(`${workerInstance()} processing jobs`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, `${workerInstance()} stopping`);
  await worker.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
