import type { RequestHandler } from 'express';
import type { MongoClient } from 'mongodb';
import { SERVICE_NAMES, type ServiceName } from '@hfl/contracts';

const TIMEOUT_MS = 2_000;
type UpDown = 'up' | 'down';

async function serviceHealth(url: string): Promise<UpDown> {
  try {
    const res = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

async function databaseHealth(client: MongoClient, dbName: string): Promise<UpDown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<UpDown>((resolve) => {
    timer = setTimeout(() => resolve('down'), TIMEOUT_MS);
  });
  const ping = client
    .db(dbName)
    .command({ ping: 1 })
    .then((): UpDown => 'up')
    .catch((): UpDown => 'down');
  const result = await Promise.race([ping, timeout]);
  clearTimeout(timer);
  return result;
}

async function redisHealth(ping: () => Promise<boolean>): Promise<UpDown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS);
  });
  const up = await Promise.race([ping().catch(() => false), timeout]);
  clearTimeout(timer);
  return up ? 'up' : 'down';
}

/**
 * `GET /health`: the BFF's database, every service and, when the BFFs share one (REDIS_URL), Redis, checked in
 * parallel; 503 if anything is down.
 */
export function health(options: {
  client: MongoClient;
  dbName: string;
  serviceUrl: (name: ServiceName) => string;
  redisPing?: () => Promise<boolean>;
}): RequestHandler {
  return async (_req, res) => {
    const [db, redis, ...states] = await Promise.all([
      databaseHealth(options.client, options.dbName),
      options.redisPing ? redisHealth(options.redisPing) : undefined,
      ...SERVICE_NAMES.map((name) => serviceHealth(options.serviceUrl(name))),
    ]);
    const services = Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, states[i]])) as Record<
      ServiceName,
      UpDown
    >;
    const allUp = db === 'up' && redis !== 'down' && Object.values(services).every((s) => s === 'up');
    res
      .status(allUp ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: allUp ? 'ok' : 'degraded', db, ...(redis ? { redis } : {}), services });
  };
}
