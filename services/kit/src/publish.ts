import { PUBLISH_BATCH_MAX, type PublishEventPayload } from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from './internal-token';
import { keptAliveAgent } from './kept-alive-agent';
import { postJson } from './post-json';

const PUBLISH_TIMEOUT_MS = 5_000;

export interface Publisher {
  publish: (payload: PublishEventPayload) => Promise<void>;
  /** Many events in as few calls as the BFF takes (a locked round's notifications, say). */
  publishMany: (payloads: readonly PublishEventPayload[]) => Promise<void>;
}

/**
 * Services push live events to browsers through the BFF's internal endpoint, signed as themselves, over kept-alive
 * node:http connections: a live draft publishes on every pick.
 */
export function createPublisher(options: { bffUrl: string; service: string; secret: string }): Publisher {
  const url = new URL('/internal/events', options.bffUrl);
  const batchUrl = new URL('/internal/events/batch', options.bffUrl);
  const agent = keptAliveAgent(url.protocol);
  const post = async (target: URL, body: unknown, what: string) => {
    const token = await signInternalToken({ roles: [], locale: 'en', service: options.service }, options.secret, 'bff');
    const { status } = await postJson(target, body, {
      agent,
      headers: { [INTERNAL_TOKEN_HEADER]: token },
      // A slow BFF must not hold up the request that triggered the event.
      signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
    });
    if (status < 200 || status >= 300) throw new Error(`publish ${what} failed: ${status}`);
  };
  return {
    publish: (payload) => post(url, payload, `${payload.event} to ${payload.room}`),
    async publishMany(payloads) {
      for (let start = 0; start < payloads.length; start += PUBLISH_BATCH_MAX) {
        const events = payloads.slice(start, start + PUBLISH_BATCH_MAX);
        await post(batchUrl, { events }, `${events.length} events`);
      }
    },
  };
}
