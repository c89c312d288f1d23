import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Schema, type HydratedDocument, type InferSchemaType, type Types } from 'mongoose';
import { isDuplicateKeyError } from '@hfl/kit';

/**
 * Single-use tokens behind the links we e-mail. Only a SHA-256 of the token is stored, so a leaked database
 * cannot confirm, reset or switch anything. No TTL index (FerretDB has none): expiry is part of every read.
 */
export const TOKEN_TYPES = ['confirm', 'reset', 'emailChange'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

const HOUR_MS = 60 * 60 * 1000;

export const TOKEN_LIFETIME_MS: Record<TokenType, number> = {
  confirm: 7 * 24 * HOUR_MS,
  reset: HOUR_MS,
  emailChange: 24 * HOUR_MS,
};

const tokenSchema = new Schema(
  {
    type: { type: String, enum: TOKEN_TYPES, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    tokenHash: { type: String, required: true, unique: true },
    data: {
      // emailChange: the address the user asked for.
      newEmail: { type: String, default: null },
      // confirm: where the registration was heading (contracts' isCarriedReturnPath), carried by every new link.
      returnPath: { type: String, default: null },
    },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export type TokenFields = InferSchemaType<typeof tokenSchema>;
export type TokenDocument = HydratedDocument<TokenFields>;

export const Token = mongoose.model('Token', tokenSchema);

/**
 * One document per token ever used, keyed by its hash. FerretDB v1 does not apply a conditional update
 * atomically (two concurrent `findOneAndUpdate({usedAt: null})` can both match), but it does enforce a unique
 * `_id` on insert: the insert is the claim that makes single use hold on both databases.
 */
const tokenUseSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);
export const TokenUse = mongoose.model('TokenUse', tokenUseSchema, 'token_uses');

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a token of the type for the user and returns the secret that goes into the link (64 hex characters). */
export async function issueToken(
  type: TokenType,
  userId: Types.ObjectId | string,
  data: { newEmail?: string; returnPath?: string | null } = {},
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await Token.create({
    type,
    userId,
    tokenHash: hashToken(token),
    data: { newEmail: data.newEmail ?? null, returnPath: data.returnPath ?? null },
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[type]),
  });
  return token;
}

/**
 * Uses a token up, or returns null when it is unknown, expired, already used, of another type or (when `userId` is
 * given) someone else's. Two steps: the claim (a unique insert: of concurrent uses exactly one gets past it) and
 * one atomic `findOneAndUpdate` that matches only an unused, unexpired token and marks it used.
 */
export async function consumeToken(
  type: TokenType,
  token: string,
  { userId }: { userId?: string } = {},
): Promise<TokenDocument | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  try {
    await TokenUse.create({ _id: tokenHash, at: now });
  } catch (error) {
    if (isDuplicateKeyError(error)) return null;
    throw error;
  }
  const used = await Token.findOneAndUpdate(
    {
      tokenHash,
      type,
      usedAt: null,
      // Trusted: the filter is ours, built from a validated string (sanitizeFilter would neutralise $gt).
      expiresAt: mongoose.trusted({ $gt: now }),
      ...(userId ? { userId } : {}),
    },
    { $set: { usedAt: now } },
    { returnDocument: 'after' },
  );
  // Not usable by this caller: give the claim back, so e.g. its rightful owner can still use the link.
  if (!used) await TokenUse.deleteOne({ _id: tokenHash });
  return used;
}

/** Makes the user's unused tokens (of the types) unusable, e.g. other reset links once the password changed. */
export async function revokeTokens(userId: Types.ObjectId | string, types: readonly TokenType[]): Promise<void> {
  await Token.updateMany(
    { userId, usedAt: null, type: mongoose.trusted({ $in: [...types] }) },
    { $set: { usedAt: new Date() } },
  );
}
