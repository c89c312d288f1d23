import { ROSTER_INTERNAL } from '@hfl/contracts';
import { createServiceClient, logger } from '@hfl/kit';

/** Fantasy only queues the scoring of those rounds; its worker scores every roster in the background. */
const WEEK_POINTS_TIMEOUT_MS = 5_000;

export interface Fantasy {
  /** Tells fantasy which rounds' player points changed. Never throws. */
  weekPointsChanged: (seasonId: string, weeks: readonly number[]) => Promise<void>;
  /**
   * Tells fantasy a round started (its rosters' lineups of that round are kept). Never throws: fantasy also keeps them
   * on its own (a sweep, and before any roster change), so a lost call costs nothing.
   */
  roundStarted: (seasonId: string, week: number) => Promise<void>;
  /**
   * Tells fantasy a score sheet of a round not yet locked was saved: its pages show the new points at once. Never
   * throws: fantasy reads the points again within minutes anyway.
   */
  livePointsChanged: (seasonId: string, week: number) => Promise<void>;
}

/**
 * The fantasy service turns a round's player points into its rosters' points, in a job it queues when told. Telling it
 * is awaited but never fails the owner's action (a lock or a recalculation has happened whatever fantasy answers): a
 * failure is logged, fantasy's sweep scores a locked round it never heard of, and the owner's next recalculation tells
 * it again.
 */
export function createFantasy(options: { fantasyUrl: string; internalTokenSecret: string }): Fantasy {
  const fantasy = createServiceClient({
    baseUrl: options.fantasyUrl,
    service: 'stats',
    peer: 'fantasy',
    secret: options.internalTokenSecret,
    timeoutMs: WEEK_POINTS_TIMEOUT_MS,
  });
  return {
    async weekPointsChanged(seasonId, weeks) {
      if (weeks.length === 0) return;
      try {
        const answer = await fantasy.request('POST', '/internal/week-points', { seasonId, weeks });
        if (answer.status < 200 || answer.status > 299) {
          logger.warn({ status: answer.status, seasonId, weeks }, 'fantasy refused the changed week points');
        }
      } catch (err) {
        logger.warn({ err, seasonId, weeks }, 'fantasy unreachable for the changed week points');
      }
    },
    async roundStarted(seasonId, week) {
      try {
        const answer = await fantasy.request('POST', ROSTER_INTERNAL.roundStarted, { seasonId, week });
        if (answer.status < 200 || answer.status > 299) {
          logger.warn({ status: answer.status, seasonId, week }, 'fantasy refused the round start');
        }
      } catch (err) {
        logger.warn({ err, seasonId, week }, 'fantasy unreachable for the round start');
      }
    },
    async livePointsChanged(seasonId, week) {
      try {
        const answer = await fantasy.request('POST', ROSTER_INTERNAL.livePointsChanged, { seasonId, week });
        if (answer.status < 200 || answer.status > 299) {
          logger.warn({ status: answer.status, seasonId, week }, 'fantasy refused the saved live points');
        }
      } catch (err) {
        logger.warn({ err, seasonId, week }, 'fantasy unreachable for the saved live points');
      }
    },
  };
}
