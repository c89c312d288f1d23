import {
  DRAFT_INTERNAL,
  LEADERBOARD_INTERNAL,
  LEAGUE_DRAFT_INFOS_MAX_IDS,
  MY_LEAGUES_INTERNAL,
  type LeagueDraftInfo,
  type UserLeague,
} from '@hfl/contracts';
import { answerOrNone, createServiceClient, requireAnswer } from '@hfl/kit';

/** The bulk draft info's time limit: a background refresh's call, which may take a while for 10,000 teams. */
const BULK_TIMEOUT_MS = 120_000;

export interface Leagues {
  /** A league's size, admin and teams (oldest first), or null when the league does not exist (any more). */
  draftInfo: (leagueId: string) => Promise<LeagueDraftInfo | null>;
  /**
   * Many leagues' draft info (in batches of LEAGUE_DRAFT_INFOS_MAX_IDS, one after the other), leagues that do not
   * exist (any more) left out. Leagues unreachable or refusing → 503.
   */
  draftInfos: (leagueIds: readonly string[]) => Promise<LeagueDraftInfo[]>;
  /** The leagues the user is an active member of, oldest membership first. Leagues unreachable or refusing → 503. */
  userLeagues: (userId: string) => Promise<UserLeague[]>;
}

export function createLeagues(options: { leaguesUrl: string; internalTokenSecret: string }): Leagues {
  const leagues = createServiceClient({
    baseUrl: options.leaguesUrl,
    service: 'fantasy',
    peer: 'leagues',
    secret: options.internalTokenSecret,
  });
  // Naming 1,000 leagues' managers takes accounts a few seconds on FerretDB (a scan of every user per 500 names).
  const bulk = createServiceClient({
    baseUrl: options.leaguesUrl,
    service: 'fantasy',
    peer: 'leagues',
    secret: options.internalTokenSecret,
    timeoutMs: BULK_TIMEOUT_MS,
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
      const named: LeagueDraftInfo[] = [];
      for (let i = 0; i < leagueIds.length; i += LEAGUE_DRAFT_INFOS_MAX_IDS) {
        const batch = leagueIds.slice(i, i + LEAGUE_DRAFT_INFOS_MAX_IDS);
        const answer = await requireAnswer(
          bulk.request('POST', LEADERBOARD_INTERNAL.leagueDraftInfos, { leagueIds: batch }),
          200,
          'leagues draft info',
        );
        named.push(...(answer as { leagues: LeagueDraftInfo[] }).leagues);
      }
      return named;
    },
    async userLeagues(userId) {
      const answer = await requireAnswer(
        leagues.request('GET', MY_LEAGUES_INTERNAL.userLeagues(userId)),
        200,
        "a user's leagues",
      );
      return (answer as { leagues: UserLeague[] }).leagues;
    },
  };
}
