import http from 'node:http';
import https from 'node:https';
import type { PublishEventPayload } from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from './internal-token';
import { keptAliveAgent } from './kept-alive-agent';

const PUBLISH_TIMEOUT_MS = 5_000;

export interface Publisher {
  publish: (payload: PublishEventPayload) => Promise<void>;
}

/**
 * Services push live events to browsers through the BFF's internal endpoint, signed as themselves, over kept-alive
 * connections: a live draft publishes on every pick, and fetch cost about three times the CPU of node:http per call.
 */
export function createPublisher(options: { bffUrl: string; service: string; secret: string }): Publisher {
  const url = new URL('/internal/events', options.bffUrl);
  const transport = url.protocol === 'https:' ? https : http;
  const agent = keptAliveAgent(url.protocol);
  return {
    async publish(payload) {
      const token = await signInternalToken({ roles: [], locale: 'en', service: options.service }, options.secret);
      const body = JSON.stringify(payload);
      const status = await new Promise<number>((resolve, reject) => {
        const request = transport.request(
          url,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), [INTERNAL_TOKEN_HEADER]: token },
            // A slow BFF must not hold up the request that triggered the event.
            signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      if (status < 200 || status >= 300) throw new Error(`publish ${payload.event} to ${payload.room} failed: ${status}`);
    },
  };
}
