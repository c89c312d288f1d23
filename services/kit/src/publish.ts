import type { PublishEventPayload } from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from './internal-token';

const PUBLISH_TIMEOUT_MS = 5_000;

export interface Publisher {
  publish: (payload: PublishEventPayload) => Promise<void>;
}

/** Services push live events to browsers through the BFF's internal endpoint, signed as themselves. */
export function createPublisher(options: { bffUrl: string; service: string; secret: string }): Publisher {
  return {
    async publish(payload) {
      const token = await signInternalToken({ roles: [], locale: 'en', service: options.service }, options.secret);
      const res = await fetch(new URL('/internal/events', options.bffUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
        body: JSON.stringify(payload),
        // A slow BFF must not hold up the request that triggered the event.
        signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`publish ${payload.event} to ${payload.room} failed: ${res.status}`);
    },
  };
}
