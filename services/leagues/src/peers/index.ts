import { DEFAULT_ACCOUNTS_URL, DEFAULT_CONTENT_URL, DEFAULT_FANTASY_URL, type LeaguesConfig } from '../config';
import {
  createInvitationMailer,
  createNotifier,
  createPeople,
  type InvitationMailer,
  type Notifier,
  type People,
} from './accounts';
import { createContent, type Content } from './content';
import { createFantasy, type Fantasy } from './fantasy';

/** Every service leagues calls, built once by the app and handed to the use cases (each takes the ones it needs). */
export interface Peers {
  /** Accounts: users' names. */
  people: People;
  /** Accounts: league notifications. */
  notifier: Notifier;
  /** Accounts: invitation e-mails. */
  mailer: InvitationMailer;
  /** Content: pictures, pre-made logos, site settings. */
  content: Content;
  /** Fantasy: the leagues' seasons and drafts. */
  fantasy: Fantasy;
}

export function createPeers(config: LeaguesConfig): Peers {
  const internalTokenSecret = config.INTERNAL_TOKEN_SECRET;
  const accounts = { accountsUrl: config.ACCOUNTS_URL ?? DEFAULT_ACCOUNTS_URL, internalTokenSecret };
  return {
    people: createPeople(accounts),
    notifier: createNotifier(accounts),
    mailer: createInvitationMailer(accounts),
    content: createContent({ contentUrl: config.CONTENT_URL ?? DEFAULT_CONTENT_URL, internalTokenSecret }),
    fantasy: createFantasy({ fantasyUrl: config.FANTASY_URL ?? DEFAULT_FANTASY_URL, internalTokenSecret }),
  };
}
