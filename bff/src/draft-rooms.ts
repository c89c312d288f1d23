import {
  API,
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  isErrorEnvelope,
  isLocale,
  isObjectId,
  rooms,
  type DraftJoinAnswer,
  type DraftMemberRemovedEvent,
  type DraftState,
  type Locale,
} from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, logger, signInternalToken, translate } from '@hfl/kit';
import type { Sessions } from './session';
import type { SocketServer } from './socket';

type AppSocket = Parameters<Parameters<SocketServer['on']>[1]>[0];

/**
 * Tells a draft room who is in it now. With several BFFs the room's sockets are asked of every one (through Redis);
 * a BFF that does not answer in time (it just died) leaves the presence as it was until the next change.
 */
async function sendPresence(io: SocketServer, leagueId: string): Promise<void> {
  const room = rooms.draft(leagueId);
  try {
    const sockets = await io.in(room).fetchSockets();
    const userIds = [...new Set(sockets.map((s) => s.data.userId))].sort();
    io.to(room).emit('draft/presence', { leagueId, userIds });
  } catch (err) {
    logger.warn({ err, leagueId }, 'draft room: presence not sent');
  }
}

/**
 * A member removed from the league mid-draft (fantasy publishes `draft/memberRemoved`): every socket of theirs leaves
 * the room at once, so they hear no more of it, and the others hear who is left. Fantasy refuses their next join.
 */
export async function removeFromDraftRoom(
  io: SocketServer,
  { leagueId, userId }: DraftMemberRemovedEvent,
): Promise<void> {
  io.in(rooms.user(userId)).socketsLeave(rooms.draft(leagueId));
  await sendPresence(io, leagueId);
}

/**
 * Draft rooms on the BFF's Socket.IO: a browser asks to enter a league's room; fantasy decides (the room's state is
 * read as that user, in the language they read now, so its permission rules are the only ones), and the answer carries the whole state, so a
 * reconnecting room resyncs in the same round trip. Presence: every change of who is in a room is sent to it.
 */
export function attachDraftRooms(
  io: SocketServer,
  options: {
    fantasyUrl: () => string;
    internalTokenSecret: string;
    sessions: Pick<Sessions, 'load'>;
    /** How long fantasy may take to answer the state, as for any read through the proxy. */
    readTimeoutMs: number;
  },
): void {
  const presence = (leagueId: string) => sendPresence(io, leagueId);

  /** The user's language now (the session follows a change made after the socket connected), else the socket's. */
  const localeOf = async (socket: AppSocket): Promise<Locale> => {
    const stored = await options.sessions.load(socket.data.sessionId).catch(() => null);
    return isLocale(stored?.user?.locale) ? stored.user.locale : socket.data.locale;
  };

  const readState = async (socket: AppSocket, leagueId: string): Promise<DraftJoinAnswer> => {
    const { userId, roles } = socket.data;
    const locale = await localeOf(socket);
    const token = await signInternalToken({ userId, roles, locale }, options.internalTokenSecret, 'fantasy');
    const path = API.draft(leagueId).replace(/^\/api/, '');
    try {
      const res = await fetch(new URL(path, options.fantasyUrl()), {
        headers: { [INTERNAL_TOKEN_HEADER]: token },
        signal: AbortSignal.timeout(options.readTimeoutMs),
      });
      const body: unknown = await res.json().catch(() => undefined);
      if (res.ok) return { ok: true, state: body as DraftState };
      if (isErrorEnvelope(body)) return { ok: false, status: res.status, error: body.error };
    } catch (err) {
      logger.warn({ err, leagueId }, 'draft room: fantasy unreachable');
    }
    return { ok: false, status: 503, error: unavailable(locale) };
  };

  io.on('connection', (socket) => {
    socket.on('draft/join', async (payload, answer) => {
      if (typeof answer !== 'function') return;
      const leagueId = typeof payload?.leagueId === 'string' ? payload.leagueId : '';
      if (!isObjectId(leagueId)) {
        answer({
          ok: false,
          status: 404,
          error: { code: ERROR_CODES.NOT_FOUND, message: translate(ERROR_MESSAGE_KEYS.not_found, socket.data.locale) },
        });
        return;
      }
      // Fantasy decides first (a non-member never hears the room); once in, the state is read again, so a pick made
      // between the first read and the join is in the answer rather than lost until the next one.
      let result = await readState(socket, leagueId);
      if (result.ok) {
        await socket.join(rooms.draft(leagueId));
        result = await readState(socket, leagueId);
        if (!result.ok) await socket.leave(rooms.draft(leagueId));
      }
      answer(result);
      if (result.ok) await presence(leagueId);
    });

    socket.on('draft/leave', async (payload) => {
      const leagueId = typeof payload?.leagueId === 'string' ? payload.leagueId : '';
      if (!isObjectId(leagueId)) return;
      await socket.leave(rooms.draft(leagueId));
      await presence(leagueId);
    });

    socket.on('disconnecting', () => {
      const left = [...socket.rooms]
        .filter((room) => room.startsWith('draft:'))
        .map((room) => room.slice('draft:'.length));
      // After the disconnect the socket is out of its rooms; then the others hear who is left.
      socket.once('disconnect', () => {
        for (const leagueId of left) void presence(leagueId);
      });
    });
  });
}

function unavailable(locale: Locale) {
  return { code: ERROR_CODES.SERVICE_UNAVAILABLE, message: translate(ERROR_MESSAGE_KEYS.service_unavailable, locale) };
}
