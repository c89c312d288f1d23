import mongoose from 'mongoose';
import type { Locale, UserRef } from '@hfl/contracts';
import { deletedUserName, fullName, User } from '../models/user';

/**
 * How users are named (accounts owns names): one `{id, name}` per distinct id, in the order asked; an account that is
 * deleted or unknown reads "deleted user" in `locale`.
 */
export async function userNames(requested: readonly string[], locale: Locale): Promise<UserRef[]> {
  const ids = [...new Set(requested.map((id) => id.toLowerCase()))];
  const users = ids.length
    ? await User.find({ _id: mongoose.trusted({ $in: ids }) }, { firstName: 1, lastName: 1, deletedAt: 1 })
    : [];
  const byId = new Map(users.map((user) => [user.id as string, user]));
  return ids.map((id) => {
    const user = byId.get(id);
    return { id, name: user ? fullName(user, locale) : deletedUserName(locale) };
  });
}
