import { Router, type Response } from 'express';
import {
  playerCreateSchema,
  playerListQuerySchema,
  playerUpdateSchema,
  type PlayerCreatePayload,
  type PlayerListQuery,
  type PlayerUpdatePayload,
  TOTAL_COUNT_HEADER,
} from '@hfl/contracts';
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
import { createPlayer, deletePlayer, findPlayer, listPlayers, transferPlayer, updatePlayer } from '../../players/players';

const playerQuerySchema = playerListQuerySchema.pick(['season']);

/** The photo sent in the form's `photo` file field, as the list `withStored` takes. */
function photoOf(res: Response) {
  const photo = uploadedImage(res, 'photo');
  return photo ? [photo] : [];
}

export function playersRouter({ files }: { files: FileStore }): Router {
  const router = Router();

  // Everyone, visitors included: the players page lists the real league, a page at a time.
  router.get('/players', allowVisitors, validate(playerListQuerySchema, 'query'), async (_req, res) => {
    const { total, page } = await listPlayers(res.locals.query as PlayerListQuery);
    res.set(TOTAL_COUNT_HEADER, String(total)).json(page);
  });

  router.get('/players/:id', allowVisitors, validate(playerQuerySchema, 'query'), async (req, res) => {
    const { season } = res.locals.query as { season: string | null };
    res.json(await findPlayer(objectIdParam(req, 'id'), season));
  });

  router.post('/players', requireSuperAdmin, imageUpload({ maxFiles: 1 }), validate(playerCreateSchema), async (req, res) => {
    res.status(201).json(await createPlayer(files, req.body as PlayerCreatePayload, photoOf(res), callerLocale(req)));
  });

  router.post('/players/:id', requireSuperAdmin, imageUpload({ maxFiles: 1 }), validate(playerUpdateSchema), async (req, res) => {
    const id = objectIdParam(req, 'id');
    res.json(await updatePlayer(files, id, req.body as PlayerUpdatePayload, photoOf(res), callerLocale(req)));
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
