import { Router } from 'express';
import { gameDateSchema, gameScoresSchema, type GameDatePayload, type GameScoresPayload } from '@hfl/contracts';
import { allowVisitors, requireSuperAdmin, validate } from '@hfl/kit';
import { gameSlot, loadGame } from '../../games/game-access';
import { gameDetails } from '../../games/game-details';
import { changeGameDate, saveScores } from '../../games/score-sheet';
import type { Fantasy } from '../../peers/fantasy';
import { seasonSlot } from '../../seasons/season-access';

/** Score sheets of the real games (owner `/owner/stats/games/{id}`): read by everyone, saved by the SUPER_ADMIN. */
export function gamesRouter({ fantasy }: { fantasy: Fantasy }): Router {
  const router = Router();

  router.get('/games/:id', allowVisitors, loadGame, async (_req, res) => {
    res.json(await gameDetails(gameSlot.get(res), seasonSlot.get(res)));
  });

  router.post('/games/:id/scores', requireSuperAdmin, loadGame, validate(gameScoresSchema), async (req, res) => {
    res.json(await saveScores(gameSlot.get(res), seasonSlot.get(res), req.body as GameScoresPayload, fantasy));
  });

  router.post('/games/:id/date', requireSuperAdmin, loadGame, validate(gameDateSchema), async (req, res) => {
    const { date } = req.body as GameDatePayload;
    res.json(await changeGameDate(gameSlot.get(res), seasonSlot.get(res), date));
  });

  return router;
}
