import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { PLAYER_STATUSES, POSITIONS } from '@hfl/contracts';
import { backfillSearch, foldedSearchField } from '@hfl/kit';

/**
 * A real player (or a club's DEF unit, or its head coach). `teamId` is the club today; a transfer changes it, while
 * each week's statistics keep the club the player played for. The photo is a file in content (`photoFileId`).
 */
const playerSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    position: { type: String, enum: POSITIONS, required: true },
    /** YYYY-MM-DD; null for DEF. */
    birthDate: { type: String, default: null },
    height: { type: Number, default: null },
    weight: { type: Number, default: null },
    jerseyNumber: { type: Number, default: null },
    status: { type: String, enum: PLAYER_STATUSES, required: true, default: 'active' },
    analysis: { type: String, default: '' },
    photoFileId: { type: String, default: null },
    teamId: { type: Schema.Types.ObjectId, required: true, index: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

// "kovacs" finds "Kovács": the name folded beside it (kit's foldedSearchField).
foldedSearchField(playerSchema, 'name');

export type PlayerFields = InferSchemaType<typeof playerSchema>;
export type PlayerDocument = HydratedDocument<PlayerFields>;
export const Player = mongoose.model('Player', playerSchema, 'players');

/** Players stored before their folded name get it (at the service's start). */
export const backfillPlayerSearch = (): Promise<number> => backfillSearch(Player, 'name');
