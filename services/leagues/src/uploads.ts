import type { Response } from 'express';
import { uploadedImage, type UploadedImage } from '@hfl/kit';

/** The pictures a multipart request brought, by form field (e.g. `logo`, `images[2].image`): what use cases read. */
export type Uploads = (field: string) => UploadedImage | undefined;

/** The request's uploads (imageUpload ran before), handed from the route to its use case. */
export const uploadsOf =
  (res: Response): Uploads =>
  (field) =>
    uploadedImage(res, field);

/** For a request that brings no pictures (JSON). */
export const noUploads: Uploads = () => undefined;
