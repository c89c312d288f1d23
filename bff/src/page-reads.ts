import {
  API,
  HOME_NEWS_PATH,
  LEAGUE_PAGE_FIRST_READS,
  currentLeagueOf,
  isObjectId,
  LOCALE_HEADER,
  isErrorEnvelope,
  remoteOwning,
  routeOwner,
  type BlogPostSummary,
  type Locale,
  type ServiceName,
  type SessionUser,
} from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, logger, signInternalToken } from '@hfl/kit';

/** An API read answered with the page: the path as the page asks it, and the answer it would get. */
export interface WrittenRead {
  path: string;
  body: unknown;
}

/** What a page's first paint needs that the BFF fetches with the page: API answers, and a picture to ask for at once. */
export interface PageReads {
  reads: WrittenRead[];
  /** The page's largest picture (its largest contentful paint), asked for with the page instead of after its data. */
  leadImage: string | null;
}

export const NO_PAGE_READS: PageReads = { reads: [], leadImage: null };

/** The page asked for: its path, the language it shows in, and its signed-in user. */
export interface PageRequest {
  path: string;
  locale: Locale;
  user: SessionUser | null;
}

/**
 * What a signed-in user's league page reads first (contracts' LEAGUE_PAGE_FIRST_READS), for the browser to fetch with
 * the page: in the league of the page's `?league=` (it opens on that one), else of his current-league cookie. None for
 * a visitor, another page, or no league. The browser fetches them with its own session: nothing is read here, and
 * a league the user may not see answers him as his page's own request would.
 */
export function leaguePagePreloads(
  page: { path: string; league: unknown; leagueCookie: string | undefined },
  user: SessionUser | null,
): string[] {
  if (!user || !Object.hasOwn(LEAGUE_PAGE_FIRST_READS, page.path)) return [];
  const leagueId = isObjectId(page.league) ? page.league : currentLeagueOf(page.leagueCookie, user.id);
  return leagueId ? LEAGUE_PAGE_FIRST_READS[page.path]!(leagueId) : [];
}

/**
 * The first reads of a page, null for a page without any (it goes out whole at once). Those that fail or are late are
 * left out, never failing the page: its shell reads them as it would have.
 */
export type PageReadsReader = (page: PageRequest) => Promise<PageReads> | null;

/**
 * The first reads of the pages whose data waits on them (issue 39: on Lighthouse's phone they only started once the
 * scripts, and then a remote, had run). The home page: the news in the reader's language with its lead picture, and
 * for a signed-in user his "My leagues" band, which the news waits for. A page of mfe-player: the site's ads, so its
 * banners know from the first render whether their slot holds one (an empty one otherwise keeps an empty place above
 * the page for the visit), and for a signed-in user his memberships, which decide the current league every member's
 * page reads its data for. Each is read from its service as the proxy would forward the page's own GET (the same
 * identity), within `timeoutMs`; one that fails or is late is left out.
 */
export function firstPageReads({
  serviceUrl,
  internalTokenSecret,
  timeoutMs = 1_000,
}: {
  serviceUrl: (name: ServiceName) => string;
  internalTokenSecret: string;
  timeoutMs?: number;
}): PageReadsReader {
  /** The answer of GET `path` (as the browser asks it, under /api) from the service owning it, or null. */
  async function read(path: string, { locale, user }: PageRequest): Promise<unknown> {
    const servicePath = path.replace(/^\/api/, '');
    const service = routeOwner(servicePath.split('?')[0]!)!;
    try {
      const identity = { userId: user?.id, roles: user?.roles ?? [], locale };
      const token = await signInternalToken(identity, internalTokenSecret, service);
      const answer = await fetch(new URL(servicePath, serviceUrl(service)), {
        headers: { [INTERNAL_TOKEN_HEADER]: token, [LOCALE_HEADER]: locale, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body: unknown = await answer.json();
      if (answer.status === 200 && !isErrorEnvelope(body)) return body;
      logger.warn({ peerStatus: answer.status, path }, 'page reads: the service did not answer the read');
    } catch (error) {
      logger.warn({ err: error, path }, 'page reads: the service did not answer the read in time');
    }
    return null;
  }

  return (page) => {
    if (page.path === '/') return homeReads(page);
    if (remoteOwning(page.path) === 'mfe_player') return playerPageReads(page);
    return null;
  };

  async function playerPageReads(page: PageRequest): Promise<PageReads> {
    const [ads, memberships] = await Promise.all([
      read(API.ads, page),
      page.user ? read(API.myMemberships, page) : null,
    ]);
    const reads: WrittenRead[] = [];
    if (Array.isArray(ads)) reads.push({ path: API.ads, body: ads });
    if (memberships !== null) reads.push({ path: API.myMemberships, body: memberships });
    return { reads, leadImage: null };
  }

  async function homeReads(page: PageRequest): Promise<PageReads> {
    const [news, myLeagues] = await Promise.all([
      read(HOME_NEWS_PATH, page),
      page.user ? read(API.myLeagues, page) : null,
    ]);
    const reads: WrittenRead[] = [];
    if (Array.isArray(news)) reads.push({ path: HOME_NEWS_PATH, body: news });
    if (myLeagues !== null) reads.push({ path: API.myLeagues, body: myLeagues });
    const lead = Array.isArray(news) ? (news as BlogPostSummary[])[0] : undefined;
    return { reads, leadImage: lead?.headerImage ?? null };
  }
}
