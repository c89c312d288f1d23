import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { ROSTER_STATUSES } from '@hfl/contracts';
import { EMPTY_LINEUP } from './lineup-codec';

/**
 * A fantasy team's roster in one league season; the draft fills it. Its players are RosterPlayer documents; `lineup`
 * is derived from them (`refreshLineup`): the starters' and the bench's player ids packed in one string, all that
 * scoring needs. Scoring reads every roster of a real season at once, and FerretDB v1 decodes every stored value of
 * every document it scans, whatever the projection: hence one string rather than an array of subdocuments, and no
 * field beyond what is needed (no league id: the league season has it; no timestamps, no version key).
 * `realSeasonId` (the stats service's season) is copied in so a round's points reach every roster of the real season
 * in one query.
 */
const rosterSchema = new Schema(
  {
    leagueSeasonId: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true, index: true },
    fantasyTeamId: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: ROSTER_STATUSES, required: true, default: 'open' },
    lineup: { type: String, required: true, default: EMPTY_LINEUP },
  },
  { versionKey: false },
);
rosterSchema.index({ leagueSeasonId: 1, fantasyTeamId: 1 }, { unique: true });

export type RosterFields = InferSchemaType<typeof rosterSchema>;
export const Roster = mongoose.model('Roster', rosterSchema, 'rosters');
