import http from 'node:http';
import express, { type Express } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import { MongoClient } from 'mongodb';
import { rooms, type ServiceName } from '@hfl/contracts';
import { devMailboxEnabled, errorHandler, keepIdleConnections, notFoundHandler } from '@hfl/kit';
import { serviceUrl, setServiceUrl, trustProxySetting, type BffConfig } from './config';
import { createSessions, type Sessions } from './session';
import { resolveLocale } from './locale';
import { csrfProtection } from './csrf';
import { anonymousReadLimit, inMemoryLimits, type LimitStores } from './rate-limits';
import { connectRedis, type SharedRedis } from './redis';
import { pageViewRateLimit, visitorIpLimits } from './visitor-limits';
import { authRoutes } from './auth-routes';
import { accountDeletionRoute, accountRequestRateLimits, accountSessionRoutes } from './account-session';
import { operatorSessionRoutes } from './operator-sessions';
import { devMailbox } from './dev-mailbox';
import { createApiProxy, routeToService, signIdentity } from './proxy';
import { attachDraftRooms } from './draft-rooms';
import { createSocketServer, sessionRoom, type SocketServer } from './socket';
import { checkOrigin, limitSocketEvents, siteOrigins } from './socket-guard';
import { internalEvents } from './internal-events';
import { health } from './health';
import { remoteScriptsReader } from './remote-scripts';
import { remoteEntries, remoteManifestSources, remotes } from './remotes';
import { remoteDistDirs, staticSite } from './static';
import { firstPageReads } from './page-reads';
import { pageSession } from './page-session';
import { shellIndexReader, shellPage } from './shell-page';
import { fantasyTrophyFetcher, trophyPreview } from './trophy-preview';
import { answerClientErrorsWithEnvelope } from './client-error';

export interface Bff {
  app: Express;
  /** The browsers' server (PORT): pages, /api, Socket.IO. */
  httpServer: http.Server;
  /** The services' server (INTERNAL_PORT): the live events they publish, and nothing else. */
  internalServer: http.Server;
  io: SocketServer;
  /** Points the proxy, login and health at another service instance (tests start services after the BFF). */
  setServiceUrl: (name: ServiceName, url: string) => void;
  /** Deletes expired sessions now (also runs every ten minutes). */
  sweepSessions: () => Promise<number>;
  close: () => Promise<void>;
}

function absoluteOrigin(value: string): string[] {
  try {
    return [new URL(value).origin];
  } catch {
    return [];
  }
}

/** Same-origin by default; remotes hosted elsewhere (dev servers, a CDN) are allowed by origin. */
function securityHeaders(config: BffConfig) {
  const remoteOrigins = [...new Set(remoteEntries(config).flatMap((r) => absoluteOrigin(r.entry)))];
  // Production bundles never evaluate code, whatever serves the pages (compose proxies them to the shell's nginx).
  const devBundles = Boolean(config.SHELL_DEV_URL) && config.NODE_ENV !== 'production';
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // rspack's development bundles evaluate modules; production bundles do not.
        scriptSrc: ["'self'", ...remoteOrigins, ...(devBundles ? ["'unsafe-eval'"] : [])],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.COOKIE_SECURE ? [] : null,
      },
    },
    strictTransportSecurity: config.COOKIE_SECURE,
  });
}

type UrlOf = (name: ServiceName) => string;

