import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServiceClient, INTERNAL_TOKEN_HEADER, verifyInternalToken } from './index';

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
  it('when a service calls a peer, then it is signed as that service and the JSON answer comes back parsed', async () => {
    const peer = await startPeer(() => ({ status: 201, body: '{"ids":["a"]}' }));
    try {
      const client = createServiceClient({ baseUrl: peer.url, service: 'leagues', secret: SECRET });

      const answer = await client.request('POST', '/internal/notifications', { userIds: ['u1'] }, 'hu');

      expect(answer).toEqual({ status: 201, body: { ids: ['a'] } });
      expect(peer.received).toMatchObject([
        { method: 'POST', path: '/internal/notifications', body: '{"userIds":["u1"]}' },
      ]);
      await expect(verifyInternalToken(peer.received[0]!.token, SECRET)).resolves.toEqual({
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
      const answer = await createServiceClient({ baseUrl: peer.url, service: 'accounts', secret: SECRET }).request(
        'GET',
        '/x',
      );

      expect(answer).toEqual({ status: 204, body: undefined });
    } finally {
      await peer.close();
    }
  });

  it('when the peer is slower than the time limit, then the call rejects', async () => {
    const peer = await startPeer(() => ({ status: 200, body: '{}', delayMs: 1_000 }));
    try {
      const client = createServiceClient({ baseUrl: peer.url, service: 'accounts', secret: SECRET, timeoutMs: 100 });

      await expect(client.request('GET', '/slow')).rejects.toThrow();
    } finally {
      await peer.close();
    }
  });

  it('when nobody listens, then the call rejects', async () => {
    const client = createServiceClient({ baseUrl: 'http://127.0.0.1:9', service: 'accounts', secret: SECRET });

    await expect(client.request('GET', '/anything')).rejects.toThrow();
  });
});
