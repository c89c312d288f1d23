import { jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import request from 'supertest';
import {
  createServiceApp,
  createServiceClient,
  INTERNAL_TOKEN_HEADER,
  logger,
  requireAnswer,
  ServiceUnavailableError,
  UnexpectedPeerAnswerError,
  verifyInternalToken,
} from './index';
import { internalHeaders, testSecret } from './testing';

const SECRET = 'kit-test-secret-0123456789abcdef0123456789';

/** A peer service on a free port: answers per path, records what it received. */
async function startPeer(answer: (path: string) => { status: number; body?: string; delayMs?: number }) {
  const received: Array<{ method: string; path: string; token?: string; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        token: req.headers[INTERNAL_TOKEN_HEADER] as string,
        body,
      });
      const { status, body: reply, delayMs = 0 } = answer(req.url ?? '');
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(reply), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, received, close };
}

describe('service client', () => {
  it('when a service calls a peer, then it is signed as that service for that peer and the JSON answer comes back parsed', async () => {
    const peer = await startPeer(() => ({ status: 201, body: '{"ids":["a"]}' }));
    try {
      const client = createServiceClient({ baseUrl: peer.url, service: 'leagues', peer: 'content', secret: SECRET });

      const answer = await client.request('POST', '/internal/notifications', { userIds: ['u1'] }, 'hu');

      expect(answer).toEqual({ status: 201, body: { ids: ['a'] } });
      expect(peer.received).toMatchObject([
        { method: 'POST', path: '/internal/notifications', body: '{"userIds":["u1"]}' },
      ]);
      await expect(verifyInternalToken(peer.received[0]!.token, SECRET, 'content')).resolves.toEqual({
        userId: undefined,
        roles: [],
        locale: 'hu',
        service: 'leagues',
      });
    } finally {
      await peer.close();
    }
  });

  it('when the peer answers without JSON, then the status comes back with no body', async () => {
    const peer = await startPeer(() => ({ status: 204 }));
    try {
      const answer = await createServiceClient({
        baseUrl: peer.url,
        service: 'accounts',
        peer: 'content',
        secret: SECRET,
      }).request('GET', '/x');

      expect(answer).toEqual({ status: 204, body: undefined });
    } finally {
      await peer.close();
    }
  });

  it('when the peer is slower than the time limit, then the call rejects', async () => {
    const peer = await startPeer(() => ({ status: 200, body: '{}', delayMs: 1_000 }));
    try {
      const client = createServiceClient({
        baseUrl: peer.url,
        service: 'accounts',
        peer: 'content',
        secret: SECRET,
        timeoutMs: 100,
      });

      await expect(client.request('GET', '/slow')).rejects.toThrow();
    } finally {
      await peer.close();
    }
  });

  it('when nobody listens, then the call rejects', async () => {
    const client = createServiceClient({
      baseUrl: 'http://127.0.0.1:9',
      service: 'accounts',
      peer: 'content',
      secret: SECRET,
    });

    await expect(client.request('GET', '/anything')).rejects.toThrow();
  });
});

