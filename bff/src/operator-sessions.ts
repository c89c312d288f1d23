import express, { Router, type Request, type RequestHandler } from 'express';
import { isErrorEnvelope, isObjectId } from '@hfl/contracts';
import { unexpectedPeerAnswer } from '@hfl/kit';
import { callAccounts, endSessions, type AccountSessionOptions, type CredentialChangeOptions } from './account-session';

/**
 * The owner's holds on an account (player-app.md section 4): after accounts suspended, disabled or deleted it
 * (`POST /api/users/{id}/suspend`, `POST /api/users/{id}/disable`, `DELETE /api/users/{id}`), every session of that
 * account ends (its credential epoch moves) and its live sockets close. Accounts decides who may; any other call (a
 * visitor's, the user's own 'me', a malformed id) goes on to the proxy untouched.
 */
export function operatorSessionRoutes(options: AccountSessionOptions & CredentialChangeOptions): Router {
  const router = Router();
  const json = express.json({ limit: '1mb' });

  // An id in capitals names the same account (accounts reads it as an ObjectId); sessions are kept by the lower-case one.
  const targetOf = (req: Request) => String(req.params.id).toLowerCase();

  const othersAccountOnly: RequestHandler = (req, _res, next) => {
    const id = targetOf(req);
    if (req.session.user && isObjectId(id) && id !== req.session.user.id) return next();
    next('route');
  };

  const endingTheirSessions: RequestHandler = async (req, res) => {
    const { status, body } = await callAccounts(req, options, req.url);
    if (status >= 200 && status < 300) {
      await endSessions(targetOf(req), options);
      if (body === undefined) return void res.status(status).end();
      return void res.status(status).json(body);
    }
    if (isErrorEnvelope(body)) return void res.status(status).json(body);
    throw unexpectedPeerAnswer('accounts: the operator action', { status, body });
  };

  router.post('/users/:id/suspend', othersAccountOnly, json, endingTheirSessions);
  router.post('/users/:id/disable', othersAccountOnly, json, endingTheirSessions);
  router.delete('/users/:id', othersAccountOnly, endingTheirSessions);
  return router;
}
