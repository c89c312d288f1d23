import { DRAFT_INTERNAL, LEADERBOARD_INTERNAL, LEAGUE_DRAFT_INFOS_MAX_IDS, type LeagueDraftInfo } from '@hfl/contracts';
import { answerOrNone, createServiceClient, requireAnswer } from '@hfl/kit';

export interface Leagues {
  /** A league's size, admin and teams (oldest first), or null when the league does not exist (any more). */
  draftInfo: (leagueId: string) => Promise<LeagueDraftInfo | null>;
  /**
   * Many leagues' draft info (in batches of LEAGUE_DRAFT_INFOS_MAX_IDS), leagues that do not exist (any more) left
   * out. Leagues unreachable or refusing → 503.
   */
  draftInfos: (leagueIds: readonly string[]) => Promise<LeagueDraftInfo[]>;
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
    async draftInfos(leagueIds) {
      const batches: string[][] = [];
      for (let i = 0; i < leagueIds.length; i += LEAGUE_DRAFT_INFOS_MAX_IDS)
        batches.push(leagueIds.slice(i, i + LEAGUE_DRAFT_INFOS_MAX_IDS));
      const answers = await Promise.all(
        batches.map(
          async (batch) =>
            (
              (await requireAnswer(
                leagues.request('POST', LEADERBOARD_INTERNAL.leagueDraftInfos, { leagueIds: batch }),
                200,
                'leagues draft info',
              )) as { leagues: LeagueDraftInfo[] }
            ).leagues,
        ),
      );
      return answers.flat();
    },
  };
}
