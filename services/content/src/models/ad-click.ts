import mongoose, { Schema } from 'mongoose';

/**
 * One click on an ad by a reader who accepted analytics cookies (inserted, never updated): which ad and when, nothing
 * that names the reader. A click is an insert, not an `$inc` on the ad: FerretDB v1 loses concurrent increments of one
 * document (measured: 12 simultaneous clicks counted 9 or 10), while every insert lands.
 */
const adClickSchema = new Schema({
  ad: { type: Schema.Types.ObjectId, required: true },
  at: { type: Date, required: true },
});
adClickSchema.index({ ad: 1 });

export const AdClick = mongoose.model('AdClick', adClickSchema, 'ad_clicks');
