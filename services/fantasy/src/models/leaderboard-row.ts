import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { localizedNameSchema } from './localized-name';

/**
 * One fantasy team's line on a real season's leaderboard (owner-back-office.md section 3 Leaderboard row): its league,
 * names and season points, with its ranks computed when the rows were written (equal points share a rank; `rank`
 * among every team of the real season, `rankInSize` among the teams of leagues of the same size), so a request only
 * filters, sorts and pages. `search`: the manager's, team's and league's names lowercased without accents (what a
 * search term is matched against). A refresh writes the whole season's rows as a new `generation` and then points
 * the season's LeaderboardStamp at it: readers only ever read the generation the stamp names, never half a rewrite.
 */
const leaderboardRowSchema = new Schema(
  {
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    generation: { type: Schema.Types.ObjectId, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    leagueId: { type: Schema.Types.ObjectId, required: true },
    leagueName: { type: String, required: true },
    teamName: { type: String, required: true },
    teamLogoUrl: { type: String, default: null },
    /** The manager's name as each language writes it (rows written before it hold one `userName`). */
    userNames: { type: localizedNameSchema, required: true },
    /** The league's size (its maximum number of teams). */
    nbTeams: { type: Number, required: true },
    points: { type: Number, required: true },
    rank: { type: Number, required: true },
    rankInSize: { type: Number, required: true },
    search: { type: String, required: true },
  },
  // Only ever inserted and deleted, never updated.
  { versionKey: false },
);
leaderboardRowSchema.index({ realSeasonId: 1, generation: 1 });

export type LeaderboardRowFields = InferSchemaType<typeof leaderboardRowSchema>;
export const LeaderboardRow = mongoose.model('LeaderboardRow', leaderboardRowSchema, 'leaderboard_rows');

/**
 * Which generation of a real season's rows is the leaderboard (`_id` = the real season's id), read by `_id` on every
 * request: a process keeps the rows in memory and reads them again only when this changed. `at`: what the rows are
 * as of (their refresh began reading then); the results sweep refreshes rows older than the last change.
 */
const leaderboardStampSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    generation: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export const LeaderboardStamp = mongoose.model('LeaderboardStamp', leaderboardStampSchema, 'leaderboard_stamps');
