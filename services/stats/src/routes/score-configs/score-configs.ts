import { Router } from 'express';
import { mirrorScoreDifferenceRanges, scoreConfigSchema, type ScoreConfigPayload } from '@hfl/contracts';
import { allowVisitors, requireSuperAdmin, validate } from '@hfl/kit';
import { CURRENT_SCORE_CONFIG_KEY, ScoreConfigModel, toScoreConfig } from '../../models/score-config';

export function scoreConfigsRouter(): Router {
  const router = Router();

  // Everyone, visitors included: the players page and the scoring rules show how points are earned.
  router.get('/score-configs', allowVisitors, async (_req, res) => {
    res.json(toScoreConfig(await ScoreConfigModel.findOne({ key: CURRENT_SCORE_CONFIG_KEY }).lean()));
  });

  router.post('/score-configs', requireSuperAdmin, validate(scoreConfigSchema), async (req, res) => {
    const config = req.body as ScoreConfigPayload;
    // The owner edits the win side; the loss side is always its mirror image.
    const $set = { ...config, score_difference: mirrorScoreDifferenceRanges(config.score_difference) };
    // One atomic upsert of the single document: no read-modify-write race between two owners.
    const saved = await ScoreConfigModel.findOneAndUpdate(
      { key: CURRENT_SCORE_CONFIG_KEY },
      { $set },
      { upsert: true, returnDocument: 'after', lean: true },
    );
    res.json(toScoreConfig(saved));
  });

  return router;
}
