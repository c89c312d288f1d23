import { Types } from 'mongoose';
import {
  DEFAULT_TIMEZONE,
  FALLBACK_LOCALE,
  roundStartsAt,
  type LeagueDraftInfo,
  type MyLeagueDraft,
  type MyLeagueMatchup,
  type MyLeagueResult,
  type MyLeagueStanding,
  type MyLeaguesView,
  type MyLeagueSummary,
  type TeamRef,
  type UserLeague,
} from '@hfl/contracts';
import { currentTurnOf } from '../draft/turns';
import { seasonBoard, type BoardGame, type SeasonBoard } from '../games/season-board';
import { keptCurrentSeason } from '../league-seasons/kept-seasons';
import { readDraft } from '../models/draft';
import type { LeagueSeasonFields } from '../models/league-season';
import type { TradeDeps } from '../trades/context';
import { teamProposals } from '../trades/decide';

/**
 * The signed-in home's "My leagues" band (issue 38, "A home about me"): for each league the caller is a member of,
 * what needs him now, in one answer: the draft (scheduled, live with the turn on the clock, done), his game of the
 * round being played or of the next one, the trade proposals waiting for his answer, his latest final result and his
 * standings place. The leagues come from leagues (his active memberships); everything else is fantasy's own.
 */
export async function myLeagues(deps: TradeDeps, callerId: string, now: Date): Promise<MyLeaguesView> {
  const memberships = await deps.leagues.userLeagues(callerId);
  const leagues = await Promise.all(memberships.map((membership) => leagueSummary(deps, membership, callerId)));
  return { leagues, serverTime: now.toISOString() };
}

const teamRef = ({ id, name, logoUrl }: { id: string; name: string; logoUrl: string | null }): TeamRef => ({
  id,
  name,
  logoUrl,
});

async function leagueSummary(
  deps: TradeDeps,
  { league, role, team }: UserLeague,
  callerId: string,
): Promise<MyLeagueSummary> {
  const myTeam = team ? league.teams.find((candidate) => candidate.id === team.id) : undefined;
  const season = await keptCurrentSeason(league.id);
  const summary: MyLeagueSummary = {
    league: { id: league.id, name: league.name },
    role,
    team: myTeam ? teamRef(myTeam) : null,
    timezone: team?.timezone ?? DEFAULT_TIMEZONE,
    seasonId: season ? season._id.toHexString() : null,
    draft: { status: 'none' },
    matchup: null,
    tradesToAnswer: 0,
    lastResult: null,
    standing: null,
  };
  if (!season) return summary;
  if (season.status === 'pending')
    return { ...summary, draft: { status: 'scheduled', startsAt: iso(season.draftStartsAt) } };
  if (season.status === 'drafting') return { ...summary, draft: await liveDraft(season, callerId) };
  const [board, proposals] = await Promise.all([
    seasonBoard(deps.stats, season),
    myTeam
      ? teamProposals(deps, season, new Types.ObjectId(myTeam.id), {
          userId: callerId,
          superAdmin: false,
          locale: FALLBACK_LOCALE,
        })
      : null,
  ]);
  const played = board && myTeam ? myGames(board, myTeam.id, league.teams) : null;
  return {
    ...summary,
    draft: { status: 'done' },
    tradesToAnswer: proposals?.received.length ?? 0,
    matchup: played?.matchup ?? null,
    lastResult: played?.lastResult ?? null,
    standing: board && myTeam ? standingOf(board, myTeam.id) : null,
  };
}

const iso = (date: Date) => date.toISOString();

/** The draft on the clock: who picks now, whether it is the caller, until when (null between the last pick and the end). */
async function liveDraft(season: LeagueSeasonFields, callerId: string): Promise<MyLeagueDraft> {
  const draft = await readDraft(season._id);
  const turn = draft && currentTurnOf(draft);
  const team = turn && draft.teams.find((candidate) => candidate.id === turn.teamId);
  if (!turn || !team) return { status: 'live', turn: null };
  return {
    status: 'live',
    turn: {
      pickNo: turn.pickNo,
      round: turn.round,
      team: teamRef({ ...team, logoUrl: team.logoUrl ?? null }),
      mine: team.userId === callerId,
      deadlineAt: turn.deadlineAt,
    },
  };
}

/** My game of the first round not final yet (being played, frozen, or the next), and my latest final game. */
function myGames(board: SeasonBoard, teamId: string, teams: LeagueDraftInfo['teams']) {
  const mine = board.games
    .filter((game) => game.team1Id === teamId || game.team2Id === teamId)
    .sort((a, b) => a.week - b.week);
  const sides = (game: BoardGame) => {
    const first = game.team1Id === teamId;
    const opponentId = first ? game.team2Id : game.team1Id;
    const opponent = teams.find((team) => team.id === opponentId);
    return {
      opponent: opponent ? teamRef(opponent) : { id: opponentId, name: '—', logoUrl: null },
      myPoints: first ? game.team1Points : game.team2Points,
      opponentPoints: first ? game.team2Points : game.team1Points,
      won: game.gameResult === (first ? 1 : 2),
    };
  };
  const next = mine.find((game) => game.state !== 'final');
  const last = mine.filter((game) => game.state === 'final').at(-1);
  const starts = next && board.real ? roundStartsAt(board.real.games, next.week) : null;
  const matchup: MyLeagueMatchup | null = next
    ? (({ opponent, myPoints, opponentPoints }) => ({
        gameId: next.id,
        week: next.week,
        kind: next.kind,
        state: next.state,
        roundStartsAt: starts ? iso(starts) : null,
        opponent,
        myPoints,
        opponentPoints,
      }))(sides(next))
    : null;
  const lastResult: MyLeagueResult | null = last
    ? (({ opponent, myPoints, opponentPoints, won }) => ({
        gameId: last.id,
        week: last.week,
        kind: last.kind,
        opponent,
        myPoints: myPoints ?? 0,
        opponentPoints: opponentPoints ?? 0,
        outcome: last.gameResult === 0 ? 'tie' : won ? 'win' : 'loss',
      }))(sides(last))
    : null;
  return { matchup, lastResult };
}

/** My standings row once a regular round is final; the final place once the playoffs decided it. */
function standingOf(board: SeasonBoard, teamId: string): MyLeagueStanding | null {
  if (board.countedWeeks.length === 0) return null;
  const row = board.standings.find((standing) => standing.teamId === teamId);
  if (!row) return null;
  const place = board.places ? board.places.indexOf(teamId) + 1 : 0;
  return {
    rank: row.rank,
    nbTeams: board.standings.length,
    wins: row.wins,
    losses: row.losses,
    ties: row.ties,
    finalPlace: place > 0 ? place : null,
  };
}
