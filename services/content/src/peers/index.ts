import { DEFAULT_ACCOUNTS_URL, type ContentConfig } from '../config';
import { createPeople, type People } from './accounts';

/** Every service content calls, built once by the app and handed to the use cases that need them. */
export interface Peers {
  /** Accounts: the names of the blog's authors. */
  people: People;
}

export function createPeers(config: ContentConfig): Peers {
  return {
    people: createPeople({
      accountsUrl: config.ACCOUNTS_URL ?? DEFAULT_ACCOUNTS_URL,
      internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
    }),
  };
}
export type { People };
