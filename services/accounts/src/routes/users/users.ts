import { Router, type Request } from 'express';
import mongoose from 'mongoose';
import { localeParamsSchema, rooms, type LocaleParams } from '@hfl/contracts';
import { AuthenticationError, callerId, NotAllowedError, requireUser, validate, type Publisher } from '@hfl/kit';
import { toSessionUser, User, type UserDocument } from '../../models/user';

/** The signed-in caller's own record; a session that outlived its user is no longer signed in. */
async function loadCaller(req: Request): Promise<UserDocument> {
  const id = callerId(req);
  const user = mongoose.isValidObjectId(id) ? await User.findById(id) : null;
  if (!user) throw new AuthenticationError();
  return user;
}

export function usersRouter({ publisher }: { publisher: Publisher }): Router {
  const router = Router();

  router.get('/users/me', requireUser, async (req, res) => {
    const user = await loadCaller(req);
    res.json({ ...toSessionUser(user), firstName: user.firstName, lastName: user.lastName, createdAt: user.createdAt });
  });

  router.post('/users/:id/locale/:locale', requireUser, validate(localeParamsSchema, 'params'), async (req, res) => {
    const { id, locale } = res.locals.params as LocaleParams;
    if (id !== 'me' && id !== callerId(req)) throw new NotAllowedError();
    const user = await loadCaller(req);
    user.locale = locale;
    await user.save();
    try {
      // Every open tab of this user switches language too.
      await publisher.publish({ room: rooms.user(user.id as string), event: 'user/localeChanged', data: { locale } });
    } catch (err) {
      req.log.warn({ err }, 'locale change saved but not published');
    }
    res.json(toSessionUser(user));
  });

  return router;
}
