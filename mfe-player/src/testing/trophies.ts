import type { TrophyType, TrophyView } from '@hfl/contracts';
import { testUsers } from '@hfl/shared-ui/testing';
import { LEAGUE_A, LEAGUE_B } from './league-fixtures';
import { LAST_SEASON_ID } from './season-games';
import { MY_TEAM, SEASON_ID } from './rosters';

/** Trophies as the fantasy service answers them (contracts' TrophyView): the manager's team, league A, this season. */
export function trophyView(id: string, type: TrophyType, overrides: Partial<TrophyView> = {}): TrophyView {
  return {
    id,
    type,
    week: 3,
    fantasyTeam: { id: MY_TEAM.id, name: MY_TEAM.name },
    player: null,
    isViewed: true,
    league: LEAGUE_A,
    seasonId: SEASON_ID,
    seasonName: 'HFL 2026',
    points: 112.4,
    owner: testUsers.player.name,
    awardedAt: '2026-05-04T10:00:00.000Z',
    ...overrides,
  };
}

export const TEAM_OF_THE_WEEK = trophyView('71000000000000000000000a', 'teamOfTheWeek');
export const PLAYER_OF_THE_WEEK = trophyView('72000000000000000000000a', 'playerOfTheWeek', {
  week: 2,
  points: 41.5,
  player: { id: 'b1000000000000000000000b', name: 'Bence Kardos' },
});
/** Last season's title, in another league. */
export const CHAMPION = trophyView('73000000000000000000000a', 'champion', {
  week: 12,
  points: null,
  league: LEAGUE_B,
  seasonId: LAST_SEASON_ID,
  seasonName: 'HFL 2025',
  awardedAt: '2025-07-01T10:00:00.000Z',
});
