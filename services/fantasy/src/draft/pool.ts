import { POSITIONS, type Position } from '@hfl/contracts';

export interface PoolEntry {
  id: string;
  position: Position;
}

/**
 * The draft pool as one string, "<id>:<position>" best-ranked first, joined by ",": one stored value costs FerretDB
 * far less to decode than an array of 320 subdocuments.
 */
export const packPool = (players: readonly PoolEntry[]): string =>
  players.map((p) => `${p.id}:${p.position}`).join(',');

export function unpackPool(pool: string): PoolEntry[] {
  if (pool === '') return [];
  return pool.split(',').map((entry) => {
    const [id = '', position = ''] = entry.split(':');
    if (!(POSITIONS as readonly string[]).includes(position)) throw new Error(`not a pool entry: ${entry}`);
    return { id, position: position as Position };
  });
}
