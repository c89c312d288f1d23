import type { Request, RequestHandler } from 'express';
import { ROLES, type Role } from '@hfl/contracts';
import { AuthenticationError, NotAllowedError } from './errors';
import {
  INTERNAL_TOKEN_HEADER,
  verifyInternalToken,
  type InternalAudience,
  type InternalIdentity,
} from './internal-token';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Who the BFF (or a peer service) says is calling; set by `internalAuth`. */
      identity?: InternalIdentity;
    }
  }
}

/**
 * Every route behind it needs a signed internal token for `audience` (this service): a direct call without one, or
 * with a token meant for another service, is 401.
 */
export function internalAuth(secret: string, audience: InternalAudience): RequestHandler {
  return async (req, _res, next) => {
    const identity = await verifyInternalToken(req.get(INTERNAL_TOKEN_HEADER), secret, audience);
    if (!identity) return next(new AuthenticationError());
    req.identity = identity;
    next();
  };
}

/**
 * Declares a route open to visitors (the BFF's token without a user). It lets every request through: it exists so the
 * declaration sits in the route's own chain, where the safety net (kit's `discoverRoutes`) reads it; a route without
 * it or a guard must answer a visitor 401.
 */
export const allowVisitors: RequestHandler = (_req, _res, next) => next();

/** The caller must be a signed-in user. */
export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.identity?.userId) return next(new AuthenticationError());
  next();
};

/** The caller must be a signed-in user holding the role. */
export function requireRole(role: Role): RequestHandler {
  return (req, _res, next) => {
    if (!req.identity?.userId) return next(new AuthenticationError());
    if (!req.identity.roles.includes(role)) return next(new NotAllowedError());
    next();
  };
}

export const requireSuperAdmin = requireRole(ROLES.SUPER_ADMIN);

/** The caller must be a peer service (e.g. the BFF verifying credentials), not a browser user. */
export const requireService: RequestHandler = (req, _res, next) => {
  if (!req.identity?.service) return next(new NotAllowedError());
  next();
};

/** The signed-in caller's user id; behind `requireUser` it is always there. */
export function callerId(req: Request): string {
  const userId = req.identity?.userId;
  if (!userId) throw new AuthenticationError();
  return userId;
}
