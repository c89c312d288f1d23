import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { ACTIVITY_STATUSES, FANTASY_POSITIONS } from '@hfl/contracts';

/**
 * A real player on a roster: starting in a slot (`fantasyPosition`) or on the bench (BENCH). The truth of who is on
 * which roster. Unique on (league season, player): a player is on at most one roster of a league season, and the
 * draft and trades claim a player by inserting here (a duplicate key = already taken) — FerretDB v1 has no
 * transactions, so only a unique-index insert settles two claims at once. Every change here is followed by
 * `refreshLineup` so the roster's packed lineup (what scoring reads) follows.
 */
const rosterPlayerSchema = new Schema(
  {
    leagueSeasonId: { type: Schema.Types.ObjectId, required: true },
    rosterId: { type: Schema.Types.ObjectId, required: true, index: true },
    playerId: { type: Schema.Types.ObjectId, required: true },
    activityStatus: { type: String, enum: ACTIVITY_STATUSES, required: true },
    fantasyPosition: { type: String, enum: FANTASY_POSITIONS, required: true },
    addedAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false },
);
rosterPlayerSchema.index({ leagueSeasonId: 1, playerId: 1 }, { unique: true });

export type RosterPlayerFields = InferSchemaType<typeof rosterPlayerSchema>;
export const RosterPlayer = mongoose.model('RosterPlayer', rosterPlayerSchema, 'roster_players');
