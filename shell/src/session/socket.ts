import type { ServerToClientEvents } from '@hfl/contracts';

/** The part of a Socket.IO client the session saga uses. */
export interface AppSocket {
  on<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): unknown;
  close(): unknown;
}

/**
 * Same-origin Socket.IO through the BFF, authenticated by the session cookie. Loaded on demand so
 * visitors never download the client.
 */
export async function connectSocket(url?: string): Promise<AppSocket> {
  const { io } = await import('socket.io-client');
  // WebSocket only: one connection stays on one BFF, so several BFFs behind a proxy need no sticky sessions (long
  // polling's requests would each go to any BFF, which knows only its own handshakes).
  const options = { withCredentials: true, transports: ['websocket'] };
  return url ? io(url, options) : io(options);
}
