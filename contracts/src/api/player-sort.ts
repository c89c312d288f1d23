import { STAT_KEYS } from '../rules/scoring';

/**
 * The players list's order: apart from its schema (real-league.ts), so a page that needs only the order does not
 * download yup with it (issue 39: /players' first load).
 */

/** The players list sorts by identity columns or any weekly score column. */
export const PLAYER_SORT_KEYS = ['name', 'position', 'team', 'fantasy_points', ...STAT_KEYS] as const;
export type PlayerSortKey = (typeof PLAYER_SORT_KEYS)[number];

/** The spec's order when none is asked for: the most fantasy points first. */
export const DEFAULT_PLAYER_SORT: { readonly sort: PlayerSortKey; readonly sortDirection: 'asc' | 'desc' } = {
  sort: 'fantasy_points',
  sortDirection: 'desc',
};
