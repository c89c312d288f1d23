import type { Types } from 'mongoose';
import {
  fileUrl,
  type Locale,
  type OwnerRealTeamUpdatePayload,
  type PlayerSummary,
  type RealTeam as RealTeamView,
  type RealTeamPayload,
  type RealTeamStatus,
} from '@hfl/contracts';
import { ConflictError, NotFoundError, type FileStore, type UploadedImage } from '@hfl/kit';
import { Game } from '../models/game';
import { Player } from '../models/player';
import { RealTeam, type RealTeamFields } from '../models/real-team';
import { ACTIVE_SEASON_KEY, SeasonModel } from '../models/season';
import { defaultSeason, keptSeasonTotals } from '../players/player-scores';
import { byPositionThenName, compareNames, playerSummaries } from '../players/player-views';

type StoredTeam = RealTeamFields & { _id: Types.ObjectId };

const toRealTeam = (team: StoredTeam, nbPlayers: number): RealTeamView => ({
  id: team._id.toHexString(),
  name: team.name,
  status: team.status as RealTeamStatus,
  nbPlayers,
  logoUrl: realTeamLogoUrl(team),
});

/** A club's logo as the views show it: its file's path, or null. */
export const realTeamLogoUrl = (team: { logoFileId?: string | null }): string | null =>
  team.logoFileId ? fileUrl(team.logoFileId) : null;

/** Players on each club today (by team id, hex). */
async function playerCounts(): Promise<Map<string, number>> {
  const counts = await Player.aggregate<{ _id: Types.ObjectId; count: number }>([
    { $group: { _id: '$teamId', count: { $sum: 1 } } },
  ]);
  return new Map(counts.map(({ _id, count }) => [_id.toHexString(), count]));
}

/** Section 4: while a season is ongoing the clubs taking part are fixed (no team added or deleted). */
async function refuseWhileSeasonOngoing(): Promise<void> {
  if (await SeasonModel.exists({ activeKey: ACTIVE_SEASON_KEY, status: 'ongoing' }))
    throw new ConflictError('errors:seasonOngoing');
}

/** Every club with its players today, by name. */
export async function listTeams(): Promise<RealTeamView[]> {
  const [teams, counts] = await Promise.all([RealTeam.find().lean(), playerCounts()]);
  const rows = teams.map((team) => toRealTeam(team, counts.get(team._id.toHexString()) ?? 0));
  return rows.sort((a, b) => compareNames(a.name, b.name));
}

export async function createTeam({ name, status }: RealTeamPayload): Promise<RealTeamView> {
  await refuseWhileSeasonOngoing();
  // The schema turns a missing status into 'active'; null only exists in its type.
  const team = await RealTeam.create({ name, status: status ?? undefined });
  return toRealTeam(team.toObject(), 0);
}

export async function updateTeam(id: Types.ObjectId, { name, status }: RealTeamPayload): Promise<RealTeamView> {
  const team = await RealTeam.findOneAndUpdate(
    { _id: id },
    { $set: { name, status: status ?? undefined } },
    { returnDocument: 'after', lean: true },
  );
  if (!team) throw new NotFoundError();
  return toRealTeam(team, await Player.countDocuments({ teamId: team._id }));
}

/**
 * The owner's edit of a club with its logo: a new logo (stored in content first, removed again if the club is not
 * updated) or `removeLogo` replaces the old one, which goes once the club no longer points at it.
 */
export async function updateTeamWithLogo(
  files: FileStore,
  id: Types.ObjectId,
  { name, status, removeLogo }: OwnerRealTeamUpdatePayload,
  logos: UploadedImage[],
  locale: Locale,
): Promise<RealTeamView> {
  if (!(await RealTeam.exists({ _id: id }))) throw new NotFoundError();
  const replacesLogo = logos.length > 0 || removeLogo;
  const before = await files.withStored(logos, locale, async ([logoFileId]) => {
    const $set = { name, status: status ?? undefined, ...(replacesLogo ? { logoFileId: logoFileId ?? null } : {}) };
    const previous = await RealTeam.findOneAndUpdate({ _id: id }, { $set }, { returnDocument: 'before', lean: true });
    // Deleted meanwhile: the new logo goes again.
    if (!previous) throw new NotFoundError();
    return previous;
  });
  if (replacesLogo) await files.remove([before.logoFileId]);
  const team = await RealTeam.findById(id).lean();
  if (!team) throw new NotFoundError();
  return toRealTeam(team, await Player.countDocuments({ teamId: team._id }));
}

/** A club leaves while no game names it and it has no players (never during an ongoing season). */
export async function deleteTeam(id: Types.ObjectId, files: FileStore): Promise<void> {
  const team = await RealTeam.findById(id).lean();
  if (!team) throw new NotFoundError();
  await refuseWhileSeasonOngoing();
  // Schedules and statistics name the club: it stays while any game does.
  if (await Game.exists({ $or: [{ team1Id: id }, { team2Id: id }] })) throw new ConflictError('errors:teamInSchedule');
  if (await Player.exists({ teamId: id })) throw new ConflictError('errors:teamHasPlayers');
  await RealTeam.deleteOne({ _id: id });
  // A player written onto the club meanwhile (it checks for the club after its own write): the club comes back as it was.
  if (await Player.exists({ teamId: id })) {
    await RealTeam.collection.insertOne(team);
    throw new ConflictError('errors:teamHasPlayers');
  }
  await files.remove([team.logoFileId]);
}

/** The club's players today, with the default season's totals, by position then name. */
export async function teamPlayers(id: Types.ObjectId): Promise<PlayerSummary[]> {
  const team = await RealTeam.findById(id).lean();
  if (!team) throw new NotFoundError();
  const season = await defaultSeason();
  const [players, totals] = await Promise.all([
    Player.find({ teamId: team._id }).lean(),
    season ? keptSeasonTotals(season) : Promise.resolve(new Map()),
  ]);
  return (await playerSummaries(players, totals)).sort(byPositionThenName);
}
