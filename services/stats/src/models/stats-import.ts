import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';
import { POSITIONS, type GameScoresPayload } from '@hfl/contracts';

/** A player the import adds to his club's list, with the id the sheets name him by. */
const newPlayerSchema = new Schema(
  {
    playerId: { type: Schema.Types.ObjectId, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    position: { type: String, enum: POSITIONS, required: true },
    jerseyNumber: { type: Number, default: null },
  },
  { _id: false },
);

/** A changed game's sheet exactly as the owner's own save sends it (`saveScores`' payload). */
const sheetSchema = new Schema(
  {
    gameId: { type: Schema.Types.ObjectId, required: true },
    payload: { type: Schema.Types.Mixed, required: true },
  },
  { _id: false },
);

/**
 * A round's statistics import: unique on (season, round, hash of the import's content and choices), so the same file
 * applied twice is one import, whoever clicks. It holds its whole plan from the moment it is inserted: the steps are
 * the players to create, then the sheets to save, in order; `done` counts the steps finished. 'applying' until every
 * step is done; one left 'applying' (a crash) is finished from `done` on (stats-import/apply.ts), each step being
 * idempotent. 'failed' when a step was refused for good (the round was locked meanwhile): `failure` says why.
 */
const statsImportSchema = new Schema(
  {
    seasonId: { type: Schema.Types.ObjectId, required: true },
    week: { type: Number, required: true },
    hash: { type: String, required: true },
    status: { type: String, enum: ['applying', 'applied', 'failed'], required: true, default: 'applying' },
    createdBy: { type: String, default: null },
    players: { type: [newPlayerSchema], default: [] },
    sheets: { type: [sheetSchema], default: [] },
    done: { type: Number, required: true, default: 0 },
    /** Set at the insert and at every step: an 'applying' import untouched for a while has lost its runner. */
    touchedAt: { type: Date, required: true, default: () => new Date() },
    failure: { type: String, default: null },
    appliedAt: { type: Date, default: null },
    /** Games saved and lines written by the import (planned at the insert). */
    games: { type: Number, default: 0 },
    lines: { type: Number, default: 0 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
statsImportSchema.index({ seasonId: 1, week: 1, hash: 1 }, { unique: true });

export type StatsImportFields = InferSchemaType<typeof statsImportSchema>;
/** An import as `lean()` reads it, its sheets typed. */
export type StoredStatsImport = Omit<StatsImportFields, 'sheets'> & {
  _id: Types.ObjectId;
  sheets: { gameId: Types.ObjectId; payload: GameScoresPayload }[];
};
export const StatsImport = mongoose.model('StatsImport', statsImportSchema, 'stats_imports');
