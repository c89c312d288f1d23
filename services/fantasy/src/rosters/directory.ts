import {
  FALLBACK_LOCALE,
  LOCALES,
  type LeagueDraftInfo,
  type Locale,
  type RosterPlayerInfo,
  type RosterTeam,
} from '@hfl/contracts';
import { translate } from '@hfl/kit';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import { refreshingCache } from '../peers/refreshing-cache';

/**
 * Who the rosters' ids name: the real players (stats' players of the real season) and the league's fantasy teams
 * (leagues). Both change rarely and every roster read needs them, so each process keeps them (see refreshingCache):
 * an owner's change of a real player shows within 30 s, a team's new name, logo or manager within 15 s.
 */
const PLAYERS_FRESH_MS = 30_000;
const TEAMS_FRESH_MS = 15_000;

const players = refreshingCache(PLAYERS_FRESH_MS, async (stats: Stats, realSeasonId) => {
  const known = await stats.seasonPlayers(realSeasonId);
  return new Map(known.map((player) => [player.id, player]));
});

/** The real season's players by id. */
export const playerDirectory = (stats: Stats, realSeasonId: string): Promise<Map<string, RosterPlayerInfo>> =>
  players.get(stats, realSeasonId);

/** A player the directory no longer has (removed from the real league): still shown, by id. */
export const unknownPlayer = (id: string): RosterPlayerInfo => ({
  id,
  name: '—',
  position: 'QB',
  team: null,
  photoUrl: null,
  jerseyNumber: null,
});

/**
 * A league's fantasy teams by id, their managers named as one language writes them. `named` also answers for a team
 * the league no longer lists (its manager was removed): still shown, by id.
 */
export class LeagueTeams extends Map<string, RosterTeam> {
  constructor(
    teams: Iterable<RosterTeam>,
    readonly locale: Locale,
  ) {
    super([...teams].map((team) => [team.id, team]));
  }

  named(id: string): RosterTeam {
    return (
      this.get(id) ?? { id, name: '—', logoUrl: null, userId: '', owner: translate('common:deletedUser', this.locale) }
    );
  }
}

/** A league's teams in each language (only the managers' names differ). */
export type TeamsByLocale = Record<Locale, LeagueTeams>;

/** A league's fantasy teams, as leagues' draft info lists them, in each language. */
export const teamsOf = (info: LeagueDraftInfo): TeamsByLocale =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      new LeagueTeams(
        info.teams.map(({ id, name, logoUrl, userId, owners }) => ({
          id,
          name,
          logoUrl,
          userId,
          owner: owners[locale],
        })),
        locale,
      ),
    ]),
  ) as TeamsByLocale;

const teams = refreshingCache(TEAMS_FRESH_MS, async (leagues: Leagues, leagueId): Promise<TeamsByLocale | null> => {
  const info = await leagues.draftInfo(leagueId);
  return info && teamsOf(info);
});

/**
 * The league's fantasy teams, their managers named as `locale` writes them (a reader's; the ids, team names and
 * managers' ids are the same in every language), or null when the league does not exist (any more).
 */
export const teamDirectory = async (
  leagues: Leagues,
  leagueId: string,
  locale: Locale = FALLBACK_LOCALE,
): Promise<LeagueTeams | null> => (await teams.get(leagues, leagueId))?.[locale] ?? null;
