import mongoose, { Schema } from 'mongoose';

/**
 * A real season's player points last changed (`_id` = the real season's id): `change` is new each time stats says so.
 * Stats tells one fantasy process; every other one reads this by `_id` at most once a second and drops the season's
 * points it keeps when `change` moved, so a saved score sheet shows everywhere within seconds.
 */
const pointsStampSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    change: { type: Schema.Types.ObjectId, required: true },
  },
  { versionKey: false },
);

export const PointsStamp = mongoose.model('PointsStamp', pointsStampSchema, 'points_stamps');
