import { OWNER_USERS_INTERNAL, type LeagueMembershipFacts, type LeagueNeedingTransfer } from '@hfl/contracts';
import { createServiceClient, logger, peerAnswerFields, requireAnswer } from '@hfl/kit';

/** What accounts asks of the leagues service (it owns memberships) around an account deletion. */
export interface LeaguesClient {
  /**
   * Leagues the user administers that have other members. Throws ServiceUnavailableError (its cause says why) when
   * leagues cannot say.
   */
  transferRequired: (userId: string) => Promise<LeagueNeedingTransfer[]>;
  /**
   * Tells leagues the account is gone (it drops the user's pending memberships and solo leagues; for an account the
   * site operator deleted, `byOwner`, a lone admin's league stays without an admin); false on failure.
   */
  releaseDeletedUser: (userId: string, byOwner?: boolean) => Promise<boolean>;
  /** Every league's size and every active membership with its role (the owner's users filter); 503 when it cannot. */
  membershipFacts: () => Promise<LeagueMembershipFacts>;
}

const isMembershipFacts = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as LeagueMembershipFacts).leagues) &&
  Array.isArray((body as LeagueMembershipFacts).memberships);

export function createLeaguesClient(options: { baseUrl: string; secret: string }): LeaguesClient {
  const leagues = createServiceClient({
    baseUrl: options.baseUrl,
    service: 'accounts',
    peer: 'leagues',
    secret: options.secret,
  });
  return {
    async transferRequired(userId) {
      const body = await requireAnswer(
        leagues.request('GET', `/internal/users/${userId}/transfer-required`),
        200,
        'transfer-required question',
        Array.isArray,
      );
      return body as LeagueNeedingTransfer[];
    },
    async releaseDeletedUser(userId, byOwner = false) {
      try {
        const path = byOwner ? OWNER_USERS_INTERNAL.deletedByOwner(userId) : `/internal/users/${userId}/deleted`;
        const answer = await leagues.request('POST', path);
        if (answer.status === 204) return true;
        logger.warn({ ...peerAnswerFields(answer), userId }, 'leagues refused the deleted-account clean-up');
      } catch (err) {
        logger.warn({ err, userId }, 'leagues unreachable for the deleted-account clean-up');
      }
      return false;
    },
    async membershipFacts() {
      const body = await requireAnswer(
        leagues.request('GET', OWNER_USERS_INTERNAL.membershipFacts),
        200,
        'membership facts',
        isMembershipFacts,
      );
      return body as LeagueMembershipFacts;
    },
  };
}