/** The error `work` rejects with (failing the test when it resolves). */
async function rejection(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('requireAnswer', () => {
  const FACTS_REFUSED = {
    error: { code: 'authentication_required', message: 'You need to login in order to do this' },
  };
  let warnings: jest.SpiedFunction<typeof logger.warn>;

  beforeEach(() => {
    warnings = jest.spyOn(logger, 'warn');
  });

  afterEach(() => {
    warnings.mockRestore();
  });

  it("when the peer answers a status the caller does not expect, then the 503's cause and the log line keep the peer's status and error envelope", async () => {
    const peer = await startPeer(() => ({ status: 401, body: JSON.stringify(FACTS_REFUSED) }));
    try {
      const client = createServiceClient({ baseUrl: peer.url, service: 'accounts', peer: 'content', secret: SECRET });

      const error = await rejection(requireAnswer(client.request('GET', '/internal/facts'), 200, 'membership facts'));

      expect(error).toBeInstanceOf(ServiceUnavailableError);
      const cause = (error as ServiceUnavailableError).cause;
      expect(cause).toBeInstanceOf(UnexpectedPeerAnswerError);
      expect(cause).toMatchObject({ status: 401, envelope: FACTS_REFUSED, excerpt: null });
      expect((cause as Error).message).toBe(
        'membership facts: the peer answered 401, an unexpected status ' +
          '(authentication_required: You need to login in order to do this)',
      );
      expect(warnings).toHaveBeenCalledWith(
        { err: cause, peerStatus: 401, peerAnswer: FACTS_REFUSED },
        'membership facts: peer refused',
      );
    } finally {
      await peer.close();
    }
  });

  it('when the peer answers the expected status with a body of the wrong shape, then the cause keeps the status and the start of the body', async () => {
    const peer = await startPeer(() => ({ status: 200, body: JSON.stringify({ leagues: 'x'.repeat(1_000) }) }));
    try {
      const client = createServiceClient({ baseUrl: peer.url, service: 'accounts', peer: 'content', secret: SECRET });

      const error = await rejection(
        requireAnswer(client.request('GET', '/internal/facts'), 200, 'membership facts', Array.isArray),
      );

      const cause = (error as ServiceUnavailableError).cause as UnexpectedPeerAnswerError;
      expect(cause).toBeInstanceOf(UnexpectedPeerAnswerError);
      expect(cause.status).toBe(200);
      expect(cause.envelope).toBeNull();
      expect(cause.excerpt).toBe(`{"leagues":"${'x'.repeat(288)}`);
      expect(cause.message).toBe('membership facts: the peer answered 200, a malformed body');
      expect(warnings).toHaveBeenCalledWith(
        { err: cause, peerStatus: 200, peerAnswer: cause.excerpt },
        'membership facts: peer answered a malformed body',
      );
    } finally {
      await peer.close();
    }
  });

  it('when the peer answers as expected, then its body comes back and nothing is logged', async () => {
    const peer = await startPeer(() => ({ status: 200, body: '[{"id":"a"}]' }));
    try {
      const client = createServiceClient({ baseUrl: peer.url, service: 'accounts', peer: 'content', secret: SECRET });

      const body = await requireAnswer(client.request('GET', '/internal/facts'), 200, 'facts', Array.isArray);

      expect(body).toEqual([{ id: 'a' }]);
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      await peer.close();
    }
  });

  it('when nobody listens, then the 503 keeps the network error as its cause', async () => {
    const client = createServiceClient({
      baseUrl: 'http://127.0.0.1:9',
      service: 'accounts',
      peer: 'content',
      secret: SECRET,
    });

    const error = await rejection(requireAnswer(client.request('GET', '/internal/facts'), 200, 'membership facts'));

    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as Error).cause).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
    expect(warnings).toHaveBeenCalledWith({ err: (error as Error).cause }, 'membership facts: peer unreachable');
  });

  it("when a route's peer answers unexpectedly, then its own client gets the usual 503 envelope and none of the peer's answer", async () => {
    const peer = await startPeer(() => ({
      status: 500,
      body: JSON.stringify({ error: { code: 'internal_error', message: 'collection memberships is locked' } }),
    }));
    try {
      const client = createServiceClient({ baseUrl: peer.url, service: 'accounts', peer: 'content', secret: SECRET });
      const router = Router();
      router.get('/facts', async (_req, res) => {
        res.json(await requireAnswer(client.request('GET', '/internal/facts'), 200, 'membership facts'));
      });
      const app = createServiceApp({ name: 'content', internalTokenSecret: testSecret(), router });

      const res = await request(app)
        .get('/facts')
        .set(await internalHeaders({}, 'content'));

      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'The service is temporarily unavailable. Please try again shortly.',
        },
      });
      expect(warnings).toHaveBeenCalledWith(
        expect.objectContaining({
          peerStatus: 500,
          peerAnswer: { error: { code: 'internal_error', message: 'collection memberships is locked' } },
        }),
        'membership facts: peer refused',
      );
    } finally {
      await peer.close();
    }
  });
});
