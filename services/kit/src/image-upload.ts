import type { RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { IMAGE_UPLOAD, IMAGE_UPLOAD_MESSAGES, type Violation } from '@hfl/contracts';
import { InputError } from './errors';

/** A picture that came with the request, its type read from its own bytes. */
export interface UploadedImage {
  /** The form field as a violation path: `images[0][image]` → `images[0].image`. */
  field: string;
  filename: string;
  /** One of IMAGE_UPLOAD.mimeTypes, as the bytes say (not the browser). */
  mimeType: string;
  data: Buffer;
}

/** Plenty for a league form (a few text fields, MAX_SLIDES slides of two or three fields); more is not a form. */
const MAX_FIELDS = 100;

const ALLOWED_TYPES: readonly string[] = IMAGE_UPLOAD.mimeTypes;

/** Multipart field names use brackets for every level; violations use yup's paths. */
export function fieldPath(name: string): string {
  return name.replace(/\[([^\]\d][^\]]*)\]/g, '.$1');
}

function violation(field: string, { message, params }: { message: string; params: Record<string, string | number> }): Violation {
  return { property: fieldPath(field), message, params };
}

async function checkedImage(file: Express.Multer.File): Promise<UploadedImage | Violation> {
  const type = await fileTypeFromBuffer(file.buffer);
  if (!type || !ALLOWED_TYPES.includes(type.mime)) return violation(file.fieldname, IMAGE_UPLOAD_MESSAGES.wrongType);
  return { field: fieldPath(file.fieldname), filename: file.originalname, mimeType: type.mime, data: file.buffer };
}

/**
 * Reads a multipart body: text fields become `req.body` (`images[0][title]` nests as multer's append-field does), files
 * become `uploadedImages(res)`. Each file is at most IMAGE_UPLOAD.maxBytes and must be a gif, jpeg or png by its bytes;
 * otherwise 400 with a violation on that field. A JSON (or any non-multipart) request passes through unchanged, so a
 * route takes both. Put it after the permission checks (nobody's upload is read before they may make it) and before
 * `validate`.
 */
export function imageUpload({ maxFiles }: { maxFiles: number }): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_UPLOAD.maxBytes, files: maxFiles, fields: MAX_FIELDS },
  }).any();

  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (error) {
        // Everything the parser refuses is the client's doing: a file too big, too many parts, a broken body.
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE' && error.field) {
          return next(new InputError([violation(error.field, IMAGE_UPLOAD_MESSAGES.tooLarge)]));
        }
        return next(new InputError());
      }
      // An empty file input still sends a part with no bytes: that is no file.
      const files = ((req.files ?? []) as Express.Multer.File[]).filter((file) => file.size > 0);
      Promise.all(files.map(checkedImage)).then((checked) => {
        const violations = checked.filter((c): c is Violation => 'property' in c);
        if (violations.length > 0) return next(new InputError(violations));
        res.locals.images = checked as UploadedImage[];
        next();
      }, next);
    });
  };
}

/** The pictures `imageUpload` accepted (none for a JSON request). */
export function uploadedImages(res: Response): UploadedImage[] {
  return (res.locals.images as UploadedImage[] | undefined) ?? [];
}

/** The picture sent in one field (a violation path, e.g. `logo` or `images[2].image`), if any. */
export function uploadedImage(res: Response, field: string): UploadedImage | undefined {
  return uploadedImages(res).find((image) => image.field === field);
}
