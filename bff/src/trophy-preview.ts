import type { Request, RequestHandler } from 'express';
import enPlayer from '@hfl/contracts/locales/en/player.json' with { type: 'json' };
import huPlayer from '@hfl/contracts/locales/hu/player.json' with { type: 'json' };
import { trophyImagePath, type Locale, type TrophyView } from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, addResources, logger, signInternalToken, translate } from '@hfl/kit';
import { escapeHtml } from './html';
import type { RemoteEntry } from './remotes';
import { firstFrameOf, withFirstFrame, type IndexReader } from './shell-page';

// The previews are written with the trophy page's own texts: its titles and descriptions.
addResources('en', 'player', { trophies: enPlayer.trophies, trophyTypes: enPlayer.trophyTypes });
addResources('hu', 'player', { trophies: huPlayer.trophies, trophyTypes: huPlayer.trophyTypes });

/** One trophy as fantasy's `GET /trophies/{id}` answers it, or null when there is none to show (unknown, or no answer). */
export type TrophyFetcher = (trophyId: string) => Promise<TrophyView | null>;

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const PREVIEW_LANGS: readonly Locale[] = ['en', 'hu'];

/** The link's language when the artwork and texts exist in it, otherwise English. */
export const previewLang = (lang: string): Locale =>
  (PREVIEW_LANGS as readonly string[]).includes(lang) ? (lang as Locale) : 'en';

/**
 * Reads a trophy from fantasy as the BFF itself (a service identity, no user: the trophy page is public). Anything but
 * a 200 with a body, or no answer within `timeoutMs`, is null: the page then goes out without a preview.
 */
export function fantasyTrophyFetcher({
  fantasyUrl,
  internalTokenSecret,
  timeoutMs = 3_000,
}: {
  fantasyUrl: () => string;
  internalTokenSecret: string;
  timeoutMs?: number;
}): TrophyFetcher {
  return async (trophyId) => {
    try {
      const token = await signInternalToken(
        { service: 'bff', roles: [], locale: 'en' },
        internalTokenSecret,
        'fantasy',
      );
      const answer = await fetch(new URL(`/trophies/${encodeURIComponent(trophyId)}`, fantasyUrl()), {
        headers: { [INTERNAL_TOKEN_HEADER]: token, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (answer.status !== 200) return null;
      return (await answer.json()) as TrophyView;
    } catch (error) {
      logger.warn({ err: error, trophyId }, 'trophy preview: fantasy did not answer');
      return null;
    }
  };
}

/** The Open Graph and Twitter card tags of a trophy, in `lang`, every value escaped; `origin` makes URLs absolute. */
export function trophyPreviewTags(trophy: TrophyView, lang: Locale, origin: string): { title: string; tags: string } {
  const typeTitle = translate(`player:trophyTypes.${trophy.type}`, lang);
  const title = translate('player:trophies.shareText', lang, { title: typeTitle, team: trophy.fantasyTeam.name });
  const description = translate(`player:trophies.description.${trophy.type}`, lang, {
    team: trophy.fantasyTeam.name,
    player: trophy.player?.name ?? '',
    week: trophy.week,
    league: trophy.league.name,
    season: trophy.seasonName,
    points: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(trophy.points ?? 0),
  });
  const image = `${origin}${trophyImagePath(lang, trophy.type, 'png')}`;
  const url = `${origin}/trophies/${lang}/${encodeURIComponent(trophy.id)}`;
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', 'HFL Fantasy'],
    ['og:locale', lang === 'hu' ? 'hu_HU' : 'en_US'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ['og:image', image],
    ['og:image:type', 'image/png'],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['og:image:alt', typeTitle],
  ];
  const names: [string, string][] = [
    ['description', description],
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', image],
  ];
  const tags = [
    ...properties.map(([key, value]) => `<meta property="${key}" content="${escapeHtml(value)}" />`),
    ...names.map(([key, value]) => `<meta name="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
  return { title, tags };
}

/** The index.html with the trophy's title and tags in its head (the shell's own description gives way). */
export function injectTrophyPreview(indexHtml: string, preview: { title: string; tags: string }): string {
  if (!indexHtml.includes('</head>')) return indexHtml;
  const withoutDescription = indexHtml.replace(/<meta\s+name="description"[^>]*>/i, '');
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutDescription)
    ? withoutDescription.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(preview.title)}</title>`)
    : withoutDescription;
  return titled.replace('</head>', () => `    ${preview.tags}\n  </head>`);
}

/** The site's address for absolute URLs: PUBLIC_URL when set, otherwise the request's own. */
function originOf(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** A trophy page: `/trophies/{lang}/{trophyId}` (the cabinet, `/trophies`, has no preview of its own). */
const TROPHY_PAGE = /^\/trophies\/([^/]+)\/([^/]+)\/?$/;

/**
 * `GET /trophies/{lang}/{trophyId}` (a page load, by a browser or a link-preview bot): the shell's index.html with the
 * trophy's Open Graph tags, so a shared trophy link shows its title, description and image. An unknown trophy, a
 * malformed id, or fantasy or the shell not answering: the request goes on to the plain page (never a 5xx). Part of
 * the page serving (like `staticSite`, a middleware rather than an API route: it answers pages only).
 */
export function trophyPreview({
  fetchTrophy,
  readIndex,
  remotes,
  publicUrl,
}: {
  fetchTrophy: TrophyFetcher;
  readIndex: IndexReader;
  remotes: readonly RemoteEntry[];
  publicUrl?: string;
}): RequestHandler {
  return async (req, res, next) => {
    const match = req.method === 'GET' || req.method === 'HEAD' ? TROPHY_PAGE.exec(req.path) : null;
    const [, lang = '', trophyId = ''] = match ?? [];
    if (!OBJECT_ID.test(trophyId)) return next();
    try {
      const trophy = await fetchTrophy(trophyId);
      if (!trophy) return next();
      const indexHtml = await readIndex();
      const page = injectTrophyPreview(
        withFirstFrame(indexHtml, firstFrameOf(req, remotes)),
        trophyPreviewTags(trophy, previewLang(lang), originOf(req, publicUrl)),
      );
      res.set('Cache-Control', 'no-cache').type('html').send(page);
    } catch (error) {
      logger.warn({ err: error, trophyId }, 'trophy preview: the plain page goes out');
      next();
    }
  };
}
