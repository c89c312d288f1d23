import type { Position } from '@hfl/contracts';

/**
 * A players list's filters as the service takes them ('' = any). Here, not beside their form: a page keeps them from
 * its first render while the form (and formik with it) may load later.
 */
export interface PlayerFilters {
  /** A real team's id. */
  team: string;
  position: Position | '';
  term: string;
}

export const NO_PLAYER_FILTERS: PlayerFilters = { team: '', position: '', term: '' };
