import bcrypt from 'bcrypt';
import { Router } from 'express';
import { ERROR_CODES, loginSchema, type LoginPayload } from '@hfl/contracts';
import { AuthenticationError, requireService, validate } from '@hfl/kit';
import { hashPassword, toSessionUser, User } from '../../models/user';

function invalidCredentials(): AuthenticationError {
  return new AuthenticationError(ERROR_CODES.INVALID_CREDENTIALS, 'errors:incorrectCredentials');
}

/** Credential check for the BFF's login; the BFF, not a browser, is the only caller. */
export function authRouter(): Router {
  const router = Router();
  // Compared against when the e-mail is unknown, so both failures take the same time. Hashed once, up front.
  const dummyHash = hashPassword('timing-equaliser-not-a-password');

  router.post('/auth', requireService, validate(loginSchema), async (req, res) => {
    const { username, password } = req.body as LoginPayload;
    const user = await User.findOne({ email: username.toLowerCase() });
    const matches = await bcrypt.compare(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !matches) throw invalidCredentials();
    // Checked only after the password, so a stranger cannot learn which addresses await confirmation.
    if (!user.confirmedAt) throw new AuthenticationError(ERROR_CODES.INVALID_CREDENTIALS, 'errors:accountNotConfirmed');
    res.json(toSessionUser(user));
  });

  return router;
}
