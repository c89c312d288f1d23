import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { TROPHY_TYPES } from '@hfl/contracts';
import { localizedNameSchema } from './localized-name';

/**
 * A trophy a fantasy team won in a league season (player-app.md section 3 Trophy): a weekly award of a locked round or
 * a season trophy (final places 1–3, with the season's last round as its week). `key`
 * (`<leagueSeasonId>:<week>:<type>:<teamId>`) is unique: awarding the same round twice (a second scoring, the sweep
 * and the lock at once) inserts it once, and whoever loses the insert knows it is there. The `_id` is the trophy's
 * URL. The names shown (team, manager, league, player, real season) are kept as they were when last awarded, so a
 * page reads one document; `userId` is the team's manager then (the cabinet's `GET /trophies/me`). `viewedAt`: when
 * the manager saw it (the game center shows an unseen one once).
 */
const trophySchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    leagueSeasonId: { type: Schema.Types.ObjectId, required: true },
    leagueId: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    week: { type: Number, required: true },
    type: { type: String, enum: TROPHY_TYPES, required: true },
    teamId: { type: String, required: true },
    /** The team's manager when last awarded; null for a team whose manager is gone. */
    userId: { type: String, default: null },
    teamName: { type: String, required: true },
    /** The manager's name as each language writes it (trophies awarded before it hold one `owner`). */
    owners: { type: localizedNameSchema, required: true },
    leagueName: { type: String, required: true },
    seasonName: { type: String, required: true },
    player: {
      type: new Schema(
        { id: { type: String, required: true }, name: { type: String, required: true } },
        { _id: false },
      ),
      default: null,
    },
    /** The team's or player's points, or the winning margin; null for season trophies. */
    points: { type: Number, default: null },
    awardedAt: { type: Date, required: true },
    viewedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
trophySchema.index({ leagueSeasonId: 1, teamId: 1 });
trophySchema.index({ userId: 1 });

export type TrophyFields = InferSchemaType<typeof trophySchema> & {
  _id: mongoose.Types.ObjectId;
  /** Trophies awarded before names were kept in every language: the manager's name then. */
  owner?: string;
};
export const Trophy = mongoose.model('Trophy', trophySchema, 'trophies');

/** A trophy's unique key. */
export const trophyKey = (leagueSeasonId: { toString(): string }, week: number, type: string, teamId: string) =>
  `${String(leagueSeasonId)}:${week}:${type}:${teamId}`;
