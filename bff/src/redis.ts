import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import { logger } from '@hfl/kit';
import type { BucketRate, Buckets, LimitStores } from './rate-limits';
import type { Forget, SessionPeers } from './session';

/** Every key the BFF writes starts so; Socket.IO's channels are the adapter's own (`socket.io#…`). */
const PREFIX = 'hfl:bff:';

/**
 * One token bucket per key as a hash (tokens, last fill in ms), filled and taken in one script: two BFFs taking from
 * the same address's bucket at once cannot both spend its last token. Redis's own clock, so BFFs' clocks never skew
 * it; the key expires once the bucket would be full again (as good as none).
 */
const TAKE_SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(stored[1]) or burst
local at = tonumber(stored[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local taken = 0
if tokens >= cost then
  tokens = tokens - cost
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return taken
`;

export interface SharedRedis {
  /** Socket.IO's adapter: rooms, broadcasts and disconnects reach the sockets of every BFF. */
  adapter: ReturnType<typeof createAdapter>;
  /** The per-address and per-session limits, counted once for all BFFs. */
  limits: LimitStores;
  /** The other BFFs, told at once of a logout or a credential change here (each keeps sessions and epochs 1 s). */
  peers: SessionPeers;
  /** Answers whether Redis answers (the health check). */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
}

/**
 * The BFF's connections to Redis (REDIS_URL): a publisher and a subscriber for Socket.IO's adapter, and one for the
 * limits. The adapter's connections queue commands while they reconnect (an event waits rather than fails); the
 * limits' connection fails fast instead, and a limit that cannot be counted lets the call through (logged): Redis
 * down must not take the site down with it.
 */
export async function connectRedis(url: string): Promise<SharedRedis> {
  const onError = (role: string) => (err: unknown) => logger.warn({ err, role }, 'redis connection error');
  const pub = createClient({ url });
  pub.on('error', onError('socket.io publisher'));
  const sub = pub.duplicate();
  sub.on('error', onError('socket.io subscriber'));
  const counters = createClient({ url, disableOfflineQueue: true });
  counters.on('error', onError('limits'));
  await Promise.all([pub.connect(), sub.connect(), counters.connect()]);

  const sendCommand = (...args: string[]) => counters.sendCommand(args) as Promise<never>;
  const limits: LimitStores = {
    window: (name: string): Store => new RedisStore({ sendCommand, prefix: `${PREFIX}window:${name}:` }),
    buckets: (name: string, rate: BucketRate): Buckets => ({
      async take(key, cost = 1) {
        const args = [String(rate.perSecond), String(rate.burst), String(cost)];
        const taken = await counters.eval(TAKE_SCRIPT, { keys: [`${PREFIX}bucket:${name}:${key}`], arguments: args });
        return taken === 1;
      },
    }),
  };

  // Published to every BFF, this one included: each message names its sender, who already knows.
  const me = randomUUID();
  const forgetChannel = `${PREFIX}forget`;
  const peers: SessionPeers = {
    tell: (forget) => {
      pub.publish(forgetChannel, JSON.stringify({ from: me, forget })).catch((err: unknown) => {
        logger.warn({ err }, 'the other BFFs were not told to forget a session or an epoch (they will within 1 s)');
      });
    },
    hear: (listener) => {
      void sub.subscribe(forgetChannel, (message) => {
        try {
          const { from, forget } = JSON.parse(message) as { from: string; forget: Forget };
          if (from !== me) listener(forget);
        } catch (err) {
          logger.warn({ err }, 'an unreadable message from another BFF');
        }
      });
    },
  };

  return {
    adapter: createAdapter(pub, sub, { key: `${PREFIX}socket.io` }),
    limits,
    peers,
    ping: async () => (await counters.ping().catch(() => 'down')) === 'PONG',
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close(), counters.close()]);
    },
  };
}
