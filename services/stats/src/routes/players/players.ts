import { Router, type Response } from 'express';
import { playerCreateSchema, playerListQuerySchema, playerUpdateSchema, TOTAL_COUNT_HEADER } from '@hfl/contracts';
import {
  allowVisitors,
  callerLocale,
  imageUpload,
  objectIdParam,
  requireSuperAdmin,
  uploadedImage,
  validate,
  type FileStore,
} from '@hfl/kit';
import {
  createPlayer,
  deletePlayer,
  findPlayer,
  listPlayers,
  transferPlayer,
  updatePlayer,
} from '../../players/players';

const playerQuerySchema = playerListQuerySchema.pick(['season']);

/** The photo sent in the form's `photo` file field, as the list `withStored` takes. */
function photoOf(res: Response) {
  const photo = uploadedImage(res, 'photo');
  return photo ? [photo] : [];
}

export function playersRouter({ files }: { files: FileStore }): Router {
  const router = Router();
  const listQuery = validate(playerListQuerySchema, 'query');
  const playerQuery = validate(playerQuerySchema, 'query');
  const createBody = validate(playerCreateSchema);
  const updateBody = validate(playerUpdateSchema);

  // Everyone, visitors included: the players page lists the real league, a page at a time.
  router.get('/players', allowVisitors, listQuery, async (_req, res) => {
    const { total, page } = await listPlayers(listQuery.valueOf(res));
    res.set(TOTAL_COUNT_HEADER, String(total)).json(page);
  });

  router.get('/players/:id', allowVisitors, playerQuery, async (req, res) => {
    const { season } = playerQuery.valueOf(res);
    res.json(await findPlayer(objectIdParam(req, 'id'), season));
  });

  router.post('/players', requireSuperAdmin, imageUpload({ maxFiles: 1 }), createBody, async (req, res) => {
    res.status(201).json(await createPlayer(files, createBody.valueOf(res), photoOf(res), callerLocale(req)));
  });

  router.post('/players/:id', requireSuperAdmin, imageUpload({ maxFiles: 1 }), updateBody, async (req, res) => {
    const id = objectIdParam(req, 'id');
    res.json(await updatePlayer(files, id, updateBody.valueOf(res), photoOf(res), callerLocale(req)));
  });

  router.delete('/players/:id', requireSuperAdmin, async (req, res) => {
    await deletePlayer(files, objectIdParam(req, 'id'));
    res.status(204).end();
  });

  router.post('/players/:id/transfer/:teamId', requireSuperAdmin, async (req, res) => {
    res.json(await transferPlayer(objectIdParam(req, 'id'), req.params.teamId));
  });

  return router;
}
