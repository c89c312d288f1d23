import { Router } from 'express';
import { loginSchema, type LoginPayload } from '@hfl/contracts';
import { requireService, validate } from '@hfl/kit';
import { createLogIn, type LogInOptions } from '../../auth/log-in';

/** Credential check for the BFF's login; the BFF, not a browser, is the only caller. */
export function authRouter(options: LogInOptions): Router {
  const router = Router();
  const logIn = createLogIn(options);

  router.post('/auth', requireService, validate(loginSchema), async (req, res) => {
    res.json(await logIn(req.body as LoginPayload, req.identity?.clientAddress));
  });

  return router;
}
