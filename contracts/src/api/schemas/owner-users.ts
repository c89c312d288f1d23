import * as yup from 'yup';
import { PAGE_SIZE_MAX } from '../page-size';
import { trimmed } from './fields';
import { pageQueryFields } from './paging';

/**
 * The owner's users (owner-back-office.md sections 3 "User filter" and 7 `GET users-filters`, `GET users`,
 * `GET users.csv`, `DELETE users/{id}`; player-app.md section 4: the operator suspends, disables or deletes accounts).
 * Owned by accounts, which filters in memory over its users and the facts it keeps from leagues and fantasy.
 */

export const OWNER_MEMBER_TYPES = ['LEAGUE_ADMIN', 'LEAGUE_USER'] as const;
export const LEAGUE_FILL_STATUSES = ['full', 'available'] as const;
export const LEAGUE_SIZE_GRADES = ['ok', 'big'] as const;
export const USER_DRAFT_STATUSES = ['done', 'scheduled', 'not_scheduled'] as const;
/** Draft length ranges in hours, `from-to` (`*` open): a length matches `from <= hours < to`. */
export const DRAFT_LENGTH_RANGES = [
  '*-3',
  '3-24',
  '24-48',
  '48-72',
  '72-168',
  '168-336',
  '336-504',
  '504-672',
  '672-*',
] as const;
export const NEWSLETTER_FILTERS = ['', '1', '0'] as const;
export const ACCOUNT_STATUSES = ['active', 'suspended', 'disabled'] as const;
/** The users table's page (25 rows unless the owner chooses 50 or 100). */
export const OWNER_USERS_PAGE_SIZE = 25;
export const OWNER_USERS_PAGE_SIZES = [25, 50, PAGE_SIZE_MAX] as const;
/** The users table's orders: by name, by registration date (the default, oldest first), by number of leagues. */
export const OWNER_USERS_SORTS = ['createdAt', 'name', 'nbLeagues'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** The longest name or e-mail search term. */
export const OWNER_USERS_TERM_MAX_LENGTH = 100;

export type OwnerMemberType = (typeof OWNER_MEMBER_TYPES)[number];
export type LeagueFillStatus = (typeof LEAGUE_FILL_STATUSES)[number];
export type LeagueSizeGrade = (typeof LEAGUE_SIZE_GRADES)[number];
export type UserDraftStatus = (typeof USER_DRAFT_STATUSES)[number];
export type DraftLengthRange = (typeof DRAFT_LENGTH_RANGES)[number];
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export type OwnerUsersSort = (typeof OWNER_USERS_SORTS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** `[from, to)` in hours of a range value; null bounds are open. */
export function draftLengthBounds(range: DraftLengthRange): [number | null, number | null] {
  const [from, to] = range.split('-');
  return [from === '*' ? null : Number(from), to === '*' ? null : Number(to)];
}

/** What a multi value that is not one string becomes: refused by the list's test. */
const NOT_A_LIST = Object.freeze({ notAList: true });

/**
 * A multi value as one comma list (`?memberType=LEAGUE_ADMIN,LEAGUE_USER`); empty or absent is "any". A repeated
 * parameter (an array) or a value outside `allowed` is refused.
 */
function commaList<T extends string>(allowed: readonly T[]) {
  return yup
    .mixed<T[]>()
    .transform((value: unknown) => {
      if (value === undefined || value === null || value === '') return [];
      // A repeated parameter (an array) or an object is not a comma list.
      if (typeof value !== 'string') return NOT_A_LIST;
      return value.split(',').map((part) => part.trim());
    })
    .test('values', 'errors:invalidData', (value) => {
      if (!Array.isArray(value)) return false;
      return value.every((part) => (allowed as readonly string[]).includes(part as string));
    })
    .default([]);
}

/** A comma list of whole numbers 0..999 (the number of leagues). */
const numberList = yup
  .mixed<number[]>()
  .transform((value: unknown) => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value !== 'string') return NOT_A_LIST;
    return value.split(',').map((part) => (/^\d{1,3}$/.test(part.trim()) ? Number(part.trim()) : Number.NaN));
  })
  .test('values', 'errors:invalidData', (value) => {
    if (!Array.isArray(value)) return false;
    return value.every((part) => Number.isInteger(part) && (part as number) >= 0);
  })
  .default([]);

/** One of `allowed`; absent or empty is `fallback`; a repeated parameter (an array) is refused. */
function oneOfOr<T extends string>(allowed: readonly T[], fallback: T) {
  return yup
    .mixed<T>()
    .transform((value: unknown) => (value === undefined || value === null || value === '' ? fallback : value))
    .oneOf([...allowed], 'errors:invalidData')
    .default(fallback);
}

const filterFields = {
  /** A part of the name or the e-mail, accents and case ignored (contracts' foldForSearch). */
  term: yup
    .string()
    .transform(trimmed)
    .typeError('errors:invalidData')
    .max(OWNER_USERS_TERM_MAX_LENGTH, 'validation:tooLong')
    .default(''),
  memberType: commaList(OWNER_MEMBER_TYPES),
  nbLeagues: numberList,
  leagueFillStatus: commaList(LEAGUE_FILL_STATUSES),
  leagueSizeGrade: commaList(LEAGUE_SIZE_GRADES),
  draftStatus: commaList(USER_DRAFT_STATUSES),
  draftLength: commaList(DRAFT_LENGTH_RANGES),
  newsletter: yup
    .mixed<(typeof NEWSLETTER_FILTERS)[number]>()
    .transform((value: unknown) => (value === undefined || value === null ? '' : value))
    .oneOf([...NEWSLETTER_FILTERS], 'errors:invalidData')
    .default(''),
};

