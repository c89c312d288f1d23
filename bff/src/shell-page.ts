import fs from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import {
  CONSENT_COOKIE,
  CURRENT_LEAGUE_COOKIE,
  LOCALE_COOKIE,
  PAGE_READS_ELEMENT_ID,
  REMOTE_LIST_ELEMENT_ID,
  SESSION_ELEMENT_ID,
  isCookieConsent,
  remoteOwning,
  toLocale,
  type Locale,
  type SessionAnswer,
} from '@hfl/contracts';
import { logger, translate } from '@hfl/kit';
import type { BffConfig } from './config';
import { escapeHtml } from './html';
import { cookieValue } from './locale';
import { NO_PAGE_READS, leaguePagePreloads, type PageReads, type PageReadsReader } from './page-reads';
import { isManifestUrl, type RemoteScriptsReader } from './remote-scripts';
import type { RemoteEntry } from './remotes';
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

/**
 * What a page's first frame holds before any script: the page's language, whether the cookie bar asks, and where the
 * remote owning the page is described (its manifest), if one does.
 */
export interface FirstFrame {
  locale: Locale;
  askConsent: boolean;
  remoteEntry: string | null;
  /** The scripts that remote runs first, as its manifest names them (remote-scripts.ts), asked for with the page too. */
  remoteScripts?: readonly string[];
  /** /remotes.json's list, written into the page. */
  remotes: readonly RemoteEntry[];
  /** GET /api/session's answer for a live signed-in session, written into the page; null for anyone else. */
  session?: SessionAnswer | null;
  /** API reads (GET paths) the page makes first, fetched with it: a league page's (page-reads.ts). */
  readPreloads?: readonly string[];
}

/** A page request's live signed-in session as GET /api/session answers it, else null (page-session.ts). */
export type PageSessionReader = (req: Request, res: Response) => Promise<SessionAnswer | null>;

/** `remotes`: where each remote lives (/remotes.json's list). */
export function firstFrameOf(req: Request, remotes: readonly RemoteEntry[]): FirstFrame {
  // Null on the shell's own pages (home, /expired): they load no remote.
  const owner = remoteOwning(req.path);
  return {
    // The shell starts in the locale cookie's language, else English (shared-ui's initI18n): the frame starts in it too.
    locale: toLocale(cookieValue(req.headers.cookie, LOCALE_COOKIE)),
    askConsent: !isCookieConsent(cookieValue(req.headers.cookie, CONSENT_COOKIE)),
    remoteEntry: remotes.find((remote) => remote.name === owner)?.entry ?? null,
    remotes,
  };
}

/**
 * Where the remotes live, as /remotes.json says, in the page: the shell reads it instead of waiting for that read
 * before the first page's remote can load.
 */
function remoteList(remotes: readonly RemoteEntry[]): string {
  return dataBlock(REMOTE_LIST_ELEMENT_ID, { remotes });
}

/** A JSON data block, never run; `<` escaped so no value can close it. */
function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The page's remote asked for with the page (issue 39): the shell asks for it only once booted and its texts are in.
 * Asked for as the federation runtime fetches it (a manifest: `fetch(url, {})`; an entry script: a plain script tag),
 * so the browser hands that fetch this answer; at main.js's low priority.
 */
function remotePreload(entry: string): string {
  const href = escapeHtml(entry);
  return isManifestUrl(entry)
    ? `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" fetchpriority="low">`
    : scriptPreload(entry);
}

/** A script the page's remote runs, as the federation runtime adds it: a plain script tag; at main.js's low priority. */
function scriptPreload(src: string): string {
  return `<link rel="preload" href="${escapeHtml(src)}" as="script" fetchpriority="low">`;
}

/**
 * An API read fetched with the page: CORS mode and credentials as api-client's `fetch(path, { credentials:
 * 'same-origin' })`, so that fetch takes this answer (arrived or on its way) instead of asking again.
 */
function readPreload(path: string): string {
  return `<link rel="preload" href="${escapeHtml(path)}" as="fetch" crossorigin="anonymous">`;
}

/**
 * The page's first reads, for the end of its body: the picture of its largest paint asked for at once (this site's
 * pictures only: an answer never makes the page ask another site for anything) and the answers as a data block.
 */
