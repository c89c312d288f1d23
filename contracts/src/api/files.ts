import * as yup from 'yup';
import { OBJECT_ID_PATTERN } from '../common/object-id';

/** Where the browser loads a stored file (blog header images, ads, logos); ids never change content. */
export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

/**
 * `{id}` of a stored item. A malformed id names nothing, so services answer it like an unknown one
 * (404) rather than explaining the id format to the caller.
 */
export const idParamsSchema = yup.object({
  id: yup
    .string()
    .typeError('errors:notFound')
    .required('errors:notFound')
    .matches(OBJECT_ID_PATTERN, 'errors:notFound'),
});
export type IdParams = yup.InferType<typeof idParamsSchema>;

/**
 * Uploaded pictures (league slides, team logos, later player photos): at most 5 MB, and a gif, jpg/jpeg or png as
 * read from the file's own bytes (the name and the browser's type are not trusted).
 */
export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  /** A side and a size in pixels no picture of ours needs: a small file can unpack to gigabytes (a bomb). */
  maxSide: 8192,
  maxPixels: 25_000_000,
  mimeTypes: ['image/gif', 'image/jpeg', 'image/png'],
  /** For the file input's `accept` and the client-side hint. */
  extensions: ['gif', 'jpg', 'jpeg', 'png'],
} as const;

/**
 * Why a picture is refused, with the values the messages show: the browser's check (extension and size, before
 * sending) and the services' (size and bytes) say the same thing.
 */
export const IMAGE_UPLOAD_MESSAGES = {
  tooLarge: { message: 'validation:imageTooLarge', params: { max: IMAGE_UPLOAD.maxBytes / (1024 * 1024) } },
  wrongType: { message: 'validation:imageType', params: { types: IMAGE_UPLOAD.extensions.join(', ') } },
  tooManyPixels: {
    message: 'validation:imageDimensions',
    params: { side: IMAGE_UPLOAD.maxSide, megapixels: IMAGE_UPLOAD.maxPixels / 1_000_000 },
  },
} as const;
