import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Session, SessionData } from 'express-session';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { rooms, type ClientToServerEvents, type Locale, type Role, type ServerToClientEvents } from '@hfl/contracts';
import { logger } from '@hfl/kit';
import type { Sessions } from './session';

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

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Largest delay setTimeout keeps (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Closes the socket when its session ends (idle, too old, or its credentials changed): at the session's deadline the
 * stored session is read again, and activity since (other /api calls of the tab) moves the deadline on.
 */
function endWithSession(socket: AppSocket, sessions: Sessions, deadline: number): void {
  let timer: NodeJS.Timeout;
  const check = async () => {
    const stored = await sessions.load(socket.data.sessionId);
    if (!stored || !(await sessions.isLive(stored))) return void socket.disconnect(true);
    schedule(sessions.deadline(stored));
  };
  const schedule = (at: number) => {
    timer = setTimeout(
      () => {
        check().catch((err: unknown) => {
          logger.warn({ err }, 'socket session check failed; closing the socket');
          socket.disconnect(true);
        });
      },
      Math.min(Math.max(at - Date.now(), 0), MAX_TIMER_MS),
    );
    timer.unref();
  };
  schedule(deadline);
  socket.on('disconnect', () => clearTimeout(timer));
}

/**
 * Socket.IO on the BFF's HTTP server, authenticated by the same session cookie as /api.
 * A handshake without a live signed-in session is refused; a user's sockets share the user's room, and each socket
 * closes when its session ends.
 */
export function createSocketServer(
  httpServer: HttpServer,
  sessions: Sessions,
  options: {
    destroyUpgrade: boolean;
    allowRequest: ServerOptions['allowRequest'];
    /** Several BFFs' rooms as one (REDIS_URL); none: this process's rooms only. */
    adapter?: ServerOptions['adapter'];
  },
): SocketServer {
  const io: SocketServer = new Server(httpServer, {
    ...(options.adapter ? { adapter: options.adapter } : {}),
    path: '/socket.io',
    serveClient: false,
    // Another upgrade handler (the dev proxy's HMR socket) may own non-Socket.IO upgrades.
    destroyUpgrade: options.destroyUpgrade,
    // Before the session is even read: a page of another site never gets a socket on this one's cookie.
    allowRequest: options.allowRequest,
    // Recovered sockets still pass the session check: a logged-out browser must not slip back in. (The Redis adapter
    // keeps no missed packets, so with several BFFs a reconnecting room resyncs from its join's answer instead.)
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
  });
  io.engine.use(sessions.middleware);

  io.use(async (socket, next) => {
    const req = socket.request as SessionRequest;
    const user = req.session?.user;
    const live = await sessions.isLive(req.session).catch((err: unknown) => {
      logger.warn({ err }, 'session check failed at a socket handshake');
      return false;
    });
    if (!user || !req.sessionID || !live) return next(new Error('unauthorized'));
    socket.data.userId = user.id;
    socket.data.sessionId = req.sessionID;
    socket.data.roles = user.roles;
    socket.data.locale = user.locale;
    next();
  });

  io.on('connection', (socket) => {
    void socket.join([rooms.user(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    const session = (socket.request as SessionRequest).session;
    if (session) endWithSession(socket, sessions, sessions.deadline(session));
    // The draft readiness check's round trip: the answer carries the server's clock, nothing else is read or kept.
    socket.on('diagnostics/echo', (payload, answer) => {
      if (typeof answer !== 'function') return;
      const sentAt = Number((payload as { sentAt?: unknown } | null)?.sentAt);
      answer({ sentAt: Number.isFinite(sentAt) ? sentAt : 0, serverTime: Date.now() });
    });
  });
  return io;
}
