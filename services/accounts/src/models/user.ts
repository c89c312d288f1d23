import bcrypt from 'bcrypt';
import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import {
  EMAIL_ALERT_KINDS,
  foldForSearch,
  GENDERS,
  localizedName,
  LOCALES,
  personName,
  ROLES,
  SEARCH_SEPARATOR,
  toLocale,
  type LocalizedName,
  type SessionUser,
  type UserProfile,
} from '@hfl/contracts';
import { translate } from '@hfl/kit';

/**
 * bcrypt's work factor: 12 wherever a password is real. Tests hash at bcrypt's lowest cost, 4: at 12 every hash and
 * every login takes about 0.4 s of CPU, and the suites' logins and password changes added up to minutes.
 */
export const bcryptCost = (nodeEnv = process.env.NODE_ENV): number => (nodeEnv === 'test' ? 4 : 12);

/** How a deleted (or unknown) account's name reads wherever it still appears (e.g. a league's "deleted user" team). */
export function deletedUserName(locale?: unknown): string {
  return translate('common:deletedUser', locale);
}

/** Personal data is required of every account that is not deleted; deletion empties it. */
function requiredUnlessDeleted(this: { deletedAt?: Date | null }): boolean {
  return !this.deletedAt;
}

const userSchema = new Schema(
  {
    // Always present and lower-cased: FerretDB has no collation, and unique indexes need the field everywhere.
    // A deleted account keeps a unique non-address (deleted+<id>@invalid), so its old address is free again.
    email: { type: String, required: true, lowercase: true, trim: true, unique: true },
    passwordHash: { type: String, default: null, required: requiredUnlessDeleted },
    firstName: { type: String, trim: true, default: null, required: requiredUnlessDeleted },
    lastName: { type: String, trim: true, default: null, required: requiredUnlessDeleted },
    gender: { type: String, enum: [...GENDERS, null], default: null },
    location: { type: String, trim: true, default: null },
    /** A calendar date, YYYY-MM-DD: no time zone can shift it. */
    birthDate: { type: String, default: null },
    newsletter: { type: Boolean, required: true, default: false },
    /** The e-mail alert kinds the user turned off: every kind is on until then (the newsletter is `newsletter`). */
    emailAlertsOff: { type: [{ type: String, enum: EMAIL_ALERT_KINDS }], default: [] },
    /** Trades and results come in one mail a day (alerts/daily-summary.ts) instead of one mail each. */
    emailDailySummary: { type: Boolean, required: true, default: false },
    roles: { type: [{ type: String, enum: Object.values(ROLES) }], required: true, default: [ROLES.USER] },
    locale: { type: String, enum: LOCALES, required: true, default: 'en' },
    // null until the user clicks the link in the confirmation e-mail.
    confirmedAt: { type: Date, default: null },
    // Set when the user deleted the account: the document stays (leagues keep "deleted user" teams), its data goes.
    deletedAt: { type: Date, default: null },
    // Set with deletedAt, cleared once leagues has dropped the user's pending memberships and solo leagues.
    leaguesReleasePending: { type: Boolean, required: true, default: false },
    // Set when the site operator deleted the account: leagues' release follows the operator's rules.
    deletedByOwner: { type: Boolean, required: true, default: false },
    // The operator's holds (player-app.md section 4): no login while either is set. A suspension carries its reason.
    suspendedAt: { type: Date, default: null },
    suspendedReason: { type: String, default: null },
    disabledAt: { type: Date, default: null },
    // The name and the e-mail folded for the owner's search (userSearchText): FerretDB has no collation, so the
    // folded text is stored with every write of them. Absent on accounts written before it (backfillUserSearch).
    search: { type: String },
  },
  {
    timestamps: { createdAt: true, updatedAt: false },
    toJSON: {
      versionKey: false,
      transform: (_doc, ret: Record<string, unknown>) => {
        delete ret.passwordHash;
        ret.id = String(ret._id);
        delete ret._id;
        return ret;
      },
    },
  },
);

/** The stored search text of an account: its name and e-mail folded (contracts' foldForSearch); '' once deleted. */
export function userSearchText(user: {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  deletedAt?: Date | null;
}): string {
  if (user.deletedAt) return '';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return `${foldForSearch(name)}${SEARCH_SEPARATOR}${foldForSearch(user.email)}`;
}

const SEARCHED_FIELDS = ['firstName', 'lastName', 'email'] as const;

userSchema.pre('save', function keepSearchInStep() {
  if (this.isNew || SEARCHED_FIELDS.some((field) => this.isModified(field))) this.search = userSearchText(this);
});

// An update of the name or the e-mail must write the search text with them (userSearchText): one left out would leave
// the account unfindable or found by its old name, so it is refused here rather than found out by the owner.
userSchema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function requireSearchInStep() {
  const update = (this.getUpdate() ?? {}) as Record<string, unknown>;
  // Fields given without an operator are a $set.
  for (const fields of [update, update.$set, update.$setOnInsert] as (Record<string, unknown> | undefined)[]) {
    if (fields && SEARCHED_FIELDS.some((field) => field in fields) && !('search' in fields)) {
      throw new Error(`a User update of the name or e-mail must set search (userSearchText)`);
    }
  }
});

export type UserFields = InferSchemaType<typeof userSchema>;
export type UserDocument = HydratedDocument<UserFields>;

export const User = mongoose.model('User', userSchema);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, bcryptCost());
}

/** The name other people see, as their language writes it (family name first in Hungarian), or "deleted user". */
export function fullName(user: Pick<UserFields, 'firstName' | 'lastName' | 'deletedAt'>, locale?: unknown): string {
  if (user.deletedAt) return deletedUserName(locale);
  return personName(user.firstName, user.lastName, toLocale(locale));
}

/** The name in every language, for what a peer keeps and shows later to readers of either. */
export function fullNames(user: Pick<UserFields, 'firstName' | 'lastName' | 'deletedAt'> | null): LocalizedName {
  return localizedName((locale) => (user ? fullName(user, locale) : deletedUserName(locale)));
}

/** The address a deleted account keeps: unique, never deliverable (.invalid is reserved), never typed by anyone. */
export function deletedEmail(id: string): string {
  return `deleted+${id}@invalid`;
}

/** What the BFF keeps in the session and the browser knows of the user. */
export function toSessionUser(user: UserDocument): SessionUser {
  return {
    id: user.id as string,
    email: user.email,
    name: fullName(user, user.locale),
    roles: [...user.roles] as SessionUser['roles'],
    locale: user.locale as SessionUser['locale'],
  };
}

/** `GET /users/me` and the answer of a profile update. */
export function toProfile(user: UserDocument): UserProfile {
  return {
    ...toSessionUser(user),
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    gender: (user.gender ?? null) as UserProfile['gender'],
    location: user.location ?? null,
    birthDate: user.birthDate ?? null,
    newsletter: Boolean(user.newsletter),
    createdAt: user.createdAt.toISOString(),
  };
}
