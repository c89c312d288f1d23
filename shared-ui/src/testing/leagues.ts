import type { LeagueDetails, LeagueListItem, TeamLogo } from '@hfl/contracts';

/** Leagues as the leagues service answers them, for the league pages' tests. */
export const OPEN_LEAGUE: LeagueListItem = {
  id: '65f0a1b2c3d4e5f6a7b8c9d1',
  name: 'Budapest Bulls',
  status: 'Available',
  nbMaxTeams: 8,
  nbTeams: 3,
  nbAvailableSlots: 4,
  membershipStatus: null,
  // Created by the owner and nobody administers it: joining is direct.
  adminUser: null,
  createdAt: '2025-01-10T10:00:00.000Z',
  currentSeason: null,
};

export const ADMINISTERED_LEAGUE: LeagueListItem = {
  id: '65f0a1b2c3d4e5f6a7b8c9d2',
  name: 'Szeged Sharks',
  status: 'Available',
  nbMaxTeams: 10,
  nbTeams: 5,
  nbAvailableSlots: 5,
  membershipStatus: null,
  adminUser: { id: 'u-admin', name: 'Ádám Admin' },
  createdAt: '2025-02-01T10:00:00.000Z',
  currentSeason: null,
};

export const FULL_LEAGUE: LeagueListItem = {
  ...ADMINISTERED_LEAGUE,
  id: '65f0a1b2c3d4e5f6a7b8c9d3',
  name: 'Debrecen Dragons',
  status: 'Full',
  nbMaxTeams: 4,
  nbTeams: 3,
  nbAvailableSlots: 0,
};

export function leagueDetails(league: LeagueListItem, extra: Partial<LeagueDetails> = {}): LeagueDetails {
  return { ...league, description: '', slides: [], currentSeason: null, ...extra };
}

export const TEAM_LOGOS: TeamLogo[] = [
  { id: '66aa00000000000000000001', image: '/api/files/logo-1' },
  { id: '66aa00000000000000000002', image: '/api/files/logo-2' },
];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A small file that starts like a PNG, named as given. */
export function pngFile(name: string, filler = name): File {
  return new File([new Uint8Array(PNG_SIGNATURE), filler], name, { type: 'image/png' });
}

/** A FormData part's file as name and text (the bytes after the PNG signature), for comparing what was sent. */
export async function describeFile(part: FormDataEntryValue | null): Promise<{ name: string; text: string } | null> {
  if (part === null || typeof part === 'string') return null;
  const bytes = new Uint8Array(await part.arrayBuffer());
  return { name: (part as File).name, text: new TextDecoder().decode(bytes.slice(PNG_SIGNATURE.length)) };
}
