import type {
  DraftPoolPlayer,
  FreeAgentsPage,
  FreeAgentsQuery,
  RosterPlayerInfo,
  Season,
  SeasonPlayerPoints,
} from '@hfl/contracts';
import { DRAFT_INTERNAL, ROSTER_INTERNAL } from '@hfl/contracts';
import { answerOrNone, createServiceClient, requireAnswer } from '@hfl/kit';

export interface Stats {
  /**
   * Each real player's fantasy points in a round of a real season, by player id (players without statistics are
   * absent). Stats unreachable or refusing → 503: nothing is scored from missing points.
   */
  weekPlayerPoints: (seasonId: string, week: number) => Promise<Record<string, number>>;
  /** The real season that is not finished, or null when there is none. */
  currentSeason: () => Promise<Season | null>;
  /** A real season by id, or null when unknown. */
  season: (seasonId: string) => Promise<Season | null>;
  /** Every player of a real season, best-ranked first. */
  draftPool: (seasonId: string) => Promise<DraftPoolPlayer[]>;
  /** The real season's players (its clubs' players today), without statistics. */
  seasonPlayers: (seasonId: string) => Promise<RosterPlayerInfo[]>;
  /** Every player's fantasy points in every round of a real season ({ [playerId]: { [week]: points } }), one call. */
  seasonPlayerPoints: (seasonId: string) => Promise<SeasonPlayerPoints>;
  /** A page of the players list over the real season's players but `excludedPlayerIds`; 404 → null. */
  freeAgents: (seasonId: string, query: FreeAgentsQuery) => Promise<FreeAgentsPage | null>;
}

/** How long a scoring waits for a round's player points. */
const SCORING_TIMEOUT_MS = 60_000;

export function createStats(options: { statsUrl: string; internalTokenSecret: string }): Stats {
  const stats = createServiceClient({
    baseUrl: options.statsUrl,
    service: 'fantasy',
    peer: 'stats',
    secret: options.internalTokenSecret,
  });
  // A scoring (the worker's, never a page's) asks for every round of a season at once: on a busy machine stats takes
  // longer than a page's 10 s to answer them all, and the scoring would fail rather than wait.
  const scoring = createServiceClient({
    baseUrl: options.statsUrl,
    service: 'fantasy',
    peer: 'stats',
    secret: options.internalTokenSecret,
    timeoutMs: SCORING_TIMEOUT_MS,
  });
  const seasonAt = async (path: string) =>
    (await answerOrNone(stats.request('GET', path), 'real season')) as Season | null;
  return {
    async weekPlayerPoints(seasonId, week) {
      const path = `/internal/seasons/${seasonId}/weeks/${week}/player-points`;
      return (await requireAnswer(scoring.request('GET', path), 200, 'week player points')) as Record<string, number>;
    },
    currentSeason: () => seasonAt('/seasons/current'),
    season: (seasonId) => seasonAt(`/seasons/${seasonId}`),
    async draftPool(seasonId) {
      const answer = await requireAnswer(stats.request('GET', DRAFT_INTERNAL.draftPool(seasonId)), 200, 'draft pool');
      return (answer as { players: DraftPoolPlayer[] }).players;
    },
    async seasonPlayers(seasonId) {
      const path = ROSTER_INTERNAL.seasonPlayers(seasonId);
      return (
        (await requireAnswer(stats.request('GET', path), 200, 'season players')) as { players: RosterPlayerInfo[] }
      ).players;
    },
    async seasonPlayerPoints(seasonId) {
      const path = ROSTER_INTERNAL.seasonPlayerPoints(seasonId);
      return (await requireAnswer(stats.request('GET', path), 200, 'season player points')) as SeasonPlayerPoints;
    },
    async freeAgents(seasonId, query) {
      const answer = await answerOrNone(
        stats.request('POST', ROSTER_INTERNAL.freeAgents(seasonId), query),
        'free agents',
      );
      return answer as FreeAgentsPage | null;
    },
  };
}
