import mongoose from 'mongoose';
import {
  DRAFT_LENGTH_RANGES,
  foldForSearch,
  LEAGUE_FILL_STATUSES,
  LEAGUE_SIZE_GRADES,
  OWNER_MEMBER_TYPES,
  ROLES,
  USER_DRAFT_STATUSES,
  personName,
  type AccountStatus,
  type Locale,
  type LocalizedName,
  type OwnerUserRow,
  type OwnerUsersFilter,
  type OwnerUsersFilterOptions,
  type OwnerUsersSort,
  type SortDirection,
} from '@hfl/contracts';
import { fullNames, User, userSearchText } from '../models/user';
import type { FantasyClient } from '../peers/fantasy';
import type { LeaguesClient } from '../peers/leagues';
import { keptValue } from './kept-value';
import { memberTypesOf, userLeagueFacts, userMatches, type UserLeagueFact } from './user-filter';

/** A listed account as the directory keeps it. */
export interface DirectoryUser {
  id: string;
  /** As each language writes it (family name first in Hungarian). */
  names: LocalizedName;
  /** The order by name: family name, then given name, folded. */
  nameKey: string;
  email: string;
  newsletter: boolean;
  locale: string;
  createdAt: Date;
  status: AccountStatus;
  /** The address was confirmed from the registration e-mail. */
  confirmed: boolean;
  suspendedReason: string | null;
  isSuperAdmin: boolean;
  /** The stored search text (the name and the e-mail folded, see userSearchText). */
  search: string;
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

/**
 * Accounts written before the search text was stored get theirs now (the migration: only where it is still absent, so
 * running it again, or beside a write of the name, changes nothing).
 */
async function backfillSearch(missing: { _id: unknown; search: string }[]): Promise<void> {
  if (missing.length === 0) return;
  await User.bulkWrite(
    missing.map(({ _id, search }) => ({
      updateOne: { filter: { _id, search: mongoose.trusted({ $exists: false }) }, update: { $set: { search } } },
    })),
    { ordered: false },
  );
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
      confirmedAt: 1,
      search: 1,
    },
  ).lean();
  const missing = users
    .filter((user) => typeof user.search !== 'string')
    .map((user) => ({ _id: user._id, search: userSearchText(user) }));
  await backfillSearch(missing);
  const searchOf = new Map(missing.map(({ _id, search }) => [String(_id), search]));
  return users
    .map((user) => ({
      id: String(user._id),
      names: fullNames(user),
      nameKey: foldForSearch(personName(user.firstName, user.lastName, 'hu')),
      email: user.email,
      newsletter: Boolean(user.newsletter),
      locale: user.locale,
      createdAt: user.createdAt,
      status: statusOf(user),
      confirmed: Boolean(user.confirmedAt),
      suspendedReason: user.suspendedAt ? (user.suspendedReason ?? null) : null,
      isSuperAdmin: user.roles.includes(ROLES.SUPER_ADMIN),
      search: user.search ?? searchOf.get(String(user._id)) ?? '',
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

  // The users joined with their leagues, and each order of them, made once per pair of kept values (a sort of 10,000
  // users per call would cost more than the filter).
  let joined: {
    all: DirectoryUser[];
    leaguesOf: unknown;
    orders: Map<OwnerUsersSort, DirectoryEntry[]>;
  } | null = null;

  async function ordered(sort: OwnerUsersSort): Promise<DirectoryEntry[]> {
    const [all, leaguesOf] = await Promise.all([users.get(), facts.get()]);
    if (joined?.all !== all || joined.leaguesOf !== leaguesOf) {
      const entries = all.map((user) => ({ ...user, leagues: leaguesOf.get(user.id) ?? [] }));
      joined = { all, leaguesOf, orders: new Map([['createdAt', entries]]) };
    }
    let entries = joined.orders.get(sort);
    if (!entries) {
      entries = [...joined.orders.get('createdAt')!].sort(ORDERS[sort]);
      joined.orders.set(sort, entries);
    }
    return entries;
  }

  /** The users the filter matches, in `sort`'s order (registration by default). */
  async function matching(filter: OwnerUsersFilter, sort: OwnerUsersSort = 'createdAt'): Promise<DirectoryEntry[]> {
    const needle = foldForSearch(filter.term);
    return (await ordered(sort)).filter(
      (entry) => (!needle || entry.search.includes(needle)) && userMatches(entry, filter),
    );
  }

  /** The users the filter matches in the chosen order; descending is the ascending order reversed. */
  async function sorted(
    filter: OwnerUsersFilter,
    sort: OwnerUsersSort,
    direction: SortDirection,
  ): Promise<DirectoryEntry[]> {
    const entries = await matching(filter, sort);
    return direction === 'desc' ? entries.reverse() : entries;
  }

  return {
    /** Every matching user in the chosen order (the exports). */
    sorted,

    /** The page of rows in the chosen order and how many match; descending is the ascending order reversed. */
    async page(
      filter: OwnerUsersFilter,
      {
        sort,
        direction,
        limit,
        offset,
        locale,
      }: { sort: OwnerUsersSort; direction: SortDirection; limit: number; offset: number; locale: Locale },
    ) {
      const entries = await sorted(filter, sort, direction);
      return {
        total: entries.length,
        rows: entries.slice(offset, offset + limit).map((entry) => toRow(entry, locale)),
      };
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

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each order after its own key, ties in registration order (the lists they sort are in it; the sort is stable). */
const ORDERS: Record<OwnerUsersSort, (a: DirectoryEntry, b: DirectoryEntry) => number> = {
  createdAt: () => 0,
  name: (a, b) => byKey(a.nameKey, b.nameKey),
  nbLeagues: (a, b) => a.leagues.length - b.leagues.length,
};

export function toRow(entry: DirectoryEntry, locale: Locale): OwnerUserRow {
  return {
    id: entry.id,
    name: entry.names[locale],
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
