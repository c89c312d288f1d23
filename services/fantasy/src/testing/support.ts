import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { INTERNAL_TOKEN_HEADER, verifyInternalToken } from '@hfl/kit';
import { internalHeaders, testSecret } from '@hfl/kit/testing';

/** Fantasy's own test helpers: the callers' headers as the BFF sends them, and a recorder standing in for a peer. */

export const newUserId = () => new mongoose.Types.ObjectId().toHexString();

/** Headers of a signed-in USER as the BFF sends them. */
export const asUser = (userId: string, locale: 'en' | 'hu' = 'en') =>
  internalHeaders({ userId, roles: ['USER'], locale });
/** Headers of the site owner (SUPER_ADMIN, admin of every league). */
export const asSuperAdmin = (userId: string = newUserId()) =>
  internalHeaders({ userId, roles: ['USER', 'SUPER_ADMIN'], locale: 'en' });
/** Headers of a visitor (nobody signed in). */
export const asVisitor = () => internalHeaders({ locale: 'en' });
/** Headers of a peer service's call. */
export const asService = (service: string) => internalHeaders({ service });

/** Next year: every date of a real season made here is in the future, whenever the tests run. */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

export interface RecordedCall {
  method: string;
  path: string;
  /** The caller as its internal token says (null when missing or forged). */
  service: string | null;
  body: unknown;
}

/**
 * A tiny HTTP server standing in for a peer fantasy calls but does not test against (the BFF's `POST /internal/events`):
 * it records every call and answers 200.
 */
export async function startRecorder() {
  const calls: RecordedCall[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', async () => {
      const identity = await verifyInternalToken(
        req.headers[INTERNAL_TOKEN_HEADER] as string | undefined,
        testSecret(),
      );
      calls.push({
        method: req.method ?? '',
        path: req.url ?? '',
        service: identity?.service ?? null,
        body: text ? JSON.parse(text) : null,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    reset: () => {
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Recorder = Awaited<ReturnType<typeof startRecorder>>;
