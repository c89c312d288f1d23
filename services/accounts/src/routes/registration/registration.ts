import { Router } from 'express';
import {
  confirmationParamsSchema,
  toLocale,
  type ConfirmationParams,
  type RegistrationPayload,
  registrationSchema,
} from '@hfl/contracts';
import { ConflictError, InputError, isDuplicateKeyError, logger, validate } from '@hfl/kit';
import { commonPasswordContext } from '../../common-passwords';
import { appLink, LINK_PATHS } from '../../links';
import { queueEmail } from '../../mail';
import { consumeToken, issueToken, Token } from '../../models/token';
import { hashPassword, User } from '../../models/user';

const EMAIL_TAKEN = 'validation:emailTaken';
const TOKEN_INVALID = 'errors:confirmationTokenInvalid';

/** The one answer allowed to say an address is registered: registration itself. */
function emailTaken(): ConflictError {
  return new ConflictError(EMAIL_TAKEN, {}, [{ property: 'email', message: EMAIL_TAKEN }]);
}

/** Sign-up (visitors) and the confirmation link. */
export function registrationRouter({ publicUrl }: { publicUrl: string }): Router {
  const router = Router();

  router.post('/user/register', validate(registrationSchema, 'body', undefined, commonPasswordContext), async (req, res) => {
    const payload = req.body as RegistrationPayload;
    const locale = toLocale(req.identity?.locale);
    // Saves a bcrypt round for the common case; the unique index below settles races.
    if (await User.exists({ email: payload.email })) throw emailTaken();

    let user;
    try {
      user = await User.create({
        email: payload.email,
        passwordHash: await hashPassword(payload.password),
        firstName: payload.firstName,
        lastName: payload.lastName,
        gender: payload.gender,
        location: payload.location,
        birthDate: payload.birthDate,
        newsletter: payload.newsletter,
        locale,
        confirmedAt: null,
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw emailTaken();
      throw error;
    }

    try {
      const token = await issueToken('confirm', user._id);
      await queueEmail({
        to: user.email,
        locale,
        template: 'confirmation',
        data: { link: appLink(publicUrl, LINK_PATHS.confirm(token)), name: payload.firstName },
      });
    } catch (error) {
      // Without its e-mail the account could never be confirmed, and its address would stay taken: undo it.
      await Promise.allSettled([User.deleteOne({ _id: user._id, confirmedAt: null }), Token.deleteMany({ userId: user._id })]);
      logger.error({ err: error }, 'registration rolled back: the confirmation e-mail could not be queued');
      throw error;
    }
    res.status(201).json({ id: user.id as string });
  });

  router.post('/user/confirm/:confirmationToken', validate(confirmationParamsSchema, 'params', TOKEN_INVALID), async (_req, res) => {
    const { confirmationToken } = res.locals.params as ConfirmationParams;
    const token = await consumeToken('confirm', confirmationToken);
    const confirmed =
      token &&
      (await User.updateOne({ _id: token.userId, deletedAt: null }, { $set: { confirmedAt: new Date() } })).matchedCount === 1;
    if (!confirmed) throw new InputError([{ property: 'confirmationToken', message: TOKEN_INVALID }], TOKEN_INVALID);
    res.status(204).end();
  });

  return router;
}
