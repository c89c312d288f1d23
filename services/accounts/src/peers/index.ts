import type { AccountsConfig } from '../config';
import { createContent, type Content } from './content';
import { createFantasyClient, type FantasyClient } from './fantasy';
import { createLeaguesClient, type LeaguesClient } from './leagues';

/** Every service accounts calls, built once and handed to the use cases (each takes the ones it needs). */
export interface Peers {
  /** Leagues: memberships (account deletion, the owner's users filter). */
  leagues: LeaguesClient;
  /** Fantasy: drafts (the owner's users filter). */
  fantasy: FantasyClient;
  /** Content: the bulk-message templates' header images. */
  content: Content;
}

export function createPeers(config: AccountsConfig): Peers {
  const secret = config.INTERNAL_TOKEN_SECRET;
  return {
    leagues: createLeaguesClient({ baseUrl: config.LEAGUES_URL, secret }),
    fantasy: createFantasyClient({ baseUrl: config.FANTASY_URL, secret }),
    content: createContent({ contentUrl: config.CONTENT_URL, internalTokenSecret: secret }),
  };
}
