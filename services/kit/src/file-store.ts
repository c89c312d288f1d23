import type { Locale } from '@hfl/contracts';
import { logger } from './logger';
import { createServiceClient, peerAnswerFields, requireAnswer } from './service-client';
import type { UploadedImage } from './image-upload';

/** Pictures a service keeps in content (which serves them at /api/files/{id}): league slides, team logos, player photos. */
export interface FileStore {
  /**
   * Stores the pictures, then runs `work` with their file ids in order. All or nothing: if a picture cannot be stored
   * (503) or `work` fails, the pictures already stored are removed again and the error goes on.
   */
  withStored: <T>(images: UploadedImage[], locale: Locale, work: (fileIds: string[]) => Promise<T>) => Promise<T>;
  /** Removes pictures this service stored and no longer uses (a replaced one). Never throws: a leftover file harms nobody. */
  remove: (fileIds: Iterable<string | null | undefined>) => Promise<void>;
}

/** Content's internal file calls, signed as `service` (content lets only the uploader delete a file). */
export function createFileStore(options: {
  contentUrl: string;
  internalTokenSecret: string;
  service: string;
}): FileStore {
  const content = createServiceClient({
    baseUrl: options.contentUrl,
    service: options.service,
    peer: 'content',
    secret: options.internalTokenSecret,
  });

  async function store(image: UploadedImage, locale: Locale): Promise<string> {
    const form = new FormData();
    // A copy into a plain ArrayBuffer: what Blob takes.
    form.append('file', new Blob([Uint8Array.from(image.data)], { type: image.mimeType }), image.filename);
    const body = await requireAnswer(content.request('POST', '/internal/files', form, locale), 201, 'store a picture');
    return (body as { id: string }).id;
  }

  async function remove(fileIds: Iterable<string | null | undefined>): Promise<void> {
    const ids = [...new Set([...fileIds].filter((id): id is string => !!id))];
    await Promise.all(
      ids.map(async (id) => {
        try {
          const answer = await content.request('DELETE', `/internal/files/${id}`);
          // 404: not ours to delete (a pre-made logo) or already gone.
          if (answer.status !== 204 && answer.status !== 404)
            logger.warn({ ...peerAnswerFields(answer), id }, 'content kept a picture');
        } catch (err) {
          logger.warn({ err, id }, 'content unreachable: a picture stays behind');
        }
      }),
    );
  }

  return {
    async withStored(images, locale, work) {
      const stored = await Promise.allSettled(images.map((image) => store(image, locale)));
      const ids = stored.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const failed = stored.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) {
        await remove(ids);
        throw failed.reason;
      }
      try {
        return await work(ids);
      } catch (error) {
        await remove(ids);
        throw error;
      }
    },
    remove,
  };
}
