import { Router } from 'express';
import { adSlotSchema, type AdSlot } from '@hfl/contracts';
import { allowVisitors, validate } from '@hfl/kit';
import { Ad, toAdPayload } from '../../models/ad';

/** Ads are public: every page's banners are shown to visitors too. */
export function adsRouter(): Router {
  const router = Router();

  router.get('/ads', allowVisitors, async (_req, res) => {
    const ads = await Ad.find({}).sort({ page: 1, placement: 1 });
    res.json(ads.map(toAdPayload));
  });

  // A slot's ad, or 204 without a body for an empty slot.
  router.get('/ads/:page/:placement', allowVisitors, validate(adSlotSchema, 'params'), async (_req, res) => {
    const { page, placement } = res.locals.params as AdSlot;
    const ad = await Ad.findOne({ page, placement });
    // An empty slot is an answer, not a missing resource: nothing for the browser to log as an error on every page.
    if (!ad) return void res.status(204).end();
    res.json(toAdPayload(ad));
  });

  return router;
}
