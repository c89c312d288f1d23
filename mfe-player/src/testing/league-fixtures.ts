import type { LeagueDetails, LeagueListItem, MemberRow, MyMembership, PendingMemberRow } from '@hfl/contracts';
import { type ApiRoutes, type Reply, leagueDetails as detailsOf, testUsers } from '@hfl/shared-ui/testing';

/** Leagues, memberships and member rows as the leagues service answers them, for the member's-area pages. */
export const LEAGUE_A = { id: 'a0000000000000000000000a', name: 'Budapest Bulls' };
export const LEAGUE_B = { id: 'b0000000000000000000000b', name: 'Szeged Sharks' };
export const OTHER_USER = { id: 'u-other', name: 'Ottó Nagy' };
export const THIRD_USER = { id: 'u-third', name: 'Teri Szabó' };

export function membership(league: { id: string; name: string }, overrides: Partial<MyMembership> = {}): MyMembership {
  return {
    id: `m-${league.id}`,
    league,
    role: 'LEAGUE_USER',
    status: 'active',
    type: null,
    team: { id: `t-${league.id}`, name: `${league.name} Team`, logoUrl: null },
    ...overrides,
  };
}

/** A league's details as the harness's player (its admin) reads them; `overrides` may change any field. */
export function leagueDetails(
  league: { id: string; name: string },
  overrides: Partial<LeagueDetails> = {},
): LeagueDetails {
  const row: LeagueListItem = {
    ...league,
    status: 'Available',
    nbMaxTeams: 8,
    nbTeams: 3,
    nbAvailableSlots: 4,
    membershipStatus: 'active',
    adminUser: { id: testUsers.player.id, name: testUsers.player.name },
    createdAt: '2025-01-10T10:00:00.000Z',
    currentSeason: null,
  };
  return detailsOf(row, overrides);
}

export function memberRow(
  user: { id: string; name: string },
  role: MemberRow['role'],
  team: { name: string; logoUrl?: string | null },
): MemberRow {
  return {
    id: `mr-${user.id}`,
    name: user.name,
    user,
    role,
    team: { id: `t-${user.id}`, name: team.name, logoUrl: team.logoUrl ?? null },
  };
}

export function pendingRow(id: string, type: PendingMemberRow['type'], displayName: string): PendingMemberRow {
  return { id, type, displayName, user: null, createdAt: '2025-02-01T10:00:00.000Z' };
}

/** The harness's player as most league pages start: admin of LEAGUE_A, a LEAGUE_USER of LEAGUE_B. */
export function adminOfAMemberOfB(): MyMembership[] {
  return [membership(LEAGUE_A, { role: 'LEAGUE_ADMIN' }), membership(LEAGUE_B)];
}

/** A league's members: the harness's player as its admin ("Kata Kickers") and OTHER_USER ("Ottó Oxen"). */
export function adminAndMember(adminLogoUrl: string | null = null): MemberRow[] {
  return [
    memberRow(testUsers.player, 'LEAGUE_ADMIN', { name: 'Kata Kickers', logoUrl: adminLogoUrl }),
    memberRow(OTHER_USER, 'LEAGUE_USER', { name: 'Ottó Oxen' }),
  ];
}

/** A league's pending members: a request to join ("Teri Tigers") and an invitation (zoli@example.com). */
export function requestAndInvitation(): PendingMemberRow[] {
  return [
    { ...pendingRow('p-requested', 'REQUESTED', 'Teri Tigers'), user: { id: 'u-teri', name: 'Teréz Tóth' } },
    pendingRow('p-invited', 'INVITED', 'zoli@example.com'),
  ];
}

/** What a league's home page reads, for each of `leagues`: its details and its members. */
export function leagueHomeRoutes(
  leagues: Array<{ id: string; name: string }>,
  answer: { details: (league: { id: string; name: string }) => Reply; members: () => Reply },
): ApiRoutes {
  return Object.fromEntries(
    leagues.flatMap((league) => [
      [`GET /api/leagues/${league.id}`, () => answer.details(league)],
      [`GET /api/leagues/${league.id}/members`, () => answer.members()],
    ]),
  );
}
