import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { MEMBERSHIP_ROLES, MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES, TIMEZONES } from '@hfl/contracts';

/**
 * A user's place in a league: active (a member with a team) or pending (a request to join, or an invitation).
 *
 * Uniqueness is on (leagueId, key), not (leagueId, userId): an invitation names an e-mail address before anyone
 * has a user id. `key` is `u:<userId>` for a user's membership and `i:<email>` for an invitation, so a user holds
 * one membership per league and an address one invitation; accepting an invitation rewrites its key to the user's
 * (a unique violation there means the user is already in). Invitations will also carry `tokenHash`/`expiresAt`.
 */
const membershipSchema = new Schema(
  {
    leagueId: { type: Schema.Types.ObjectId, required: true },
    key: { type: String, required: true },
    userId: { type: String, default: null, index: true },
    role: { type: String, enum: MEMBERSHIP_ROLES, required: true },
    status: { type: String, enum: MEMBERSHIP_STATUSES, required: true },
    type: { type: String, enum: [...MEMBERSHIP_TYPES, null], default: null },
    /** Pending rows: the requested team name, or the invited address. */
    displayName: { type: String, default: null },
    teamId: { type: Schema.Types.ObjectId, default: null },
    /** What a REQUESTED membership asked for; the team is made from it on acceptance. */
    request: {
      teamName: { type: String, default: null },
      timezone: { type: String, enum: [...TIMEZONES, null], default: null },
      logoFileId: { type: Schema.Types.ObjectId, default: null },
    },
    // Invitations (next step): the invited address and a hash of the link's token.
    email: { type: String, default: null },
    tokenHash: { type: String, default: null },
    expiresAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
membershipSchema.index({ leagueId: 1, key: 1 }, { unique: true });

export type MembershipFields = InferSchemaType<typeof membershipSchema>;
export type MembershipDocument = HydratedDocument<MembershipFields>;
export const Membership = mongoose.model('Membership', membershipSchema);

export const userKey = (userId: string) => `u:${userId}`;
export const invitationKey = (email: string) => `i:${email.toLowerCase()}`;
