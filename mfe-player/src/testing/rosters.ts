import type {
  FantasyPosition,
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
