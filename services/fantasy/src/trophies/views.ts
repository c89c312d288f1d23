import { Types } from 'mongoose';
import { TROPHY_TYPES, type Locale, type TrophyType, type TrophyView } from '@hfl/contracts';
import { NotAllowedError, NotFoundError } from '@hfl/kit';
import { LeagueSeason } from '../models/league-season';
import { Trophy, type TrophyFields } from '../models/trophy';
import type { Leagues } from '../peers/leagues';
import { teamDirectory } from '../rosters/directory';

/** Who reads a trophy: the signed-in user (none for a visitor) and the language the page is in. */
export interface TrophyReader {
  id: string | undefined;
  locale: Locale;
}

/**
 * A trophy as the pages show it, its manager named as the reader's language writes it. `isViewed` is the manager's
 * own word only when the reader is the team's manager (`managerId`); for anyone else it is true (nothing for them to
 * see once).
 */
export function trophyView(trophy: TrophyFields, managerId: string | null, reader: TrophyReader): TrophyView {
  const isManager = reader.id !== undefined && managerId === reader.id;
  return {
    id: trophy._id.toHexString(),
    type: trophy.type as TrophyType,
    week: trophy.week,
    fantasyTeam: { id: trophy.teamId, name: trophy.teamName },
    player: trophy.player ? { id: trophy.player.id, name: trophy.player.name } : null,
    isViewed: isManager ? trophy.viewedAt !== null : true,
    league: { id: trophy.leagueId.toHexString(), name: trophy.leagueName },
    seasonId: trophy.leagueSeasonId.toHexString(),
    seasonName: trophy.seasonName,
    points: trophy.points ?? null,
    owner: trophy.owners?.[reader.locale] ?? trophy.owner ?? '',
    awardedAt: trophy.awardedAt.toISOString(),
  };
}

/** Newest first: the latest awarded, then the later round, then the trophy types' order. */
const newestFirst = (a: TrophyFields, b: TrophyFields) =>
  b.awardedAt.getTime() - a.awardedAt.getTime() ||
  b.week - a.week ||
  TROPHY_TYPES.indexOf(a.type as TrophyType) - TROPHY_TYPES.indexOf(b.type as TrophyType) ||
  a._id.toHexString().localeCompare(b._id.toHexString());

/** The team's manager now (the league's teams), else the one it had when the trophy was last awarded. */
async function managerOf(leagues: Leagues, trophy: TrophyFields): Promise<string | null> {
  const teams = await teamDirectory(leagues, trophy.leagueId.toHexString());
  const team = teams?.get(trophy.teamId);
  return team ? team.userId || null : (trophy.userId ?? null);
}

/** `GET /trophies/me`: the caller's teams' trophies across leagues and seasons, newest first. */
export async function myTrophies(reader: TrophyReader & { id: string }): Promise<TrophyView[]> {
  const trophies = await Trophy.find({ userId: reader.id }).lean<TrophyFields[]>();
  return trophies.sort(newestFirst).map((trophy) => trophyView(trophy, reader.id, reader));
}

/** `GET /trophies/{seasonId}/{teamId}`: a team's trophies of a league season, newest round first; 404 for an unknown season. */
export async function teamTrophies(
  leagues: Leagues,
  seasonId: Types.ObjectId,
  teamId: string,
  reader: TrophyReader,
): Promise<TrophyView[]> {
  const season = await LeagueSeason.findById(seasonId, { leagueId: 1 }).lean();
  if (!season) throw new NotFoundError();
  const trophies = await Trophy.find({ leagueSeasonId: seasonId, teamId }).lean<TrophyFields[]>();
  const teams = await teamDirectory(leagues, season.leagueId.toHexString());
  const team = teams?.get(teamId);
  return trophies
    .sort((a, b) => b.week - a.week || newestFirst(a, b))
    .map((trophy) => trophyView(trophy, team ? team.userId || null : (trophy.userId ?? null), reader));
}

async function trophyOrNotFound(id: Types.ObjectId): Promise<TrophyFields> {
  const trophy = await Trophy.findById(id).lean<TrophyFields>();
  if (!trophy) throw new NotFoundError();
  return trophy;
}

/** `GET /trophies/{id}`: one trophy, for anyone (the shared trophy page). */
export async function oneTrophy(leagues: Leagues, id: Types.ObjectId, reader: TrophyReader): Promise<TrophyView> {
  const trophy = await trophyOrNotFound(id);
  return trophyView(trophy, await managerOf(leagues, trophy), reader);
}

/** `POST /trophies/{id}/mark-viewed`: the team's manager saw it (403 for anyone else). Idempotent. */
export async function markTrophyViewed(
  leagues: Leagues,
  id: Types.ObjectId,
  reader: TrophyReader,
): Promise<TrophyView> {
  const trophy = await trophyOrNotFound(id);
  const managerId = await managerOf(leagues, trophy);
  if (managerId !== reader.id) throw new NotAllowedError();
  if (trophy.viewedAt === null) {
    const viewedAt = new Date();
    await Trophy.updateOne({ _id: trophy._id, viewedAt: null }, { $set: { viewedAt } });
    trophy.viewedAt = viewedAt;
  }
  return trophyView(trophy, managerId, reader);
}
