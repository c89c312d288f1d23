import { Router, type Request, type Response } from 'express';
import mongoose, { type Types } from 'mongoose';
import {
  playerCreateSchema,
  playerListQuerySchema,
  playerTransferFormSchema,
  playerUpdateSchema,
  type PlayerCreatePayload,
  type PlayerListQuery,
  type PlayerUpdatePayload,
  TOTAL_COUNT_HEADER,
  validateWith,
} from '@hfl/contracts';
import {
  allowVisitors,
  ConflictError,
  imageUpload,
  InputError,
  NotFoundError,
  requireSuperAdmin,
  uploadedImage,
  validate,
  type FileStore,
} from '@hfl/kit';
import { Player } from '../../models/player';
import { PlayerStat } from '../../models/player-stat';
import { RealTeam } from '../../models/real-team';
import { chosenSeason, defaultSeason, seasonTotals } from '../../player-scores';
import { playerDetails, playerListOrder, playerSummaries, type StoredPlayer } from '../../player-views';
import { objectIdParam } from '../id-param';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const playerQuerySchema = playerListQuerySchema.pick(['season']);

const teamUnknown = () => new InputError([{ property: 'teamId', message: 'errors:teamUnknown' }]);
const transferTeamRequired = () => new InputError([{ property: 'teamId', message: 'validation:transferTeamRequired' }]);

/** The stored fields of a create/update payload (not its instructions, e.g. removePhoto). */
function playerFields(payload: PlayerUpdatePayload) {
  const { name, position, birthDate, height, weight, jerseyNumber, status, analysis } = payload;
  // The schema turns a missing status into 'active'; null only exists in its type.
  return { name, position, birthDate, height, weight, jerseyNumber, status: status ?? undefined, analysis };
}

const locale = (req: Request) => req.identity?.locale ?? 'en';

/** The photo sent in the form's `photo` file field, as the list `withStored` takes. */
function photoOf(res: Response) {
  const photo = uploadedImage(res, 'photo');
  return photo ? [photo] : [];
}

async function loadPlayer(id: Types.ObjectId): Promise<StoredPlayer> {
  const player = await Player.findById(id).lean();
  if (!player) throw new NotFoundError();
  return player;
}

export function playersRouter({ files }: { files: FileStore }): Router {
  const router = Router();

  // Everyone, visitors included: the players page lists the real league, a page at a time.
  router.get('/players', allowVisitors, validate(playerListQuerySchema, 'query'), async (_req, res) => {
    const query = res.locals.query as PlayerListQuery;
    const filter: Record<string, unknown> = {};
    if (query.team) filter.teamId = query.team;
    if (query.position) filter.position = query.position;
    if (query.term) filter.name = mongoose.trusted({ $regex: escapeRegExp(query.term), $options: 'i' });
    const season = await chosenSeason(query.season);
    const [players, totals] = await Promise.all([
      Player.find(filter).lean(),
      season ? seasonTotals(season._id, { week: query.week }) : Promise.resolve(new Map()),
    ]);
    // Sorted on season totals computed here, so the page is cut after sorting the whole filtered list.
    const sorted = (await playerSummaries(players, totals)).sort(playerListOrder(query));
    res.set(TOTAL_COUNT_HEADER, String(sorted.length)).json(sorted.slice(query.offset, query.offset + query.limit));
  });

  router.get('/players/:id', allowVisitors, validate(playerQuerySchema, 'query'), async (req, res) => {
    const player = await loadPlayer(objectIdParam(req, 'id'));
    const { season } = res.locals.query as { season: string | null };
    res.json(await playerDetails(player, await chosenSeason(season)));
  });

  router.post('/players', requireSuperAdmin, imageUpload({ maxFiles: 1 }), validate(playerCreateSchema), async (req, res) => {
    const payload = req.body as PlayerCreatePayload;
    const teamId = new mongoose.Types.ObjectId(payload.teamId);
    if (!(await RealTeam.exists({ _id: teamId }))) throw teamUnknown();
    // The photo is stored first and removed again if the player is not: never one without the other.
    const player = await files.withStored(photoOf(res), locale(req), async ([photoFileId]) => {
      const created = await Player.create({ ...playerFields(payload), teamId, photoFileId: photoFileId ?? null });
      // The club was deleted meanwhile (it had no players when it checked): take the player back.
      if (!(await RealTeam.exists({ _id: teamId }))) {
        await Player.deleteOne({ _id: created._id });
        throw teamUnknown();
      }
      return created.toObject();
    });
    res.status(201).json(await playerDetails(player, await defaultSeason()));
  });

  router.post('/players/:id', requireSuperAdmin, imageUpload({ maxFiles: 1 }), validate(playerUpdateSchema), async (req, res) => {
    const id = objectIdParam(req, 'id');
    const payload = req.body as PlayerUpdatePayload;
    await loadPlayer(id);
    const photos = photoOf(res);
    const replacesPhoto = photos.length > 0 || payload.removePhoto;
    const previous = await files.withStored(photos, locale(req), async ([photoFileId]) => {
      const $set = { ...playerFields(payload), ...(replacesPhoto ? { photoFileId: photoFileId ?? null } : {}) };
      const before = await Player.findOneAndUpdate({ _id: id }, { $set }, { returnDocument: 'before', lean: true });
      // Deleted meanwhile: the new photo goes again.
      if (!before) throw new NotFoundError();
      return before;
    });
    // Only now that the player points at the new photo (or none) does the old one go.
    if (replacesPhoto) await files.remove([previous.photoFileId]);
    res.json(await playerDetails(await loadPlayer(id), await defaultSeason()));
  });

  router.delete('/players/:id', requireSuperAdmin, async (req, res) => {
    const player = await loadPlayer(objectIdParam(req, 'id'));
    // Statistics are the league's history (points already counted in fantasy leagues): such a player stays.
    if (await PlayerStat.exists({ playerId: player._id })) throw new ConflictError('errors:playerHasStats');
    await Player.deleteOne({ _id: player._id });
    await files.remove([player.photoFileId]);
    res.status(204).end();
  });

  router.post('/players/:id/transfer/:teamId', requireSuperAdmin, async (req, res) => {
    const player = await loadPlayer(objectIdParam(req, 'id'));
    const target = await targetTeam(req.params.teamId);
    if (!target || target.equals(player.teamId)) throw transferTeamRequired();
    const moved = await Player.findOneAndUpdate({ _id: player._id }, { $set: { teamId: target } }, { returnDocument: 'after', lean: true });
    if (!moved) throw new NotFoundError();
    // The club was deleted meanwhile: the player goes back where they were.
    if (!(await RealTeam.exists({ _id: target }))) {
      await Player.updateOne({ _id: player._id, teamId: target }, { $set: { teamId: player.teamId } });
      throw transferTeamRequired();
    }
    res.json(await playerDetails(moved, await defaultSeason()));
  });

  return router;
}

/** The transfer's target club, if the path names an existing one. */
async function targetTeam(teamId: unknown): Promise<Types.ObjectId | null> {
  const result = await validateWith(playerTransferFormSchema, { teamId });
  if (!result.ok) return null;
  const team = await RealTeam.findById(result.value.teamId, { _id: 1 }).lean();
  return team?._id ?? null;
}
