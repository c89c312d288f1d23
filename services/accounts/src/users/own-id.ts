import type { RequestHandler } from 'express';
import { callerId, NotAllowedError } from '@hfl/kit';

/**
 * Only for the path's `:id` being `me` or the caller's own id; anybody else's record is not the caller's to change.
 * Placed before the body's validation, a request about somebody else is refused whatever it carries.
 */
export const ownIdOnly: RequestHandler = (req, _res, next) => {
  const id = String(req.params.id);
  if (id !== 'me' && id !== callerId(req)) throw new NotAllowedError();
  next();
};
