import type { Request, Response } from 'express';
import { Types } from 'mongoose';
import { isObjectId, ROLES, type Locale } from '@hfl/contracts';
import { NotFoundError } from './errors';

/** An id from the path as an ObjectId; a malformed one names nothing (404), never a CastError (500). */
export function objectIdParam(req: Request, name: string): Types.ObjectId {
  const value = req.params[name];
  if (!isObjectId(value)) throw new NotFoundError();
  return new Types.ObjectId(value);
}

/** A user id from the path (accounts' ObjectIds, as hex strings); a malformed one is 404. */
export function userIdParam(req: Request, name: string): string {
  return objectIdParam(req, name).toHexString();
}

/** The caller holds the site owner's role (admin of every league). */
export function isSuperAdmin(req: Request): boolean {
  return req.identity?.roles.includes(ROLES.SUPER_ADMIN) ?? false;
}

/** The caller's language: names ("deleted user"), messages and exports are in it. */
export function callerLocale(req: Request): Locale {
  return req.identity?.locale ?? 'en';
}

/**
 * A typed slot in a request's context: a `load` middleware sets it, the handler after it reads it back with its
 * type, instead of casting an untyped `res.locals` entry. Reading a slot nothing set is a programming error (the
 * chain lacks its loader), not a client's.
 */
export interface ContextSlot<T> {
  set(res: Response, value: T): void;
  get(res: Response): T;
  /** The value, or undefined where the chain may not have loaded it. */
  find(res: Response): T | undefined;
}

export function contextSlot<T>(name: string): ContextSlot<T> {
  const key = Symbol(name);
  const locals = (res: Response) => res.locals as Record<symbol, unknown>;
  return {
    set: (res, value) => {
      locals(res)[key] = value;
    },
    get: (res) => {
      if (!(key in locals(res))) throw new Error(`request context '${name}' was read before it was loaded`);
      return locals(res)[key] as T;
    },
    find: (res) => locals(res)[key] as T | undefined,
  };
}
