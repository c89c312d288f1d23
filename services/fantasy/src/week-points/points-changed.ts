import type { Agenda } from 'agenda';
import type { WeekPointsChangedPayload } from '@hfl/contracts';
import { queueRoundsScoring } from '../jobs/results';
import { seasonPointsChanged } from '../rosters/points';

/**
 * Stats' word that rounds' points of a real season changed: the points this process keeps for the roster pages go at
 * once (the next page shows the new ones; every other process's within seconds), and the scoring of every roster of
 * the season is queued for the worker. Answers the job's id.
 */
export async function pointsChanged(agenda: Agenda, payload: WeekPointsChangedPayload): Promise<string> {
  await seasonPointsChanged(payload.seasonId);
  return queueRoundsScoring(agenda, payload);
}
