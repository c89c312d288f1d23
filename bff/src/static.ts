import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { Router, type Request, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { translate } from '@hfl/kit';
import type { BffConfig } from './config';
import { pickLocale } from './locale';

/** Entry files name the hashed ones, so they must be revalidated; hashed files never change. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NOT_SPA = /^\/(api|socket\.io|internal|mfe|health|dev)(\/|$)/;
/** A last segment with an extension names a file (page routes never have one): a missing file is a 404, not the shell. */
const FILE_PATH = /\.[^/]*$/;

function setCacheHeaders(res: ServerResponse, filePath: string): void {
  // A precompressed copy (main.1a2b3c4d.js.br) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  const immutable = !ENTRY_FILES.has(name) && HASHED_NAME.test(name);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Before the first build the directories do not exist yet: say what to do instead of failing. */
function requireBuilt(dir: string, file = ''): RequestHandler {
  return (req, res, next) => {
    if (fs.existsSync(path.join(dir, file))) return next();
    res
      .status(503)
      .type('text/plain')
      .send(translate('errors:notBuilt', pickLocale(req)));
  };
}

/**
 * A build's files, each as the smallest copy the browser accepts: the build writes `.br` and `.gz` beside every script
 * and manifest (rspack-config.ts), so nothing is compressed per request; other files go through `compression()`.
 */
function builtFiles(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { index: false, setHeaders: setCacheHeaders },
  }) as RequestHandler;
}

function serveDir(dir: string): RequestHandler[] {
  return [requireBuilt(dir), builtFiles(dir)];
}

/** Any Accept header, or none: curl and link-preview bots ask for `*\/*` and must get the page a browser gets. */
export function isPageRoute(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !NOT_SPA.test(req.path) && !FILE_PATH.test(req.path);
}

/** Where this site serves each remote's build from: URL path → folder. */
export function remoteDistDirs(config: BffConfig): Readonly<Record<string, string>> {
  return {
    '/mfe/player': config.MFE_PLAYER_DIST,
    '/mfe/draft': config.MFE_DRAFT_DIST,
    '/mfe/owner': config.MFE_OWNER_DIST,
  };
}

/**
 * The built shell at `/` and each remote under `/mfe/<name>/`. Page routes the shell's router owns
 * (deep links, reloads) get the shell's index.html. With SHELL_DEV_URL set, the shell comes from
 * its rspack dev server instead, hot-reload socket included.
 */
export function staticSite(config: BffConfig): Router {
  const router = Router();
  for (const [urlPath, dir] of Object.entries(remoteDistDirs(config))) router.use(urlPath, ...serveDir(dir));

  if (config.SHELL_DEV_URL) {
    const devServer = createProxyMiddleware({
      target: config.SHELL_DEV_URL,
      changeOrigin: true,
      ws: true,
      pathFilter: (pathname, req) =>
        !NOT_SPA.test(pathname) && (req.method === 'GET' || req.method === 'HEAD' || !!req.headers.upgrade),
    });
    router.use(devServer as unknown as RequestHandler);
    return router;
  }

  const indexFile = path.join(config.SHELL_DIST, 'index.html');
  router.use(builtFiles(config.SHELL_DIST));
  router.use((req, res, next) => {
    if (!isPageRoute(req)) return next();
    requireBuilt(config.SHELL_DIST, 'index.html')(req, res, () => {
      res.sendFile(indexFile, { headers: { 'Cache-Control': 'no-cache' } }, (err) => err && next(err));
    });
  });
  return router;
}
