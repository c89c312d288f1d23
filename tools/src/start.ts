/**
 * `npm start`: production build of the MFEs when stale, the embedded database, demo data, the five services,
 * the fantasy worker and the BFF on http://localhost:3000. `npm run dev`: the same with rspack dev servers.
 * Ctrl-C stops every process.
 */
import net from 'node:net';
import { BFF_INTERNAL_PORT, SERVICE_PORTS } from '@hfl/contracts';
import { buildMfes, staleMfes } from './build-mfes';
import { DATA_DIR } from './paths';
import { prefixedLogger } from './processes';
import { DEV_PORTS } from './mfe/mfe-names';
import { startStack } from './stack';

const dev = process.argv.includes('--dev');
const bffPort = Number(process.env.PORT ?? 3000);
// Where the services publish live events to the BFF: not the browsers' port.
const bffInternalPort = Number(process.env.INTERNAL_PORT ?? BFF_INTERNAL_PORT);
const log = prefixedLogger();

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const wanted = [bffPort, bffInternalPort, ...Object.values(SERVICE_PORTS), ...(dev ? Object.values(DEV_PORTS) : [])];
  const busy = [];
  for (const port of wanted) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length > 0) {
    throw new Error(
      `port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use: is another copy running? Stop it first.`,
    );
  }

  if (!dev) {
    const stale = staleMfes();
    if (stale.length > 0) {
      log('build', `building ${stale.join(', ')} for production…`);
      await buildMfes(stale, 'production');
    }
  }

  const stack = await startStack({
    mode: dev ? 'dev' : 'production',
    bffPort,
    bffInternalPorts: [bffInternalPort],
    servicePorts: SERVICE_PORTS,
    dataDir: DATA_DIR,
    log,
  });

  const lines = [
    '',
    `  HFL Fantasy is running${dev ? ' in dev mode (watching for changes)' : ''}: ${stack.url}`,
    `  database: ${stack.embeddedDatabase ? `embedded FerretDB ${stack.mongoUrl} (data in .data/)` : 'MONGO_URL'}`,
    '  demo accounts:',
    ...stack.demoAccounts.map((a) => `    ${a.role.padEnd(12)} ${a.email}  password: ${a.password}`),
    `  ready in ${((Date.now() - started) / 1000).toFixed(1)} s; press Ctrl-C to stop.`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('start', 'stopping every process…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
