import type { IncomingMessage } from 'node:http';
import { ERROR_CODES, ERROR_MESSAGE_KEYS } from '@hfl/contracts';
import { logger, translate } from '@hfl/kit';
import type { BffConfig } from './config';
import { tokenBucket, type BucketRate } from './rate-limits';
import { remoteEntries } from './remotes';
import type { SocketServer } from './socket';

function originOf(value: string | undefined): string[] {
  if (!value) return [];
  try {
    return [new URL(value).origin];
  } catch {
    return [];
  }
}

/**
 * The origins a page of this site is served from: PUBLIC_URL, the dev servers (SHELL_DEV_URL, remotes at absolute
 * URLs) and SOCKET_ALLOWED_ORIGINS. The request's own host is added per handshake (same origin, however reached).
 */
export function siteOrigins(config: BffConfig): Set<string> {
  return new Set([
    ...originOf(config.PUBLIC_URL),
    ...originOf(config.SHELL_DEV_URL),
    ...remoteEntries(config).flatMap((remote) => originOf(remote.entry)),
    ...(config.SOCKET_ALLOWED_ORIGINS ?? '').split(',').flatMap((origin) => originOf(origin.trim())),
  ]);
}

/**
 * Socket.IO's `allowRequest`: a handshake from another site's page (cross-site WebSocket hijacking rides the session
 * cookie) is refused. Without an Origin it is not a browser on another site (browsers send one on every WebSocket and
 * cross-origin request), so it passes, and the session still decides.
 */
export function checkOrigin(origins: Set<string>) {
  return (req: IncomingMessage, answer: (err: string | null | undefined, success: boolean) => void): void => {
    const origin = req.headers.origin;
    if (!origin) return answer(null, true);
    const sameOrigin = originOf(origin).some((o) => new URL(o).host === req.headers.host);
    if (sameOrigin || origins.has(origin)) return answer(null, true);
    logger.warn({ origin }, 'socket handshake from a foreign origin refused');
    answer('origin not allowed', false);
  };
}

/** Events a socket may send per second on average (`perSecond`), and at once after a quiet spell (`burst`). */
export type EventRateLimit = BucketRate;

/**
 * A token bucket per socket over every event it sends: an event over the limit is dropped (an event expecting an answer
 * gets the rate_limited error), and a socket whose `burst` events in a row were dropped is flooding: it is disconnected.
 */
export function limitSocketEvents(io: SocketServer, limit: EventRateLimit): void {
  io.on('connection', (socket) => {
    const bucket = tokenBucket(limit);
    let refusedInARow = 0;
    socket.use((packet, next) => {
      if (bucket.take()) {
        refusedInARow = 0;
        return next();
      }
      const answer = packet[packet.length - 1];
      if (typeof answer === 'function') {
        const code = ERROR_CODES.RATE_LIMITED;
        answer({
          ok: false,
          status: 429,
          error: { code, message: translate(ERROR_MESSAGE_KEYS[code], socket.data.locale) },
        });
      }
      if (++refusedInARow >= limit.burst) {
        logger.warn({ userId: socket.data.userId }, 'socket flooding: disconnected');
        socket.disconnect(true);
      }
    });
  });
}
