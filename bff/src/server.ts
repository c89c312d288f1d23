import type { AddressInfo } from 'node:net';
import { logger } from '@hfl/kit';
import { buildBff } from './app';
import { loadBffConfig } from './config';

const config = loadBffConfig();
const bff = await buildBff(config);

bff.httpServer.listen(config.PORT, config.HOST, () => {
  const { port } = bff.httpServer.address() as AddressInfo;
  console.log(`BFF listening on http://${config.HOST}:${port}`);
});
// The services' port: their live events, never served on the browsers' one.
bff.internalServer.listen(config.INTERNAL_PORT, config.HOST, () => {
  const { port } = bff.internalServer.address() as AddressInfo;
  console.log(`BFF taking the services' live events on http://${config.HOST}:${port}`);
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'bff stopping');
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  await bff.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
