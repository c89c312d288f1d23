import { DRAFT_INTERNAL, type LeagueDraftInfo } from '@hfl/contracts';
import { answerOrNone, createServiceClient } from '@hfl/kit';

export interface Leagues {
  /** A league's size, admin and teams (oldest first), or null when the league does not exist (any more). */
  draftInfo: (leagueId: string) => Promise<LeagueDraftInfo | null>;
}

export function createLeagues(options: { leaguesUrl: string; internalTokenSecret: string }): Leagues {
  const leagues = createServiceClient({
    baseUrl: options.leaguesUrl,
    service: 'fantasy',
    secret: options.internalTokenSecret,
  });
  return {
    async draftInfo(leagueId) {
      const answer = await answerOrNone(
        leagues.request('GET', DRAFT_INTERNAL.leagueDraftInfo(leagueId)),
        'league draft info',
      );
      return answer as LeagueDraftInfo | null;
    },
  };
}
