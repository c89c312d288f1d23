import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { AD_PAGES, AD_PLACEMENTS, adImageFor, fileUrl, type AdImages, type Ad as AdPayload } from '@hfl/contracts';

/**
 * At most one ad per page and placement: saving a new one replaces it. Its pictures are GridFS file ids: `image` for
 * both languages (every ad saved before the language pictures has only this one), `imageEn` and `imageHu` for one
 * language each; an ad has at least one.
 */
const adSchema = new Schema(
  {
    page: { type: String, required: true, enum: AD_PAGES },
    placement: { type: String, required: true, enum: AD_PLACEMENTS },
    image: { type: Schema.Types.ObjectId },
    imageEn: { type: Schema.Types.ObjectId },
    imageHu: { type: Schema.Types.ObjectId },
    url: { type: String, required: true },
  },
  { timestamps: true },
);
adSchema.index({ page: 1, placement: 1 }, { unique: true });

export const Ad = mongoose.model('Ad', adSchema);
export type AdDocument = HydratedDocument<InferSchemaType<typeof adSchema>>;

export function adImages(ad: AdDocument): AdImages {
  const images: AdImages = {};
  if (ad.image) images.both = fileUrl(ad.image.toHexString());
  if (ad.imageEn) images.en = fileUrl(ad.imageEn.toHexString());
  if (ad.imageHu) images.hu = fileUrl(ad.imageHu.toHexString());
  return images;
}

/** The ad as `language`'s readers see it. */
export function toAdPayload(ad: AdDocument, language: string): AdPayload {
  const images = adImages(ad);
  return {
    id: ad._id.toHexString(),
    page: ad.page as AdPayload['page'],
    placement: ad.placement as AdPayload['placement'],
    imageUrl: adImageFor(images, language),
    images,
    url: ad.url,
  };
}
