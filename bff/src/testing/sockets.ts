import { io as connectClient, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@hfl/contracts';
import type { Browser } from './browser';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketOptions {
  /** Whose session cookie authenticates the socket; none for a visitor. */
  browser?: Browser;
  headers?: Record<string, string>;
  /** Reconnect quickly after a drop, as the draft room does. */
  reconnect?: boolean;
  /** Collects every socket opened, for the file's clean-up. */
  opened?: ClientSocket[];
}

/** Resolves with the connected socket, or rejects with the server's reason. */
export function openSocket(
  bffUrl: string,
  { browser, headers = {}, reconnect = false, opened }: SocketOptions = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = connectClient(bffUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: reconnect,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    forceNew: true,
    extraHeaders: { ...(browser ? { cookie: browser.cookieHeader } : {}), ...headers },
  });
  opened?.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
