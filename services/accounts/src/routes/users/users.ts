import { Router, type RequestHandler } from 'express';
import {
  accountDeletionSchema,
  localeParamsSchema,
  profileUpdateSchema,
  ROLES,
  rooms,
  type AccountDeletionPayload,
  type LocaleParams,
  type ProfileUpdatePayload,
} from '@hfl/contracts';
import { callerId, ConflictError, NotAllowedError, requireUser, validate, type Publisher } from '@hfl/kit';
import { verifyCurrentPassword } from '../../current-password';
import { releaseInLeagues } from '../../deleted-accounts';
import type { LeaguesClient } from '../../leagues-client';
import type { AccountLimits } from '../../rate-limit-config';
import { Notification } from '../../models/notification';
import { Token } from '../../models/token';
import { deletedEmail, toProfile, toSessionUser, User } from '../../models/user';
import { loadCaller } from '../caller';

/** `me` or the caller's own id; anybody else's record is not the caller's to change. */
function assertOwnId(id: string, callerUserId: string): void {
  if (id !== 'me' && id !== callerUserId) throw new NotAllowedError();
}

/** Checked before the body, so a request about somebody else is refused whatever it carries. */
const ownIdOnly: RequestHandler = (req, _res, next) => {
  assertOwnId(String(req.params.id), callerId(req));
  next();
};

export interface UsersRouterOptions {
  publisher: Publisher;
  leagues: LeaguesClient;
  limits: AccountLimits;
}

export function usersRouter({ publisher, leagues, limits }: UsersRouterOptions): Router {
  const router = Router();

  router.get('/users/me', requireUser, async (req, res) => {
    res.json(toProfile(await loadCaller(req)));
  });

  router.post('/users/:id/locale/:locale', requireUser, validate(localeParamsSchema, 'params'), async (req, res) => {
    const { id, locale } = res.locals.params as LocaleParams;
    assertOwnId(id, callerId(req));
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

  /** Profile update (spec: POST users/{id}); answers the profile. */
  router.post('/users/:id', requireUser, ownIdOnly, validate(profileUpdateSchema), async (req, res) => {
    const { newsletter, ...fields } = req.body as ProfileUpdatePayload;
    const caller = await loadCaller(req);
    const user = await User.findOneAndUpdate(
      { _id: caller._id, deletedAt: null },
      { $set: { ...fields, ...(newsletter === undefined ? {} : { newsletter }) } },
      { returnDocument: 'after', runValidators: true },
    );
    if (!user) throw new NotAllowedError();
    res.json(toProfile(user));
  });

  /**
   * Deletes the caller's account. The document stays so the user's teams can remain as "deleted user", but
   * everything personal goes: names, address (replaced by a unique non-address), password, profile, tokens,
   * notifications. The current password is asked again. A league admin must first hand over every league that has other members (spec section 4); when
   * leagues cannot say whether that is so, nothing is deleted (503) rather than risk a league without an admin.
   */
  router.delete('/users/me', requireUser, validate(accountDeletionSchema), async (req, res) => {
    const { currentPassword } = req.body as AccountDeletionPayload;
    const user = await loadCaller(req);
    // The site owner's account runs the back-office; it is not removed from the player app.
    if (user.roles.includes(ROLES.SUPER_ADMIN)) throw new NotAllowedError('errors:ownerCannotBeDeleted');
    await verifyCurrentPassword(user, currentPassword, 'currentPassword', limits);
    const administered = await leagues.transferRequired(user.id as string);
    if (administered.length > 0) {
      throw new ConflictError('errors:adminTransferRequired', { leagues: administered.map((l) => l.name).join(', ') });
    }
    await User.updateOne(
      { _id: user._id, deletedAt: null },
      {
        $set: {
          email: deletedEmail(user.id as string),
          passwordHash: null,
          firstName: null,
          lastName: null,
          gender: null,
          location: null,
          birthDate: null,
          newsletter: false,
          deletedAt: new Date(),
          leaguesReleasePending: true,
        },
      },
    );
    await Promise.all([Token.deleteMany({ userId: user._id }), Notification.deleteMany({ userId: user._id })]);
    // Leagues lets go of the user now, or the release sweep sees to it (see deleted-accounts.ts).
    await releaseInLeagues(leagues, user.id as string);
    res.status(204).end();
  });

  return router;
}
