import { Router } from 'express';
import {
  accountDeletionSchema,
  localeParamsSchema,
  profileUpdateSchema,
  type AccountDeletionPayload,
  type LocaleParams,
  type ProfileUpdatePayload,
} from '@hfl/contracts';
import { requireUser, validate, type Publisher } from '@hfl/kit';
import type { LeaguesClient } from '../../peers/leagues';
import type { AccountLimits } from '../../limits/account-limits';
import { callerSlot, loadCaller } from '../../users/caller';
import { deleteAccount } from '../../users/delete-account';
import { ownIdOnly } from '../../users/own-id';
import { changeLocale, profileOf, updateProfile } from '../../users/profile';

export interface UsersRouterOptions {
  publisher: Publisher;
  leagues: LeaguesClient;
  limits: AccountLimits;
}

export function usersRouter({ publisher, leagues, limits }: UsersRouterOptions): Router {
  const router = Router();

  router.get('/users/me', requireUser, loadCaller, (_req, res) => {
    res.json(profileOf(callerSlot.get(res)));
  });

  router.post(
    '/users/:id/locale/:locale',
    requireUser,
    validate(localeParamsSchema, 'params'),
    ownIdOnly,
    loadCaller,
    async (_req, res) => {
      res.json(await changeLocale(callerSlot.get(res), (res.locals.params as LocaleParams).locale, publisher));
    },
  );

  /** Profile update (spec: POST users/{id}); answers the profile. */
  router.post('/users/:id', requireUser, ownIdOnly, validate(profileUpdateSchema), loadCaller, async (req, res) => {
    res.json(await updateProfile(callerSlot.get(res), req.body as ProfileUpdatePayload));
  });

  /** Deletes the caller's account (see users/delete-account.ts); the current password is asked again. */
  router.delete('/users/me', requireUser, validate(accountDeletionSchema), loadCaller, async (req, res) => {
    await deleteAccount(callerSlot.get(res), (req.body as AccountDeletionPayload).currentPassword, { leagues, limits });
    res.status(204).end();
  });

  return router;
}
