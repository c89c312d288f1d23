import express, { Router, type RequestHandler } from 'express';
import { publishEventSchema, type PublishEventPayload, type ServerEventName } from '@hfl/contracts';
import { AuthenticationError, INTERNAL_TOKEN_HEADER, validate, verifyInternalToken } from '@hfl/kit';
import type { SocketServer } from './socket';

/** Only peer services (tokens carrying a service name) may publish; user tokens never reach here. */
function requireServiceToken(secret: string): RequestHandler {
  return async (req, _res, next) => {
    const identity = await verifyInternalToken(req.get(INTERNAL_TOKEN_HEADER), secret);
    if (!identity?.service) return next(new AuthenticationError());
    next();
  };
}

function deliver(io: SocketServer): RequestHandler {
  return (req, res) => {
    const { room, event, data } = req.body as PublishEventPayload;
    // The schema admits only known event names; each event's payload is the publishing service's contract.
    io.to(room).emit(event as ServerEventName, data as never);
    res.status(202).json({ delivered: true });
  };
}

/** `POST /internal/events`: services push live events to browsers' rooms. No session, no CSRF. */
export function internalEvents(io: SocketServer, internalTokenSecret: string): Router {
  const router = Router();
  router.post(
    '/events',
    requireServiceToken(internalTokenSecret),
    express.json({ limit: '64kb' }),
    validate(publishEventSchema),
    deliver(io),
  );
  return router;
}
