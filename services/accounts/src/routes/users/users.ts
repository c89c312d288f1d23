import { Router } from 'express';
import { accountDeletionSchema, localeParamsSchema, profileUpdateSchema } from '@hfl/contracts';
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

const localeParams = validate(localeParamsSchema, 'params');
const profileBody = validate(profileUpdateSchema);
const deletionBody = validate(accountDeletionSchema);

export function usersRouter({ publisher, leagues, limits }: UsersRouterOptions): Router {
  const router = Router();

  router.get('/users/me', requireUser, loadCaller, (_req, res) => {
    res.json(profileOf(callerSlot.get(res)));
  });

  router.post('/users/:id/locale/:locale', requireUser, localeParams, ownIdOnly, loadCaller, async (_req, res) => {
    res.json(await changeLocale(callerSlot.get(res), localeParams.valueOf(res).locale, publisher));
  });

  /** Profile update (spec: POST users/{id}); answers the profile. */
  router.post('/users/:id', requireUser, ownIdOnly, profileBody, loadCaller, async (_req, res) => {
    res.json(await updateProfile(callerSlot.get(res), profileBody.valueOf(res)));
  });

  /** Deletes the caller's account (see users/delete-account.ts); the current password is asked again. */
  router.delete('/users/me', requireUser, deletionBody, loadCaller, async (_req, res) => {
    await deleteAccount(callerSlot.get(res), deletionBody.valueOf(res).currentPassword, { leagues, limits });
    res.status(204).end();
  });

  return router;
}
