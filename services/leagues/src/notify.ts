import type { NotificationKind } from '@hfl/contracts';
import { createNotifier as createAccountsNotifier } from '@hfl/kit';
import type { LeagueDocument } from './models/league';

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

/** League events become LEAGUE notifications in accounts (the kit's notifier: best-effort, never failing the change). */
export function createNotifier(options: { accountsUrl: string; internalTokenSecret: string }): Notifier {
  const accounts = createAccountsNotifier({ accountsUrl: options.accountsUrl, service: 'leagues', secret: options.internalTokenSecret });
  return {
    notify: ({ kind, to, league, name }) =>
      accounts.notify({ type: 'LEAGUE', kind, to, league: { id: league.id as string, name: league.name }, name }),
  };
}
