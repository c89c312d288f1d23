import { Router } from 'express';
import { scoreConfigSchema } from '@hfl/contracts';
import { allowVisitors, requireSuperAdmin, validate } from '@hfl/kit';
import { currentScoreConfig, saveScoreConfig } from '../../scoring/score-config';

export function scoreConfigsRouter(): Router {
  const router = Router();
  const configBody = validate(scoreConfigSchema);

  // Everyone, visitors included: the players page and the scoring rules show how points are earned.
  router.get('/score-configs', allowVisitors, async (_req, res) => {
    res.json(await currentScoreConfig());
  });

  router.post('/score-configs', requireSuperAdmin, configBody, async (_req, res) => {
    res.json(await saveScoreConfig(configBody.valueOf(res)));
  });

  return router;
}
