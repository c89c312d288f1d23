import type { Ad as AdPayload, AdSlot } from '@hfl/contracts';
import { Ad, toAdPayload } from '../models/ad';

/** Every ad, by page then placement. */
export async function listAds(): Promise<AdPayload[]> {
  const ads = await Ad.find({}).sort({ page: 1, placement: 1 });
  return ads.map(toAdPayload);
}

/** A slot's ad; null for an empty slot. */
export async function slotAd({ page, placement }: AdSlot): Promise<AdPayload | null> {
  const ad = await Ad.findOne({ page, placement });
  return ad ? toAdPayload(ad) : null;
}
