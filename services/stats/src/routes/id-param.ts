import type { Request } from 'express';
import { Types } from 'mongoose';
import { NotFoundError } from '@hfl/kit';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** An id from the path as an ObjectId; a malformed one names nothing (404), never a CastError (500). */
export function objectIdParam(req: Request, name: string): Types.ObjectId {
  const value = req.params[name];
  if (typeof value !== 'string' || !OBJECT_ID.test(value)) throw new NotFoundError();
  return new Types.ObjectId(value);
}
