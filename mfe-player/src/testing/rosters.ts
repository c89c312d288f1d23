import type {
  FantasyPosition,
  PlayerDetails,
  PlayerStatus,
  Position,
  RosterPlayerView,
  RosterTeam,
  RosterView,
  TeamTradeProposals,
  TradeProposalView,
} from '@hfl/contracts';
import { testUsers } from '@hfl/shared-ui/testing';
import { LEAGUE_A, OTHER_USER } from './league-fixtures';

/** Rosters and trade proposals as the fantasy service answers them (contracts' RosterView, TradeProposalView). */
export const SEASON_ID = 'e0000000000000000000000e';

export const MY_TEAM: RosterTeam = {
  id: 'f1000000000000000000000f',
  name: 'Kata Kickers',
  logoUrl: null,
  userId: testUsers.player.id,
  owner: testUsers.player.name,
};
export const OTHER_TEAM: RosterTeam = {
  id: 'f2000000000000000000000f',
  name: 'Ottó Oxen',
  logoUrl: '/api/files/logo-oxen',
  userId: OTHER_USER.id,
  owner: OTHER_USER.name,
};

const CLUB = { id: 'a1000000000000000000000a', name: 'Budapest Wolves' };
let sequence = 0;

/** A roster player; ids are unique per call (roster players 24 hex digits starting with 'd', real players 'c'). */
export function rosterPlayer(
  name: string,
  position: Position,
  fantasyPosition: FantasyPosition,
  points: { week?: number | null; season?: number; status?: PlayerStatus } = {},
): RosterPlayerView {
  sequence += 1;
  const suffix = String(sequence).padStart(22, '0');
  const id = `d${suffix}d`;
  return {
    id,
    rosterPlayerId: id,
    activityStatus: fantasyPosition === 'BENCH' ? 'bench' : 'active',
    fantasyPosition,
    addedAt: '2026-09-01T10:00:00.000Z',
    player: {
      id: `c${suffix}c`,
      name,
      position,
      team: position === 'HC' ? null : CLUB,
      photoUrl: null,
      jerseyNumber: null,
      status: points.status ?? 'active',
    },
    weekPoints: points.week === undefined ? 10 : points.week,
    seasonPoints: points.season ?? 50,
  };
}

export function rosterView(
  team: RosterTeam,
  players: RosterPlayerView[],
  overrides: Partial<RosterView> = {},
): RosterView {
  return {
    id: `9${team.id.slice(1)}`,
    leagueId: LEAGUE_A.id,
    seasonId: SEASON_ID,
    status: 'open',
    lockedWeek: null,
    closedReason: null,
    week: 3,
    team,
    isMine: team.userId === testUsers.player.id,
    players,
    ...overrides,
  };
}

/** The player's own full-lineup roster: 8 starters, `bench` on the bench (a FLEX RB). */
export function myPlayers(bench: RosterPlayerView[] = []): RosterPlayerView[] {
  return [
    rosterPlayer('Bence Kardos', 'QB', 'QB', { week: 22.5, season: 81.25 }),
    rosterPlayer('Dávid Rácz', 'RB', 'RB'),
    rosterPlayer('Áron Fekete', 'WR', 'TE_WR'),
    rosterPlayer('Tamás Tóth', 'TE', 'TE_WR'),
    rosterPlayer('Gergő Horváth', 'RB', 'FLEX'),
    rosterPlayer('Levente Varga', 'K', 'K'),
    rosterPlayer('Wolves Defense', 'DEF', 'DEF'),
    rosterPlayer('Coach Kiss', 'HC', 'HC'),
    ...bench,
  ];
}

/** A pending proposal: `from` offers its `fromPlayer` for `to`'s `toPlayer`. */
export function proposal(
  id: string,
  from: { team: RosterTeam; player: RosterPlayerView },
  to: { team: RosterTeam; player: RosterPlayerView },
): TradeProposalView {
  return {
    id,
    leagueId: LEAGUE_A.id,
    seasonId: SEASON_ID,
    status: 'pending',
    fromTeam: from.team,
    fromPlayer: { ...from.player.player, rosterPlayerId: from.player.id },
    toTeam: to.team,
    toPlayer: { ...to.player.player, rosterPlayerId: to.player.id },
    createdAt: '2026-09-10T10:00:00.000Z',
    decidedAt: null,
  };
}

export const NO_PROPOSALS: TeamTradeProposals = { sent: [], received: [] };

/** The viewer's team in league A as GET fantasy-teams/{id} answers it: its clock is `timezone`. */
export const viewerTeam = (id: string, name: string, timezone: string) => ({
  id,
  name,
  timezone,
  league: { id: LEAGUE_A.id },
  user: { id: testUsers.player.id, name: testUsers.player.name },
  logo: null,
  logoUrl: null,
});

/**
 * A roster player's page (GET players/{id}) whose next game is round 2 against Győr Sharks, on 12 September 2026 at
 * 16:00 UTC (18:00 in Budapest), at home or away; `played` his round-1 points, if he played.
 */
export function detailsWithNextGame(
  { player }: RosterPlayerView,
  { home, played }: { home: boolean; played?: { pass_yds: number; fantasy_points: number } },
): PlayerDetails {
  return {
    ...player,
    group: 'offense',
    status: 'active',
    jerseyNumber: 12,
    photoUrl: null,
    scores: { fantasy_points: played?.fantasy_points ?? 0 },
    birthDate: null,
    height: null,
    weight: null,
    analysis: '',
    photo: null,
    age: null,
    weeks: played ? [{ week: 1, game: 'g1', ...played }] : [],
    outlook: {
      recentRounds: played ? [{ week: 1, points: played.fantasy_points }] : [],
      seasonAverage: played?.fantasy_points ?? null,
      comingRound: {
        week: 2,
        game: {
          opponent: { id: 'a2000000000000000000000a', name: 'Győr Sharks' },
          home,
          date: '2026-09-12',
          kickoff: '2026-09-12 16:00:00',
        },
      },
    },
  };
}
