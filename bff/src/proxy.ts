import http from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ERROR_CODES, ERROR_MESSAGE_KEYS, routeOwner, type ErrorEnvelope, type ServiceName } from '@hfl/contracts';
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
  return async (req, res, next) => {
    const user = req.session?.user;
    // For the owning service only (routeToService named it): no other service takes it.
    const token = await signInternalToken(
      { userId: user?.id, roles: user?.roles ?? [], locale: requestLocale(req) },
      secret,
      res.locals.service as ServiceName,
    );
    // Overwrites whatever the browser sent under this header.
    req.headers[INTERNAL_TOKEN_HEADER] = token;
    next();
  };
}

function envelope(
  req: Request,
  code: typeof ERROR_CODES.SERVICE_UNAVAILABLE | typeof ERROR_CODES.GATEWAY_TIMEOUT,
): ErrorEnvelope {
  return { error: { code, message: translate(ERROR_MESSAGE_KEYS[code], requestLocale(req)) } };
}

export interface ProxyLimits {
  /** How long a service may take to answer a GET or HEAD, from the moment the BFF has the whole request. */
  readTimeoutMs: number;
  /** The same for every other method. */
  writeTimeoutMs: number;
  /** Connections to one service at most; further requests queue for one (their time limit runs meanwhile). */
  maxSockets: number;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The service's request (set once it has a connection) and whether the browser was already answered 504. */
interface Upstream {
  request?: http.ClientRequest;
  timedOut: boolean;
}

const upstreamOf = (res: Response): Upstream => res.locals.upstream as Upstream;

/**
 * A service that hangs must not hold the browser, or a pooled connection, for ever: once the browser's request is in
 * (a slow upload is not the service's fault), the service has the method's time to finish answering. Then the browser
 * gets the 504 envelope (or, mid-answer, a cut connection) and the service's connection is destroyed, which frees its
 * place in the pool.
 */
function enforceDeadline(req: Request, res: Response, timeoutMs: number): void {
  const upstream: Upstream = { timedOut: false };
  res.locals.upstream = upstream;
  const expire = () => {
    upstream.timedOut = true;
    logger.warn({ url: req.originalUrl, service: res.locals.service, timeoutMs }, 'service timed out');
    if (!res.headersSent) res.status(504).json(envelope(req, ERROR_CODES.GATEWAY_TIMEOUT));
    else res.destroy();
    upstream.request?.destroy();
  };
  const startClock = () => {
    const timer = setTimeout(expire, timeoutMs);
    res.once('close', () => clearTimeout(timer));
  };
  if (req.complete) startClock();
  else req.once('end', startClock);
}

export interface ApiProxy {
  forward: RequestHandler;
  close: () => void;
}

/**
 * Streams `/api/*` to the owning service (bodies are not parsed here) within the method's time limit. One proxy and
 * one keep-alive agent (capped at `maxSockets`) per service URL; URLs are read per request so tests can start
 * services after the BFF.
 */
export function createApiProxy(serviceUrl: (name: ServiceName) => string, limits: ProxyLimits): ApiProxy {
  const proxies = new Map<string, { handler: RequestHandler; agent: http.Agent }>();

  const proxyFor = (target: string) => {
    const existing = proxies.get(target);
    if (existing) return existing.handler;
    const agent = keptAliveAgent(new URL(target).protocol, { maxSockets: limits.maxSockets });
    const handler = createProxyMiddleware<Request, Response>({
      target,
      agent,
      changeOrigin: true,
      xfwd: true,
      on: {
        // Before the service's headers are copied: what a signed-in user is answered is his alone, never stored by
        // a browser's or a proxy's cache (a shared computer, a company proxy). What the service calls public (an
        // uploaded picture) stays cacheable.
        proxyRes: (proxyRes, req) => {
          if (req.session?.user && !/\bpublic\b/.test(proxyRes.headers['cache-control'] ?? ''))
            proxyRes.headers['cache-control'] = 'no-store';
        },
        proxyReq: (proxyReq, _req, res) => {
          const upstream = upstreamOf(res);
          // A request that waited for a connection past its time limit was answered already: the service never sees it.
          if (upstream.timedOut) return void proxyReq.destroy();
          upstream.request = proxyReq;
        },
        error: (err, req, res) => {
          if (res instanceof http.ServerResponse) {
            // The connection this deadline destroyed: the browser has its 504 already.
            if (upstreamOf(res as Response).timedOut) return;
            logger.warn({ err, target, url: req.originalUrl }, 'service unreachable');
            if (!res.headersSent) res.status(503).json(envelope(req, ERROR_CODES.SERVICE_UNAVAILABLE));
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
    forward: (req, res, next) => {
      // The session cookie is the BFF's business; services get the signed identity instead. Dropped here, not on the
      // service's request: one that waited for a connection has its headers written by the time it gets one.
      delete req.headers.cookie;
      enforceDeadline(req, res, READ_METHODS.has(req.method) ? limits.readTimeoutMs : limits.writeTimeoutMs);
      proxyFor(serviceUrl(res.locals.service as ServiceName))(req, res, next);
    },
    close: () => {
      for (const { agent } of proxies.values()) agent.destroy();
      proxies.clear();
    },
  };
}
