import mongoose, { Schema, type Types } from 'mongoose';

/**
 * A started draft's pool, with the league season's `_id`: the real players best-ranked first, packed in one string
 * ("<id>:<position>,...", draft/pool.ts). Written once when the draft starts and never changed, so each process reads
 * it once; the Draft, read and rewritten on every pick, stays small without it.
 */
const draftPoolSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    players: { type: String, required: true },
  },
  { versionKey: false },
);

export interface DraftPoolFields {
  _id: Types.ObjectId;
  players: string;
}

export const DraftPool = mongoose.model('DraftPool', draftPoolSchema, 'draft_pools');
