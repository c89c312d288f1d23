import { jest } from '@jest/globals';
import { createNotifier, logger } from './index';
import { startCallRecorder, testSecret } from './testing';

const REFUSED = { error: { code: 'input_invalid', message: 'Invalid data provided' } };

describe('notifier', () => {
  it("when accounts refuses a notification, then the action goes on and the log keeps accounts' status and envelope", async () => {
    const accounts = await startCallRecorder(REFUSED);
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

      expect(accounts.calls).toHaveLength(1);
      expect(warnings).toHaveBeenCalledWith(
        { peerStatus: 400, peerAnswer: REFUSED, kind: 'memberLeft' },
        'accounts refused a notification',
      );
    } finally {
      warnings.mockRestore();
      await accounts.close();
    }
  });
});
