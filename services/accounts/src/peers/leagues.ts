import { OWNER_USERS_INTERNAL, type LeagueMembershipFacts, type LeagueNeedingTransfer } from '@hfl/contracts';
import { createServiceClient, logger, requireAnswer, ServiceUnavailableError } from '@hfl/kit';

/** What accounts asks of the leagues service (it owns memberships) around an account deletion. */
export interface LeaguesClient {
  /** Leagues the user administers that have other members. Throws ServiceUnavailableError when leagues cannot say. */
  transferRequired: (userId: string) => Promise<LeagueNeedingTransfer[]>;
  /**
   * Tells leagues the account is gone (it drops the user's pending memberships and solo leagues; for an account the
   * site operator deleted, `byOwner`, a lone admin's league stays without an admin); false on failure.
   */
  releaseDeletedUser: (userId: string, byOwner?: boolean) => Promise<boolean>;
  /** Every league's size and every active membership with its role (the owner's users filter); 503 when it cannot. */
  membershipFacts: () => Promise<LeagueMembershipFacts>;
}

export function createLeaguesClient(options: { baseUrl: string; secret: string }): LeaguesClient {
  const leagues = createServiceClient({ baseUrl: options.baseUrl, service: 'accounts', secret: options.secret });
  return {
    async transferRequired(userId) {
      try {
        const answer = await leagues.request('GET', `/internal/users/${userId}/transfer-required`);
        if (answer.status === 200 && Array.isArray(answer.body)) return answer.body as LeagueNeedingTransfer[];
        logger.warn({ status: answer.status }, 'leagues refused the transfer-required question');
      } catch (err) {
        logger.warn({ err }, 'leagues unreachable for the transfer-required question');
      }
      throw new ServiceUnavailableError();
    },
    async releaseDeletedUser(userId, byOwner = false) {
      try {
        const path = byOwner ? OWNER_USERS_INTERNAL.deletedByOwner(userId) : `/internal/users/${userId}/deleted`;
        const answer = await leagues.request('POST', path);
        if (answer.status === 204) return true;
        logger.warn({ status: answer.status, userId }, 'leagues refused the deleted-account clean-up');
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
      );
      return body as LeagueMembershipFacts;
    },
  };
}
