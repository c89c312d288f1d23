import mongoose, { Schema, type Types } from 'mongoose';

/**
 * The owner's planned draft time for a league without an admin (HFL Open), keyed by the league's id (one plan a
 * league, replaced by a single-document write): used when the league fills in that real season, if still possible.
 */
const openDraftPlanSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    draftStartsAt: { type: Date, required: true },
    draftEndsAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: { createdAt: false, updatedAt: true } },
);

export interface OpenDraftPlanFields {
  _id: Types.ObjectId;
  realSeasonId: Types.ObjectId;
  draftStartsAt: Date;
  draftEndsAt: Date;
}
export const OpenDraftPlan = mongoose.model('OpenDraftPlan', openDraftPlanSchema, 'open_draft_plans');
