import { jest } from '@jest/globals';
import { createNotifier, logger } from './index';
import { startCallRecorder, testSecret } from './testing';

const REFUSED = { error: { code: 'input_invalid', message: 'Invalid data provided' } };

describe('notifier', () => {
  it("when accounts refuses a notification, then the action goes on and the log keeps accounts' status and envelope", async () => {
    const accounts = await startCallRecorder('accounts', REFUSED);
    const warnings = jest.spyOn(logger, 'warn');
    try {
      accounts.answer(400);
      const notifier = createNotifier({ accountsUrl: accounts.url, service: 'leagues', secret: testSecret() });

      await notifier.notify({
        type: 'LEAGUE',
        kind: 'memberLeft',
        to: ['64b7f0c2a1b2c3d4e5f60718'],
        league: { id: '64b7f0c2a1b2c3d4e5f60719', name: 'Budapest Bulls' },
      });

      // Signed as leagues for accounts: the recorder reads tokens as accounts does.
      expect(accounts.calls.map((call) => call.service)).toEqual(['leagues']);
      expect(warnings).toHaveBeenCalledWith(
        { peerStatus: 400, peerAnswer: REFUSED, kind: 'memberLeft' },
        'accounts refused a notification',
      );
    } finally {
      warnings.mockRestore();
      await accounts.close();
    }
  });

  it('when many events are told, then they go in batches of 500, blanks dropped, and the taken ones are answered', async () => {
    const accounts = await startCallRecorder('accounts', { ids: [] });
    try {
      accounts.answer(201);
      const notifier = createNotifier({ accountsUrl: accounts.url, service: 'fantasy', secret: testSecret() });
      const events = Array.from({ length: 1_001 }, (_, i) => ({
        type: 'LEAGUE' as const,
        kind: 'resultFinal' as const,
        to: i === 7 ? [null] : ['64b7f0c2a1b2c3d4e5f60718'],
        league: { id: '64b7f0c2a1b2c3d4e5f60719', name: 'Budapest Bulls' },
        key: `result:s:g${i}:t`,
      }));

      const taken = await notifier.notifyMany(events);

      expect(accounts.calls.map((call) => [call.path, call.service])).toEqual([
        ['/internal/notifications/batch', 'fantasy'],
        ['/internal/notifications/batch', 'fantasy'],
      ]);
      const sizes = accounts.calls.map((call) => (call.body as { notifications: unknown[] }).notifications.length);
      // The one event naming nobody is not sent.
      expect(sizes).toEqual([500, 500]);
      expect(taken).toHaveLength(1_000);
      expect((accounts.calls[0]!.body as { notifications: Array<{ key: string }> }).notifications[0]!.key).toBe(
        'result:s:g0:t',
      );
    } finally {
      await accounts.close();
    }
  });

  it('when accounts refuses or cannot be reached, then nothing is answered as taken and nothing throws', async () => {
    const accounts = await startCallRecorder('accounts', REFUSED);
    const warnings = jest.spyOn(logger, 'warn');
    try {
      accounts.answer(503);
      const event = {
        type: 'LEAGUE' as const,
        kind: 'resultFinal' as const,
        to: ['64b7f0c2a1b2c3d4e5f60718'],
        league: { id: '64b7f0c2a1b2c3d4e5f60719', name: 'Budapest Bulls' },
      };
      const refusing = createNotifier({ accountsUrl: accounts.url, service: 'fantasy', secret: testSecret() });
      const unreachable = createNotifier({
        accountsUrl: 'http://127.0.0.1:9',
        service: 'fantasy',
        secret: testSecret(),
      });

      await expect(refusing.notifyMany([event])).resolves.toEqual([]);
      await expect(unreachable.notifyMany([event])).resolves.toEqual([]);
      expect(warnings).toHaveBeenCalledWith(
        expect.objectContaining({ peerStatus: 503 }),
        'accounts refused notifications',
      );
    } finally {
      warnings.mockRestore();
      await accounts.close();
    }
  });
});
