import type { RequestHandler } from 'express';
import mongoose from 'mongoose';
import { AuthenticationError, callerId, contextSlot } from '@hfl/kit';
import { User, type UserDocument } from '../models/user';

/** The signed-in caller's own record, loaded by `loadCaller`. */
export const callerSlot = contextSlot<UserDocument>('caller');

/** The signed-in caller's own record; a session that outlived its user (gone or deleted) is no longer signed in. */
export async function findCaller(userId: string): Promise<UserDocument> {
  const user = mongoose.isValidObjectId(userId) ? await User.findById(userId) : null;
  if (!user || user.deletedAt) throw new AuthenticationError();
  return user;
}

/** Loads the caller's record into `callerSlot` (401 when the account is gone); after `requireUser` and validation. */
export const loadCaller: RequestHandler = async (req, res, next) => {
  callerSlot.set(res, await findCaller(callerId(req)));
  next();
};
