import {
  DEFAULT_PLAYER_SORT,
  GROUP_STATS,
  POSITION_GROUP,
  type PlayerSortKey,
  type Position,
  type StatKey,
} from '@hfl/contracts';

export interface PlayerSort {
  key: PlayerSortKey;
  direction: 'asc' | 'desc';
}

/** The spec's default: fantasy_points descending (the service's default too). */
export const DEFAULT_SORT: PlayerSort = { key: DEFAULT_PLAYER_SORT.sort, direction: DEFAULT_PLAYER_SORT.sortDirection };

/**
 * Every position's players in one list: a few statistics of each group (passing, running, catching, touchdowns,
 * kicking, defence), so the table stays readable; a chosen position shows its group's every statistic instead.
 */
const OVERVIEW_STATS: readonly StatKey[] = [
  'pass_yds',
  'rush_yds',
  'catch_yds',
  'td',
  'fg',
  'xp',
  'sack',
  'defense_int',
];

/** The score columns for the position the list is filtered on ('' = every position). */
export function statKeysFor(position: Position | ''): readonly StatKey[] {
  return position ? GROUP_STATS[POSITION_GROUP[position]] : OVERVIEW_STATS;
}

/** Text columns start ascending (A to Z), numbers descending (the best first). */
const TEXT_SORTS: ReadonlySet<PlayerSortKey> = new Set(['name', 'team', 'position']);

/** A header clicked: the same column turns around, another one starts in its natural direction. */
export function nextSort(current: PlayerSort, key: PlayerSortKey): PlayerSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: TEXT_SORTS.has(key) ? 'asc' : 'desc' };
}

/** The sort still makes sense when its column is shown for `position`; otherwise the default applies again. */
export function sortFor(position: Position | '', sort: PlayerSort): PlayerSort {
  const shown =
    TEXT_SORTS.has(sort.key) || sort.key === 'fantasy_points' || statKeysFor(position).includes(sort.key as StatKey);
  return shown ? sort : DEFAULT_SORT;
}
