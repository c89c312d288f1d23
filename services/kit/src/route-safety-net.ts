import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { isErrorEnvelope, ROLES } from '@hfl/contracts';
import {
  INTERNAL_TOKEN_HEADER,
  signInternalToken,
  type InternalAudience,
  type InternalIdentity,
} from './internal-token';
import { keepIdleConnections, keptAliveAgent } from './kept-alive-agent';
import type { DiscoveredRoute } from './route-discovery';
import { fillPath } from './route-discovery';

/**
 * The safety net over every route of an app (issue 17): a visitor is refused unless the route declares itself public,
 * service-only routes refuse users, and hostile input never gets a 5xx, always gets the error envelope, and leaves the
 * database as it was when the answer is an error.
 */

/** Who calls, as the tests sign it; `undefined` sends no internal token at all (a request that skipped the BFF). */
export type Caller = Partial<InternalIdentity>;

/**
 * What the routes work on: made again whenever a test may have changed them, so one route's accepted input never
 * starves the next.
 */
export interface SafetyNetFixtures {
  /** A signed-in user who is what the fixtures' ids need (e.g. the admin of the league a `:id` names). */
  userId: string;
  /** A SUPER_ADMIN. */
  ownerId: string;
  /** A path parameter's value for a route (an existing record, so hostile bodies get past the loaders); `undefined`: a fresh ObjectId. */
  param?: (name: string, path: string) => string | undefined;
}

export interface SafetyNetOptions {
  /** The service under test: the test titles name it, and the internal tokens are signed for it. */
  name: InternalAudience;
  /** `discoverRoutes(app)` of an app built like the one `start` gives (discovered before the tests are declared). */
  routes: readonly DiscoveredRoute[];
  /** Fewer routes than this means the walk found nothing real: the net fails rather than pass on nothing. */
  minimumRoutes: number;
  /** Connects the file's database and builds the app (the net listens on it itself, with room for 200 KB ids). */
  start: () => Promise<Express>;
  /**
   * Empties the app's collections and makes the records the routes' ids name; run at the start of a test unless every
   * answer since the last seed was a refusal or to a GET and the database is still as that seed left it.
   */
  seed: () => Promise<SafetyNetFixtures>;
  /** Called after the file: stops peers, drops the database. */
  stop: () => Promise<void>;
  /** Collections left out of "the database is unchanged", each with the reason (legitimately written on every request). */
  bookkeeping?: Readonly<Record<string, string>>;
  /** The identity service-only routes are called with (their hostile input must be refused as well). */
  peerService?: string;
}

/** One hostile request to a route; a string body is sent as it is (malformed JSON included) with its content type. */
export interface HostileRequest {
  label: string;
  path: string;
  body?: string | FormData;
  contentType?: string;
}

const HUGE = 'x'.repeat(200 * 1024);
const OPERATORS: readonly unknown[] = [{ $ne: null }, { $where: '1' }, { $gt: '' }];
const HOSTILE_VALUES: readonly unknown[] = [...OPERATORS, [], null, HUGE, ['a', { $ne: null }], 12345, true];
/** Concurrent requests per batch: enough to be quick, few enough for FerretDB's single writer. */
const CONCURRENCY = 6;

function freshObjectId(): string {
  return new mongoose.Types.ObjectId().toHexString();
}

/** Field names of a yup object schema (none for anything else). */
function fieldsOf(route: DiscoveredRoute, source: 'body' | 'query'): string[] {
  return route.validated
    .filter((part) => part.source === source)
    .flatMap((part) => {
      const description = part.schema.describe() as { fields?: Record<string, unknown> };
      return Object.keys(description.fields ?? {});
    });
}

function withBody(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method);
}

