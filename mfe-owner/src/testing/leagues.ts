import type { LeagueDetails, LeagueListItem, MemberRow, PendingMemberRow } from '@hfl/contracts';

/** Leagues as the BFF answers them to the owner. Ids are 24-hex like the real ones. */
export const LEAGUE_ID = '66a000000000000000000001';
export const OTHER_LEAGUE_ID = '66a000000000000000000002';

export const leagueRows = (): LeagueListItem[] => [
  {
    id: LEAGUE_ID,
    name: 'Budapest Bulls League',
    status: 'Available',
    nbMaxTeams: 8,
    nbTeams: 3,
    nbAvailableSlots: 4,
    membershipStatus: null,
    adminUser: { id: 'u-admin', name: 'Anna Admin' },
    // Past midnight in Budapest, still the day before in New York.
    createdAt: '2024-03-10T02:30:00.000Z',
    currentSeason: null,
  },
  {
    id: OTHER_LEAGUE_ID,
    name: 'Owner Cup',
    status: 'Available',
    nbMaxTeams: 4,
    nbTeams: 0,
    nbAvailableSlots: 4,
    membershipStatus: null,
    adminUser: null,
    createdAt: '2025-01-15T12:00:00.000Z',
    currentSeason: null,
  },
];

export const leagueDetails = (overrides: Partial<LeagueDetails> = {}): LeagueDetails => ({
  ...leagueRows()[0]!,
  description: 'Friendly league of the Bulls fans.\nDraft in August.',
  slides: [
    { id: '66b000000000000000000001', title: 'Opening game', image: '/api/files/66c000000000000000000001' },
    { id: '66b000000000000000000002', title: 'Champions', image: '/api/files/66c000000000000000000002' },
  ],
  currentSeason: null,
  ...overrides,
});

export const memberRows = (): MemberRow[] => [
  {
    id: '66d000000000000000000001',
    name: 'Anna Admin',
    user: { id: 'u-admin', name: 'Anna Admin' },
    role: 'LEAGUE_ADMIN',
    team: { id: '66e000000000000000000001', name: 'Anna Bulls', logoUrl: null },
  },
  {
    id: '66d000000000000000000002',
    name: 'Bence Member',
    user: { id: 'u-bence', name: 'Bence Member' },
    role: 'LEAGUE_USER',
    team: { id: '66e000000000000000000002', name: 'Bence Bisons', logoUrl: null },
  },
];

export const pendingRows = (): PendingMemberRow[] => [
  {
    id: '66f000000000000000000001',
    type: 'REQUESTED',
    displayName: 'Csaba Chargers',
    user: { id: 'u-csaba', name: 'Csaba Kiss' },
    createdAt: '2024-04-01T10:00:00.000Z',
  },
  {
    id: '66f000000000000000000002',
    type: 'INVITED',
    displayName: 'dora@example.com',
    user: null,
    createdAt: '2024-04-02T10:00:00.000Z',
  },
];
