import {
  USER_NAMES_MAX_IDS,
  type LocalizedName,
  type Locale,
  type NamedUser,
  type NotificationKind,
  type UserRef,
} from '@hfl/contracts';
import { createNotifier as createAccountsNotifier, createServiceClient, requireAnswer } from '@hfl/kit';
import type { LeagueDocument } from '../models/league';

/**
 * Accounts as leagues uses it: it owns users, so it names them (People), tells them of league events (Notifier) and
 * sends the invitation e-mails (InvitationMailer). Every call is signed as the leagues service.
 */

interface AccountsOptions {
  accountsUrl: string;
  internalTokenSecret: string;
}

const accountsClient = (options: AccountsOptions) =>
  createServiceClient({
    baseUrl: options.accountsUrl,
    service: 'leagues',
    peer: 'accounts',
    secret: options.internalTokenSecret,
  });

/** A user's ref among those looked up together (the name in the caller's language). */
export interface NameOf {
  (userId: string): UserRef;
  /** The name in every language, for what fantasy keeps and shows later to readers of either. */
  inEveryLanguage: (userId: string) => LocalizedName;
}

export interface People {
  /**
   * Names every user an answer shows, in one call to accounts (which owns names): unknown and deleted accounts read
   * "deleted user" in the caller's language. Accounts unreachable or refusing → 503, rather than wrong names.
   */
  names: (userIds: Iterable<string | null | undefined>, locale: Locale) => Promise<NameOf>;
}

export function createPeople(options: AccountsOptions): People {
  const accounts = accountsClient(options);

  async function ask(ids: string[], locale: Locale): Promise<NamedUser[]> {
    const body = await requireAnswer(
      accounts.request('POST', '/internal/users/names', { ids }, locale),
      200,
      'user names',
    );
    return body as NamedUser[];
  }

  return {
    async names(userIds, locale) {
      const ids = [...new Set([...userIds].filter((id): id is string => !!id))];
      const batches: string[][] = [];
      for (let i = 0; i < ids.length; i += USER_NAMES_MAX_IDS) batches.push(ids.slice(i, i + USER_NAMES_MAX_IDS));
      const answers = await Promise.all(batches.map((batch) => ask(batch, locale)));
      const known = new Map(answers.flat().map((named) => [named.id, named]));
      const lookUp = (userId: string) => {
        const named = known.get(userId);
        if (named === undefined) throw new Error(`user ${userId} was not looked up`);
        return named;
      };
      return Object.assign((userId: string) => ({ id: userId, name: lookUp(userId).name }), {
        inEveryLanguage: (userId: string) => lookUp(userId).names,
      });
    },
  };
}

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
 * Where a league notification leads: the admin's member list for what an admin must see to (a request, a member who
 * joined or left), the league list when the league is no longer the reader's, else the league's home.
 */
function linkOf(kind: NotificationKind, leagueId: string): string {
  switch (kind) {
    case 'joinRequested':
    case 'requestWithdrawn':
    case 'memberJoined':
    case 'memberLeft':
    case 'invitationAccepted':
      return `/settings?league=${leagueId}`;
    case 'requestRejected':
    case 'memberRemoved':
    case 'leagueDeleted':
      return '/leagues';
    default:
      return `/leagues/${leagueId}`;
  }
}

/** League events become LEAGUE notifications in accounts (the kit's notifier: best-effort, never failing the change). */
export function createNotifier(options: AccountsOptions): Notifier {
  const accounts = createAccountsNotifier({
    accountsUrl: options.accountsUrl,
    service: 'leagues',
    secret: options.internalTokenSecret,
  });
  return {
    notify: ({ kind, to, league, name }) =>
      accounts.notify({
        type: 'LEAGUE',
        kind,
        to,
        league: { id: league.id as string, name: league.name },
        name,
        link: linkOf(kind, league.id as string),
      }),
  };
}

export interface InvitationEmail {
  email: string;
  link: string;
  leagueName: string;
  /** Accounts names the inviter from this id (it owns names). */
  inviterId: string;
}

export interface InvitationMailer {
  /**
   * Asks accounts to e-mail the invitation (in the invitee's language, which accounts knows or else in both); a 503
   * (ServiceUnavailableError, its cause the network error or accounts' status and envelope) when accounts cannot be
   * reached or refuses.
   */
  send: (invitation: InvitationEmail) => Promise<void>;
}

export function createInvitationMailer(options: AccountsOptions): InvitationMailer {
  const accounts = accountsClient(options);
  return {
    async send(invitation) {
      await requireAnswer(accounts.request('POST', '/internal/invitations', invitation), 202, 'the invitation e-mail');
    },
  };
}
