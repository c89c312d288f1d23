import mongoose from 'mongoose';
import { listen, type RunningServer } from '@hfl/kit';
import { buildApp as buildContent } from '@hfl/content/app';
import { loadContentConfig } from '@hfl/content/config';
import { stopWithTestDatabase, testEnv } from '@hfl/kit/testing';

/**
 * The real content service (it stores the player photos) on a free port, for a test file. Call it before
 * `setUpServiceTests`: its beforeAll runs first, so `url()` is known when the stats app is built. It works in the
 * file's database (the one mongoose connection) and stops when that database is dropped.
 */
export function startContentPeer(): { url: () => string } {
  let content: RunningServer | undefined;
  beforeAll(async () => {
    content = await listen(buildContent(loadContentConfig(testEnv('unused'))), 0);
    stopWithTestDatabase(() => content!.close());
  });
  return {
    url: () => {
      if (!content) throw new Error('content is not started yet: call startContentPeer() before setUpServiceTests');
      return content.url;
    },
  };
}

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
