import { API, CONSENT_COOKIE, consentCookie, isCookieConsent, type CookieConsent } from '@hfl/contracts';
import { api, readCookie } from '@hfl/shared-ui/core';
import { setAdClickSink, setAnalyticsSink, type AdClickSink, type AnalyticsSink } from './analytics';

/** The stored choice; null until the visitor chose (an acceptance from before the bar offered a choice asks again). */
export function readCookieConsent(): CookieConsent | null {
  const value = readCookie(CONSENT_COOKIE);
  return isCookieConsent(value) ? value : null;
}

/**
 * Where page views go once analytics cookies are accepted: our own `POST /api/page-views` (no third party), the page
 * without its query. A view that cannot be sent is lost, never shown to the visitor.
 */
export const pageViewSink: AnalyticsSink = ({ path }) => {
  api.post(API.pageViews, { path: path.split('?')[0] }).catch(() => {});
};

/** Where ad clicks go once analytics cookies are accepted: our own `POST /api/ads/{id}/clicks`; a lost one is lost. */
export const adClickSink: AdClickSink = (adId) => {
  api.post(API.adClicks(adId), {}).catch(() => {});
};

/**
 * Plugs the page-view and ad-click sinks in for 'all', unplugs them otherwise (a withdrawn consent stops the counting
 * at once).
 */
export function applyCookieConsent(consent: CookieConsent | null): void {
  setAnalyticsSink(consent === 'all' ? pageViewSink : null);
  setAdClickSink(consent === 'all' ? adClickSink : null);
}

/** Remembers the visitor's choice for a year and applies it. */
export function storeCookieConsent(consent: CookieConsent): void {
  document.cookie = consentCookie(consent);
  applyCookieConsent(consent);
}
