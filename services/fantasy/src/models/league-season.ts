import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { LEAGUE_SEASON_STATUSES } from '@hfl/contracts';

const writeListeners = new Set<() => void>();

/** Calls `listener` after every write of league seasons (or of a league's current one) made in this process. */
export function onLeagueSeasonWrite(listener: () => void): void {
  writeListeners.add(listener);
}

/** Tells the listeners after each write through the schema's model, whichever way it writes. */
function announceWrites(schema: Schema): void {
  const written = () => {
    for (const listener of writeListeners) listener();
  };
  schema.post(['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteMany'], written);
  schema.post('deleteOne', { document: true, query: true }, written);
  schema.post('save', written);
  schema.post('insertMany', written);
}

/**
 * A league's fantasy season in one real season: its draft dates and status (pending → drafting → ongoing →
 * finished). Unique on (league, real season): a league drafts once per real season, and two admins adding a draft at
 * once get one season. The live draft itself is the `Draft` document of the same id.
 */
const leagueSeasonSchema = new Schema(
  {
    leagueId: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: LEAGUE_SEASON_STATUSES, required: true, default: 'pending' },
    draftStartsAt: { type: Date, required: true },
    draftEndsAt: { type: Date, required: true },
    /** When the clock starts the draft: draftStartsAt, or sooner under the test-only timing override. */
    clockStartsAt: { type: Date, required: true },
  },
  { timestamps: true, versionKey: false },
);
leagueSeasonSchema.index({ leagueId: 1, realSeasonId: 1 }, { unique: true });
announceWrites(leagueSeasonSchema);

export type LeagueSeasonFields = InferSchemaType<typeof leagueSeasonSchema> & { _id: mongoose.Types.ObjectId };
export const LeagueSeason = mongoose.model('LeagueSeason', leagueSeasonSchema, 'league_seasons');

/**
 * Which season is a league's current one, keyed by the league's id: the draft's hot paths find it by `_id` (FerretDB
 * scans every other query). Written when a season is added; a later real season's draft points it at the new one.
 */
const currentLeagueSeasonSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    seasonId: { type: Schema.Types.ObjectId, required: true },
  },
  { versionKey: false },
);
announceWrites(currentLeagueSeasonSchema);
export const CurrentLeagueSeason = mongoose.model(
  'CurrentLeagueSeason',
  currentLeagueSeasonSchema,
  'current_league_seasons',
);
