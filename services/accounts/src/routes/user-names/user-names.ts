import { Router } from 'express';
import { userNamesQuerySchema } from '@hfl/contracts';
import { callerLocale, requireService, validate } from '@hfl/kit';
import { userNames } from '../../users/user-names';

const namesQuery = validate(userNamesQuerySchema);

/**
 * `POST /internal/users/names` {ids}: a peer service (leagues: member rows, league admins, exports) asks how users
 * are named, since accounts owns names. Service-only: a user token is 403, no token 401. Answers one `{id, name}` per
 * distinct id, in the order asked; an account that is deleted or unknown reads "deleted user" in the caller's language.
 */
export function userNamesRouter(): Router {
  const router = Router();
  router.post('/internal/users/names', requireService, namesQuery, async (req, res) => {
    res.json(await userNames(namesQuery.valueOf(res).ids, callerLocale(req)));
  });
  return router;
}
