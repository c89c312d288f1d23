import { createFileStore, type FileStore } from '@hfl/kit';

/** Content as accounts uses it: the store of the bulk-message templates' header images. */
export type Content = FileStore;

export function createContent(options: { contentUrl: string; internalTokenSecret: string }): Content {
  return createFileStore({ ...options, service: 'accounts' });
}
