import type { NotificationCreatePayload, NotificationKind } from '@hfl/contracts';
import { createServiceClient, logger } from '@hfl/kit';
import type { LeagueDocument } from './models/league';

/** A bounded wait: the user's action answers soon even when accounts hangs. */
const NOTIFY_TIMEOUT_MS = 3_000;

export interface LeagueEvent {
  kind: NotificationKind;
  /** Recipients; blanks (a league without an admin) and duplicates are dropped. */
  to: Array<string | null | undefined>;
  league: LeagueDocument;
  /** Another person's or team's name the message shows. */
  name?: string;
}

export interface Notifier {
  /** Tells the users through accounts. Never throws. */
  notify: (event: LeagueEvent) => Promise<void>;
}

/**
 * League events become notifications in accounts (it owns them, and the unread badge). A notification is
 * best-effort: the league change has happened whatever accounts answers, so a failure is logged and never fails or
 * undoes the user's action.
 */
export function createNotifier(options: { accountsUrl: string; internalTokenSecret: string }): Notifier {
  const accounts = createServiceClient({
    baseUrl: options.accountsUrl,
    service: 'leagues',
    secret: options.internalTokenSecret,
    timeoutMs: NOTIFY_TIMEOUT_MS,
  });
  return {
    async notify({ kind, to, league, name }) {
      const userIds = [...new Set(to.filter((id): id is string => !!id))];
      if (userIds.length === 0) return;
      const payload: NotificationCreatePayload = {
        userIds,
        type: 'LEAGUE',
        kind,
        league: { id: league.id as string, name: league.name },
        params: name === undefined ? {} : { name },
      };
      try {
        const answer = await accounts.request('POST', '/internal/notifications', payload);
        if (answer.status !== 201) logger.warn({ status: answer.status, kind }, 'accounts refused a notification');
      } catch (err) {
        logger.warn({ err, kind }, 'accounts unreachable for a notification');
      }
    },
  };
}