/** The hostile requests for a route: path params, query strings and bodies (see the issue's list). */
export function hostileRequests(route: DiscoveredRoute, subject: SafetyNetFixtures): HostileRequest[] {
  const fill = (name: string) => subject.param?.(name, route.path) ?? freshObjectId();
  const path = fillPath(route.path, fill);
  const requests: HostileRequest[] = [];
  const json = (label: string, value: unknown, at = path): HostileRequest => ({
    label,
    path: at,
    body: JSON.stringify(value),
    contentType: 'application/json',
  });
  const plain = (label: string, at: string): HostileRequest =>
    withBody(route.method) ? json(label, {}, at) : { label, path: at };

  // Path parameters: 200 KB, not an id, operators, broken %-encoding.
  const params = [...route.path.matchAll(/[:*]([A-Za-z_$][\w$]*)/g)].map((m) => m[1]!);
  if (params.length > 0) {
    for (const [label, value] of [
      ['a 200 KB id', HUGE],
      ['an invalid ObjectId', 'not-an-object-id'],
      ['an operator object', '{"$ne":null}'],
      ['a $where', '$where'],
      ['an array-like id', '[object Object]'],
    ] as const) {
      requests.push(
        plain(
          `path params = ${label}`,
          fillPath(route.path, () => value),
        ),
      );
    }
    requests.push(
      plain('a malformed %-encoding in the path', fillPath(route.path, () => '\u0000').replace('%00', '%E0%A4%A')),
    );
  }

  // Query strings: operators in brackets, repeated keys (arrays), 200 KB values, on the schema's fields and on made-up ones.
  const queryFields = [...new Set([...fieldsOf(route, 'query'), 'id', 'filter', 'limit'])];
  const query = (pairs: [string, string][]) =>
    `${path}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
  requests.push(
    plain(
      'query operators',
      query(
        queryFields.flatMap(
          (f) =>
            [
              [`${f}[$ne]`, 'null'],
              [`${f}[$where]`, '1'],
            ] as [string, string][],
        ),
      ),
    ),
  );
  requests.push(
    plain(
      'query arrays',
      query(
        queryFields.flatMap(
          (f) =>
            [
              [f, 'a'],
              [f, 'b'],
            ] as [string, string][],
        ),
      ),
    ),
  );
  requests.push(plain('query 200 KB values', query(queryFields.map((f) => [f, HUGE]))));
  requests.push(
    plain(
      'query $where',
      query([
        ['$where', '1'],
        ['$ne', 'null'],
      ]),
    ),
  );

  if (withBody(route.method)) {
    requests.push({ label: 'no body', path });
    for (const [label, value] of [
      ['an empty object', {}],
      ['an array', []],
      ['an array of objects', [{ $ne: null }]],
      ['a string', 'text'],
      ['a top-level $where', { $where: '1', $ne: null }],
      ['a 200 KB unknown field', { junk: HUGE }],
    ] as const) {
      requests.push(json(`JSON body = ${label}`, value));
    }
    requests.push({ label: 'JSON body = null', path, body: 'null', contentType: 'application/json' });
    requests.push({ label: 'malformed JSON', path, body: '{"name": ', contentType: 'application/json' });
    requests.push({ label: 'text/plain', path, body: 'name=x', contentType: 'text/plain' });
    requests.push({
      label: 'url-encoded',
      path,
      body: 'name[$ne]=x&email[$where]=1',
      contentType: 'application/x-www-form-urlencoded',
    });
    const bodyFields = fieldsOf(route, 'body');
    for (const value of HOSTILE_VALUES) {
      const label = typeof value === 'string' ? '200 KB strings' : JSON.stringify(value);
      requests.push(json(`every body field = ${label}`, Object.fromEntries(bodyFields.map((f) => [f, value]))));
    }
    const form = new FormData();
    for (const field of [...bodyFields, 'junk']) form.append(field, '{"$ne":null}');
    form.append('file', new Blob([Buffer.from('not a picture at all')], { type: 'image/png' }), 'junk.png');
    requests.push({ label: 'multipart with junk', path, body: form });
  }
  return requests;
}

interface Answer {
  label: string;
  status: number;
  body: unknown;
}

/** Kept-alive connections, one per request of a batch, dropped while idle before the server would drop them. */
const agent = keptAliveAgent('http:', { maxSockets: CONCURRENCY });

/**
 * Sends what fetch would send of a request (request line, body, content type and length; checked alike for every
 * hostile request) through node:http: fetch's own work (a URL, web streams) took half a millisecond of CPU more each.
 */
async function send(
  baseUrl: string,
  method: string,
  request: HostileRequest,
  headers: Record<string, string>,
): Promise<Answer> {
  const allHeaders: Record<string, string> = { accept: 'application/json', ...headers };
  let body: string | Buffer | undefined;
  if (request.body instanceof FormData) {
    const encoded = new Response(request.body); // multipart with its boundary, as fetch encodes a form
    allHeaders['content-type'] = encoded.headers.get('content-type')!;
    body = Buffer.from(await encoded.arrayBuffer());
  } else {
    body = request.body;
    if (request.contentType) allHeaders['content-type'] = request.contentType;
  }
  // fetch's rule: the body's length, and 0 for none on a method that expects one.
  const length = body === undefined ? 0 : Buffer.byteLength(body);
  if (length > 0 || ['POST', 'PUT', 'PATCH'].includes(method)) allHeaders['content-length'] = String(length);
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(baseUrl, { method, path: request.path, headers: allHeaders, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text, so the report shows what came back.
  }
  return { label: request.label, status, body: parsed };
}

async function inBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += CONCURRENCY) {
    results.push(...(await Promise.all(items.slice(i, i + CONCURRENCY).map(run))));
  }
  return results;
}

/** What the database holds: each collection's document count and a hash of its documents, by collection name. */
type Snapshot = Readonly<Record<string, string>>;

async function databaseSnapshot(): Promise<Snapshot> {
  const db = mongoose.connection.db!;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  // All at once: a snapshot is mostly a round trip per collection, and most collections are empty.
  const hashed = await Promise.all(
    names.map(async (name) => {
      // The BSON as sent, not decoded (cheaper, and any changed byte shows), sorted: the order it comes in is no change.
      const documents = (await db.collection(name).find({}, { raw: true }).toArray()) as unknown as Buffer[];
      const hash = createHash('sha256');
      for (const document of documents.sort(Buffer.compare)) hash.update(document);
      return [name, `${documents.length} documents, ${hash.digest('hex').slice(0, 16)}`] as const;
    }),
  );
  return Object.fromEntries(hashed);
}

/** The collections whose snapshot differs, but those left out. */
function changed(before: Snapshot, after: Snapshot, leftOut: Readonly<Record<string, string>> = {}): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((name) => before[name] !== after[name] && !Object.hasOwn(leftOut, name))
    .sort();
}

function describeAnswer(route: DiscoveredRoute, caller: string, answer: Answer): string {
  const shown =
    typeof answer.body === 'string' ? answer.body.slice(0, 120) : JSON.stringify(answer.body)?.slice(0, 200);
  return `${route.method} ${route.path} as ${caller}, ${answer.label}: ${answer.status} ${shown}`;
}

/** A 5xx or an error without the envelope. */
export function badAnswer(answer: { status: number; body: unknown }): boolean {
  return answer.status >= 500 || (answer.status >= 400 && !isErrorEnvelope(answer.body));
}

/** An app on a free port whose request line may carry a 200 KB id (Node's default stops at 16 KB with a bare 431). */
async function listenRoomily(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer({ maxHeaderSize: 8 * 1024 * 1024 }, app);
  keepIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function headersOf(caller: Caller, audience: InternalAudience): Promise<Record<string, string>> {
  const secret = process.env.INTERNAL_TOKEN_SECRET;
  if (!secret) throw new Error('INTERNAL_TOKEN_SECRET is not set: run the tests through jest');
  return { [INTERNAL_TOKEN_HEADER]: await signInternalToken({ roles: [], locale: 'en', ...caller }, secret, audience) };
}

export function describeRouteSafetyNet(options: SafetyNetOptions): void {
  const { name, routes, minimumRoutes, bookkeeping = {} } = options;
  let server: { url: string; close: () => Promise<void> };
  /**
   * The last seed's fixtures and the database as it left them (bookkeeping included). Seeding was most of the net's
   * time: the tests share them while they are provably intact.
   */
  let seeded: { subject: SafetyNetFixtures; snapshot: Snapshot } | undefined;
  /** No answer since the last seed accepted a change: each was a refusal or to a GET. */
  let onlyRefusalsAndReads = false;
  /** The database now, while no request went out since it was taken. */
  let latest: Snapshot | undefined;

  const snapshot = async () => (latest = await databaseSnapshot());

  async function seed() {
    const subject = await options.seed();
    seeded = { subject, snapshot: await snapshot() };
    onlyRefusalsAndReads = true;
    return seeded;
  }

  /**
   * The last seed's fixtures, unless an answer since may have changed them or the last snapshot shows a change: then
   * fresh ones. Requests since the last snapshot are checked by the hostile test, against the seed's snapshot.
   */
  async function fixtures() {
    if (seeded && onlyRefusalsAndReads && (!latest || changed(seeded.snapshot, latest).length === 0)) return seeded;
    return seed();
  }

  async function sendAll(route: DiscoveredRoute, requests: readonly HostileRequest[], headers: Record<string, string>) {
    latest = undefined;
    const answers = await inBatches(requests, (request) => send(server.url, route.method, request, headers));
    onlyRefusalsAndReads &&= route.method === 'GET' || answers.every((answer) => answer.status >= 400);
    return answers;
  }

  describe(`${name} safety net over every route`, () => {
    beforeAll(async () => {
      server = await listenRoomily(await options.start());
    });
    afterAll(async () => {
      await server?.close();
      await options.stop();
    });

    it(`when the routes are discovered from the router, then there are at least ${minimumRoutes}`, () => {
      expect(routes.length).toBeGreaterThanOrEqual(minimumRoutes);
    });

    describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_title, route) => {
      const visitorPolicy = route.serviceOnly
        ? 'a visitor, a user and the owner are refused (service-only)'
        : route.public
          ? 'a visitor is let in (declared public with allowVisitors)'
          : 'a visitor gets 401 (not declared public)';

      it(`when called without a signed-in user, then ${visitorPolicy}`, async () => {
        const { subject } = await fixtures();
        const request = { label: 'a plain call', ...plainRequest(route, subject) };
        const problems: string[] = [];
        const visitor = (await sendAll(route, [request], await headersOf({}, name)))[0]!;
        if (badAnswer(visitor)) problems.push(describeAnswer(route, 'a visitor', visitor));
        if (route.serviceOnly) {
          const users: [string, Caller][] = [
            ['a visitor', {}],
            ['a user', { userId: subject.userId, roles: [ROLES.USER] }],
            ['the owner', { userId: subject.ownerId, roles: [ROLES.USER, ROLES.SUPER_ADMIN] }],
          ];
          for (const [label, caller] of users) {
            const answer = (await sendAll(route, [request], await headersOf(caller, name)))[0]!;
            if (![401, 403].includes(answer.status) || badAnswer(answer))
              problems.push(describeAnswer(route, label, answer));
          }
        } else if (route.public) {
          if (visitor.status === 401) problems.push(`${describeAnswer(route, 'a visitor', visitor)} (declared public)`);
        } else if (visitor.status !== 401) {
          problems.push(
            `${describeAnswer(route, 'a visitor', visitor)} (expected 401: guard it, or declare it public with allowVisitors)`,
          );
        }
        expect(problems).toEqual([]);
      });

      it('when hostile input is sent, then never a 5xx, always the error envelope, and no write on an error', async () => {
        const problems = new Set<string>();
        const where = `${route.method} ${route.path}`;
        const callers = (subject: SafetyNetFixtures): [string, Caller][] =>
          route.serviceOnly
            ? [[`the ${options.peerService ?? 'bff'} service`, { service: options.peerService ?? 'bff' }]]
            : [
                ['a user', { userId: subject.userId, roles: [ROLES.USER] }],
                ['the owner', { userId: subject.ownerId, roles: [ROLES.USER, ROLES.SUPER_ADMIN] }],
              ];
        const attack = async (label: string, requests: HostileRequest[], headers: Record<string, string>) => {
          const answers = await sendAll(route, requests, headers);
          for (const answer of answers) if (badAnswer(answer)) problems.add(describeAnswer(route, label, answer));
          return answers;
        };

        // Every caller in one go: a database as seeded afterwards proves that no request since the seed wrote.
        const shared = await fixtures();
        for (const [label, caller] of callers(shared.subject)) {
          await attack(label, hostileRequests(route, shared.subject), await headersOf(caller, name));
        }
        if (changed(shared.snapshot, await snapshot(), bookkeeping).length > 0) {
          // Something wrote: again from a fresh seed, caller by caller, to tell a refusal that wrote from an accepted write.
          const { subject } = await seed();
          for (const [label, caller] of callers(subject)) {
            const requests = hostileRequests(route, subject);
            const headers = await headersOf(caller, name);
            const before = latest ?? (await snapshot());
            const answers = await attack(label, requests, headers);
            const settled = await snapshot();
            if (changed(before, settled, bookkeeping).length === 0) continue;
            const refused = requests.filter((_request, i) => answers[i]!.status >= 400);
            if (refused.length === requests.length) {
              problems.add(
                `${where} as ${label}: refused every hostile request, but the database changed: ${diff(before, settled, bookkeeping)}`,
              );
            } else if (refused.length > 0) {
              // Some were accepted (and may rightly have written): the refused ones again, alone, must not write.
              const again = await sendAll(route, refused, headers);
              const after = await snapshot();
              // One that succeeds now (e.g. refused while a record existed that an accepted one removed) may rightly write.
              if (again.every((answer) => answer.status >= 400) && changed(settled, after, bookkeeping).length > 0) {
                problems.add(
                  `${where} as ${label}: refused requests changed the database: ${diff(settled, after, bookkeeping)}`,
                );
              }
            }
          }
        }
        expect([...problems]).toEqual([]);
      });
    });
  });
}

function plainRequest(route: DiscoveredRoute, subject: SafetyNetFixtures): Omit<HostileRequest, 'label'> {
  const path = fillPath(route.path, (param) => subject.param?.(param, route.path) ?? freshObjectId());
  return withBody(route.method) ? { path, body: '{}', contentType: 'application/json' } : { path };
}

function diff(before: Snapshot, after: Snapshot, leftOut: Readonly<Record<string, string>>): string {
  return changed(before, after, leftOut)
    .map((n) => `${n}: ${before[n] ?? 'absent'} → ${after[n] ?? 'absent'}`)
    .join('; ');
}
