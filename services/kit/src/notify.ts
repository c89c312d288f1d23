import {
  NOTIFICATION_BATCH_MAX,
  type NotificationCreatePayload,
  type NotificationKind,
  type NotificationType,
  type TrophyType,
} from '@hfl/contracts';
import { logger } from './logger';
import { createServiceClient, peerAnswerFields } from './service-client';

/** A bounded wait: the action that caused the notification answers soon even when accounts hangs. */
const NOTIFY_TIMEOUT_MS = 3_000;
/** A batch of hundreds (a locked round's results) is stored, published and queued in a second or two. */
const NOTIFY_BATCH_TIMEOUT_MS = 30_000;

export interface NotificationEvent {
  type: NotificationType;
  kind: NotificationKind;
  /** Recipients; blanks (a league without an admin, a deleted user's team) and duplicates are dropped. */
  to: ReadonlyArray<string | null | undefined>;
  league: { id: string; name: string };
  /** Another person's or team's name the message shows. */
  name?: string;
  /** A trade's players, from the recipient's side: theirs (`player`) and the other team's (`otherPlayer`). */
  player?: string;
  otherPlayer?: string;
  /** A game's round and its score as `<own points>–<other points>`. */
  week?: string;
  score?: string;
  /** A trophy's type (the message shows its title). */
  trophy?: TrophyType;
  /** A draft's start in hours, a draft turn's length in minutes, a team's standings place. */
  hours?: string;
  minutes?: string;
  place?: string;
  /** The page of the thing itself (a path of this site): the notification row and the e-mail alert open it. */
  link?: string;
  /**
   * Names the event (`result:<league season>:<game>:<team>`): accounts stores a key once per recipient, so telling it
   * again after a lost answer or a crash tells nobody twice.
   */
  key?: string;
}

export interface Notifier {
  /** Tells the users through accounts. Never throws. */
  notify: (event: NotificationEvent) => Promise<void>;
  /**
   * Many events, each with its own recipients, in batches. Answers the events accounts took; the others were not
   * stored (or their answer was lost): send them again later, keyed. Never throws.
   */
  notifyMany: (events: readonly NotificationEvent[]) => Promise<NotificationEvent[]>;
}

/** The event as accounts takes it, or null when it names nobody. */
function payloadOf({
  type,
  kind,
  to,
  league,
  name,
  player,
  otherPlayer,
  week,
  score,
  trophy,
  hours,
  minutes,
  place,
  link,
  key,
}: NotificationEvent): NotificationCreatePayload | null {
  const userIds = [...new Set(to.filter((id): id is string => !!id))];
  if (userIds.length === 0) return null;
  return {
    userIds,
    type,
    kind,
    league,
    params: {
      ...(name === undefined ? {} : { name }),
      ...(player === undefined ? {} : { player }),
      ...(otherPlayer === undefined ? {} : { otherPlayer }),
      ...(week === undefined ? {} : { week }),
      ...(score === undefined ? {} : { score }),
      ...(trophy === undefined ? {} : { trophy }),
      ...(hours === undefined ? {} : { hours }),
      ...(minutes === undefined ? {} : { minutes }),
      ...(place === undefined ? {} : { place }),
    },
    ...(link === undefined ? {} : { link }),
    ...(key === undefined ? {} : { key }),
  };
}

/**
 * Events become notifications in accounts (it owns them, and the unread badge). A notification is best-effort: what
 * happened has happened whatever accounts answers, so a failure is logged and never fails or undoes the action.
 */
export function createNotifier(options: { accountsUrl: string; service: string; secret: string }): Notifier {
  const accounts = createServiceClient({
    baseUrl: options.accountsUrl,
    service: options.service,
    peer: 'accounts',
    secret: options.secret,
    timeoutMs: NOTIFY_TIMEOUT_MS,
  });
  const bulk = createServiceClient({
    baseUrl: options.accountsUrl,
    service: options.service,
    peer: 'accounts',
    secret: options.secret,
    timeoutMs: NOTIFY_BATCH_TIMEOUT_MS,
  });
  return {
    async notify(event) {
      const payload = payloadOf(event);
      if (!payload) return;
      try {
        const answer = await accounts.request('POST', '/internal/notifications', payload);
        if (answer.status !== 201)
          logger.warn({ ...peerAnswerFields(answer), kind: event.kind }, 'accounts refused a notification');
      } catch (err) {
        logger.warn({ err, kind: event.kind }, 'accounts unreachable for a notification');
      }
    },
    async notifyMany(events) {
      const sendable = events.flatMap((event) => {
        const payload = payloadOf(event);
        return payload ? [{ event, payload }] : [];
      });
      const taken: NotificationEvent[] = [];
      for (let start = 0; start < sendable.length; start += NOTIFICATION_BATCH_MAX) {
        const batch = sendable.slice(start, start + NOTIFICATION_BATCH_MAX);
        try {
          const answer = await bulk.request('POST', '/internal/notifications/batch', {
            notifications: batch.map(({ payload }) => payload),
          });
          if (answer.status === 201) taken.push(...batch.map(({ event }) => event));
          else logger.warn({ ...peerAnswerFields(answer), count: batch.length }, 'accounts refused notifications');
        } catch (err) {
          logger.warn({ err, count: batch.length }, 'accounts unreachable for notifications');
        }
      }
      return taken;
    },
  };
}
