import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { logger, waitForPeers } from './index';
import { UNREACHABLE_URL } from './testing';

/** A peer that answers /health with `status`, once it listens. */
async function peer(status: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => res.writeHead(status).end('{}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('waiting for peers', () => {
  it('when a peer starts answering after a while, then the wait ends once it is up', async () => {
    const up = await peer(200);
    const late = http.createServer((_req, res) => res.writeHead(200).end('{}'));
    // A port that refuses until the late peer listens on it.
    const probe = await peer(200);
    const port = Number(new URL(probe.url).port);
    await probe.close();
    setTimeout(() => late.listen(port, '127.0.0.1'), 600);
    try {
      const started = Date.now();
      await waitForPeers({ stats: up.url, leagues: `http://127.0.0.1:${port}` }, 10_000);

      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await up.close();
      await new Promise<void>((resolve) => late.close(() => resolve()));
    }
  });

  it('when a peer never answers healthy, then the wait gives up after its time and names it', async () => {
    const degraded = await peer(503);
    const warnings = jest.spyOn(logger, 'warn');
    try {
      const started = Date.now();
      await waitForPeers({ accounts: degraded.url, leagues: UNREACHABLE_URL }, 400);

      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
      expect(warnings).toHaveBeenCalledWith(
        { peers: ['accounts', 'leagues'], timeoutMs: 400 },
        'peers still not up: starting without them',
      );
    } finally {
      warnings.mockRestore();
      await degraded.close();
    }
  });
});
