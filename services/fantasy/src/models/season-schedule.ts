import mongoose, { Schema, type Types } from 'mongoose';

/**
 * A league season's head-to-head schedule, keyed by the league season's id (read by `_id` alone): made once when its
 * draft completes, by the circle method over the teams in the seeded order (contracts `regularSchedule`), so anyone
 * can check it from `seed`. `order` and `rosterIds` are aligned: each team's roster in this season. The playoff games
 * are not stored: they follow from the standings and the playoff results (contracts `playoffGames`).
 */
const seasonScheduleSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    leagueId: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    seed: { type: String, required: true },
    order: { type: [String], required: true },
    rosterIds: { type: [String], required: true },
    firstWeek: { type: Number, required: true },
    lastRegularWeek: { type: Number, required: true },
    playoffWeeks: { type: [Number], required: true },
    games: {
      type: [{ _id: false, week: Number, team1Id: String, team2Id: String }],
      required: true,
    },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface SeasonScheduleFields {
  _id: Types.ObjectId;
  leagueId: Types.ObjectId;
  realSeasonId: Types.ObjectId;
  seed: string;
  order: string[];
  rosterIds: string[];
  firstWeek: number;
  lastRegularWeek: number;
  playoffWeeks: number[];
  games: { week: number; team1Id: string; team2Id: string }[];
  createdAt: Date;
}
export const SeasonSchedule = mongoose.model('SeasonSchedule', seasonScheduleSchema, 'season_schedules');
