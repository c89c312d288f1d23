import type { Agenda } from 'agenda';
import type { WeekPointsChangedPayload } from '@hfl/contracts';
import { queueRoundsScoring } from '../jobs/results';
import { forgetSeasonPlayerPoints } from '../rosters/points';

/**
 * Stats' word that rounds' points of a real season changed: the points this process keeps for the roster pages go at
 * once (the next page shows the new ones), and the scoring of every roster of the season is queued for the worker.
 * Answers the job's id.
 */
export function pointsChanged(agenda: Agenda, payload: WeekPointsChangedPayload): Promise<string> {
  forgetSeasonPlayerPoints(payload.seasonId);
  return queueRoundsScoring(agenda, payload);
}