/** The filter of `GET users`, `GET users/ids` and the exports (query string). */
export const ownerUsersFilterSchema = yup.object(filterFields);
export type OwnerUsersFilter = yup.InferType<typeof ownerUsersFilterSchema>;

const pageFields = pageQueryFields({ defaultLimit: OWNER_USERS_PAGE_SIZE });

/**
 * `GET users?<filter>&sort=&direction=&limit=&offset=`: the page of rows in the chosen order (ties by registration);
 * `X-Total-Count` the number of matching users. The page offers 25, 50 or 100 rows (OWNER_USERS_PAGE_SIZES).
 */
export const ownerUsersQuerySchema = yup.object({
  ...filterFields,
  sort: oneOfOr(OWNER_USERS_SORTS, 'createdAt'),
  direction: oneOfOr(SORT_DIRECTIONS, 'asc'),
  ...pageFields,
});
export type OwnerUsersQuery = yup.InferType<typeof ownerUsersQuerySchema>;

/**
 * `GET users.xlsx` and `GET users.csv`: the filtered users in the table's order (registration, oldest first, by
 * default); `users.csv?newsletter=1` is the newsletter export.
 */
export const ownerUsersExportQuerySchema = yup.object({
  ...filterFields,
  sort: oneOfOr(OWNER_USERS_SORTS, 'createdAt'),
  direction: oneOfOr(SORT_DIRECTIONS, 'asc'),
});
export type OwnerUsersExportQuery = yup.InferType<typeof ownerUsersExportQuerySchema>;

/** The filter as a query string, in the order of the form ('' when nothing is chosen). */
export function ownerUsersFilterQuery(filter: Partial<OwnerUsersFilter>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(filterFields) as (keyof OwnerUsersFilter)[]) {
    const value = filter[key];
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (value) params.set(key, value);
  }
  return params.toString();
}

/** `GET users-filters`: what the form offers. */
export interface OwnerUsersFilterOptions {
  memberTypes: OwnerMemberType[];
  /** The most leagues any listed user is in: Qty of Leagues offers 0..max(nbMaxLeagues, 1). */
  nbMaxLeagues: number;
  leagueFillStatuses: LeagueFillStatus[];
  leagueSizeGrades: LeagueSizeGrade[];
  draftStatuses: UserDraftStatus[];
  draftLengths: DraftLengthRange[];
}

/** A row of `GET users`. */
export interface OwnerUserRow {
  id: string;
  name: string;
  email: string;
  /** The roles the user holds in leagues (Admin when any league is theirs to run). */
  memberTypes: OwnerMemberType[];
  nbLeagues: number;
  newsletter: boolean;
  createdAt: string;
  status: AccountStatus;
  /** The suspension's reason, when suspended. */
  suspendedReason: string | null;
  isSuperAdmin: boolean;
}

/** `GET users/ids?<filter>`: every matching user's id ("send to the whole list"). */
export interface OwnerUserIds {
  ids: string[];
}

/** `POST users/{id}/suspend`. */
export const SUSPEND_REASON_MAX = 500;
export const suspendUserSchema = yup.object({
  reason: yup
    .string()
    .typeError('validation:suspendReasonRequired')
    .trim()
    .required('validation:suspendReasonRequired')
    .max(SUSPEND_REASON_MAX, 'validation:suspendReasonTooLong'),
});
export type SuspendUserPayload = yup.InferType<typeof suspendUserSchema>;

/** `DELETE users/{id}?breach=1`: deleted for a breach of the rules, the address may never register again. */
export const ownerUserDeletionQuerySchema = yup.object({
  breach: yup
    .mixed<'' | '0' | '1'>()
    .transform((value: unknown) => (value === undefined || value === null ? '' : value))
    .oneOf(['', '0', '1'], 'errors:invalidData')
    .default(''),
});

// ------------------------------------------------------------ service to service: the facts the filter needs

export const OWNER_USERS_INTERNAL = {
  /** leagues: every active membership with its role and its league's size (→ `LeagueMembershipFacts`). */
  membershipFacts: '/internal/memberships/facts',
  /** fantasy: each league's draft in the current real season (→ `LeagueDraftFacts`). */
  draftFacts: '/internal/league-seasons/draft-facts',
  /** leagues: the site operator deleted the account (idempotent; accounts' release sweep repeats it until 204). */
  deletedByOwner: (userId: string) => `/internal/users/${userId}/deleted-by-owner`,
} as const;

export interface LeagueMembershipFacts {
  leagues: { id: string; nbTeams: number; nbMaxTeams: number }[];
  /** Active memberships: user id, league id, role. */
  memberships: { userId: string; leagueId: string; role: OwnerMemberType }[];
}

export interface LeagueDraftFacts {
  /** The current real season, or null when there is none (then every league's size is ok). */
  season: { id: string; nbMaxFantasyTeams: number } | null;
  /** Leagues with a league season in that real season; a league not listed has no draft scheduled. */
  drafts: { leagueId: string; status: 'done' | 'scheduled'; lengthHours: number }[];
}
