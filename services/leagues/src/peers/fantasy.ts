import {
  CURRENT_LEAGUE_SEASONS_MAX_IDS,
  DRAFT_INTERNAL,
  ROSTER_INTERNAL,
  type CurrentSeasonSummary,
} from '@hfl/contracts';
import { createServiceClient, logger, requireAnswer } from '@hfl/kit';

/** A bounded wait: the league pages answer soon even when fantasy hangs. */
const CURRENT_SEASONS_TIMEOUT_MS = 3_000;

/** The current season of each league asked about, by league id; a league without one is absent. */
export type CurrentSeasons = Map<string, CurrentSeasonSummary>;

export interface Fantasy {
  /**
   * Asks fantasy (which owns the leagues' seasons) once for all the leagues a page shows. Never throws: fantasy
   * unreachable or refusing is logged and every league reads as without a season, since a draft date is not worth
   * failing the league pages.
   */
  currentSeasons: (leagueIds: readonly string[]) => Promise<CurrentSeasons>;
  /**
   * Tells fantasy a member is being removed, before leagues deletes anything: during the league's draft they stop
   * picking and leave the room. 503 (ServiceUnavailableError) when fantasy is unreachable or refuses.
   */
  memberRemoved: (leagueId: string, userId: string) => Promise<void>;
  /**
   * Tells fantasy these teams' manager deleted his account: their lineups are set for them from now on. 503
   * (ServiceUnavailableError) when fantasy is unreachable or refuses: the caller is retried.
   */
  teamsOrphaned: (teamIds: readonly string[]) => Promise<void>;
  /**
   * Tells fantasy a league without an admin has filled: it schedules the league's draft. Never throws: a lost word is
   * healed when the league's page next reads its draft plan (fantasy schedules a full league's draft then).
   */
  leagueFilled: (leagueId: string) => Promise<void>;
}

export function createFantasy(options: { fantasyUrl: string; internalTokenSecret: string }): Fantasy {
  const fantasy = createServiceClient({
    baseUrl: options.fantasyUrl,
    service: 'leagues',
    peer: 'fantasy',
    secret: options.internalTokenSecret,
    timeoutMs: CURRENT_SEASONS_TIMEOUT_MS,
  });
  // The removal waits for fantasy's write, so it keeps the client's usual limit.
  const draft = createServiceClient({
    baseUrl: options.fantasyUrl,
    service: 'leagues',
    peer: 'fantasy',
    secret: options.internalTokenSecret,
  });

  async function ask(leagueIds: string[]): Promise<Record<string, CurrentSeasonSummary>> {
    const hasSeasons = (body: unknown) => {
      const seasons = (body as { seasons?: unknown } | undefined)?.seasons;
      return typeof seasons === 'object' && seasons !== null;
    };
    const body = await requireAnswer(
      fantasy.request('POST', DRAFT_INTERNAL.currentLeagueSeasons, { leagueIds }),
      200,
      "the leagues' current seasons",
      hasSeasons,
    );
    return (body as { seasons: Record<string, CurrentSeasonSummary> }).seasons;
  }

  return {
    async currentSeasons(leagueIds) {
      const ids = [...new Set(leagueIds)];
      const batches: string[][] = [];
      for (let i = 0; i < ids.length; i += CURRENT_LEAGUE_SEASONS_MAX_IDS)
        batches.push(ids.slice(i, i + CURRENT_LEAGUE_SEASONS_MAX_IDS));
      try {
        const answers = await Promise.all(batches.map(ask));
        return new Map(answers.flatMap((seasons) => Object.entries(seasons)));
      } catch (err) {
        logger.warn({ err, leagues: ids.length }, "fantasy did not name the leagues' current seasons; shown without");
        return new Map();
      }
    },
    async memberRemoved(leagueId, userId) {
      await requireAnswer(
        draft.request('POST', DRAFT_INTERNAL.memberRemoved, { leagueId, userId }),
        204,
        'draft member removal',
      );
    },
    async leagueFilled(leagueId) {
      try {
        await requireAnswer(draft.request('POST', DRAFT_INTERNAL.leagueFilled, { leagueId }), 204, 'league filled');
      } catch (err) {
        logger.warn({ err, leagueId }, 'fantasy was not told a league without an admin filled; its page heals it');
      }
    },
    async teamsOrphaned(teamIds) {
      if (teamIds.length === 0) return;
      await requireAnswer(
        draft.request('POST', ROSTER_INTERNAL.teamsOrphaned, { teamIds: [...teamIds] }),
        204,
        'orphaned teams',
      );
    },
  };
}
