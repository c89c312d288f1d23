import fs from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { CONSENT_COOKIE, LOCALE_COOKIE, isCookieConsent, toLocale, type Locale } from '@hfl/contracts';
import { logger, translate } from '@hfl/kit';
import type { BffConfig } from './config';
import { escapeHtml } from './html';
import { cookieValue } from './locale';
import { isPageRoute } from './static';

/** Where the shell's index.html comes from: the built file, or the shell's server (dev server, production's nginx). */
export type IndexReader = () => Promise<string>;

/** The shell's index.html: from its dev server (or production's nginx behind SHELL_DEV_URL), else the built file. */
export function shellIndexReader(config: BffConfig): IndexReader {
  if (config.SHELL_DEV_URL) {
    const url = new URL('/index.html', config.SHELL_DEV_URL);
    return async () => {
      const answer = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (!answer.ok) throw new Error(`the shell answered ${answer.status} for index.html`);
      return answer.text();
    };
  }
  const file = path.join(config.SHELL_DIST, 'index.html');
  return () => fs.readFile(file, 'utf8');
}

/** What a page's first frame shows before any script: the page's language, and whether the cookie bar asks. */
export interface FirstFrame {
  locale: Locale;
  askConsent: boolean;
}

export function firstFrameOf(req: Request): FirstFrame {
  return {
    // The shell starts in the locale cookie's language, else English (shared-ui's initI18n): the frame starts in it too.
    locale: toLocale(cookieValue(req.headers.cookie, LOCALE_COOKIE)),
    askConsent: !isCookieConsent(cookieValue(req.headers.cookie, CONSENT_COOKIE)),
  };
}

/** The shell's cookie bar (shell/src/layout/cookie-bar.tsx) as plain HTML; shell/src/first-frame-consent.ts answers it. */
function cookieBar(locale: Locale): string {
  const text = (key: string) => escapeHtml(translate(`common:cookieBar.${key}`, locale));
  return (
    `<section id="first-cookies" aria-label="${text('label')}">` +
    `<p>${text('text')} <a href="/cookie-policy">${text('policy')}</a></p>` +
    `<div><button type="button" data-consent="all">${text('acceptAll')}</button>` +
    `<button type="button" data-consent="necessary">${text('onlyNecessary')}</button></div></section>`
  );
}

/**
 * The shell's page as this request's first frame: `<html lang>` in the page's language from the first byte, and, while
 * the visitor has not chosen, the cookie bar, painted with the page instead of popping up once the scripts have run
 * (on a slow phone, seconds later, over the page being read).
 */
export function withFirstFrame(indexHtml: string, { locale, askConsent }: FirstFrame): string {
  const page = indexHtml.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/.test(tag)
      ? tag.replace(/\slang="[^"]*"/, ` lang="${locale}"`)
      : tag.replace(/>$/, ` lang="${locale}">`),
  );
  return askConsent ? page.replace('<div id="root">', (root) => `${root}${cookieBar(locale)}`) : page;
}

/**
 * Every page route: the shell's index.html with the request's first frame. When the page cannot be read, the request
 * goes on to the plain static serving (which says when the shell is not built yet).
 */
export function shellPage({ readIndex }: { readIndex: IndexReader }): RequestHandler {
  return async (req, res, next) => {
    if (!isPageRoute(req)) return next();
    let indexHtml: string;
    try {
      indexHtml = await readIndex();
    } catch (error) {
      logger.warn({ err: error }, "shell page: the shell's index.html could not be read");
      return next();
    }
    res
      .set({ 'Cache-Control': 'no-cache', Vary: 'Cookie' })
      .type('html')
      .send(withFirstFrame(indexHtml, firstFrameOf(req)));
  };
}
