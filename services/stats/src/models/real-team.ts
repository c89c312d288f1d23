import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { REAL_TEAM_STATUSES } from '@hfl/contracts';

/** A real HFL club (collection `teams`); its logo is a file in content (`logoFileId`). */
const realTeamSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    status: { type: String, enum: REAL_TEAM_STATUSES, required: true, default: 'active' },
    logoFileId: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export type RealTeamFields = InferSchemaType<typeof realTeamSchema>;
export type RealTeamDocument = HydratedDocument<RealTeamFields>;
export const RealTeam = mongoose.model('RealTeam', realTeamSchema, 'teams');
