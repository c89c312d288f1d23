import mongoose, { Schema } from 'mongoose';

/** A manager's ordered wish list for their automatic picks; `_id` "<leagueSeasonId>:<teamId>", read by `_id`. */
const draftQueueSchema = new Schema(
  {
    _id: { type: String, required: true },
    playerIds: { type: [String], default: [] },
  },
  { versionKey: false },
);

export const DraftQueue = mongoose.model('DraftQueue', draftQueueSchema, 'draft_queues');
export const draftQueueId = (leagueSeasonId: string, teamId: string) => `${leagueSeasonId}:${teamId}`;
