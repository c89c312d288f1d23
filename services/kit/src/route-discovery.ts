import type { Express, Router } from 'express';
import { allowVisitors, requireService } from './auth';
import { validatedPartOf, type ValidatedPart } from './validate';

/** One method on one path of an app, with every handler a request to it runs through (mounted middleware included). */
export interface DiscoveredRoute {
  method: string;
  /** The full Express path, mount prefixes included, e.g. `/leagues/:id/members/:userId`. */
  path: string;
  handlers: readonly unknown[];
  /** Declared open to visitors by `allowVisitors` in its chain. */
  public: boolean;
  /** Only peer services may call it (`requireService` in its chain). */
  serviceOnly: boolean;
  /** The parts `validate` checks on the way, with their schemas. */
  validated: readonly ValidatedPart[];
}

/**
 * The internals of Express 5's router (the `router` package) this walk reads: a router's `stack` of layers; a layer's
 * `rawPath` (the string it was mounted or declared on), `handle` (a middleware, or a mounted router with its own
 * `stack`) and, for `router.get(...)` and the like, `route` (its `path`, `methods` and `stack` of handlers).
 */
interface Layer {
  rawPath?: unknown;
  handle: ((...args: unknown[]) => unknown) & { stack?: Layer[] };
  route?: { path: unknown; methods: Record<string, boolean>; stack: Layer[] };
}

interface MountedMiddleware {
  path: string;
  handle: unknown;
}

function joinPath(prefix: string, path: unknown): string {
  if (typeof path !== 'string') {
    // A RegExp or an array of paths cannot be turned into a request to send: refuse, rather than leave it uncovered.
    throw new Error(
      `discoverRoutes: cannot cover the path ${String(path)} under "${prefix || '/'}"; declare it as a string`,
    );
  }
  if (path === '/' || path === '') return prefix;
  return `${prefix}${path.startsWith('/') ? '' : '/'}${path}`.replace(/\/$/, '');
}

/** A middleware mounted on `mountPath` runs for `path` when `path` is at or under it. */
function covers(mountPath: string, path: string): boolean {
  return mountPath === '' || path === mountPath || path.startsWith(`${mountPath}/`);
}

function walk(
  stack: readonly Layer[],
  prefix: string,
  inherited: readonly MountedMiddleware[],
  found: DiscoveredRoute[],
): void {
  const mounted: MountedMiddleware[] = [...inherited];
  for (const layer of stack) {
    if (layer.route) {
      const path = joinPath(prefix, layer.route.path) || '/';
      const handlers = [
        ...mounted.filter((m) => covers(m.path, path)).map((m) => m.handle),
        ...layer.route.stack.map((l) => l.handle),
      ];
      const methods = Object.keys(layer.route.methods).map((method) => (method === '_all' ? 'all' : method));
      for (const method of methods) {
        found.push({
          method: method.toUpperCase(),
          path,
          handlers,
          public: handlers.includes(allowVisitors),
          serviceOnly: handlers.includes(requireService),
          validated: handlers.map(validatedPartOf).filter((part): part is ValidatedPart => part !== undefined),
        });
      }
    } else if (Array.isArray(layer.handle.stack)) {
      const mountPath = joinPath(prefix, layer.rawPath);
      walk(
        layer.handle.stack,
        mountPath,
        mounted.filter((m) => covers(m.path, mountPath)),
        found,
      );
    } else if (layer.handle.length < 4) {
      // Error handlers (four arguments) never run on the way in.
      mounted.push({ path: joinPath(prefix, layer.rawPath), handle: layer.handle });
    }
  }
}

/**
 * Every route of a built app, found by walking its router (mounted routers recursively, with their prefixes), so a new
 * route is found without anyone listing it. Middleware mounted before a route (e.g. `router.use('/x', guard)`) counts
 * as part of its chain.
 */
export function discoverRoutes(app: Express | Router): DiscoveredRoute[] {
  const router = ('router' in app ? app.router : app) as unknown as { stack: Layer[] };
  const found: DiscoveredRoute[] = [];
  walk(router.stack, '', [], found);
  return found;
}

/** The route's path with each `:param` (and `*splat`) filled in: `fill(name)` gives the raw value, encoded here. */
export function fillPath(path: string, fill: (param: string) => string): string {
  return path
    .replace(/\{([^}]*)\}/g, '$1')
    .replace(/[:*]([A-Za-z_$][\w$]*)/g, (_match, name: string) => encodeURIComponent(fill(name)));
}
