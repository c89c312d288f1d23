import mongoose from 'mongoose';
import type { Locale, NamedUser } from '@hfl/contracts';
import { deletedUserName, fullName, fullNames, User } from '../models/user';

/**
 * How users are named (accounts owns names): one `{id, name, names}` per distinct id, in the order asked, `name` as
 * `locale` writes it (family name first in Hungarian), `names` in every language; an account that is deleted or
 * unknown reads "deleted user".
 */
export async function userNames(requested: readonly string[], locale: Locale): Promise<NamedUser[]> {
  const ids = [...new Set(requested.map((id) => id.toLowerCase()))];
  const users = ids.length
    ? await User.find({ _id: mongoose.trusted({ $in: ids }) }, { firstName: 1, lastName: 1, deletedAt: 1 })
    : [];
  const byId = new Map(users.map((user) => [user.id as string, user]));
  return ids.map((id) => {
    const user = byId.get(id);
    return { id, name: user ? fullName(user, locale) : deletedUserName(locale), names: fullNames(user ?? null) };
  });
}
