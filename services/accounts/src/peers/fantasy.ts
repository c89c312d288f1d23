import { OWNER_USERS_INTERNAL, type LeagueDraftFacts } from '@hfl/contracts';
import { createServiceClient, requireAnswer } from '@hfl/kit';

/** What accounts asks of the fantasy service (it owns drafts). */
export interface FantasyClient {
  /** The current real season's size limit and every league's draft in it (the owner's users filter); 503 when it cannot. */
  draftFacts: () => Promise<LeagueDraftFacts>;
}

const isDraftFacts = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'season' in body && Array.isArray((body as LeagueDraftFacts).drafts);

export function createFantasyClient(options: { baseUrl: string; secret: string }): FantasyClient {
  const fantasy = createServiceClient({
    baseUrl: options.baseUrl,
    service: 'accounts',
    peer: 'fantasy',
    secret: options.secret,
  });
  return {
    async draftFacts() {
      const body = await requireAnswer(
        fantasy.request('GET', OWNER_USERS_INTERNAL.draftFacts),
        200,
        'draft facts',
        isDraftFacts,
      );
      return body as LeagueDraftFacts;
    },
  };
}
