import { logger } from '@hfl/kit';
import { loadFantasyConfig } from './config';
import { startWorker, workerInstance } from './worker-runtime';

const worker = await startWorker(loadFantasyConfig());
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
