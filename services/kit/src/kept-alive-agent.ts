import http from 'node:http';
import https from 'node:https';

/** An upper bound only: the server's Keep-Alive hint (Node's default 5 s) sets how long an idle socket is kept. */
const IDLE_SOCKET_TIMEOUT_MS = 60_000;

/**
 * An agent that keeps connections to a peer open between calls. With a timeout of its own, it drops an idle socket a
 * second before the peer's Keep-Alive hint says the peer will (Node ignores the hint otherwise): a request sent on a
 * socket the peer is closing fails. `maxSockets` caps the connections to the peer; further requests queue for one.
 */
export function keptAliveAgent(protocol: string = 'http:', options: { maxSockets?: number } = {}): http.Agent {
  const transport = protocol === 'https:' ? https : http;
  return new transport.Agent({ keepAlive: true, timeout: IDLE_SOCKET_TIMEOUT_MS, ...options });
}
