import { Types } from 'mongoose';
import { LRUCache } from 'lru-cache';
import { localizedName, type LeaderboardRow as LeaderboardRowView, type LocalizedName } from '@hfl/contracts';
import { LeaderboardRow, LeaderboardStamp } from '../models/leaderboard-row';

/**
 * A row as a process keeps it: the view's fields but the manager's name, which is in every language, its rank among
 * its league size's teams and its search text.
 */
export interface KeptRow {
  view: Omit<LeaderboardRowView, 'user'>;
  userNames: LocalizedName;
  rankInSize: number;
  search: string;
}

interface KeptLeaderboard {
  generation: string;
  /** In leaderboard order (rank, then team name). */
  rows: KeptRow[];
}

/** Real seasons whose rows a process keeps (the current one and a few past ones are asked for). */
const MAX_SEASONS = 20;

const kept = new LRUCache<string, KeptLeaderboard>({ max: MAX_SEASONS });
/**
 * How long a season's stamp, once read, is taken as it was: a refresh in another process (the worker's) shows within
 * that, and a busy leaderboard costs the database one read by `_id` a second rather than one a request.
 */
const STAMP_FRESH_MS = 1_000;
/** The stamps read (wrapped: the cache keeps no null), of asked ids too, known or not. */
const stamps = new LRUCache<string, { generation: string | null }>({ max: 1_000, ttl: STAMP_FRESH_MS });
/** The reads of a season's stamp, and of a generation's rows, in flight: concurrent requests share them. */
const stampReads = new Map<string, Promise<string | null>>();
const rowReads = new Map<string, Promise<KeptLeaderboard>>();

type StoredRow = {
  teamId: Types.ObjectId;
  leagueId: Types.ObjectId;
  leagueName: string;
  teamName: string;
  teamLogoUrl?: string | null;
  userNames?: LocalizedName;
  /** Rows written before names were kept in every language. */
  userName?: string;
  nbTeams: number;
  points: number;
  rank: number;
  rankInSize: number;
  search: string;
};

const keptRow = (row: StoredRow): KeptRow => ({
  view: {
    id: row.teamId.toHexString(),
    rank: row.rank,
    league: { id: row.leagueId.toHexString(), name: row.leagueName },
    team: { id: row.teamId.toHexString(), name: row.teamName, logoUrl: row.teamLogoUrl ?? null },
    points: row.points,
    nbTeams: row.nbTeams,
  },
  userNames: row.userNames ?? localizedName(() => row.userName ?? ''),
  rankInSize: row.rankInSize,
  search: row.search,
});

/** A refresh of this process wrote these rows (already in leaderboard order): kept at once, no read back. */
export function keepLeaderboard(seasonId: string, generation: string, rows: readonly StoredRow[]): void {
  kept.set(seasonId, { generation, rows: rows.map(keptRow) });
  stamps.set(seasonId, { generation });
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * A real season's leaderboard rows as stored, in leaderboard order (none before its first refresh). The season's
 * stamp is read by `_id` when the one read last is over STAMP_FRESH_MS old (concurrent calls share the read); the rows
 * themselves are read only when the stamp names a generation this process does not keep (another process
 * refreshed), and kept.
 */
export async function leaderboardRows(seasonId: string): Promise<readonly KeptRow[]> {
  let stamp = stamps.get(seasonId);
  if (!stamp) {
    stamp = {
      generation: await shared(stampReads, seasonId, async () => {
        const stored = await LeaderboardStamp.findById(new Types.ObjectId(seasonId), { generation: 1 }).lean();
        return stored ? stored.generation.toHexString() : null;
      }),
    };
    stamps.set(seasonId, stamp);
  }
  const { generation } = stamp;
  if (!generation) return [];
  const mine = kept.get(seasonId);
  if (mine?.generation === generation) return mine.rows;
  const read = await shared(rowReads, `${seasonId}:${generation}`, async () => {
    const stored = await LeaderboardRow.find(
      { realSeasonId: new Types.ObjectId(seasonId), generation: new Types.ObjectId(generation) },
      { _id: 0, realSeasonId: 0, generation: 0 },
    ).lean<StoredRow[]>();
    stored.sort(
      (a, b) =>
        a.rank - b.rank ||
        byName.compare(a.teamName, b.teamName) ||
        a.teamId.toHexString().localeCompare(b.teamId.toHexString()),
    );
    return { generation, rows: stored.map(keptRow) };
  });
  // A refresh of this process may have kept a newer generation meanwhile.
  const now = kept.get(seasonId);
  if (!now || now.generation < read.generation) kept.set(seasonId, read);
  return read.rows;
}

/** One promise per key while it runs. */
function shared<T>(inFlight: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running;
  const started = read().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
