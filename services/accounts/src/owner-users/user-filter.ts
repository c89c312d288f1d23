import {
  draftLengthBounds,
  type DraftLengthRange,
  type LeagueDraftFacts,
  type LeagueFillStatus,
  type LeagueMembershipFacts,
  type LeagueSizeGrade,
  type OwnerMemberType,
  type OwnerUsersFilter,
  type UserDraftStatus,
} from '@hfl/contracts';

/**
 * The owner's users filter (owner-back-office.md section 3 "User filter"), pure: what each of a user's leagues is
 * (the user's role in it, full or available, ok or big, its draft) and whether a user matches a filter.
 */

/** One league of a user, as the filter sees it. */
export interface UserLeagueFact {
  role: OwnerMemberType;
  fill: LeagueFillStatus;
  size: LeagueSizeGrade;
  draft: UserDraftStatus;
  /** The draft's length in hours; null when none is scheduled. */
  draftHours: number | null;
}

/**
 * Each user's leagues from leagues' memberships and fantasy's drafts. A league is full when its members reach its
 * maximum; big when its maximum exceeds the current real season's nbMaxFantasyTeams (with no season, every league is
 * ok); its draft is the league season of the current real season (none: not_scheduled).
 */
export function userLeagueFacts(
  memberships: LeagueMembershipFacts,
  drafts: LeagueDraftFacts,
): Map<string, UserLeagueFact[]> {
  const draftOf = new Map(drafts.drafts.map((draft) => [draft.leagueId, draft]));
  const leagueOf = new Map(
    memberships.leagues.map((league) => {
      const draft = draftOf.get(league.id);
      const fact: Omit<UserLeagueFact, 'role'> = {
        fill: league.nbTeams >= league.nbMaxTeams ? 'full' : 'available',
        size: drafts.season && league.nbMaxTeams > drafts.season.nbMaxFantasyTeams ? 'big' : 'ok',
        draft: draft ? draft.status : 'not_scheduled',
        draftHours: draft ? draft.lengthHours : null,
      };
      return [league.id, fact];
    }),
  );
  const byUser = new Map<string, UserLeagueFact[]>();
  for (const membership of memberships.memberships) {
    const league = leagueOf.get(membership.leagueId);
    if (!league) continue;
    const leagues = byUser.get(membership.userId) ?? [];
    leagues.push({ ...league, role: membership.role });
    byUser.set(membership.userId, leagues);
  }
  return byUser;
}

/** Whether a draft of `hours` falls in the range (`from <= hours < to`, open ends). */
export function inDraftLength(hours: number | null, range: DraftLengthRange): boolean {
  if (hours === null) return false;
  const [from, to] = draftLengthBounds(range);
  return (from === null || hours >= from) && (to === null || hours < to);
}

const chosen = <T>(values: readonly T[] | undefined): values is readonly T[] => !!values && values.length > 0;

/** Whether one league matches every chosen league-level value at once. */
function leagueMatches(league: UserLeagueFact, filter: OwnerUsersFilter): boolean {
  if (chosen(filter.memberType) && !filter.memberType.includes(league.role)) return false;
  if (chosen(filter.leagueFillStatus) && !filter.leagueFillStatus.includes(league.fill)) return false;
  if (chosen(filter.leagueSizeGrade) && !filter.leagueSizeGrade.includes(league.size)) return false;
  if (chosen(filter.draftStatus) && !filter.draftStatus.includes(league.draft)) return false;
  if (chosen(filter.draftLength) && !filter.draftLength.some((range) => inDraftLength(league.draftHours, range)))
    return false;
  return true;
}

/**
 * A user matches when every chosen dimension has a match: the league-level ones (member type, fill status, size grade,
 * draft status, draft length) when ONE of the user's leagues matches all of them together; the number of leagues when
 * it is one of those chosen; newsletter '' any, '1' subscribed, '0' not.
 */
export function userMatches(
  user: { leagues: readonly UserLeagueFact[]; newsletter: boolean },
  filter: OwnerUsersFilter,
): boolean {
  if (filter.newsletter === '1' && !user.newsletter) return false;
  if (filter.newsletter === '0' && user.newsletter) return false;
  if (chosen(filter.nbLeagues) && !filter.nbLeagues.includes(user.leagues.length)) return false;
  const leagueLevel =
    chosen(filter.memberType) ||
    chosen(filter.leagueFillStatus) ||
    chosen(filter.leagueSizeGrade) ||
    chosen(filter.draftStatus) ||
    chosen(filter.draftLength);
  return !leagueLevel || user.leagues.some((league) => leagueMatches(league, filter));
}

/** The member types of a user's leagues, Admin first (the table's summary). */
export function memberTypesOf(leagues: readonly UserLeagueFact[]): OwnerMemberType[] {
  const roles = new Set(leagues.map((league) => league.role));
  return (['LEAGUE_ADMIN', 'LEAGUE_USER'] as const).filter((role) => roles.has(role));
}
