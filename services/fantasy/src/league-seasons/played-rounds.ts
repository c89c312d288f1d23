import type { Types } from 'mongoose';
import { SeasonSchedule } from '../models/season-schedule';

/**
 * The rounds each league season of a real season plays, by league season id: its schedule, from the first regular
 * round after its draft to the last, then the playoff weeks. One without a schedule yet plays none: points, standings
 * and the leaderboard count only a team's own rounds.
 */
export async function playedRoundsOf(realSeasonId: Types.ObjectId): Promise<Map<string, Set<number>>> {
  const schedules = await SeasonSchedule.find(
    { realSeasonId },
    { _id: 1, firstWeek: 1, lastRegularWeek: 1, playoffWeeks: 1 },
  ).lean();
  const played = new Map<string, Set<number>>();
  for (const { _id, firstWeek, lastRegularWeek, playoffWeeks } of schedules) {
    const regular = Array.from({ length: Math.max(0, lastRegularWeek - firstWeek + 1) }, (_, i) => firstWeek + i);
    played.set(_id.toHexString(), new Set([...regular, ...playoffWeeks]));
  }
  return played;
}
