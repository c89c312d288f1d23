import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { allowVisitors, imageUpload, requireService, uploadedImage } from '@hfl/kit';
import { openFileStream } from '../../files/file-store';
import { fileSlot, loadFile, removeUpload, storeUpload } from '../../files/files';

/** A year, immutable: a stored file never changes, a new image gets a new id and so a new URL. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/**
 * Files are opened on our own origin (e.g. an SVG visited directly), so nothing in one may run
 * scripts or load anything; inline styles are what SVG artwork needs.
 */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function filesRouter(): Router {
  const router = Router();

  // Public: blog header images, ads and logos are shown to visitors too.
  router.get('/files/:id', allowVisitors, loadFile, async (req, res) => {
    const file = fileSlot.get(res);

    // The id is a strong validator: the bytes behind it never change.
    res.set({ ETag: `"${file.id.toHexString()}"`, 'Cache-Control': CACHE_FOREVER });
    if (req.fresh) {
      res.status(304).end();
      return;
    }

    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.length),
      'Content-Security-Policy': FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(openFileStream(file.id), res);
  });

  /**
   * A peer service (leagues: slides, team logos) stores a picture it received: one `file`, checked again here (size,
   * type by its bytes) since this store serves it to everyone. 201 {id}; the picture is then at /api/files/{id}.
   */
  router.post('/internal/files', requireService, imageUpload({ maxFiles: 1 }), async (req, res) => {
    const stored = await storeUpload(uploadedImage(res, 'file'), req.identity!.service);
    res.status(201).json({ id: stored.id.toHexString() });
  });

  /** The service that uploaded a file removes it (a replaced slide or logo); anyone else's file is not found. */
  router.delete('/internal/files/:id', requireService, loadFile, async (req, res) => {
    await removeUpload(fileSlot.get(res), req.identity!.service);
    res.status(204).end();
  });

  return router;
}
