import { Router } from 'express';
import { adSlotSchema, type AdSlot } from '@hfl/contracts';
import { NotFoundError, validate } from '@hfl/kit';
import { Ad, toAdPayload } from '../../models/ad';

/** Ads are public: every page's banners are shown to visitors too. */
export function adsRouter(): Router {
  const router = Router();

  router.get('/ads', async (_req, res) => {
    const ads = await Ad.find({}).sort({ page: 1, placement: 1 });
    res.json(ads.map(toAdPayload));
  });

  // The site treats 404 as "no ad here", so an empty slot is the not-found envelope, not an empty body.
  router.get('/ads/:page/:placement', validate(adSlotSchema, 'params'), async (_req, res) => {
    const { page, placement } = res.locals.params as AdSlot;
    const ad = await Ad.findOne({ page, placement });
    if (!ad) throw new NotFoundError();
    res.json(toAdPayload(ad));
  });

  return router;
}
