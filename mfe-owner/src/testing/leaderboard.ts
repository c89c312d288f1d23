import { matchesSearch, type LeaderboardRow } from '@hfl/contracts';
import { pagedReply, type RecordedRequest, type Reply } from '@hfl/shared-ui/testing';

/** A leaderboard row: `n` makes its ids; the league is `league` of `nbTeams` teams. */
export function boardRow(
  n: number,
  values: { rank: number; user: string; team: string; league: string; points: number; nbTeams?: number },
): LeaderboardRow {
  const hex = n.toString(16).padStart(4, '0');
  const leagueHex = [...values.league].reduce((sum, char) => sum + char.charCodeAt(0), 0).toString(16);
  return {
    id: `f${hex.padStart(22, '0')}f`,
    rank: values.rank,
    league: { id: `c${leagueHex.padStart(22, '0')}c`, name: values.league },
    user: { name: values.user },
    team: { id: `f${hex.padStart(22, '0')}f`, name: values.team, logoUrl: null },
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
