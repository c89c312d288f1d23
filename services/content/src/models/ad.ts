import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { AD_PAGES, AD_PLACEMENTS, fileUrl, type Ad as AdPayload } from '@hfl/contracts';

/** At most one ad per page and placement: saving a new one replaces it. */
const adSchema = new Schema(
  {
    page: { type: String, required: true, enum: AD_PAGES },
    placement: { type: String, required: true, enum: AD_PLACEMENTS },
    /** A GridFS file id. */
    image: { type: Schema.Types.ObjectId, required: true },
    url: { type: String, required: true },
  },
  { timestamps: true },
);
adSchema.index({ page: 1, placement: 1 }, { unique: true });

export const Ad = mongoose.model('Ad', adSchema);

export function toAdPayload(ad: HydratedDocument<InferSchemaType<typeof adSchema>>): AdPayload {
  return {
    id: ad._id.toHexString(),
    page: ad.page as AdPayload['page'],
    placement: ad.placement as AdPayload['placement'],
    imageUrl: fileUrl(ad.image.toHexString()),
    url: ad.url,
  };
}
