import type { Locale, UserRef } from '@hfl/contracts';
import { createServiceClient, requireAnswer } from '@hfl/kit';

/** Accounts as content uses it: it owns users, so it names a post's author. Calls are signed as content. */
export interface People {
  /** A user's name as accounts shows it ("deleted user" for an unknown one); accounts unreachable → 503. */
  nameOf: (userId: string, locale: Locale) => Promise<string>;
}

export function createPeople({
  accountsUrl,
  internalTokenSecret,
}: {
  accountsUrl: string;
  internalTokenSecret: string;
}) {
  const accounts = createServiceClient({
    baseUrl: accountsUrl,
    service: 'content',
    peer: 'accounts',
    secret: internalTokenSecret,
  });
  return {
    async nameOf(userId, locale) {
      const body = await requireAnswer(
        accounts.request('POST', '/internal/users/names', { ids: [userId] }, locale),
        200,
        'user names',
      );
      const [ref] = body as UserRef[];
      if (!ref) throw new Error(`accounts did not name user ${userId}`);
      return ref.name;
    },
  } satisfies People;
}
