import { Router } from 'express';
import { loginSchema } from '@hfl/contracts';
import { requireService, validate } from '@hfl/kit';
import { createLogIn, type LogInOptions } from '../../auth/log-in';

const loginBody = validate(loginSchema);

/** Credential check for the BFF's login; the BFF, not a browser, is the only caller. */
export function authRouter(options: LogInOptions): Router {
  const router = Router();
  const logIn = createLogIn(options);

  router.post('/auth', requireService, loginBody, async (req, res) => {
    res.json(await logIn(loginBody.valueOf(res), req.identity?.clientAddress));
  });

  return router;
}
