/**
 * The cookie bar's choice, shared by the BFF (which paints the bar into the first frame while no choice is stored) and
 * the shell. Free of imports: the shell's first script reads it before any shared library has loaded.
 */
export const CONSENT_COOKIE = 'cookie_consent';
/** 'all': analytics cookies accepted (page views are counted); 'necessary': only what the site needs to work. */
export type CookieConsent = 'all' | 'necessary';
/** How long a remembered choice lasts (a cookie's max-age). */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** An acceptance from before the bar offered a choice, or any other value, is no choice: the bar asks again. */
export function isCookieConsent(value: unknown): value is CookieConsent {
  return value === 'all' || value === 'necessary';
}

/** The `document.cookie` assignment that remembers a choice for a year. */
export function consentCookie(consent: CookieConsent): string {
  return `${CONSENT_COOKIE}=${consent}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
}
