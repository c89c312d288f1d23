import { Router } from 'express';
import { gameDateSchema, gameScoresSchema } from '@hfl/contracts';
import { allowVisitors, requireSuperAdmin, validate } from '@hfl/kit';
import { gameSlot, loadGame } from '../../games/game-access';
import { gameDetails } from '../../games/game-details';
import { changeGameDate, saveScores } from '../../games/score-sheet';
import type { Fantasy } from '../../peers/fantasy';
import { seasonSlot } from '../../seasons/season-access';

/** Score sheets of the real games (owner `/owner/stats/games/{id}`): read by everyone, saved by the SUPER_ADMIN. */
export function gamesRouter({ fantasy }: { fantasy: Fantasy }): Router {
  const router = Router();
  const scoresBody = validate(gameScoresSchema);
  const dateBody = validate(gameDateSchema);

  router.get('/games/:id', allowVisitors, loadGame, async (_req, res) => {
    res.json(await gameDetails(gameSlot.get(res), seasonSlot.get(res)));
  });

  router.post('/games/:id/scores', requireSuperAdmin, loadGame, scoresBody, async (_req, res) => {
    res.json(await saveScores(gameSlot.get(res), seasonSlot.get(res), scoresBody.valueOf(res), fantasy));
  });

  router.post('/games/:id/date', requireSuperAdmin, loadGame, dateBody, async (_req, res) => {
    const { date } = dateBody.valueOf(res);
    res.json(await changeGameDate(gameSlot.get(res), seasonSlot.get(res), date));
  });

  return router;
}
