import mongoose from 'mongoose';
import { internalHeaders, startPeers } from '@hfl/kit/testing';

let startedUrl: string | undefined;

/**
 * The real content service (it stores the player photos), started by kit's `startPeers` on a free port in the test
 * file's database, which must be connected (hand it to `setUpStatsTests` as `peers`). It stops when that database is
 * dropped. Answers the setting that points stats at it.
 */
export async function startContent(): Promise<{ CONTENT_URL: string }> {
  const { content } = await startPeers(['content']);
  startedUrl = content.url;
  return { CONTENT_URL: content.url };
}

/** The URL of the content started by `startContent` (a test reads a stored photo back through it). */
export function contentUrl(): string {
  if (!startedUrl) throw new Error('content is not started yet: pass startContent to setUpStatsTests as its peers');
  return startedUrl;
}

/** A visitor's headers as the BFF sends them to content (a test reads a stored picture back). */
export const asVisitorAtContent = () => internalHeaders({}, 'content');

/** The photos content holds (GridFS files in the shared test database). */
export function storedFileIds(): Promise<string[]> {
  return mongoose.connection
    .db!.collection('files.files')
    .find({}, { projection: { _id: 1 } })
    .sort({ _id: 1 })
    .toArray()
    .then((files) => files.map((file) => String(file._id)));
}

/** Empties content's file store between tests. */
export async function clearStoredFiles(): Promise<void> {
  await Promise.all([
    mongoose.connection.db!.collection('files.files').deleteMany({}),
    mongoose.connection.db!.collection('files.chunks').deleteMany({}),
  ]);
}
