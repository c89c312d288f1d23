import type { LeagueDraftInfo, LeagueSeason as LeagueSeasonView, Locale } from '@hfl/contracts';
import type { DraftFields } from '../models/draft';
import type { LeagueSeasonFields } from '../models/league-season';
import { toLeagueSeason } from './views';
import type { LeagueSeasonDeps } from './schedule-deps';

/**
 * The league's season as the league home and the add-draft flow read it, with its real season and its draft (the one
 * the request loaded, else as stored), its managers named as the reader's language writes them.
 */
export async function leagueSeasonView(
  { engine, leagues, stats }: Pick<LeagueSeasonDeps, 'engine' | 'leagues' | 'stats'>,
  season: LeagueSeasonFields,
  locale: Locale,
  loaded: { draft?: DraftFields | null; info?: LeagueDraftInfo } = {},
): Promise<LeagueSeasonView> {
  const realSeason = await stats.season(String(season.realSeasonId));
  const draft = loaded.draft ?? (await engine.load(season._id));
  // Before the start the league's size comes from leagues (the owner's reads skip the membership check that asks).
  const info = draft ? null : (loaded.info ?? (await leagues.draftInfo(String(season.leagueId))));
  return toLeagueSeason({ season, realSeason, draft, nbTeams: info?.teams.length ?? 0, locale });
}
