import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { LEAGUE_SIZES } from '@hfl/contracts';
import { backfillSearch, foldedSearchField } from '@hfl/kit';

/** One picture of the league's slider; the picture itself is a file in content (`fileId`). */
const slideSchema = new Schema({
  title: { type: String, required: true, trim: true },
  fileId: { type: Schema.Types.ObjectId, required: true },
});

/**
 * A fantasy league. `adminUserId` mirrors the one LEAGUE_ADMIN membership (the membership is the truth for
 * permissions; this copy serves lists and details without a join); null for a league the owner created, until
 * someone runs it. Slides are replaced as a whole list on every update.
 */
const leagueSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    nbMaxTeams: { type: Number, required: true, enum: [...LEAGUE_SIZES] as number[] },
    adminUserId: { type: String, default: null },
    slides: { type: [slideSchema], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

// "alfold" finds "Alföld Liga": the name folded beside it (kit's foldedSearchField).
foldedSearchField(leagueSchema, 'name');

export type LeagueFields = InferSchemaType<typeof leagueSchema>;
export type LeagueDocument = HydratedDocument<LeagueFields>;
export const League = mongoose.model('League', leagueSchema);

/** Leagues stored before their folded name get it (at the service's start). */
export const backfillLeagueSearch = (): Promise<number> => backfillSearch(League, 'name');
