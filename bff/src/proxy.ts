import http from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  routeOwner,
  type ErrorEnvelope,
  type ServiceName,
} from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, keptAliveAgent, NotFoundError, logger, signInternalToken, translate } from '@hfl/kit';
import { requestLocale } from './locale';

/** `/api/<segment>/...` → the owning service (`routeOwner`: a league's seasons and draft go to fantasy); unknown paths are 404 here, never forwarded. */
export const routeToService: RequestHandler = (req, res, next) => {
  const service = routeOwner(req.path);
  if (!service) return next(new NotFoundError());
  res.locals.service = service;
  next();
};

/**
 * Services trust nothing but this short-lived token, so whatever the browser sent under its name is
 * dropped and a fresh one is signed from the session (a visitor's has no user id).
 */
export function signIdentity(secret: string): RequestHandler {
  return async (req, _res, next) => {
    const user = req.session?.user;
    const token = await signInternalToken(
      { userId: user?.id, roles: user?.roles ?? [], locale: requestLocale(req) },
      secret,
    );
    // Overwrites whatever the browser sent under this header.
    req.headers[INTERNAL_TOKEN_HEADER] = token;
    next();
  };
}

function unavailable(req: Request): ErrorEnvelope {
  return {
    error: {
      code: ERROR_CODES.SERVICE_UNAVAILABLE,
      message: translate(ERROR_MESSAGE_KEYS.service_unavailable, requestLocale(req)),
    },
  };
}

export interface ApiProxy {
  forward: RequestHandler;
  close: () => void;
}

/**
 * Streams `/api/*` to the owning service (bodies are not parsed here). One proxy and one keep-alive
 * agent per service URL; URLs are read per request so tests can start services after the BFF.
 */
export function createApiProxy(serviceUrl: (name: ServiceName) => string): ApiProxy {
  const proxies = new Map<string, { handler: RequestHandler; agent: http.Agent }>();

  const proxyFor = (target: string) => {
    const existing = proxies.get(target);
    if (existing) return existing.handler;
    const agent = keptAliveAgent(new URL(target).protocol);
    const handler = createProxyMiddleware<Request, Response>({
      target,
      agent,
      changeOrigin: true,
      xfwd: true,
      on: {
        proxyReq: (proxyReq) => {
          // The session cookie is the BFF's business; services get the signed identity instead.
          proxyReq.removeHeader('cookie');
        },
        error: (err, req, res) => {
          logger.warn({ err, target, url: req.originalUrl }, 'service unreachable');
          if (res instanceof http.ServerResponse) {
            if (!res.headersSent) res.status(503).json(unavailable(req));
            else res.end();
          } else {
            (res as Socket).destroy();
          }
        },
      },
    }) as unknown as RequestHandler;
    proxies.set(target, { handler, agent });
    return handler;
  };

  return {
    forward: (req, res, next) => proxyFor(serviceUrl(res.locals.service as ServiceName))(req, res, next),
    close: () => {
      for (const { agent } of proxies.values()) agent.destroy();
      proxies.clear();
    },
  };
}
