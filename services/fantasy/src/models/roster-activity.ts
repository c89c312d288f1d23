import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { ROSTER_ACTIVITY_TYPES } from '@hfl/contracts';

/**
 * A league's transactions (adds, cuts, accepted trades, waiver claims won), shown to its members newest first. `key` makes writing one
 * idempotent: a step that is run again (a resumed trade) inserts the same key, and the duplicate is ignored.
 */
const rosterActivitySchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    leagueId: { type: Schema.Types.ObjectId, required: true },
    leagueSeasonId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, enum: ROSTER_ACTIVITY_TYPES, required: true },
    at: { type: Date, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    /** The manager who made it (the accepting one for a trade). */
    userId: { type: String, required: true },
    playerId: { type: Schema.Types.ObjectId, required: true },
    /** A trade's other side: the team and the player it received. */
    otherTeamId: { type: Schema.Types.ObjectId, default: null },
    otherPlayerId: { type: Schema.Types.ObjectId, default: null },
    /** A waiver claim won: the team's waiver priority at the run, and the teams whose claims lost to it. */
    priority: { type: Number, default: null },
    lostTeamIds: { type: [Schema.Types.ObjectId], default: undefined },
    /** A waiver claim that failed: why (contracts' WAIVER_FAILURES). */
    reason: { type: String, default: undefined },
  },
  { versionKey: false },
);
rosterActivitySchema.index({ leagueId: 1, at: -1 });

export type RosterActivityFields = InferSchemaType<typeof rosterActivitySchema>;
export const RosterActivity = mongoose.model('RosterActivity', rosterActivitySchema, 'roster_activity');
