import type { LeagueDetails, LeagueListItem, MemberRow, MyMembership, PendingMemberRow } from '@hfl/contracts';
import { testUsers } from './harness';
import { leagueDetails as detailsOf } from './leagues';

/** Leagues, memberships and member rows as the leagues service answers them, for the member's-area pages. */
export const LEAGUE_A = { id: 'a0000000000000000000000a', name: 'Budapest Bulls' };
export const LEAGUE_B = { id: 'b0000000000000000000000b', name: 'Szeged Sharks' };
export const OTHER_USER = { id: 'u-other', name: 'Ottó Nagy' };
export const THIRD_USER = { id: 'u-third', name: 'Teri Szabó' };

export function membership(
  league: { id: string; name: string },
  overrides: Partial<MyMembership> = {},
): MyMembership {
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
export function leagueDetails(league: { id: string; name: string }, overrides: Partial<LeagueDetails> = {}): LeagueDetails {
  const row: LeagueListItem = {
    ...league,
    status: 'Available',
    nbMaxTeams: 8,
    nbTeams: 3,
    nbAvailableSlots: 4,
    membershipStatus: 'active',
    adminUser: { id: testUsers.player.id, name: testUsers.player.name },
    createdAt: '2025-01-10T10:00:00.000Z',
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

