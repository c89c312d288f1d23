import mongoose, { type Types } from 'mongoose';
import {
  playerTransferFormSchema,
  validateWith,
  type Locale,
  type PlayerCreatePayload,
  type PlayerDetails,
  type PlayerListQuery,
  type PlayerSummary,
  type PlayerUpdatePayload,
} from '@hfl/contracts';
import { ConflictError, InputError, NotFoundError, searchFilter, type FileStore, type UploadedImage } from '@hfl/kit';
import { Player } from '../models/player';
import { PlayerStat } from '../models/player-stat';
import { RealTeam } from '../models/real-team';
import { chosenSeason, defaultSeason, keptSeasonTotals } from './player-scores';
import { playerDetails, playerListOrder, playerSummaries, type StoredPlayer } from './player-views';

const teamUnknown = () => new InputError([{ property: 'teamId', message: 'errors:teamUnknown' }]);
const transferTeamRequired = () => new InputError([{ property: 'teamId', message: 'validation:transferTeamRequired' }]);

/** The stored fields of a create/update payload (not its instructions, e.g. removePhoto). */
function playerFields(payload: PlayerUpdatePayload) {
  const { name, position, birthDate, height, weight, jerseyNumber, status, analysis } = payload;
  // The schema turns a missing status into 'active'; null only exists in its type.
  return { name, position, birthDate, height, weight, jerseyNumber, status: status ?? undefined, analysis };
}

async function loadPlayer(id: Types.ObjectId): Promise<StoredPlayer> {
  const player = await Player.findById(id).lean();
  if (!player) throw new NotFoundError();
  return player;
}

/** The transfer's target club, if the path names an existing one. */
async function targetTeam(teamId: unknown): Promise<Types.ObjectId | null> {
  const result = await validateWith(playerTransferFormSchema, { teamId });
  if (!result.ok) return null;
  const team = await RealTeam.findById(result.value.teamId, { _id: 1 }).lean();
  return team?._id ?? null;
}

/** One page of the players matching the query, sorted on the chosen season's totals; `total` counts them all. */
export async function listPlayers(query: PlayerListQuery): Promise<{ total: number; page: PlayerSummary[] }> {
  const filter: Record<string, unknown> = {};
  if (query.team) filter.teamId = query.team;
  if (query.position) filter.position = query.position;
  // Accents and case ignored ("kovacs" finds "Kovács").
  Object.assign(filter, searchFilter(query.term));
  const season = await chosenSeason(query.season);
  const [players, totals] = await Promise.all([
    Player.find(filter).lean(),
    season ? keptSeasonTotals(season, { week: query.week }) : Promise.resolve(new Map()),
  ]);
  // Sorted on season totals computed here, so the page is cut after sorting the whole filtered list.
  const sorted = (await playerSummaries(players, totals)).sort(playerListOrder(query));
  return { total: sorted.length, page: sorted.slice(query.offset, query.offset + query.limit) };
}

/** A player's details with the statistics of `season` (the default season without one). */
export async function findPlayer(id: Types.ObjectId, season: string | null): Promise<PlayerDetails> {
  const player = await loadPlayer(id);
  return playerDetails(player, await chosenSeason(season));
}

/** A new player on an existing club, with the photo sent (stored in content first, removed again on failure). */
export async function createPlayer(
  files: FileStore,
  payload: PlayerCreatePayload,
  photos: UploadedImage[],
  locale: Locale,
): Promise<PlayerDetails> {
  const teamId = new mongoose.Types.ObjectId(payload.teamId);
  if (!(await RealTeam.exists({ _id: teamId }))) throw teamUnknown();
  // The photo is stored first and removed again if the player is not: never one without the other.
  const player = await files.withStored(photos, locale, async ([photoFileId]) => {
    const created = await Player.create({ ...playerFields(payload), teamId, photoFileId: photoFileId ?? null });
    // The club was deleted meanwhile (it had no players when it checked): take the player back.
    if (!(await RealTeam.exists({ _id: teamId }))) {
      await Player.deleteOne({ _id: created._id });
      throw teamUnknown();
    }
    return created.toObject();
  });
  return playerDetails(player, await defaultSeason());
}

/** The player's record; a new photo (or removePhoto) replaces the old one, removed once nothing points at it. */
export async function updatePlayer(
  files: FileStore,
  id: Types.ObjectId,
  payload: PlayerUpdatePayload,
  photos: UploadedImage[],
  locale: Locale,
): Promise<PlayerDetails> {
  await loadPlayer(id);
  const replacesPhoto = photos.length > 0 || payload.removePhoto;
  const previous = await files.withStored(photos, locale, async ([photoFileId]) => {
    const $set = { ...playerFields(payload), ...(replacesPhoto ? { photoFileId: photoFileId ?? null } : {}) };
    const before = await Player.findOneAndUpdate({ _id: id }, { $set }, { returnDocument: 'before', lean: true });
    // Deleted meanwhile: the new photo goes again.
    if (!before) throw new NotFoundError();
    return before;
  });
  // Only now that the player points at the new photo (or none) does the old one go.
  if (replacesPhoto) await files.remove([previous.photoFileId]);
  return playerDetails(await loadPlayer(id), await defaultSeason());
}

/** A player without statistics goes, with their photo. */
export async function deletePlayer(files: FileStore, id: Types.ObjectId): Promise<void> {
  const player = await loadPlayer(id);
  // Statistics are the league's history (points already counted in fantasy leagues): such a player stays.
  if (await PlayerStat.exists({ playerId: player._id })) throw new ConflictError('errors:playerHasStats');
  await Player.deleteOne({ _id: player._id });
  await files.remove([player.photoFileId]);
}

/** Moves the player to another existing club (`teamId` as the path sent it). */
export async function transferPlayer(id: Types.ObjectId, teamId: unknown): Promise<PlayerDetails> {
  const player = await loadPlayer(id);
  const target = await targetTeam(teamId);
  if (!target || target.equals(player.teamId)) throw transferTeamRequired();
  const moved = await Player.findOneAndUpdate(
    { _id: player._id },
    { $set: { teamId: target } },
    { returnDocument: 'after', lean: true },
  );
  if (!moved) throw new NotFoundError();
  // The club was deleted meanwhile: the player goes back where they were.
  if (!(await RealTeam.exists({ _id: target }))) {
    await Player.updateOne({ _id: player._id, teamId: target }, { $set: { teamId: player.teamId } });
    throw transferTeamRequired();
  }
  return playerDetails(moved, await defaultSeason());
}
