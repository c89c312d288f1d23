import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';

/**
 * A real game of a season's schedule. Scores are null until the score sheet is saved; `team1Players`/`team2Players`
 * are the players listed on each side of the sheet (the club's players when first saved, plus any added).
 */
const gameSchema = new Schema(
  {
    seasonId: { type: Schema.Types.ObjectId, required: true, index: true },
    week: { type: Number, required: true },
    /** YYYY-MM-DD */
    date: { type: String, required: true },
    /** The kickoff on the league's clock (Europe/Budapest), 'HH:mm'; null while not known (and in games stored before). */
    time: { type: String, default: null },
    team1Id: { type: Schema.Types.ObjectId, required: true },
    team2Id: { type: Schema.Types.ObjectId, required: true },
    score1: { type: Number, default: null },
    score2: { type: Number, default: null },
    team1Players: { type: [Schema.Types.ObjectId], default: [] },
    team2Players: { type: [Schema.Types.ObjectId], default: [] },
    hasStats: { type: Boolean, required: true, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export type GameFields = InferSchemaType<typeof gameSchema>;
export type GameDocument = HydratedDocument<GameFields>;
export const Game = mongoose.model('Game', gameSchema, 'games');
