import { isErrorEnvelope, type ErrorEnvelope, type Locale } from '@hfl/contracts';
import { ServiceUnavailableError } from './errors';
import { INTERNAL_TOKEN_HEADER, signInternalToken, type InternalAudience } from './internal-token';
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

/**
 * Service-to-service calls: a fresh `service:<name>` internal token for the peer called (`peer`, its audience) on
 * every request, and a time limit.
 */
export function createServiceClient(options: {
  baseUrl: string;
  service: string;
  peer: InternalAudience;
  secret: string;
  timeoutMs?: number;
}): ServiceClient {
  return {
    async request(method, path, body, locale = 'en') {
      const token = await signInternalToken(
        { service: options.service, roles: [], locale },
        options.secret,
        options.peer,
      );
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

/** Enough of a body that is no error envelope to tell what came instead, without filling the log. */
const EXCERPT_LENGTH = 300;

/** What a peer's body says of a failure: its error envelope, or else the start of the body as JSON (or null). */
function bodyCause(body: unknown): { envelope: ErrorEnvelope | null; excerpt: string | null } {
  if (isErrorEnvelope(body)) return { envelope: body, excerpt: null };
  return { envelope: null, excerpt: body === undefined ? null : JSON.stringify(body).slice(0, EXCERPT_LENGTH) };
}

/**
 * A peer's answer its caller did not expect: a status it should not give, or the expected status with a body of the
 * wrong shape. Kept as the `cause` of the caller's error (the status and the peer's error envelope are the first
 * thing to know when a call between services fails) and logged; never shown to the caller's own client.
 */
export class UnexpectedPeerAnswerError extends Error {
  /** The peer's HTTP status. */
  readonly status: number;
  /** The peer's error envelope, when its body was one. */
  readonly envelope: ErrorEnvelope | null;
  /** Otherwise the start of its body as JSON (null when there was none, or it was not JSON). */
  readonly excerpt: string | null;

  constructor(what: string, answer: ServiceAnswer, problem = 'an unexpected status') {
    const { envelope, excerpt } = bodyCause(answer.body);
    const told = envelope ? ` (${envelope.error.code}: ${envelope.error.message})` : '';
    super(`${what}: the peer answered ${answer.status}, ${problem}${told}`);
    this.name = 'UnexpectedPeerAnswerError';
    this.status = answer.status;
    this.envelope = envelope;
    this.excerpt = excerpt;
  }
}

/** The log fields of an answer a caller did not expect, also for callers that go on without it (a retried clean-up). */
export function peerAnswerFields(answer: ServiceAnswer): { peerStatus: number; peerAnswer: unknown } {
  const { envelope, excerpt } = bodyCause(answer.body);
  return { peerStatus: answer.status, peerAnswer: envelope ?? excerpt };
}

/**
 * A peer's answer the request cannot do without: its body when the status is the expected one (and, given `accepts`,
 * the body has the shape the caller reads). A peer that is unreachable or answers anything else is logged and
 * becomes a ServiceUnavailableError (503) whose cause keeps why (the network error, or an UnexpectedPeerAnswerError
 * with the peer's status and error envelope), so the caller stops before storing anything half-done.
 */
/** A peer that could not be reached: logged, and the 503 to throw, its cause the network error. */
export function peerUnreachable(what: string, err: unknown): ServiceUnavailableError {
  logger.warn({ err }, `${what}: peer unreachable`);
  return new ServiceUnavailableError(undefined, { cause: err });
}

/**
 * A peer's answer the caller cannot use or pass on (a status it should not give, a body without the error envelope or
 * of the wrong shape): logged with the peer's status and envelope, and the 503 to throw, its cause that answer.
 */
export function unexpectedPeerAnswer(what: string, answer: ServiceAnswer, malformed = false): ServiceUnavailableError {
  const cause = new UnexpectedPeerAnswerError(what, answer, malformed ? 'a malformed body' : 'an unexpected status');
  logger.warn(
    { err: cause, ...peerAnswerFields(answer) },
    `${what}: ${malformed ? 'peer answered a malformed body' : 'peer refused'}`,
  );
  return new ServiceUnavailableError(undefined, { cause });
}

export async function requireAnswer(
  call: Promise<ServiceAnswer>,
  expected: number,
  what: string,
  accepts: (body: unknown) => boolean = () => true,
): Promise<unknown> {
  let answer: ServiceAnswer;
  try {
    answer = await call;
  } catch (err) {
    throw peerUnreachable(what, err);
  }
  if (answer.status !== expected || !accepts(answer.body)) {
    throw unexpectedPeerAnswer(what, answer, answer.status === expected);
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
