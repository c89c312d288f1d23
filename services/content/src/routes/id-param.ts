import type { RequestHandler, Response } from 'express';
import { Types } from 'mongoose';
import { idParamsSchema, validateWith } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';

/**
 * Validates `:id` with the contract schema and hands the handler an ObjectId. A malformed id is
 * answered like an unknown one (404), and never reaches the database as a CastError (500).
 */
export const validateIdParam: RequestHandler = async (req, res, next) => {
  const result = await validateWith(idParamsSchema, req.params);
  if (!result.ok) return next(new NotFoundError());
  res.locals.id = new Types.ObjectId(result.value.id);
  next();
};

/** The id `validateIdParam` checked. */
export function idParam(res: Response): Types.ObjectId {
  return res.locals.id as Types.ObjectId;
}
