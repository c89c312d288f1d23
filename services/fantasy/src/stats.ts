import { createServiceClient, requireAnswer } from '@hfl/kit';

export interface Stats {
  /**
   * Each real player's fantasy points in a round of a real season, by player id (players without statistics are
   * absent). Stats unreachable or refusing → 503: nothing is scored from missing points.
   */
  weekPlayerPoints: (seasonId: string, week: number) => Promise<Record<string, number>>;
}

export function createStats(options: { statsUrl: string; internalTokenSecret: string }): Stats {
  const stats = createServiceClient({ baseUrl: options.statsUrl, service: 'fantasy', secret: options.internalTokenSecret });
  return {
    async weekPlayerPoints(seasonId, week) {
      const path = `/internal/seasons/${seasonId}/weeks/${week}/player-points`;
      return (await requireAnswer(stats.request('GET', path), 200, 'week player points')) as Record<string, number>;
    },
  };
}
