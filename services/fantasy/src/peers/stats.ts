import type { DraftPoolPlayer, Season } from '@hfl/contracts';
import { DRAFT_INTERNAL } from '@hfl/contracts';
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
}

export function createStats(options: { statsUrl: string; internalTokenSecret: string }): Stats {
  const stats = createServiceClient({
    baseUrl: options.statsUrl,
    service: 'fantasy',
    secret: options.internalTokenSecret,
  });
  const seasonAt = async (path: string) =>
    (await answerOrNone(stats.request('GET', path), 'real season')) as Season | null;
  return {
    async weekPlayerPoints(seasonId, week) {
      const path = `/internal/seasons/${seasonId}/weeks/${week}/player-points`;
      return (await requireAnswer(stats.request('GET', path), 200, 'week player points')) as Record<string, number>;
    },
    currentSeason: () => seasonAt('/seasons/current'),
    season: (seasonId) => seasonAt(`/seasons/${seasonId}`),
    async draftPool(seasonId) {
      const answer = await requireAnswer(stats.request('GET', DRAFT_INTERNAL.draftPool(seasonId)), 200, 'draft pool');
      return (answer as { players: DraftPoolPlayer[] }).players;
    },
  };
}
