import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { POSITIONS } from '@hfl/contracts';

/**
 * One player's statistics in one game (entered plus derived from the score) and the fantasy points they are worth
 * under the current score configuration. Unique on (game, player): saving a sheet again overwrites, never doubles.
 * `week`, `seasonId`, `teamId` and `position` are copied in so a round's or a season's points are one query.
 */
const playerStatSchema = new Schema(
  {
    seasonId: { type: Schema.Types.ObjectId, required: true },
    week: { type: Number, required: true },
    gameId: { type: Schema.Types.ObjectId, required: true },
    playerId: { type: Schema.Types.ObjectId, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    position: { type: String, enum: POSITIONS, required: true },
    stats: { type: Schema.Types.Mixed, required: true, default: {} },
    points: { type: Number, required: true, default: 0 },
  },
  { minimize: false },
);
playerStatSchema.index({ gameId: 1, playerId: 1 }, { unique: true });
playerStatSchema.index({ seasonId: 1, week: 1 });
playerStatSchema.index({ playerId: 1, seasonId: 1 });

export type PlayerStatFields = InferSchemaType<typeof playerStatSchema>;
export const PlayerStat = mongoose.model('PlayerStat', playerStatSchema, 'player_stats');
