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