/** The session store, on the driver, not mongoose: services sharing a test process own mongoose's global connection. */
async function connectSessions(config: BffConfig, redis?: SharedRedis) {
  const client = new MongoClient(config.MONGO_URL, { serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  const sessions = createSessions({
    client,
    dbName: config.MONGO_DB,
    secret: config.SESSION_SECRET,
    secure: config.COOKIE_SECURE,
    timeouts: {
      idleMs: config.SESSION_IDLE_TIMEOUT_MS,
      maxLifetimeMs: config.SESSION_MAX_LIFETIME_MS,
      visitorLifetimeMs: config.SESSION_VISITOR_LIFETIME_MS,
    },
    peers: redis?.peers,
  });
  return { client, sessions };
}

/**
 * The HTTP server around `app` and the Socket.IO server on it: origin check, event limits, live draft rooms; with
 * Redis, one set of rooms for every BFF.
 */
function createServers(app: Express, config: BffConfig, sessions: Sessions, urlOf: UrlOf, redis?: SharedRedis) {
  const httpServer = http.createServer(app);
  keepIdleConnections(httpServer);
  answerClientErrorsWithEnvelope(httpServer);
  const io = createSocketServer(httpServer, sessions, {
    destroyUpgrade: !config.SHELL_DEV_URL,
    allowRequest: checkOrigin(siteOrigins(config)),
    adapter: redis?.adapter,
  });
  limitSocketEvents(io, { perSecond: config.SOCKET_EVENTS_PER_SECOND, burst: config.SOCKET_EVENT_BURST });
  attachDraftRooms(io, {
    fantasyUrl: () => urlOf('fantasy'),
    internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
    sessions,
    readTimeoutMs: config.PROXY_READ_TIMEOUT_MS,
  });
  return { httpServer, io };
}

/**
 * The services' own listener: `POST /internal/events[/batch]` (a live draft posts on every pick) and a 404 for
 * anything else. No session, no browser headers; it is apart from the browsers' port so that no browser reaches it.
 */
function createInternalServer(io: SocketServer, config: BffConfig): http.Server {
  const internalApp = express();
  internalApp.disable('x-powered-by');
  internalApp.use('/internal', internalEvents(io, config.INTERNAL_TOKEN_SECRET));
  internalApp.use(notFoundHandler);
  internalApp.use(errorHandler);
  const internalServer = http.createServer(internalApp);
  keepIdleConnections(internalServer);
  answerClientErrorsWithEnvelope(internalServer);
  return internalServer;
}

/** Stops a server that may never have listened (tests listen only on what they use). */
const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * What /api goes through, in order: the per-address limits, the session, the locale, visitors' read allowance, CSRF, the routes the BFF answers itself (login,
 * logout, the session's account changes, account deletion), then the proxy to the owning service with a signed
 * identity.
 */
function apiChain({
  config,
  sessions,
  io,
  urlOf,
  forward,
  limits,
}: {
  config: BffConfig;
  sessions: Sessions;
  io: SocketServer;
  urlOf: UrlOf;
  forward: express.RequestHandler;
  limits: LimitStores;
}): express.RequestHandler[] {
  const accountsCalls = { accountsUrl: () => urlOf('accounts'), internalTokenSecret: config.INTERNAL_TOKEN_SECRET };
  return [
    visitorIpLimits({
      csrfTokens: { limit: config.CSRF_TOKEN_IP_RATE_LIMIT, windowMs: config.CSRF_TOKEN_IP_RATE_WINDOW_MS },
      pageViews: { limit: config.PAGE_VIEW_IP_RATE_LIMIT, windowMs: config.PAGE_VIEW_IP_RATE_WINDOW_MS },
      stores: limits,
    }),
    sessions.middleware,
    sessions.endExpired,
    resolveLocale,
    anonymousReadLimit({ perSecond: config.ANONYMOUS_READS_PER_SECOND, burst: config.ANONYMOUS_READ_BURST }, limits),
    csrfProtection,
    pageViewRateLimit({ limit: config.PAGE_VIEW_RATE_LIMIT, windowMs: config.PAGE_VIEW_RATE_WINDOW_MS }, limits),
    authRoutes({
      ...accountsCalls,
      sessions,
      rateLimit: { limit: config.LOGIN_RATE_LIMIT, windowMs: config.LOGIN_RATE_WINDOW_MS },
      ipFailureLimit: { limit: config.LOGIN_IP_FAILURE_LIMIT, windowMs: config.LOGIN_IP_FAILURE_WINDOW_MS },
      onLogout: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
      limitStores: limits,
    }),
    accountRequestRateLimits({ limit: config.ACCOUNT_RATE_LIMIT, windowMs: config.ACCOUNT_RATE_WINDOW_MS }, limits),
    accountSessionRoutes({
      ...accountsCalls,
      sessions,
      disconnectSessions: (userId, exceptSessionId) => {
        const sockets = io.in(rooms.user(userId));
        (exceptSessionId ? sockets.except(sessionRoom(exceptSessionId)) : sockets).disconnectSockets(true);
      },
    }),
    operatorSessionRoutes({
      ...accountsCalls,
      sessions,
      disconnectSessions: (userId) => io.in(rooms.user(userId)).disconnectSockets(true),
    }),
    accountDeletionRoute({
      ...accountsCalls,
      sessions,
      disconnectUser: (userId) => io.in(rooms.user(userId)).disconnectSockets(true),
    }),
    routeToService,
    signIdentity(config.INTERNAL_TOKEN_SECRET),
    forward,
  ];
}

/**
 * Builds the BFF (does not listen): the only server the browser talks to. Holds the session,
 * guards state changes with CSRF tokens, proxies /api to the services with a signed identity,
 * carries live events over Socket.IO and serves the built microfrontends.
 */
export async function buildBff(initialConfig: BffConfig): Promise<Bff> {
  const config: BffConfig = { ...initialConfig };
  const urlOf = (name: ServiceName) => serviceUrl(config, name);
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  const { client, sessions } = await connectSessions(config, redis);
  const app = express();
  const { httpServer, io } = createServers(app, config, sessions, urlOf, redis);
  const internalServer = createInternalServer(io, config);
  const apiProxy = createApiProxy(urlOf, {
    readTimeoutMs: config.PROXY_READ_TIMEOUT_MS,
    writeTimeoutMs: config.PROXY_WRITE_TIMEOUT_MS,
    maxSockets: config.PROXY_MAX_SOCKETS,
  });

  app.disable('x-powered-by');
  // Client addresses (per-IP limits) and HTTPS come from X-Forwarded-* only when TRUST_PROXY names the proxies.
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  // The services publish on the internal port only: here /internal is nobody's, not even a page.
  app.use('/internal', notFoundHandler);
  app.use(securityHeaders(config));
  app.use(compression());

  app.get('/health', health({ client, dbName: config.MONGO_DB, serviceUrl: urlOf, redisPing: redis?.ping }));
  app.get('/remotes.json', remotes(config));
  app.use(
    '/api',
    ...apiChain({ config, sessions, io, urlOf, forward: apiProxy.forward, limits: redis?.limits ?? inMemoryLimits }),
  );
  if (devMailboxEnabled(config)) {
    app.use(devMailbox({ accountsUrl: () => urlOf('accounts'), internalTokenSecret: config.INTERNAL_TOKEN_SECRET }));
  }
  // A shared trophy link's page carries the trophy's Open Graph tags (a link preview); any other page is the shell's.
  const readIndex = shellIndexReader(config);
  app.use(
    trophyPreview({
      fetchTrophy: fantasyTrophyFetcher({
        fantasyUrl: () => urlOf('fantasy'),
        internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
      }),
      readIndex,
      remotes: remoteEntries(config),
      publicUrl: config.PUBLIC_URL,
    }),
  );
  app.use(
    shellPage({
      readIndex,
      remotes: remoteEntries(config),
      readSession: pageSession(sessions),
      readPageReads: firstPageReads({ serviceUrl: urlOf, internalTokenSecret: config.INTERNAL_TOKEN_SECRET }),
      readRemoteScripts: remoteScriptsReader({
        servedDirs: remoteDistDirs(config),
        sources: remoteManifestSources(config),
      }),
    }),
  );
  app.use(staticSite(config));
  app.use(notFoundHandler);
  app.use(errorHandler);

  return {
    app,
    httpServer,
    internalServer,
    io,
    setServiceUrl: (name, url) => setServiceUrl(config, name, url),
    sweepSessions: sessions.sweep,
    close: async () => {
      sessions.stop();
      httpServer.closeAllConnections();
      // Closes every socket and the HTTP server; an error only means it was not listening.
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      apiProxy.close();
      await closeServer(internalServer);
      await redis?.close();
      await client.close();
    },
  };
}
