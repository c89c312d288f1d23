import { NOTIFICATION_BATCH_MAX } from '@hfl/contracts';
import { logger } from './logger';
import type { NotificationEvent, Notifier } from './notify';

/** The first wait before an event accounts did not take is sent again; it doubles with each try. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** An event that names itself: sent again after a lost answer, it tells nobody twice. */
export type KeyedNotificationEvent = NotificationEvent & { key: string };

export interface NotificationOutbox {
  /** Queues the event, to be sent as soon as possible and tried again until `expiresAt`. Never throws. */
  post: (event: KeyedNotificationEvent, expiresAt: Date) => void;
  /** Resolves once nothing posted is on its way or due (events waiting to be tried again stay queued). */
  flush: () => Promise<void>;
}

interface Waiting {
  event: KeyedNotificationEvent;
  expiresAt: number;
  /** Not sent again before this time (0: due now). */
  retryAt: number;
  tries: number;
}

/**
 * Notifications sent by something that happens many times a second (a live draft's turns): posted events go to
 * accounts in batches, one request at a time, so a burst makes a few calls instead of one per event and an overloaded
 * accounts is not flooded further. An event accounts did not take (unreachable, refused, no answer in time) is tried
 * again after a growing wait until it expires, then dropped with a log line: a turn's alert is worth nothing once the
 * turn is over. Held in this process only: events still queued when it stops are lost, as a direct call would be.
 */
export function createNotificationOutbox(
  notifier: Pick<Notifier, 'notifyMany'>,
  options: { firstRetryMs?: number; now?: () => number } = {},
): NotificationOutbox {
  const now = options.now ?? Date.now;
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  let waiting: Waiting[] = [];
  let sending: Promise<void> | null = null;
  let wake: { timer: NodeJS.Timeout; at: number } | null = null;

  const dropExpired = (at: number) => {
    const expired = waiting.filter((entry) => entry.expiresAt <= at);
    if (expired.length === 0) return;
    waiting = waiting.filter((entry) => entry.expiresAt > at);
    logger.warn(
      { count: expired.length, keys: expired.slice(0, 5).map((entry) => entry.event.key) },
      'notifications expired before accounts took them',
    );
  };

  const send = async (batch: Waiting[]) => {
    const taken = new Set(await notifier.notifyMany(batch.map((entry) => entry.event)));
    const at = now();
    for (const entry of batch) {
      if (taken.has(entry.event)) continue;
      entry.tries += 1;
      entry.retryAt = at + Math.min(firstRetryMs * 2 ** (entry.tries - 1), MAX_RETRY_MS);
      waiting.push(entry);
    }
  };

  const kick = (): void => {
    // Events posted while a batch is on its way go with the next one.
    if (sending) return;
    const at = now();
    dropExpired(at);
    const due = waiting.filter((entry) => entry.retryAt <= at).slice(0, NOTIFICATION_BATCH_MAX);
    if (due.length === 0) {
      const next = Math.min(...waiting.map((entry) => entry.retryAt));
      if (!Number.isFinite(next) || (wake && wake.at <= next)) return;
      if (wake) clearTimeout(wake.timer);
      // Unreferenced: a queue waiting to try again keeps no process alive.
      const timer = setTimeout(() => {
        wake = null;
        kick();
      }, next - at).unref();
      wake = { timer, at: next };
      return;
    }
    const chosen = new Set(due);
    waiting = waiting.filter((entry) => !chosen.has(entry));
    sending = send(due).finally(() => {
      sending = null;
      kick();
    });
  };

  return {
    post(event, expiresAt) {
      waiting.push({ event, expiresAt: expiresAt.getTime(), retryAt: 0, tries: 0 });
      kick();
    },
    async flush() {
      while (sending) await sending;
    },
  };
}