function pageReadsHtml({ reads, leadImage }: PageReads): string {
  const preload =
    leadImage?.startsWith('/') && !leadImage.startsWith('//')
      ? `<link rel="preload" href="${escapeHtml(leadImage)}" as="image" fetchpriority="high">`
      : '';
  return `${preload}${reads.length > 0 ? dataBlock(PAGE_READS_ELEMENT_ID, reads) : ''}`;
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
export function withFirstFrame(
  indexHtml: string,
  { locale, askConsent, remoteEntry, remoteScripts = [], remotes, session, readPreloads = [] }: FirstFrame,
): string {
  let page = indexHtml.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/.test(tag)
      ? tag.replace(/\slang="[^"]*"/, ` lang="${locale}"`)
      : tag.replace(/>$/, ` lang="${locale}">`),
  );
  // The build preloads each language's base texts (tools/src/mfe/first-page-preload.ts): the page's alone is wanted.
  page = page.replace(/<link\b[^>]*\sdata-locale="([^"]*)"[^>]*>/g, (link, linkLocale: string) =>
    linkLocale === locale ? link : '',
  );
  if (remoteEntry)
    page = page.replace(
      '</head>',
      (head) => `${remotePreload(remoteEntry)}${remoteScripts.map(scriptPreload).join('')}${head}`,
    );
  // Its reads start with the page rather than once its remote and chunk have run (issue 39: /players' largest paint).
  if (readPreloads.length > 0)
    page = page.replace('</head>', (head) => `${readPreloads.map(readPreload).join('')}${head}`);
  // A signed-in page renders as such from the boot, instead of after GET /api/session's answer (issue 39: on a phone,
  // a round trip before the home page's reads could even start).
  const sessionBlock = session ? dataBlock(SESSION_ELEMENT_ID, session) : '';
  page = page.replace('</body>', (body) => `${remoteList(remotes)}${sessionBlock}${body}`);
  return askConsent ? page.replace('<div id="root">', (root) => `${root}${cookieBar(locale)}`) : page;
}

/**
 * Every page route: the shell's index.html with the request's first frame. When the page cannot be read, the request
 * goes on to the plain static serving (which says when the shell is not built yet).
 */
export function shellPage({
  readIndex,
  remotes,
  readSession,
  readPageReads,
  readRemoteScripts,
}: {
  readIndex: IndexReader;
  remotes: readonly RemoteEntry[];
  /** Without it, a page preloads its remote's manifest alone. */
  readRemoteScripts?: RemoteScriptsReader;
  /** Without it, no page carries a session: the shell reads GET /api/session. */
  readSession?: PageSessionReader;
  /** Without it, no page carries its first reads: the page asks the API for them. */
  readPageReads?: PageReadsReader;
}): RequestHandler {
  return async (req, res, next) => {
    if (!isPageRoute(req)) return next();
    let indexHtml: string;
    try {
      indexHtml = await readIndex();
    } catch (error) {
      logger.warn({ err: error }, "shell page: the shell's index.html could not be read");
      return next();
    }
    const frame = firstFrameOf(req, remotes);
    const [session, remoteScripts] = await Promise.all([
      readPageSession(readSession, req, res),
      frame.remoteEntry && readRemoteScripts ? readRemoteScripts(frame.remoteEntry) : [],
    ]);
    const readPreloads = leaguePagePreloads(
      {
        path: req.path,
        league: req.query.league,
        leagueCookie: cookieValue(req.headers.cookie, CURRENT_LEAGUE_COOKIE),
      },
      session?.user ?? null,
    );
    const page = withFirstFrame(indexHtml, { ...frame, session, readPreloads, remoteScripts });
    // A page carrying a session is the user's alone: no shared cache keeps it.
    res.set({ 'Cache-Control': session ? 'private, no-cache' : 'no-cache', Vary: 'Cookie' }).type('html');
    const end = page.lastIndexOf('</body>');
    // In the page's language: the shell starts in it and asks in it, whatever the account's own language.
    const pageRequest = { path: req.path, locale: frame.locale, user: session?.user ?? null };
    const reads = req.method === 'HEAD' || end < 0 ? null : (readPageReads?.(pageRequest) ?? null);
    if (!reads) return void res.send(page);
    // The page goes out at once, its first reads last, as they come: the browser fetches the scripts meanwhile, and
    // its deferred scripts run once the page is whole, so they find the answers in it.
    res.write(page.slice(0, end));
    // compression's: sends what it holds so far.
    (res as Response & { flush?: () => void }).flush?.();
    const written = await reads.catch((error: unknown) => {
      logger.warn({ err: error }, "shell page: the page's first reads failed");
      return NO_PAGE_READS;
    });
    res.end(`${pageReadsHtml(written)}${page.slice(end)}`);
  };
}

/** The session a page carries is a head start only: when it cannot be read, the shell reads it as before. */
async function readPageSession(
  readSession: PageSessionReader | undefined,
  req: Request,
  res: Response,
): Promise<SessionAnswer | null> {
  if (!readSession) return null;
  try {
    return await readSession(req, res);
  } catch (error) {
    logger.warn({ err: error }, "shell page: the page's session could not be read");
    return null;
  }
}
