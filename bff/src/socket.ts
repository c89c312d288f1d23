import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { RequestHandler } from 'express';
import type { Session, SessionData } from 'express-session';
import { Server, type ServerOptions } from 'socket.io';
import { rooms, type ClientToServerEvents, type Locale, type Role, type ServerToClientEvents } from '@hfl/contracts';

/** What the handshake learned from the session, kept on the socket. */
interface SocketData {
  userId: string;
  sessionId: string;
  roles: Role[];
  locale: Locale;
}

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

type SessionRequest = IncomingMessage & { session?: Session & Partial<SessionData>; sessionID?: string };

/** A BFF-internal room per session, so logging out can close exactly that browser's sockets. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Socket.IO on the BFF's HTTP server, authenticated by the same session cookie as /api.
 * A handshake without a signed-in session is refused; a user's sockets share the user's room.
 */
export function createSocketServer(
  httpServer: HttpServer,
  sessionMiddleware: RequestHandler,
  options: { destroyUpgrade: boolean; allowRequest: ServerOptions['allowRequest'] },
): SocketServer {
  const io: SocketServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // Another upgrade handler (the dev proxy's HMR socket) may own non-Socket.IO upgrades.
    destroyUpgrade: options.destroyUpgrade,
    // Before the session is even read: a page of another site never gets a socket on this one's cookie.
    allowRequest: options.allowRequest,
    // Recovered sockets still pass the session check: a logged-out browser must not slip back in.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
  });
  io.engine.use(sessionMiddleware);

  io.use((socket, next) => {
    const req = socket.request as SessionRequest;
    const user = req.session?.user;
    if (!user || !req.sessionID) return next(new Error('unauthorized'));
    socket.data.userId = user.id;
    socket.data.sessionId = req.sessionID;
    socket.data.roles = user.roles;
    socket.data.locale = user.locale;
    next();
  });

  io.on('connection', (socket) => {
    void socket.join([rooms.user(socket.data.userId), sessionRoom(socket.data.sessionId)]);
  });
  return io;
}
