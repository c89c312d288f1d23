import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_SIZE_MAX, TOTAL_COUNT_HEADER } from '@hfl/contracts';
import { configureApi } from '../index';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  headers: http.IncomingHttpHeaders;
  /** A JSON body parsed; any other body (multipart) as its text; see `readMultipart`. */
  body: unknown;
  /** The body's bytes as received. */
  rawBody: Buffer;
}

/** A multipart request's parts as the browser's FormData (text fields as strings, files as Files). */
export function readMultipart(request: RecordedRequest): Promise<FormData> {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw new Error(`not multipart: "${contentType}"`);
  return new Response(new Uint8Array(request.rawBody), { headers: { 'content-type': contentType } }).formData();
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A list answered a page at a time like the services do: `limit` (default 100) rows from `offset`, the total in X-Total-Count. */
export function pagedReply(request: RecordedRequest, rows: unknown[]): Reply {
  const query = new URLSearchParams(request.search);
  const limit = Number(query.get('limit') ?? PAGE_SIZE_MAX);
  const offset = Number(query.get('offset') ?? 0);
  return {
    status: 200,
    body: rows.slice(offset, offset + limit),
    headers: { [TOTAL_COUNT_HEADER]: String(rows.length) },
  };
}

/** Handlers keyed by "METHOD /path"; a handler may answer differently per request. */
export type ApiRoutes = Record<string, (request: RecordedRequest) => Reply | Promise<Reply>>;

export interface ApiServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

/**
 * A real HTTP server on a free port that answers like the BFF, so pages exercise the real api
 * client (headers, envelope parsing) instead of a fake. Unknown routes answer the 404 envelope.
 */
export async function startApiServer(routes: ApiRoutes): Promise<ApiServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const rawBody = Buffer.concat(chunks);
      const raw = rawBody.toString('utf8');
      const url = new URL(req.url ?? '/', 'http://api.test');
      const path = url.pathname;
      const isJson = (req.headers['content-type'] ?? '').startsWith('application/json');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        search: url.search,
        headers: req.headers,
        body: raw ? (isJson ? JSON.parse(raw) : raw) : undefined,
        rawBody,
      };
      requests.push(request);
      const handler = routes[`${request.method} ${path}`];
      const reply: Reply = handler
        ? await handler(request)
        : { status: 404, body: { error: { code: 'not_found', message: 'The requested item does not exist' } } };
      // No connection outlives its answer: each test's server is closed after it, and a kept-alive socket to a closed
      // one (whose port the OS may give the next test's server) can fail a later read under load.
      const headers = { ...reply.headers, connection: 'close' };
      if (reply.body === undefined) {
        res.writeHead(reply.status, headers).end();
        return;
      }
      res.writeHead(reply.status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** `startApiServer` with the api client pointed at it and no session behind it (no CSRF token): for saga tests. */
export async function startSagaApiServer(routes: ApiRoutes, locale = 'en'): Promise<ApiServer> {
  const server = await startApiServer(routes);
  configureApi({
    baseUrl: server.baseUrl,
    getCsrfToken: () => null,
    setCsrfToken: () => undefined,
    getLocale: () => locale,
    onUnauthorized: () => undefined,
  });
  return server;
}
