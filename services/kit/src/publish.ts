import type { PublishEventPayload } from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from './internal-token';
import { keptAliveAgent } from './kept-alive-agent';
import { postJson } from './post-json';

const PUBLISH_TIMEOUT_MS = 5_000;

export interface Publisher {
  publish: (payload: PublishEventPayload) => Promise<void>;
}

/**
 * Services push live events to browsers through the BFF's internal endpoint, signed as themselves, over kept-alive
 * node:http connections: a live draft publishes on every pick.
 */
export function createPublisher(options: { bffUrl: string; service: string; secret: string }): Publisher {
  const url = new URL('/internal/events', options.bffUrl);
  const agent = keptAliveAgent(url.protocol);
  return {
    async publish(payload) {
      const token = await signInternalToken({ roles: [], locale: 'en', service: options.service }, options.secret);
      const { status } = await postJson(url, payload, {
        agent,
        headers: { [INTERNAL_TOKEN_HEADER]: token },
        // A slow BFF must not hold up the request that triggered the event.
        signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
      });
      if (status < 200 || status >= 300)
        throw new Error(`publish ${payload.event} to ${payload.room} failed: ${status}`);
    },
  };
}
