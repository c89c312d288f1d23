import type { RequestHandler, Response } from 'express';
import multer from 'multer';
import { STATS_IMPORT_LIMITS } from '@hfl/contracts';
import { InputError } from '@hfl/kit';

/** The resolutions of a round's not-found rows are the only text besides the file: some 35 bytes a row. */
const MAX_FIELD_BYTES = 128 * 1024;

const uploadError = (error: unknown): InputError => {
  if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
    return new InputError([{ property: 'file', message: 'errors:statsImportTooLarge' }], 'errors:statsImportTooLarge');
  if (error instanceof multer.MulterError && error.code === 'LIMIT_FIELD_VALUE')
    return new InputError([], 'errors:formTooLarge');
  if (error instanceof multer.MulterError) return new InputError([], 'errors:formTooManyParts');
  return new InputError();
};

/**
 * Reads a multipart import (the file in `file`, the choices in `resolutions`): the file is held in memory up to
 * STATS_IMPORT_LIMITS.maxFileBytes and refused past it before more is buffered (10 MB of junk costs 2 MB at most).
 * A JSON request (pasted cells) passes through.
 */
export function importUpload(): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: STATS_IMPORT_LIMITS.maxFileBytes,
      files: 1,
      fields: 4,
      parts: 5,
      fieldSize: MAX_FIELD_BYTES,
      fieldNameSize: 100,
    },
  }).single('file');
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    parse(req, res, (error: unknown) => {
      if (error) return next(uploadError(error));
      res.locals.importFile = req.file && req.file.size > 0 ? req.file.buffer : undefined;
      next();
    });
  };
}

/** The file `importUpload` read, if any. */
export const uploadedImportFile = (res: Response): Buffer | undefined => res.locals.importFile as Buffer | undefined;
