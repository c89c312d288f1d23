import mongoose, { Schema } from 'mongoose';

/**
 * The game results a team's manager has seen, keyed by `<leagueSeasonId>:<teamId>`: per game id, the result as it was
 * shown (`<team1Points>:<team2Points>`). A result that changes later no longer matches, so it is shown again. Only the
 * team's manager writes it, one field at a time.
 */
const seenResultsSchema = new Schema(
  {
    _id: { type: String, required: true },
    seen: { type: Map, of: String, required: true, default: () => new Map() },
  },
  { versionKey: false },
);

export const SeenResults = mongoose.model('SeenResults', seenResultsSchema, 'seen_results');

export const seenResultsId = (leagueSeasonId: { toString(): string }, teamId: string) =>
  `${String(leagueSeasonId)}:${teamId}`;
