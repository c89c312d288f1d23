import { freePort, waitForPort } from '../../tools/src/free-port';
import { runTs, type ManagedProcess } from '../../tools/src/processes';

/**
 * The real accounts service as a process with its job worker, on the bench's database (its own `dbName`), mailing into
 * the outbox (no SendGrid key). Answers its URL and the process to stop.
 */
export async function startAccountsProcess(options: {
  mongoUrl: string;
  dbName: string;
  secret: string;
  log: (source: string, line: string) => void;
  /** Where it publishes live events (none listens by default: a publish fails at once, which is only logged). */
  bffUrl?: string;
}): Promise<{ url: string; process: ManagedProcess }> {
  const port = await freePort();
  const process = runTs(
    'accounts',
    'services/accounts/src/server.ts',
    {
      MONGO_URL: options.mongoUrl,
      MONGO_DB: options.dbName,
      INTERNAL_TOKEN_SECRET: options.secret,
      PORT: String(port),
      SERVICE_NAME: 'accounts',
      SENDGRID_API_KEY: '',
      ...(options.bffUrl ? { BFF_URL: options.bffUrl } : {}),
      LOG_LEVEL: globalThis.process.env.LOG_LEVEL ?? 'warn',
    },
    options.log,
  );
  await waitForPort(port, 60_000);
  return { url: `http://127.0.0.1:${port}`, process };
}
