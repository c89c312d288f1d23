import { Router } from 'express';
import { AD_FILE_FIELD, adSlotSchema, adUploadSchema } from '@hfl/contracts';
import {
  allowVisitors,
  callerLocale,
  imageUpload,
  objectIdParam,
  requireSuperAdmin,
  uploadedImage,
  validate,
} from '@hfl/kit';
import { adClickCounts, listAds, recordAdClick, saveAd, slotAd } from '../../ads/ads';

/** Ads are public: every page's banners are shown to visitors too. The owner saves them. */
export function adsRouter(): Router {
  const router = Router();
  const slotParams = validate(adSlotSchema, 'params');
  const adBody = validate(adUploadSchema);
  const adUpload = imageUpload({ maxFiles: 1 });

  router.get('/ads', allowVisitors, async (req, res) => {
    res.json(await listAds(callerLocale(req)));
  });

  /** The owner saves a slot's ad (multipart page, placement, url and the picture `file`); answers the ad. */
  router.post('/ads', requireSuperAdmin, adUpload, adBody, async (req, res) => {
    res.json(await saveAd(adBody.valueOf(res), callerLocale(req), uploadedImage(res, AD_FILE_FIELD)));
  });

  // Visitors too: the shell sends a click only once the reader accepted analytics cookies (the BFF limits them per
  // session and address, as page views). Who clicked is not stored, only the ad's count.
  router.post('/ads/:id/clicks', allowVisitors, async (req, res) => {
    await recordAdClick(objectIdParam(req, 'id'));
    res.status(204).end();
  });

  router.get('/owner/ad-clicks', requireSuperAdmin, async (_req, res) => {
    res.json(await adClickCounts());
  });

  // A slot's ad, or 204 without a body for an empty slot.
  router.get('/ads/:page/:placement', allowVisitors, slotParams, async (req, res) => {
    const ad = await slotAd(slotParams.valueOf(res), callerLocale(req));
    // An empty slot is an answer, not a missing resource: nothing for the browser to log as an error on every page.
    if (!ad) return void res.status(204).end();
    res.json(ad);
  });

  return router;
}
