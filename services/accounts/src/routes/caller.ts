import type { Request } from 'express';
import mongoose from 'mongoose';
import { AuthenticationError, callerId } from '@hfl/kit';
import { User, type UserDocument } from '../models/user';

/** The signed-in caller's own record; a session that outlived its user (gone or deleted) is no longer signed in. */
export async function loadCaller(req: Request): Promise<UserDocument> {
  const id = callerId(req);
  const user = mongoose.isValidObjectId(id) ? await User.findById(id) : null;
  if (!user || user.deletedAt) throw new AuthenticationError();
  return user;
}
