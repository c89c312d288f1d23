import express, { type Express, type Router } from 'express';
import { pinoHttp } from 'pino-http';
import { allowVisitors, internalAuth } from './auth';
import { errorHandler, notFoundHandler } from './error-handler';
import { logger, maskedRequest } from './logger';
import { isMongoUp } from './mongo';
import type { InternalAudience } from './internal-token';

export interface ServiceAppOptions {
  /** The service, and so the audience its internal tokens must name. */
  name: InternalAudience;
  internalTokenSecret: string;
  /** The service's API, mounted behind internal-token verification. */
  router: Router;
}

/** Builds (does not start) a service: health, internal auth, the API, 404 and the error envelope. */
export function createServiceApp({ name, internalTokenSecret, router }: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // pino-http serializes requests with its own serializer, unless given one: ours masks mailed tokens in the url.
  app.use(pinoHttp({ logger, autoLogging: process.env.NODE_ENV !== 'test', serializers: { req: maskedRequest } }));

  // Before internal auth: the orchestrator and the BFF's /health ask without a token.
  app.get('/health', allowVisitors, async (_req, res) => {
    const db = await isMongoUp();
    res.status(db ? 200 : 503).json({ service: name, status: db ? 'ok' : 'degraded', db: db ? 'up' : 'down' });
  });

  app.use(internalAuth(internalTokenSecret, name));
  app.use(express.json({ limit: '1mb' }));
  app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
