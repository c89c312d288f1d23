import mongoose from 'mongoose';
import { CSRF_HEADER, routeOwner, SERVICE_NAMES } from '@hfl/contracts';
import {
  badAnswer,
  discoverRoutes,
  fillPath,
  hostileRequests,
  type DiscoveredRoute,
  allowTestTime,
} from '@hfl/kit/testing';
import { OWNER, startStack, type Stack } from './testing/stack';
import { Browser } from './testing/browser';
import { csrfExempt } from './csrf';

/**
 * The safety net at the browser's door: every route the BFF serves itself and every service route as /api/* reaches it,
 * both discovered from the routers. A cookieless browser is refused where the service refuses a visitor (and a change
 * without the CSRF token is 403), and hostile input to the BFF's own routes never gets a 5xx nor a bare error.
 */

allowTestTime(120_000);

const PLAYER = { email: 'player@hfl.local', password: 'HflPlayer2026!' } as const;
/**
 * The two accounts' passwords hashed at bcrypt's lowest cost: both sign in afresh for every route, and at the seed's
 * cost each of those 36 logins took a fifth of a second of CPU (8 of the file's 20 seconds).
 */
const CHEAP_PASSWORD_HASHES: Record<string, string> = {
  [PLAYER.email]: '$2b$04$c8p4UfbTUnOXNTzVCC0ZxeDSQFCAY3n9W0cxJAZCny17.nDn8KlFC',
  [OWNER.email]: '$2b$04$PAGd0RtPHbk/2j1waQ4VNe.hVRt941elN8E6l5ankgwL8gnO.xNgy',
};
const freshId = () => '6b0000000000000000000001';

let stack: Stack;
let bffRoutes: DiscoveredRoute[];
let apiRoutes: DiscoveredRoute[];

beforeAll(async () => {
  // Every route signs in afresh: the per-IP login and account limits must not be what answers.
  stack = await startStack('safety_net', { LOGIN_RATE_LIMIT: '100000', ACCOUNT_RATE_LIMIT: '100000' });
  for (const [email, passwordHash] of Object.entries(CHEAP_PASSWORD_HASHES)) {
    await mongoose.connection.db!.collection('users').updateOne({ email }, { $set: { passwordHash } });
  }
  // A login that fails skips the route (an account deleted by an earlier route): both must work before the first.
  for (const { email, password } of [PLAYER, OWNER]) await new Browser(stack.bffUrl).signIn(email, password);
  bffRoutes = discoverRoutes(stack.bff.app);
  // The services' own routes as the browser reaches them: /api + path, through the owner routeOwner names.
  apiRoutes = SERVICE_NAMES.flatMap((service) =>
    discoverRoutes(stack.apps[service])
      .filter((route) => route.path !== '/health')
      .map((route) => ({ ...route, path: `/api${route.path}`, owner: service })),
  );
});

afterAll(async () => {
  await stack.stop();
});

async function call(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string | FormData; contentType?: string } = {},
) {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.contentType) headers['content-type'] = init.contentType;
  const res = await fetch(new URL(path, stack.bffUrl), { method, headers, body: init.body, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a page, a picture): kept as text for the report.
  }
  return { status: res.status, body };
}

const changes = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
const shown = (body: unknown) => (typeof body === 'string' ? body.slice(0, 100) : JSON.stringify(body)?.slice(0, 160));

describe('the BFF safety net over every route', () => {
  it('when the routes are discovered, then the BFF has its own routes and the services theirs under /api', () => {
    expect(bffRoutes.length).toBeGreaterThanOrEqual(10);
    expect(apiRoutes.length).toBeGreaterThanOrEqual(100);
    expect(bffRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/session', 'POST /api/auth']),
    );
  });

  it('when a cookieless browser calls every service route through /api, then 401 unless the route is public, 403 CSRF on a change, never a 5xx', async () => {
    const problems: string[] = [];
    for (const route of apiRoutes) {
      const path = fillPath(route.path, freshId);
      const answer = await call(
        route.method,
        path,
        changes(route.method) ? { body: '{}', contentType: 'application/json' } : {},
      );
      const where = `${route.method} ${route.path}: ${answer.status} ${shown(answer.body)}`;
      if (badAnswer(answer)) problems.push(`${where} (a 5xx or no error envelope)`);
      else if (route.serviceOnly) {
        if (answer.status < 400) problems.push(`${where} (a service-only route reached from the browser)`);
      } else if (routeOwner(route.path.slice('/api'.length)) !== (route as { owner?: string }).owner) {
        // Not forwarded to the service that has the route: the browser can never reach it (a routeOwner gap).
        problems.push(
          `${where} (routed to ${routeOwner(route.path.slice('/api'.length)) ?? 'nowhere'}, not ${(route as { owner?: string }).owner})`,
        );
      } else if (changes(route.method) && csrfExempt(route.method, path.slice('/api'.length))) {
        // The unsubscribe needs no session: a token nobody was given changes nothing. The one-click post answers 404;
        // the page's own form post answers the page that says the link does not work.
        const saysInvalid = answer.status === 200 && /<html/i.test(String(answer.body));
        if (answer.status !== 404 && !saysInvalid) problems.push(`${where} (an unknown unsubscribe token)`);
      } else if (changes(route.method)) {
        if (![401, 403].includes(answer.status)) problems.push(`${where} (a change without a session or CSRF token)`);
      } else if (!route.public && answer.status !== 401) {
        problems.push(`${where} (expected 401 for a visitor)`);
      } else if (route.public && answer.status === 401) {
        problems.push(`${where} (declared public)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("when a cookieless browser calls the BFF's own routes, then never a 5xx, and /api answers errors in the envelope", async () => {
    const problems: string[] = [];
    for (const route of bffRoutes) {
      const answer = await call(
        route.method,
        fillPath(route.path, freshId),
        changes(route.method) ? { body: '{}', contentType: 'application/json' } : {},
      );
      const where = `${route.method} ${route.path}: ${answer.status} ${shown(answer.body)}`;
      if (answer.status >= 500) problems.push(where);
      else if (route.path.startsWith('/api') && badAnswer(answer)) problems.push(`${where} (no error envelope)`);
    }
    expect(problems).toEqual([]);
  });

  it("when hostile input reaches the BFF's own routes from a signed-in player and the owner, then never a 5xx and errors in the envelope", async () => {
    const problems: string[] = [];
    // Deletions last: the account they remove is signed in again for every other route.
    const ordered = [...bffRoutes]
      .filter((r) => changes(r.method) || r.path.startsWith('/api'))
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of ordered) {
      for (const [label, account] of [
        ['a player', PLAYER],
        ['the owner', OWNER],
      ] as const) {
        const browser = new Browser(stack.bffUrl);
        const signedIn = await browser.login(account.email, account.password);
        if (signedIn.status !== 200) continue; // Deleted by an earlier DELETE: nothing more to send as them.
        const headers: Record<string, string> = { cookie: browser.cookieHeader, [CSRF_HEADER]: browser.csrfToken! };
        const requests = hostileRequests(route, { userId: '', ownerId: '', param: () => undefined });
        const answers = await Promise.all(
          requests.map((request) => call(route.method, request.path, { ...request, headers })),
        );
        answers.forEach((answer, i) => {
          if (answer.status >= 500 || (route.path.startsWith('/api') && badAnswer(answer))) {
            problems.push(
              `${route.method} ${route.path} as ${label}, ${requests[i]!.label}: ${answer.status} ${shown(answer.body)}`,
            );
          }
        });
      }
    }
    expect(problems).toEqual([]);
  });
});
