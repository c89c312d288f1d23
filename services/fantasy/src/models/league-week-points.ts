import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * Every team's points in one round of a league season, keyed by `<leagueSeasonId>:<week>` (the games and standings
 * read a season's rounds by `_id`): written with the rosters' RosterWeekPoints whenever a round is scored (its lock, a
 * correction, a recalculation), replaced as a whole. `teams`: JSON of { [teamId]: [points, benchPoints] }. `at`: when
 * it was computed, which the owner's page shows.
 */
const leagueWeekPointsSchema = new Schema(
  {
    _id: { type: String, required: true },
    leagueSeasonId: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    week: { type: Number, required: true },
    teams: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
leagueWeekPointsSchema.index({ realSeasonId: 1, week: 1 });

export type LeagueWeekPointsFields = InferSchemaType<typeof leagueWeekPointsSchema>;
export const LeagueWeekPoints = mongoose.model('LeagueWeekPoints', leagueWeekPointsSchema, 'league_week_points');

export const leagueWeekId = (leagueSeasonId: { toString(): string }, week: number) =>
  `${String(leagueSeasonId)}:${week}`;

/** Each team's [points, benchPoints] of a stored round. */
export type TeamWeekPoints = Record<string, [number, number]>;
