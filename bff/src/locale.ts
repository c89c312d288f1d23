import type { Request, RequestHandler } from 'express';
import { FALLBACK_LOCALE, LOCALE_COOKIE, LOCALE_HEADER, isLocale, type Locale } from '@hfl/contracts';

/** A cookie's value from a request's Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The request's language: a valid X-Locale header, else the signed-in user's choice, else the
 * locale cookie, else English. Written back onto the header so our error envelopes and the
 * services behind the proxy all answer in the same language.
 */
export const resolveLocale: RequestHandler = (req, _res, next) => {
  req.headers[LOCALE_HEADER.toLowerCase()] = pickLocale(req);
  next();
};

export function pickLocale(req: Request): Locale {
  const candidates = [
    req.get(LOCALE_HEADER),
    req.session?.user?.locale,
    cookieValue(req.headers.cookie, LOCALE_COOKIE),
  ];
  return candidates.find(isLocale) ?? FALLBACK_LOCALE;
}

export function requestLocale(req: { headers: Record<string, unknown> }): Locale {
  const value = req.headers[LOCALE_HEADER.toLowerCase()];
  return isLocale(value) ? value : FALLBACK_LOCALE;
}
