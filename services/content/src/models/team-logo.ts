import mongoose, { Schema, type Types } from 'mongoose';
import { fileUrl, type TeamLogo as TeamLogoPayload } from '@hfl/contracts';

/**
 * A pre-made logo a team may take instead of uploading one. Its `_id` is the picture's own file id, so a team stores
 * one file id whichever way it got its logo (and keeps it if the logo later leaves the gallery).
 */
const teamLogoSchema = new Schema(
  { _id: { type: Schema.Types.ObjectId, required: true } },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

export const TeamLogo = mongoose.model('TeamLogo', teamLogoSchema, 'team_logos');

export function toTeamLogoPayload(logo: { _id: Types.ObjectId }): TeamLogoPayload {
  const id = logo._id.toHexString();
  return { id, image: fileUrl(id) };
}
