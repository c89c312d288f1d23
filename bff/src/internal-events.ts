import express, { Router, type RequestHandler } from 'express';
import {
  draftMemberRemovedSchema,
  publishEventSchema,
  publishEventsSchema,
  validateWith,
  type PublishEventPayload,
  type ServerEventName,
} from '@hfl/contracts';
import { AuthenticationError, InputError, INTERNAL_TOKEN_HEADER, validate, verifyInternalToken } from '@hfl/kit';
import { removeFromDraftRoom } from './draft-rooms';
import type { SocketServer } from './socket';

/** Only peer services (tokens carrying a service name, signed for the BFF) may publish; user tokens never reach here. */
function requireServiceToken(secret: string): RequestHandler {
  return async (req, _res, next) => {
    const identity = await verifyInternalToken(req.get(INTERNAL_TOKEN_HEADER), secret, 'bff');
    if (!identity?.service) return next(new AuthenticationError());
    next();
  };
}

/** The event a peer publishes, checked against the contract; or many of them at once. */
const eventBody = validate(publishEventSchema);
const eventsBody = validate(publishEventsSchema);

async function emit(io: SocketServer, { room, event, data }: PublishEventPayload): Promise<void> {
  if (event === 'draft/memberRemoved') {
    // For the BFF itself: it acts on the data, so the data is checked like any body.
    const checked = await validateWith(draftMemberRemovedSchema, data);
    if (!checked.ok) throw new InputError(checked.violations);
    await removeFromDraftRoom(io, checked.value);
  } else {
    // The schema admits only known event names; each event's payload is the publishing service's contract.
    io.to(room).emit(event as ServerEventName, data as never);
  }
}

function deliver(io: SocketServer): RequestHandler {
  return async (_req, res) => {
    await emit(io, eventBody.valueOf(res));
    res.status(202).json({ delivered: true });
  };
}

function deliverAll(io: SocketServer): RequestHandler {
  return async (_req, res) => {
    const { events } = eventsBody.valueOf(res);
    for (const event of events) await emit(io, event);
    res.status(202).json({ delivered: events.length });
  };
}

/**
 * `POST /internal/events` and `POST /internal/events/batch`: services push live events to browsers' rooms. No session,
 * no CSRF.
 */
export function internalEvents(io: SocketServer, internalTokenSecret: string): Router {
  const router = Router();
  router.post(
    '/events',
    requireServiceToken(internalTokenSecret),
    express.json({ limit: '64kb' }),
    eventBody,
    deliver(io),
  );
  router.post(
    '/events/batch',
    requireServiceToken(internalTokenSecret),
    express.json({ limit: '1mb' }),
    eventsBody,
    deliverAll(io),
  );
  return router;
}
