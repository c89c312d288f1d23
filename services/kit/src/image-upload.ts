import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import type { Application, Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import multer from 'multer';
import { ERROR_CODES, ERROR_MESSAGE_KEYS, IMAGE_UPLOAD, IMAGE_UPLOAD_MESSAGES, type Violation } from '@hfl/contracts';
import { DomainError, InputError } from './errors';

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

/**
 * One text field's bytes: the longest text a form takes (a player's analysis, 5,000 characters) is at most 15,000
 * bytes in UTF-8, so a bigger value is no form's and is refused before it is buffered.
 */
export const MAX_FIELD_BYTES = 16 * 1024;

/** Every text field's value together: a form's text is a few kilobytes (the longest, a player's, under 16 KB). */
export const MAX_TEXT_BYTES = 64 * 1024;

/**
 * Uploads one user may have in flight at once in a service: each buffers up to its files' size, so three large forms
 * at a time already cost a service hundreds of megabytes. More wait for an answer: 429, before the body is read.
 */
export const MAX_UPLOADS_IN_FLIGHT = 2;

/** The uploads in flight per uploader, kept on the app (one count per service process, no module state). */
export function uploadsInFlight(app: Application): Map<string, number> {
  const locals = app.locals as { uploadsInFlight?: Map<string, number> };
  locals.uploadsInFlight ??= new Map();
  return locals.uploadsInFlight;
}

/**
 * Counts this multipart request against its uploader (the user, else the address; a peer service is not counted)
 * until its answer is sent or the connection drops; false when the uploader has MAX_UPLOADS_IN_FLIGHT already.
 */
function admitUpload(req: Request, res: Response): boolean {
  // A peer service storing a user's pictures (leagues' slides in content) was counted where the user sent them.
  if (req.identity?.service) return true;
  const inFlight = uploadsInFlight(req.app);
  const who = req.identity?.userId ?? `ip:${req.ip}`;
  const count = inFlight.get(who) ?? 0;
  if (count >= MAX_UPLOADS_IN_FLIGHT) return false;
  inFlight.set(who, count + 1);
  let released = false;
  res.on('close', () => {
    if (released) return;
    released = true;
    const left = (inFlight.get(who) ?? 1) - 1;
    if (left > 0) inFlight.set(who, left);
    else inFlight.delete(who);
  });
  return true;
}

/** The multipart framing and part headers on top of the files and the text. */
const MAX_FRAMING_BYTES = 256 * 1024;

/** Field names: `images[9][title]` is the deepest and longest a form sends. */
const FIELD_NAME_LIMITS = { fieldNameSize: 100, fieldNestingDepth: 2, fieldArrayIndexLimit: 99 };

/** The parser's error for the body or its text going over budget (busboy is stopped, the rest is drained). */
class BodyTooLargeError extends Error {}

/** multer 2.5 feeds busboy through `streamHandler` (its types predate it). */
type StreamHandler = (req: IncomingMessage, busboy: Writable) => void;

/**
 * Pipes the body into the parser and stops it once the text fields together pass MAX_TEXT_BYTES or the whole body
 * (files, text and framing; a chunked body has no length to check first) passes `maxBodyBytes`.
 */
function budgetedStream(maxBodyBytes: number): StreamHandler {
  return (req, busboy) => {
    let bodyBytes = 0;
    let textBytes = 0;
    const stop = () => {
      req.off('data', countBody);
      req.unpipe(busboy);
      busboy.destroy(new BodyTooLargeError());
    };
    const countBody = (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > maxBodyBytes) stop();
    };
    busboy.on('field', (_name: string, value: string) => {
      textBytes += Buffer.byteLength(value);
      if (textBytes > MAX_TEXT_BYTES) stop();
    });
    req.on('data', countBody);
    req.pipe(busboy);
  };
}

/** The counts a form may not exceed: more parts, fields or files than a form has. */
const COUNT_LIMITS: readonly string[] = ['LIMIT_PART_COUNT', 'LIMIT_FIELD_COUNT', 'LIMIT_FILE_COUNT'];

