import mongoose, { Schema } from 'mongoose';

/**
 * A roster's players as the pages and the changes read them, in one document keyed by `<leagueSeasonId>:<teamId>`:
 * FerretDB v1 pushes down only `_id` equality, so reading a roster's RosterPlayer documents (or finding a team's
 * roster) scans the whole collection; this is read by `_id` alone. Derived, like the roster's packed lineup, from the
 * RosterPlayer documents, which stay the truth: `refreshLineup` rebuilds both from them, and a change inside the
 * roster's lock writes both from what it decided. `pending` is set before a change writes RosterPlayer documents and
 * cleared with the card it writes after: a change that finds it set (its writer died) reads the truth again.
 * `snapshotWeek`: see `ensureRosterSnapshots`. `players`: JSON of [{ id, playerId, fantasyPosition, activityStatus, addedAt }] (one stored value).
 */
const rosterCardSchema = new Schema(
  {
    _id: { type: String, required: true },
    rosterId: { type: Schema.Types.ObjectId, required: true },
    players: { type: String, required: true },
    pending: { type: Boolean, required: true, default: false },
    /** Rounds up to this one have the roster's lineup snapshot (a change checks it without another read). */
    snapshotWeek: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);

export const RosterCard = mongoose.model('RosterCard', rosterCardSchema, 'roster_cards');

export const rosterCardId = (leagueSeasonId: { toString(): string }, teamId: { toString(): string }) =>
  `${String(leagueSeasonId)}:${String(teamId)}`;
