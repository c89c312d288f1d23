import type { NotificationCreatePayload, NotificationKind, NotificationType, TrophyType } from '@hfl/contracts';
import { logger } from './logger';
import { createServiceClient, peerAnswerFields } from './service-client';

/** A bounded wait: the action that caused the notification answers soon even when accounts hangs. */
const NOTIFY_TIMEOUT_MS = 3_000;

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
}

export interface Notifier {
  /** Tells the users through accounts. Never throws. */
  notify: (event: NotificationEvent) => Promise<void>;
}

/**
 * Events become notifications in accounts (it owns them, and the unread badge). A notification is best-effort: what
 * happened has happened whatever accounts answers, so a failure is logged and never fails or undoes the action.
 */
export function createNotifier(options: { accountsUrl: string; service: string; secret: string }): Notifier {
  const accounts = createServiceClient({
    baseUrl: options.accountsUrl,
    service: options.service,
    secret: options.secret,
    timeoutMs: NOTIFY_TIMEOUT_MS,
  });
  return {
    async notify({
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
    }) {
      const userIds = [...new Set(to.filter((id): id is string => !!id))];
      if (userIds.length === 0) return;
      const payload: NotificationCreatePayload = {
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
      };
      try {
        const answer = await accounts.request('POST', '/internal/notifications', payload);
        if (answer.status !== 201)
          logger.warn({ ...peerAnswerFields(answer), kind }, 'accounts refused a notification');
      } catch (err) {
        logger.warn({ err, kind }, 'accounts unreachable for a notification');
      }
    },
  };
}
