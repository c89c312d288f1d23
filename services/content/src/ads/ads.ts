import type { Types } from 'mongoose';
import {
  AD_FILE_FIELD,
  type Ad as AdPayload,
  type AdClickCount,
  type AdSlot,
  type AdUploadPayload,
} from '@hfl/contracts';
import { ConflictError, InputError, NotFoundError, isDuplicateKeyError, logger, type UploadedImage } from '@hfl/kit';
import { deleteFile, storeFile } from '../files/file-store';
import { Ad, toAdPayload } from '../models/ad';
import { AdClick } from '../models/ad-click';

/** Every ad, by page then placement, as `language`'s readers see it. */
export async function listAds(language: string): Promise<AdPayload[]> {
  const ads = await Ad.find({}).sort({ page: 1, placement: 1 });
  return ads.map((ad) => toAdPayload(ad, language));
}

/** A slot's ad as `language`'s readers see it; null for an empty slot. */
export async function slotAd({ page, placement }: AdSlot, language: string): Promise<AdPayload | null> {
  const ad = await Ad.findOne({ page, placement });
  return ad ? toAdPayload(ad, language) : null;
}

/** A consenting reader followed the ad: one insert per click, so simultaneous clicks all count. */
export async function recordAdClick(id: Types.ObjectId, now = new Date()): Promise<void> {
  if (!(await Ad.exists({ _id: id }))) throw new NotFoundError();
  await AdClick.create({ ad: id, at: now });
}

/** Each clicked ad's clicks (an ad never clicked is not listed). */
export async function adClickCounts(): Promise<AdClickCount[]> {
  const rows = await AdClick.aggregate<{ _id: Types.ObjectId; clicks: number }>([
    { $group: { _id: '$ad', clicks: { $sum: 1 } } },
  ]);
  return rows.map((row) => ({ ad: row._id.toHexString(), clicks: row.clicks }));
}

/** Tries for a slot's write: each lost race means another save took the slot, and the next try replaces its ad. */
const SAVE_ATTEMPTS = 3;

/** A replaced ad's picture goes; one already gone (a concurrent save removed it) is no failure of this save. */
async function removeReplacedPicture(id: Types.ObjectId): Promise<void> {
  try {
    await deleteFile(id);
  } catch (error) {
    logger.warn({ err: error, fileId: id.toHexString() }, 'replaced ad picture not removed');
  }
}

/**
 * The owner saves a slot's ad: one per page and placement, so a new picture replaces the slot's picture for its
 * language (a picture for both languages replaces every picture of the slot), the old ones removed.
 * Without a picture only the link of the slot's ad changes (a violation on `file` when the slot is empty). The new
 * picture is stored first; the slot is then one single-document update (replacing) or one insert the unique slot
 * index settles (a lost race becomes a replacement), and the picture is removed again when no write took it.
 */
export async function saveAd(
  { page, placement, url, language }: AdUploadPayload,
  readerLanguage: string,
  image?: UploadedImage,
): Promise<AdPayload> {
  if (!image) {
    const updated = await Ad.findOneAndUpdate({ page, placement }, { $set: { url } }, { returnDocument: 'after' });
    if (!updated) throw new InputError([{ property: AD_FILE_FIELD, message: 'validation:adImageRequired' }]);
    return toAdPayload(updated, readerLanguage);
  }
  const field = language === 'en' ? 'imageEn' : language === 'hu' ? 'imageHu' : 'image';
  // A picture for both languages leaves no language's own picture in front of it.
  const unset = field === 'image' ? { imageEn: 1, imageHu: 1 } : {};
  const file = await storeFile({ filename: image.filename, contentType: image.mimeType, data: image.data });
  let saved: AdPayload | null = null;
  let replaced: Types.ObjectId[] = [];
  try {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS && !saved; attempt += 1) {
      const previous = await Ad.findOneAndUpdate(
        { page, placement },
        { $set: { [field]: file.id, url }, $unset: unset },
        { returnDocument: 'before' },
      );
      if (previous) {
        const gone = field === 'image' ? [previous.image, previous.imageEn, previous.imageHu] : [previous[field]];
        replaced = gone.filter((id): id is Types.ObjectId => Boolean(id));
        // The slot as the update left it.
        previous.set({ [field]: file.id, url });
        if (field === 'image') previous.set({ imageEn: undefined, imageHu: undefined });
        saved = toAdPayload(previous, readerLanguage);
        break;
      }
      try {
        saved = toAdPayload(await Ad.create({ page, placement, [field]: file.id, url }), readerLanguage);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    if (!saved) throw new ConflictError('errors:conflict');
  } catch (error) {
    await deleteFile(file.id);
    throw error;
  }
  for (const id of replaced) await removeReplacedPicture(id);
  return saved;
}
