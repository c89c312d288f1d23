import {
  draftTotalPicks,
  draftTurn,
  formatUtcDateTime,
  type DraftState,
  type DraftTeam,
  type LeagueDraftInfo,
  type Locale,
  type LeagueSeason as LeagueSeasonView,
  type Season,
} from '@hfl/contracts';
import type { LeagueSeasonFields } from '../models/league-season';
import type { DraftFields } from '../models/draft';
import { currentTurnOf, toPickView } from './turns';

type InfoTeam = LeagueDraftInfo['teams'][number];

/**
 * The draft's teams, their managers named as `locale` writes them: in draft order once it started, else the league's
 * teams without an order yet.
 */
export function draftTeamsOf(draft: DraftFields | null, leagueTeams: readonly InfoTeam[], locale: Locale): DraftTeam[] {
  const teams = draft ? draft.teams : leagueTeams;
  return teams.map(({ id, name, logoUrl, userId, owners }, i) => ({
    id,
    name,
    logoUrl: logoUrl ?? null,
    userId,
    owner: owners[locale],
    draftOrder: draft ? i + 1 : null,
  }));
}

export function toDraftState(options: {
  season: LeagueSeasonFields;
  draft: DraftFields | null;
  leagueTeams: readonly InfoTeam[];
  userId: string | undefined;
  queue: string[];
  now: Date;
  locale: Locale;
}): DraftState {
  const { season, draft } = options;
  const teams = draftTeamsOf(draft, options.leagueTeams, options.locale);
  return {
    leagueId: String(season.leagueId),
    seasonId: String(season._id),
    status: season.status,
    nbTeams: teams.length,
    nbRounds: draft?.nbRounds ?? 0,
    turnSeconds: draft?.turnSeconds ?? 0,
    draftStartsAt: formatUtcDateTime(season.draftStartsAt),
    draftEndsAt: formatUtcDateTime(season.draftEndsAt),
    teams,
    picks: draft ? draft.picks.map((pick) => toPickView(pick, teams.length)) : [],
    current: draft ? currentTurnOf(draft) : null,
    myTeamId: teams.find((team) => team.userId === options.userId)?.id ?? null,
    queue: options.queue,
    serverTime: options.now.toISOString(),
  };
}

/** The league's season as the league home and the add-draft flow read it (the spec's Season, for one league). */
export function toLeagueSeason(options: {
  season: LeagueSeasonFields;
  realSeason: Season | null;
  draft: DraftFields | null;
  nbTeams: number;
  locale: Locale;
}): LeagueSeasonView {
  const { season, realSeason, draft } = options;
  const current = draft ? currentTurnOf(draft) : null;
  const teams = draft ? draftTeamsOf(draft, [], options.locale) : [];
  return {
    id: String(season._id),
    leagueId: String(season.leagueId),
    realSeasonId: String(season.realSeasonId),
    status: season.status,
    draftStartsAt: formatUtcDateTime(season.draftStartsAt),
    draftEndsAt: formatUtcDateTime(season.draftEndsAt),
    nbTeams: draft ? draft.teams.length : options.nbTeams,
    nbMaxFantasyTeams: realSeason?.nbMaxFantasyTeams ?? 0,
    draftWindow: realSeason?.draftWindow ?? null,
    startsAt: realSeason?.startsAt ?? null,
    endsAt: realSeason?.endsAt ?? null,
    draft: draft
      ? {
          team: current ? (teams.find((t) => t.id === current.teamId) ?? null) : null,
          round: current?.round ?? draftTurn(draftTotalPicks(teams.length, draft.nbRounds), teams.length).round,
          nbRounds: draft.nbRounds,
          direction: current?.direction ?? 'forward',
          turnDeadlineAt: current?.deadlineAt ?? null,
        }
      : null,
  };
}
