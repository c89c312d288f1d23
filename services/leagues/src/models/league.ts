import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { LEAGUE_SIZES } from '@hfl/contracts';

/**
 * A fantasy league. `adminUserId` mirrors the one LEAGUE_ADMIN membership (the membership is the truth for
 * permissions; this copy serves lists and details without a join). Slides and logos arrive with their step.
 */
const leagueSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    nbMaxTeams: { type: Number, required: true, enum: [...LEAGUE_SIZES] as number[] },
    adminUserId: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export type LeagueFields = InferSchemaType<typeof leagueSchema>;
export type LeagueDocument = HydratedDocument<LeagueFields>;
export const League = mongoose.model('League', leagueSchema);
