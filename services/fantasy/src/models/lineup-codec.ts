import type { ActivityStatus, RosterPointsPlayer } from '@hfl/contracts';

/**
 * A roster's lineup packed in one string, what scoring reads: the starters' player ids (24 hex digits each, no
 * separator) before '|', the bench's after. One stored value instead of an array of subdocuments: FerretDB v1 spends
 * ~15–20 µs on every stored value of every roster it reads, and scoring reads all of a real season's rosters.
 */
const SEPARATOR = '|';
const ID_LENGTH = 24;
const OBJECT_ID = /^[0-9a-f]{24}$/;
const LINEUP = /^(?:[0-9a-f]{24})*\|(?:[0-9a-f]{24})*$/;

export const EMPTY_LINEUP = SEPARATOR;

/**
 * Packs a roster's players. Each group is sorted, so the same players always give the same string (whatever order
 * they were read in). Throws on an id that is not 24 lower-case hex digits (an ObjectId's `toHexString()`).
 */
export function encodeLineup(players: readonly RosterPointsPlayer[]): string {
  const group = (status: ActivityStatus) =>
    players
      .filter(({ activityStatus }) => activityStatus === status)
      .map(({ playerId }) => {
        if (!OBJECT_ID.test(playerId)) throw new Error(`not a player id: ${playerId}`);
        return playerId;
      })
      .sort()
      .join('');
  return `${group('active')}${SEPARATOR}${group('bench')}`;
}

/** The players of a packed lineup, starters first; throws on a string `encodeLineup` cannot have made. */
export function decodeLineup(lineup: string): RosterPointsPlayer[] {
  if (!LINEUP.test(lineup)) throw new Error(`not a packed lineup: ${lineup}`);
  const bar = lineup.indexOf(SEPARATOR);
  const players: RosterPointsPlayer[] = [];
  for (let i = 0; i < bar; i += ID_LENGTH)
    players.push({ playerId: lineup.slice(i, i + ID_LENGTH), activityStatus: 'active' });
  for (let i = bar + 1; i < lineup.length; i += ID_LENGTH)
    players.push({ playerId: lineup.slice(i, i + ID_LENGTH), activityStatus: 'bench' });
  return players;
}
