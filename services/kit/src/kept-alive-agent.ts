import http from 'node:http';
import https from 'node:https';

/**
 * How long an idle socket is kept: well under our servers' keep-alive (SERVER_KEEP_ALIVE_MS), so on a busy machine,
 * where a timer can fire late, the agent still closes an idle socket long before the peer does (a request sent on a
 * socket the peer has just closed fails as ECONNRESET). A peer's shorter Keep-Alive hint still wins.
 */
const IDLE_SOCKET_TIMEOUT_MS = 10_000;

/** How long our servers keep an idle connection open (Node's default is 5 s, a second above what the hint allows). */
const SERVER_KEEP_ALIVE_MS = 30_000;

/**
 * Our servers' idle connections outlive their clients' (this agent's, the proxy's upstream keepalive): the client, not
 * the server, ends them, so no request is sent on a connection the server is closing (ECONNRESET under load).
 */
export function keepIdleConnections(server: Pick<http.Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  server.headersTimeout = SERVER_KEEP_ALIVE_MS + 1_000;
}

/**
 * An agent that keeps connections to a peer open between calls. With a timeout of its own, it drops an idle socket a
 * second before the peer's Keep-Alive hint says the peer will (Node ignores the hint otherwise): a request sent on a
 * socket the peer is closing fails. `maxSockets` caps the connections to the peer; further requests queue for one.
 */
export function keptAliveAgent(protocol: string = 'http:', options: { maxSockets?: number } = {}): http.Agent {
  const transport = protocol === 'https:' ? https : http;
  return new transport.Agent({ keepAlive: true, timeout: IDLE_SOCKET_TIMEOUT_MS, ...options });
}
