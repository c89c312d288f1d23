import type { Locale } from '@hfl/contracts';
import { ServiceUnavailableError } from './errors';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from './internal-token';
import { logger } from './logger';

const DEFAULT_TIMEOUT_MS = 10_000;

export interface ServiceAnswer {
  status: number;
  /** The parsed JSON body; undefined when there is none. */
  body: unknown;
}

export interface ServiceClient {
  /**
   * Calls the peer signed as this service; `body` goes as JSON, or as multipart when it is a FormData (files).
   * Rejects when the peer cannot be reached in time.
   */
  request: (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, locale?: Locale) => Promise<ServiceAnswer>;
}

/** Service-to-service calls: a fresh `service:<name>` internal token on every request, and a time limit. */
export function createServiceClient(options: {
  baseUrl: string;
  service: string;
  secret: string;
  timeoutMs?: number;
}): ServiceClient {
  return {
    async request(method, path, body, locale = 'en') {
      const token = await signInternalToken({ service: options.service, roles: [], locale }, options.secret);
      // fetch sets a FormData's multipart type (with its boundary) itself.
      const multipart = body instanceof FormData;
      const answer = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: multipart
          ? { [INTERNAL_TOKEN_HEADER]: token }
          : { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
        body: body === undefined || multipart ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      const text = await answer.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: answer.status, body: parsed };
    },
  };
}

/**
 * A peer's answer the request cannot do without: its body when the status is the expected one. A peer that is
 * unreachable or answers anything else is logged and becomes a ServiceUnavailableError (503), so the caller stops
 * before storing anything half-done.
 */
export async function requireAnswer(call: Promise<ServiceAnswer>, expected: number, what: string): Promise<unknown> {
  let answer: ServiceAnswer;
  try {
    answer = await call;
  } catch (err) {
    logger.warn({ err }, `${what}: peer unreachable`);
    throw new ServiceUnavailableError();
  }
  if (answer.status !== expected) {
    logger.warn({ status: answer.status }, `${what}: peer refused`);
    throw new ServiceUnavailableError();
  }
  return answer.body;
}

/** A lookup through a peer: its body on 200, null on 404 (none), and a 503 as `requireAnswer` for anything else. */
export async function answerOrNone(call: Promise<ServiceAnswer>, what: string): Promise<unknown> {
  return requireAnswer(
    call.then((answer) => (answer.status === 404 ? { status: 200, body: null } : answer)),
    200,
    what,
  );
}