/** What the parser refused, as the envelope says it: everything it refuses is the client's doing. */
function uploadError(error: unknown): InputError {
  if (error instanceof BodyTooLargeError) return new InputError([], 'errors:formTooLarge');
  if (!(error instanceof multer.MulterError)) return new InputError();
  if (error.code === 'LIMIT_FILE_SIZE' && error.field)
    return new InputError([violation(error.field, IMAGE_UPLOAD_MESSAGES.tooLarge)]);
  if (error.code === 'LIMIT_FIELD_VALUE' && error.field) {
    return new InputError([violation(error.field, { message: 'validation:fieldTooLong', params: {} })]);
  }
  if (COUNT_LIMITS.includes(error.code)) return new InputError([], 'errors:formTooManyParts');
  return new InputError();
}

const ALLOWED_TYPES: readonly string[] = IMAGE_UPLOAD.mimeTypes;

/** Multipart field names use brackets for every level; violations use yup's paths. */
export function fieldPath(name: string): string {
  return name.replace(/\[([^\]\d][^\]]*)\]/g, '.$1');
}

function violation(
  field: string,
  { message, params }: { message: string; params: Record<string, string | number> },
): Violation {
  return { property: fieldPath(field), message, params };
}

/** The picture's width and height as its header says, or null when it has none readable (no real picture). */
function dimensionsOf(data: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(data);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

async function checkedImage(file: Express.Multer.File): Promise<UploadedImage | Violation> {
  const type = await fileTypeFromBuffer(file.buffer);
  if (!type || !ALLOWED_TYPES.includes(type.mime)) return violation(file.fieldname, IMAGE_UPLOAD_MESSAGES.wrongType);
  const size = dimensionsOf(file.buffer);
  if (!size) return violation(file.fieldname, IMAGE_UPLOAD_MESSAGES.wrongType);
  if (
    size.width > IMAGE_UPLOAD.maxSide ||
    size.height > IMAGE_UPLOAD.maxSide ||
    size.width * size.height > IMAGE_UPLOAD.maxPixels
  )
    return violation(file.fieldname, IMAGE_UPLOAD_MESSAGES.tooManyPixels);
  return { field: fieldPath(file.fieldname), filename: file.originalname, mimeType: type.mime, data: file.buffer };
}

/**
 * Reads a multipart body: text fields become `req.body` (`images[0][title]` nests as multer's append-field does), files
 * become `uploadedImages(res)`. Each file is at most IMAGE_UPLOAD.maxBytes and must be a gif, jpeg or png by its bytes;
 * otherwise 400 with a violation on that field. Text fields are at most MAX_FIELD_BYTES each and MAX_TEXT_BYTES together,
 * at most MAX_FIELDS of them; more parts, fields or files than that is a 400 too, and the body is
 * never buffered past those bounds. A JSON (or any non-multipart) request passes through unchanged, so a route takes
 * both. An uploader with MAX_UPLOADS_IN_FLIGHT uploads still running is answered 429 before the body is read. Put it
 * after the permission checks (nobody's upload is read before they may make it) and before `validate`.
 */
export function imageUpload({ maxFiles }: { maxFiles: number }): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: IMAGE_UPLOAD.maxBytes,
      files: maxFiles,
      fields: MAX_FIELDS,
      parts: maxFiles + MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      ...FIELD_NAME_LIMITS,
    },
    streamHandler: budgetedStream(maxFiles * IMAGE_UPLOAD.maxBytes + MAX_TEXT_BYTES + MAX_FRAMING_BYTES),
  } as multer.Options).any();

  return (req, res, next) => {
    if (req.is('multipart/form-data') && !admitUpload(req, res))
      return next(new DomainError(ERROR_CODES.RATE_LIMITED, ERROR_MESSAGE_KEYS.rate_limited));
    parse(req, res, (error: unknown) => {
      if (error) return next(uploadError(error));
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
