import mongoose, { Schema } from 'mongoose';

/**
 * A roster whose manager deleted his account, keyed by the roster's id: nobody sets its lineup any more, so fantasy
 * sets it to its best legal lineup (by season points) after every scored round. Apart from the Roster so scoring's
 * read of every roster decodes no extra field.
 */
const autoLineupSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true, index: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export const AutoLineup = mongoose.model('AutoLineup', autoLineupSchema, 'auto_lineups');
