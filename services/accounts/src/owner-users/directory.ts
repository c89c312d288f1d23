import {
  DRAFT_LENGTH_RANGES,
  LEAGUE_FILL_STATUSES,
  LEAGUE_SIZE_GRADES,
  OWNER_MEMBER_TYPES,
  ROLES,
  USER_DRAFT_STATUSES,
  type AccountStatus,
  type OwnerUserRow,
  type OwnerUsersFilter,
  type OwnerUsersFilterOptions,
} from '@hfl/contracts';
import { User } from '../models/user';
import type { FantasyClient } from '../peers/fantasy';
import type { LeaguesClient } from '../peers/leagues';
import { keptValue } from './kept-value';
import { memberTypesOf, userLeagueFacts, userMatches, type UserLeagueFact } from './user-filter';

/** A listed account as the directory keeps it. */
export interface DirectoryUser {
  id: string;
  name: string;
  email: string;
  newsletter: boolean;
  locale: string;
  createdAt: Date;
  status: AccountStatus;
  suspendedReason: string | null;
  isSuperAdmin: boolean;
}

/** A matching user with its leagues. */
export interface DirectoryEntry extends DirectoryUser {
  leagues: readonly UserLeagueFact[];
}

function statusOf(user: { suspendedAt?: Date | null; disabledAt?: Date | null }): AccountStatus {
  if (user.disabledAt) return 'disabled';
  if (user.suspendedAt) return 'suspended';
  return 'active';
}

/** Every account that is not deleted, oldest first (one read of the whole collection, kept a moment). */
async function readUsers(): Promise<DirectoryUser[]> {
  const users = await User.find(
    { deletedAt: null },
    {
      email: 1,
      firstName: 1,
      lastName: 1,
      newsletter: 1,
      locale: 1,
      roles: 1,
      createdAt: 1,
      suspendedAt: 1,
      suspendedReason: 1,
      disabledAt: 1,
    },
  ).lean();
  return users
    .map((user) => ({
      id: String(user._id),
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      email: user.email,
      newsletter: Boolean(user.newsletter),
      locale: user.locale,
      createdAt: user.createdAt,
      status: statusOf(user),
      suspendedReason: user.suspendedAt ? (user.suspendedReason ?? null) : null,
      isSuperAdmin: user.roles.includes(ROLES.SUPER_ADMIN),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/**
 * The owner's users (owner-back-office.md "Owner users"): the accounts and what leagues and fantasy say of their
 * leagues, each read whole and kept a few seconds per process, then filtered, counted and paged in memory: one call to
 * each peer per few seconds, never one per user.
 */
export function createUserDirectory(
  { leagues, fantasy }: { leagues: LeaguesClient; fantasy: FantasyClient },
  freshness: { OWNER_USERS_FACTS_FRESH_MS: number; OWNER_USERS_LIST_FRESH_MS: number },
) {
  const facts = keptValue(freshness.OWNER_USERS_FACTS_FRESH_MS, async () => {
    const [memberships, drafts] = await Promise.all([leagues.membershipFacts(), fantasy.draftFacts()]);
    return userLeagueFacts(memberships, drafts);
  });
  const users = keptValue(freshness.OWNER_USERS_LIST_FRESH_MS, readUsers);

  // The users joined with their leagues, made once per pair of kept values rather than on every call.
  let joined: { all: DirectoryUser[]; leaguesOf: unknown; entries: DirectoryEntry[] } | null = null;

  async function matching(filter: OwnerUsersFilter): Promise<DirectoryEntry[]> {
    const [all, leaguesOf] = await Promise.all([users.get(), facts.get()]);
    if (joined?.all !== all || joined.leaguesOf !== leaguesOf) {
      joined = { all, leaguesOf, entries: all.map((user) => ({ ...user, leagues: leaguesOf.get(user.id) ?? [] })) };
    }
    return joined.entries.filter((entry) => userMatches(entry, filter));
  }

  return {
    matching,

    /** The page of rows and how many match. */
    async page(filter: OwnerUsersFilter, { limit, offset }: { limit: number; offset: number }) {
      const entries = await matching(filter);
      return { total: entries.length, rows: entries.slice(offset, offset + limit).map(toRow) };
    },

    /** Every matching user's id ("send to the whole list"). */
    async ids(filter: OwnerUsersFilter): Promise<string[]> {
      return (await matching(filter)).map((entry) => entry.id);
    },

    /** What the filter form offers. */
    async options(): Promise<OwnerUsersFilterOptions> {
      const [all, leaguesOf] = await Promise.all([users.get(), facts.get()]);
      let nbMaxLeagues = 0;
      for (const user of all) nbMaxLeagues = Math.max(nbMaxLeagues, leaguesOf.get(user.id)?.length ?? 0);
      return {
        memberTypes: [...OWNER_MEMBER_TYPES],
        nbMaxLeagues,
        leagueFillStatuses: [...LEAGUE_FILL_STATUSES],
        leagueSizeGrades: [...LEAGUE_SIZE_GRADES],
        draftStatuses: [...USER_DRAFT_STATUSES],
        draftLengths: [...DRAFT_LENGTH_RANGES],
      };
    },

    /** An account changed here: the next read sees it. */
    forgetUsers(): void {
      users.forget();
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;

export function toRow(entry: DirectoryEntry): OwnerUserRow {
  return {
    id: entry.id,
    name: entry.name,
    email: entry.email,
    memberTypes: memberTypesOf(entry.leagues),
    nbLeagues: entry.leagues.length,
    newsletter: entry.newsletter,
    createdAt: entry.createdAt.toISOString(),
    status: entry.status,
    suspendedReason: entry.suspendedReason,
    isSuperAdmin: entry.isSuperAdmin,
  };
}
