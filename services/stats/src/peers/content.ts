import { createFileStore, type FileStore } from '@hfl/kit';

/**
 * Content keeps the players' photos: kit's file store (on kit's service client), signed as stats, so content lets
 * stats alone remove the photos it stored.
 */
export function createContent(options: {
  contentUrl: string;
  internalTokenSecret: string;
  service: string;
}): FileStore {
  return createFileStore(options);
}
