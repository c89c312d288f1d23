import { Router } from 'express';
import { adSlotSchema } from '@hfl/contracts';
import { allowVisitors, validate } from '@hfl/kit';
import { listAds, slotAd } from '../../ads/ads';

/** Ads are public: every page's banners are shown to visitors too. */
export function adsRouter(): Router {
  const router = Router();
  const slotParams = validate(adSlotSchema, 'params');

  router.get('/ads', allowVisitors, async (_req, res) => {
    res.json(await listAds());
  });

  // A slot's ad, or 204 without a body for an empty slot.
  router.get('/ads/:page/:placement', allowVisitors, slotParams, async (_req, res) => {
    const ad = await slotAd(slotParams.valueOf(res));
    // An empty slot is an answer, not a missing resource: nothing for the browser to log as an error on every page.
    if (!ad) return void res.status(204).end();
    res.json(ad);
  });

  return router;
}
