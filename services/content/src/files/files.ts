import type { RequestHandler } from 'express';
import { contextSlot, InputError, NotFoundError, objectIdParam, type UploadedImage } from '@hfl/kit';
import { deleteFile, findFile, storeFile, type StoredFile } from './file-store';

/** The file a request is about; `loadFile` sets it. */
export const fileSlot = contextSlot<StoredFile>('file');

/** Loads `:id`'s file into `fileSlot`; a malformed or unknown id is 404. */
export const loadFile: RequestHandler = async (req, res, next) => {
  const file = await findFile(objectIdParam(req, 'id'));
  if (!file) throw new NotFoundError();
  fileSlot.set(res, file);
  next();
};

/** Stores the picture a peer service sent (`service` may remove it later); 400 without one. */
export async function storeUpload(image: UploadedImage | undefined, service: string | undefined): Promise<StoredFile> {
  if (!image) throw new InputError([{ property: 'file', message: 'validation:slideImageRequired' }]);
  return storeFile({ filename: image.filename, contentType: image.mimeType, data: image.data, uploadedBy: service });
}

/** The service that uploaded a file removes it (a replaced slide or logo); anyone else's file is not found. */
export async function removeUpload(file: StoredFile, service: string | undefined): Promise<void> {
  if (file.uploadedBy !== service) throw new NotFoundError();
  await deleteFile(file.id);
}
