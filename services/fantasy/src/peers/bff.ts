import { createPublisher, type Publisher } from '@hfl/kit';

/** The BFF: the draft's events go to its rooms (`POST /internal/events`). */
export function createBff(options: { bffUrl: string; internalTokenSecret: string }): Publisher {
  return createPublisher({ bffUrl: options.bffUrl, service: 'fantasy', secret: options.internalTokenSecret });
}
