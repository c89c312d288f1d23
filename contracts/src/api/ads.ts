import * as yup from 'yup';

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

/** `GET /api/ads/{page}/{placement}`; the owner's ad form reuses the spec's messages. */
export const adSlotSchema = yup.object({
  page: yup
    .string()
    .required('validation:adPageRequired')
    .oneOf([...AD_PAGES], 'validation:adPageRequired'),
  placement: yup
    .string()
    .required('validation:adPlacementRequired')
    .oneOf([...AD_PLACEMENTS], 'validation:adPlacementRequired'),
});
export type AdSlot = yup.InferType<typeof adSlotSchema>;

/** An ad as the site shows it: the banner image (an `/api/files/{id}` path) links to `url`. */
export interface Ad {
  id: string;
  page: AdPage;
  placement: AdPlacement;
  imageUrl: string;
  url: string;
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

/**
 * `POST /api/ads` (SUPER_ADMIN, multipart): the slot, the link and the picture in `AD_FILE_FIELD` (IMAGE_UPLOAD's
 * rules). The picture is required unless the slot already has an ad (then only the link changes).
 */
export const adUploadSchema = adSlotSchema.shape({
  url: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .typeError('validation:adUrlInvalid')
    .required('validation:adUrlRequired')
    .max(AD_URL_MAX_LENGTH, 'validation:adUrlInvalid')
    .test('http-url', 'validation:adUrlInvalid', (value) => value === undefined || isAdLink(value)),
});
export type AdUploadPayload = yup.InferType<typeof adUploadSchema>;

/** The multipart field of a pre-made team logo's picture (`POST /api/team-logos`, SUPER_ADMIN). */
export const TEAM_LOGO_FILE_FIELD = 'image';
