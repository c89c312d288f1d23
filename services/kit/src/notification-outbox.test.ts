import { jest } from '@jest/globals';
import { createNotificationOutbox, createNotifier, logger, type KeyedNotificationEvent } from './index';
import { startCallRecorder, testSecret, type CallRecorder } from './testing';

const USER = '64b7f0c2a1b2c3d4e5f60718';

const alert = (pick: number): KeyedNotificationEvent => ({
  type: 'DRAFT',
  kind: 'draftOnTheClock',
  to: [USER],
  league: { id: '64b7f0c2a1b2c3d4e5f60719', name: 'Budapest Bulls' },
  minutes: '60',
  key: `draft:d:${pick}:clock`,
});

const inAMinute = () => new Date(Date.now() + 60_000);

/** The keys of each batch accounts was sent, in order. */
const batches = (accounts: CallRecorder) =>
  accounts.calls.map((call) =>
    (call.body as { notifications: Array<{ key: string }> }).notifications.map((n) => n.key),
  );

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let accounts: CallRecorder;

beforeEach(async () => {
  accounts = await startCallRecorder('accounts', { ids: [] });
  accounts.answer(201);
});

afterEach(async () => {
  await accounts.close();
});

const outboxFor = (firstRetryMs?: number) =>
  createNotificationOutbox(
    createNotifier({ accountsUrl: accounts.url, service: 'fantasy', secret: testSecret() }),
    firstRetryMs === undefined ? {} : { firstRetryMs },
  );

describe('notification outbox', () => {
  it('when events are posted while a batch is on its way, then they go together in the next one, one call at a time', async () => {
    const outbox = outboxFor();
    const release = accounts.hold();
    outbox.post(alert(1), inAMinute());
    await until(() => accounts.calls.length === 1, 'the first batch');
    outbox.post(alert(2), inAMinute());
    outbox.post(alert(3), inAMinute());
    release();
    await outbox.flush();

    expect(batches(accounts)).toEqual([['draft:d:1:clock'], ['draft:d:2:clock', 'draft:d:3:clock']]);
  });

  it('when accounts refuses an event, then it is sent again after a wait until accounts takes it, and then no more', async () => {
    const outbox = outboxFor(50);
    accounts.answer(503);
    outbox.post(alert(1), inAMinute());
    await outbox.flush();
    expect(batches(accounts)).toEqual([['draft:d:1:clock']]);

    accounts.answer(201);
    await until(() => accounts.calls.length === 2, 'the second try');
    await outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(batches(accounts)).toEqual([['draft:d:1:clock'], ['draft:d:1:clock']]);
  });

  it('when an event expires before accounts takes it, then it is dropped with a log line and sent no more', async () => {
    const warnings = jest.spyOn(logger, 'warn');
    try {
      const outbox = outboxFor(50);
      accounts.answer(503);
      outbox.post(alert(1), new Date(Date.now() + 120));
      await until(
        () => warnings.mock.calls.some(([, message]) => message === 'notifications expired before accounts took them'),
        'the expiry',
      );
      const tries = accounts.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 300));

      // Tried at once, and again after 50 ms unless the machine was slower than the expiry.
      expect(tries).toBeGreaterThanOrEqual(1);
      expect(tries).toBeLessThanOrEqual(2);
      expect(accounts.calls).toHaveLength(tries);
      expect(warnings).toHaveBeenCalledWith(
        { count: 1, keys: ['draft:d:1:clock'] },
        'notifications expired before accounts took them',
      );
    } finally {
      warnings.mockRestore();
    }
  });
});
