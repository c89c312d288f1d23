import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { fileUrl, TIMEZONES, type TeamRef } from '@hfl/contracts';

/** A member's team in a league; unique per (league, user), which also settles two concurrent acceptances. */
const fantasyTeamSchema = new Schema(
  {
    leagueId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    timezone: { type: String, enum: TIMEZONES, required: true },
    /** The logo's file in content: uploaded for this team, or a pre-made one; null shows the default badge. */
    logoFileId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
fantasyTeamSchema.index({ leagueId: 1, userId: 1 }, { unique: true });

export type FantasyTeamFields = InferSchemaType<typeof fantasyTeamSchema>;
export type FantasyTeamDocument = HydratedDocument<FantasyTeamFields>;
export const FantasyTeam = mongoose.model('FantasyTeam', fantasyTeamSchema, 'fantasy_teams');

export function teamLogoUrl(team: Pick<FantasyTeamFields, 'logoFileId'>): string | null {
  return team.logoFileId ? fileUrl(String(team.logoFileId)) : null;
}

/** A team as lists show it. */
export function toTeamRef(team: FantasyTeamDocument): TeamRef {
  return { id: team.id as string, name: team.name, logoUrl: teamLogoUrl(team) };
}
