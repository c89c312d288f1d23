import { pino } from 'pino';

/** Path segments and query values that carry a secret (a link mailed to one person). */
const TOKEN_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // /api/user/confirm/{t}, /account/confirm/{t}, /api/unsubscribe/{t}, /reset-password/{t}, /change-email/{t}
  [/(\/(?:confirm|unsubscribe|reset-password|change-email|email-change)\/)[^/?#]+/gi, '$1***'],
  // An e-mailed invitation: /invitation/accept/{id}/{t}
  [/(\/invitation\/accept\/[^/?#]+\/)[^/?#]+/gi, '$1***'],
  // A league's invite link: /api/leagues/{id}/invite-link/{t}(/join), the page /leagues/{id}/join/{t}
  [/(\/(?:invite-link|join)\/)(?!join\b)[^/?#]+/gi, '$1***'],
  // ?token=, ?confirmationToken=, and ?next= (a carried page may hold a token of its own)
  [/([?&](?:token|confirmationToken|next)=)[^&#]*/gi, '$1***'],
];

/** The URL with every token in it replaced by ***: what a log may keep of a mailed link. */
export function maskTokens(url: string): string {
  return TOKEN_PATTERNS.reduce((masked, [pattern, replacement]) => masked.replace(pattern, replacement), url);
}

const maskedUrl = (value: unknown) => (typeof value === 'string' ? maskTokens(value) : value);

/** A request as logged, its url masked (pino-http's serializers take it after the standard one). */
export const maskedRequest = <R extends { url?: unknown }>(req: R): R => ({ ...req, url: maskedUrl(req.url) });

/** Every process's log settings (tests write through them to a sink of their own). */
export const LOG_OPTIONS: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: process.env.SERVICE_NAME },
  redact: ['req.headers.cookie', 'req.headers["x-internal-token"]', 'req.headers["x-csrf-token"]'],
  // `url` in any log line, and a request's url as pino-http logs it, never carry a mailed link's token.
  serializers: {
    url: maskedUrl,
    req: maskedRequest,
  },
};

export const logger = pino(LOG_OPTIONS);
