import { Router } from 'express';
import mongoose from 'mongoose';
import { userNamesQuerySchema, type UserNamesQuery, type UserRef } from '@hfl/contracts';
import { requireService, validate } from '@hfl/kit';
import { deletedUserName, fullName, User } from '../../models/user';

/**
 * `POST /internal/users/names` {ids}: a peer service (leagues: member rows, league admins, exports) asks how users
 * are named, since accounts owns names. Service-only: a user token is 403, no token 401. Answers one `{id, name}` per
 * distinct id, in the order asked; an account that is deleted or unknown reads "deleted user" in the caller's language.
 */
export function userNamesRouter(): Router {
  const router = Router();
  router.post('/internal/users/names', requireService, validate(userNamesQuerySchema), async (req, res) => {
    const ids = [...new Set((req.body as UserNamesQuery).ids.map((id) => id.toLowerCase()))];
    const locale = req.identity?.locale;
    const users = ids.length ? await User.find({ _id: mongoose.trusted({ $in: ids }) }, { firstName: 1, lastName: 1, deletedAt: 1 }) : [];
    const byId = new Map(users.map((user) => [user.id as string, user]));
    const names: UserRef[] = ids.map((id) => {
      const user = byId.get(id);
      return { id, name: user ? fullName(user, locale) : deletedUserName(locale) };
    });
    res.json(names);
  });
  return router;
}
