import { matchesSearch, type LeaderboardRow, type SeasonListItem } from '@hfl/contracts';
import { pagedReply, type RecordedRequest, type Reply } from '@hfl/shared-ui/testing';

export const CURRENT_SEASON_ID = 'a7000000000000000000000a';
export const OLD_SEASON_ID = 'a6000000000000000000000a';

/** A real season as `GET /api/seasons` lists it (newest first). */
export const realSeason = (overrides: Partial<SeasonListItem> = {}): SeasonListItem => ({
  id: CURRENT_SEASON_ID,
  name: '2027',
  status: 'ongoing',
  currentWeek: 3,
  nbWeeks: 8,
  isWeekActive: false,
  frozenWeeks: [],
  startsAt: '2027-03-01',
  endsAt: '2027-06-30',
  nbPlayoffWeeks: 1,
  nbTeams: 6,
  nbMaxFantasyTeams: 16,
  lateDraftLastRound: null,
  draftWindow: { startDate: '2027-02-20 18:00:00', endDate: '2027-02-21 18:00:00' },
  createdAt: '2027-01-10T10:00:00.000Z',
  ...overrides,
});

/** The current season and last year's finished one, as stats lists them. */
export const realSeasons = (): SeasonListItem[] => [
  realSeason(),
  realSeason({ id: OLD_SEASON_ID, name: '2026', status: 'finished', startsAt: '2026-03-01', endsAt: '2026-06-30' }),
];

/** A leaderboard row: `n` makes its ids; the league is `league` of `nbTeams` teams. */
export function boardRow(
  n: number,
  values: { rank: number; user: string; team: string; league: string; points: number; nbTeams?: number },
  logoUrl: string | null = null,
): LeaderboardRow {
  const hex = n.toString(16).padStart(4, '0');
  const leagueHex = [...values.league].reduce((sum, char) => sum + char.charCodeAt(0), 0).toString(16);
  return {
    id: `f${hex.padStart(22, '0')}f`,
    rank: values.rank,
    league: { id: `c${leagueHex.padStart(22, '0')}c`, name: values.league },
    user: { name: values.user },
    team: { id: `f${hex.padStart(22, '0')}f`, name: values.team, logoUrl },
    points: values.points,
    nbTeams: values.nbTeams ?? 8,
  };
}

/** Like the fantasy service: the stored ranks, filtered by league size and by the term over user, team and league. */
export function leaderboardReply(request: RecordedRequest, rows: LeaderboardRow[]): Reply {
  const query = new URLSearchParams(request.search);
  const nbTeams = query.get('nbTeams');
  const term = query.get('term') ?? '';
  const matching = rows
    .filter((row) => !nbTeams || String(row.nbTeams) === nbTeams)
    .filter((row) => [row.user.name, row.team.name, row.league.name].some((name) => matchesSearch(name, term)));
  return pagedReply(request, matching);
}
