import type { Types } from 'mongoose';
import { AD_FILE_FIELD, type Ad as AdPayload, type AdSlot, type AdUploadPayload } from '@hfl/contracts';
import { ConflictError, InputError, isDuplicateKeyError, logger, type UploadedImage } from '@hfl/kit';
import { deleteFile, storeFile } from '../files/file-store';
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
 * The owner saves a slot's ad: one per page and placement, so a new picture replaces the old ad and its picture.
 * Without a picture only the link of the slot's ad changes (a violation on `file` when the slot is empty). The new
 * picture is stored first; the slot is then one single-document update (replacing) or one insert the unique slot
 * index settles (a lost race becomes a replacement), and the picture is removed again when no write took it.
 */
export async function saveAd({ page, placement, url }: AdUploadPayload, image?: UploadedImage): Promise<AdPayload> {
  if (!image) {
    const updated = await Ad.findOneAndUpdate({ page, placement }, { $set: { url } }, { returnDocument: 'after' });
    if (!updated) throw new InputError([{ property: AD_FILE_FIELD, message: 'validation:adImageRequired' }]);
    return toAdPayload(updated);
  }
  const file = await storeFile({ filename: image.filename, contentType: image.mimeType, data: image.data });
  let saved: AdPayload | null = null;
  let replaced: Types.ObjectId | null = null;
  try {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS && !saved; attempt += 1) {
      const previous = await Ad.findOneAndUpdate(
        { page, placement },
        { $set: { image: file.id, url } },
        { returnDocument: 'before' },
      );
      if (previous) {
        replaced = previous.image;
        // The slot as the update left it.
        previous.set({ image: file.id, url });
        saved = toAdPayload(previous);
        break;
      }
      try {
        saved = toAdPayload(await Ad.create({ page, placement, image: file.id, url }));
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    if (!saved) throw new ConflictError('errors:conflict');
  } catch (error) {
    await deleteFile(file.id);
    throw error;
  }
  if (replaced) await removeReplacedPicture(replaced);
  return saved;
}
