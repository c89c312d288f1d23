import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { keepIdleConnections } from './kept-alive-agent';
import { logger } from './logger';

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  close: () => Promise<void>;
}

/** Listens on `port` (0 picks a free one, as tests do) and resolves once accepting connections. */
export function listen(app: Express, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => {
      if (error) return reject(error);
      const actual = (server.address() as AddressInfo).port;
      resolve({
        server,
        port: actual,
        url: `http://${host}:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
    keepIdleConnections(server);
  });
}

/** Stops the process cleanly on SIGINT/SIGTERM: HTTP first, then whatever else `onStop` releases, then MongoDB. */
export function stopOnSignals(
  name: string,
  running: RunningServer,
  onStop: () => Promise<void> = async () => {},
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${name} stopping`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await running.close();
    await onStop();
    await mongoose.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
