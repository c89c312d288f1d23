// No yup here: the shell's banners use this module, and its first page must not download yup (schemas/ads.ts).

/** Pages that carry ad banners (owner-back-office section 3) and the two banner positions on each. */
export const AD_PAGES = [
  'create_league',
  'join_league',
  'league',
  'team',
  'game_center',
  'players',
  'trophy_room',
  'blog',
  'leaderboard',
  'faq',
] as const;
export type AdPage = (typeof AD_PAGES)[number];

export const AD_PLACEMENTS = ['top', 'right'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** The languages an ad's picture may be made for; '' (none chosen) is a picture for both. */
export const AD_LANGUAGES = ['en', 'hu'] as const;
export type AdLanguage = (typeof AD_LANGUAGES)[number];

/** An ad's pictures (`/api/files/{id}` paths): one for both languages and/or one per language. */
export interface AdImages {
  both?: string;
  en?: string;
  hu?: string;
}

/**
 * An ad as the site shows it: the banner image links to `url`. `imageUrl` is the picture for the caller's language;
 * `images` holds every picture (a banner picks again when the reader switches language).
 */
export interface Ad {
  id: string;
  page: AdPage;
  placement: AdPlacement;
  imageUrl: string;
  images: AdImages;
  url: string;
}

/** `GET /api/owner/ad-clicks` (SUPER_ADMIN): how often readers who accepted analytics cookies followed each ad. */
export interface AdClickCount {
  ad: string;
  clicks: number;
}

/** The picture for a language: its own, else the one for both, else the other language's (an ad always has one). */
export function adImageFor(images: AdImages, language: string): string {
  const own = language === 'hu' ? images.hu : language === 'en' ? images.en : undefined;
  return own ?? images.both ?? images.en ?? images.hu ?? '';
}

export const AD_URL_MAX_LENGTH = 2000;

/** A page of this site: one slash then a path, never `//host` or `/\host`, which browsers read as another host. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** A link an ad may lead to: a page of this site (the house ads lead to /create-league) or an absolute http(s) URL. */
export function isAdLink(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The multipart field of an ad's picture (`POST /api/ads`). */
export const AD_FILE_FIELD = 'file';

/** The multipart field of a pre-made team logo's picture (`POST /api/team-logos`, SUPER_ADMIN). */
export const TEAM_LOGO_FILE_FIELD = 'image';
