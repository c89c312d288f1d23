import bcrypt from 'bcrypt';
import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { LOCALES, ROLES, type SessionUser } from '@hfl/contracts';

const BCRYPT_COST = 12;

const userSchema = new Schema(
  {
    // Always present and lower-cased: FerretDB has no collation, and unique indexes need the field everywhere.
    email: { type: String, required: true, lowercase: true, trim: true, unique: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, required: true, trim: true },
    roles: { type: [{ type: String, enum: Object.values(ROLES) }], required: true, default: [ROLES.USER] },
    locale: { type: String, enum: LOCALES, required: true, default: 'en' },
    // null until the user clicks the link in the confirmation e-mail.
    confirmedAt: { type: Date, default: null },
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

export type UserFields = InferSchemaType<typeof userSchema>;
export type UserDocument = HydratedDocument<UserFields>;

export const User = mongoose.model('User', userSchema);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function fullName(user: Pick<UserFields, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`;
}

/** What the BFF keeps in the session and the browser knows of the user. */
export function toSessionUser(user: UserDocument): SessionUser {
  return {
    id: user.id as string,
    email: user.email,
    name: fullName(user),
    roles: [...user.roles] as SessionUser['roles'],
    locale: user.locale as SessionUser['locale'],
  };
}
