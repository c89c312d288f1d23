import { USER_NAMES_MAX_IDS, type Locale, type UserRef } from '@hfl/contracts';
import { createServiceClient, requireAnswer } from '@hfl/kit';

/** A user's ref among those looked up together. */
export type NameOf = (userId: string) => UserRef;

export interface People {
  /**
   * Names every user an answer shows, in one call to accounts (which owns names): unknown and deleted accounts read
   * "deleted user" in the caller's language. Accounts unreachable or refusing → 503, rather than wrong names.
   */
  names: (userIds: Iterable<string | null | undefined>, locale: Locale) => Promise<NameOf>;
}

export function createPeople(options: { accountsUrl: string; internalTokenSecret: string }): People {
  const accounts = createServiceClient({ baseUrl: options.accountsUrl, service: 'leagues', secret: options.internalTokenSecret });

  async function ask(ids: string[], locale: Locale): Promise<UserRef[]> {
    const body = await requireAnswer(accounts.request('POST', '/internal/users/names', { ids }, locale), 200, 'user names');
    return body as UserRef[];
  }

  return {
    async names(userIds, locale) {
      const ids = [...new Set([...userIds].filter((id): id is string => !!id))];
      const batches: string[][] = [];
      for (let i = 0; i < ids.length; i += USER_NAMES_MAX_IDS) batches.push(ids.slice(i, i + USER_NAMES_MAX_IDS));
      const answers = await Promise.all(batches.map((batch) => ask(batch, locale)));
      const known = new Map(answers.flat().map((ref) => [ref.id, ref.name]));
      return (userId) => {
        const name = known.get(userId);
        if (name === undefined) throw new Error(`user ${userId} was not looked up`);
        return { id: userId, name };
      };
    },
  };
}
