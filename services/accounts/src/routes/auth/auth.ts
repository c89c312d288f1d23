import bcrypt from 'bcrypt';
import { Router } from 'express';
import { ERROR_CODES, loginSchema, type LoginPayload } from '@hfl/contracts';
import { AuthenticationError, requireService, validate } from '@hfl/kit';
import { hashPassword, toSessionUser, User } from '../../models/user';

// Compared against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  return dummyHash;
}

function invalidCredentials(): AuthenticationError {
  return new AuthenticationError(ERROR_CODES.INVALID_CREDENTIALS, 'errors:incorrectCredentials');
}

/** Credential check for the BFF's login; the BFF, not a browser, is the only caller. */
export function authRouter(): Router {
  const router = Router();

  router.post('/auth', requireService, validate(loginSchema), async (req, res) => {
    const { username, password } = req.body as LoginPayload;
    const user = await User.findOne({ email: username.toLowerCase() });
    const matches = await bcrypt.compare(password, user?.passwordHash ?? (await timingDummy()));
    if (!user || !matches) throw invalidCredentials();
    // Checked only after the password, so a stranger cannot learn which addresses await confirmation.
    if (!user.confirmedAt) throw new AuthenticationError(ERROR_CODES.INVALID_CREDENTIALS, 'errors:accountNotConfirmed');
    res.json(toSessionUser(user));
  });

  return router;
}
