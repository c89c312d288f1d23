import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

const draftTeamSchema = new Schema(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    logoUrl: { type: String, default: null },
    userId: { type: String, required: true },
    owner: { type: String, required: true },
  },
  { _id: false },
);

const draftPickEntrySchema = new Schema(
  {
    pickNo: { type: Number, required: true },
    teamId: { type: String, required: true },
    playerId: { type: String, required: true },
    automatic: { type: Boolean, required: true },
    at: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * A live draft, created when it starts, with the league season's `_id`: everything the room shows but the pool
 * (draft-pool.ts), read by `_id` on every pick. `teams` are in draft order; `picks[i]` is pick i + 1, written only by
 * whoever inserted that pick's DraftPick (the unique claim), so the array has one writer at a time.
 */
const draftSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    leagueId: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    nbRounds: { type: Number, required: true },
    turnSeconds: { type: Number, required: true },
    startedAt: { type: Date, required: true },
    teams: { type: [draftTeamSchema], required: true },
    picks: { type: [draftPickEntrySchema], default: [] },
  },
  { versionKey: false },
);

export type DraftPickEntry = InferSchemaType<typeof draftPickEntrySchema>;
export type DraftTeamEntry = Omit<InferSchemaType<typeof draftTeamSchema>, 'logoUrl'> & { logoUrl: string | null };

/** A Draft as read (lean): plain arrays. */
export interface DraftFields {
  _id: Types.ObjectId;
  leagueId: Types.ObjectId;
  realSeasonId: Types.ObjectId;
  nbRounds: number;
  turnSeconds: number;
  startedAt: Date;
  teams: DraftTeamEntry[];
  picks: DraftPickEntry[];
}
export const Draft = mongoose.model('Draft', draftSchema, 'drafts');
