import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { TIMEZONES } from '@hfl/contracts';

/** A member's team in a league; unique per (league, user), which also settles two concurrent acceptances. */
const fantasyTeamSchema = new Schema(
  {
    leagueId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    timezone: { type: String, enum: TIMEZONES, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
fantasyTeamSchema.index({ leagueId: 1, userId: 1 }, { unique: true });

export type FantasyTeamFields = InferSchemaType<typeof fantasyTeamSchema>;
export type FantasyTeamDocument = HydratedDocument<FantasyTeamFields>;
export const FantasyTeam = mongoose.model('FantasyTeam', fantasyTeamSchema, 'fantasy_teams');
