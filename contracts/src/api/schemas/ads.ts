import * as yup from 'yup';
import { AD_LANGUAGES, AD_PAGES, AD_PLACEMENTS, AD_URL_MAX_LENGTH, isAdLink } from '../ads';

/** `GET /api/ads/{page}/{placement}`; the owner's ad form reuses the spec's messages. */
export const adSlotSchema = yup.object({
  page: yup
    .string()
    .required('validation:adPageRequired')
    .oneOf([...AD_PAGES], 'validation:adPageRequired'),
  placement: yup
    .string()
    .required('validation:adPlacementRequired')
    .oneOf([...AD_PLACEMENTS], 'validation:adPlacementRequired'),
});
export type AdSlot = yup.InferType<typeof adSlotSchema>;

/**
 * `POST /api/ads` (SUPER_ADMIN, multipart): the slot, the link and the picture in `AD_FILE_FIELD` (IMAGE_UPLOAD's
 * rules), optionally the picture's `language`. The picture is required unless the slot already has an ad (then only the
 * link changes); a picture for both languages replaces the per-language ones.
 */
export const adUploadSchema = adSlotSchema.shape({
  /** Which language the picture is for: 'en' or 'hu', or '' (absent) for both. */
  language: yup
    .string()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf([...AD_LANGUAGES], 'validation:adLanguageInvalid'),
  url: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .typeError('validation:adUrlInvalid')
    .required('validation:adUrlRequired')
    .max(AD_URL_MAX_LENGTH, 'validation:adUrlInvalid')
    .test('http-url', 'validation:adUrlInvalid', (value) => value === undefined || isAdLink(value)),
});
export type AdUploadPayload = yup.InferType<typeof adUploadSchema>;
