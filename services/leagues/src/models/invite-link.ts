import { randomBytes, timingSafeEqual } from 'node:crypto';
import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';
import { INVITE_LINK_TTL_DAYS } from '@hfl/contracts';
import { ConflictError } from '@hfl/kit';

export const INVITE_LINK_TTL_MS = INVITE_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * A league's invite link (issue 38): its admin shares it (a chat, a club's message board) besides inviting addresses
 * one by one. One document per league (`_id` = the league): a new link replaces the token, revoking sets `revokedAt`,
 * so a league has at most one working link and each change is a single-document write (of two at once, the last
 * counts). The token is kept as it is, not hashed: the admin copies the link again whenever he likes; it is meant to
 * be passed around, and revoking it (or its expiry) is what protects the league.
 */
const inviteLinkSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    token: { type: String, required: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
  },
  { versionKey: false },
);

export type InviteLinkFields = InferSchemaType<typeof inviteLinkSchema>;
export const InviteLink = mongoose.model('InviteLink', inviteLinkSchema, 'invite_links');

/** A fresh token: 16 random bytes, base64url (contracts' INVITE_LINK_TOKEN_PATTERN). */
export const newInviteLinkToken = () => randomBytes(16).toString('base64url');

/** The league's link while it works: made, not revoked, not expired. */
export async function workingInviteLink(leagueId: Types.ObjectId, now = new Date()): Promise<InviteLinkFields | null> {
  const link = await InviteLink.findById(leagueId).lean<InviteLinkFields>();
  return link && !link.revokedAt && link.expiresAt.getTime() > now.getTime() ? link : null;
}

/**
 * The league's link that `token` names, or why it does not work: revoked or replaced by a newer one (or never the
 * league's: one message for all, so the answer does not tell which), expired (409 each). Compared in constant time.
 */
export async function requireUsableInviteLink(leagueId: Types.ObjectId, token: string): Promise<InviteLinkFields> {
  const link = await InviteLink.findById(leagueId).lean<InviteLinkFields>();
  const given = Buffer.from(token);
  const stored = Buffer.from(link?.token ?? '');
  const matches = given.length === stored.length && timingSafeEqual(given, stored);
  if (!link || !matches || link.revokedAt) throw new ConflictError('errors:inviteLinkRevoked');
  if (link.expiresAt.getTime() <= Date.now()) throw new ConflictError('errors:inviteLinkExpired');
  return link;
}
