import type { ClientToServerEvents, DraftJoinAnswer, EchoAnswer, ServerToClientEvents } from '@hfl/contracts';

type DraftEventName = 'draft/started' | 'draft/pickMade' | 'draft/ended' | 'draft/presence';

/** The part of a Socket.IO client the draft room and its readiness check use (tests hand the sagas a fake of it). */
export interface DraftSocket {
  readonly connected: boolean;
  /** `connect` fires on the first connection and again after every reconnection. */
  on(event: 'connect' | 'disconnect', listener: () => void): unknown;
  on<E extends DraftEventName>(event: E, listener: ServerToClientEvents[E]): unknown;
  emit(event: 'draft/join', payload: { leagueId: string }, answer: (result: DraftJoinAnswer) => void): unknown;
  emit(event: 'draft/leave', payload: Parameters<ClientToServerEvents['draft/leave']>[0]): unknown;
  /** The readiness check's round trip (/test). */
  emit(event: 'diagnostics/echo', payload: { sentAt: number }, answer: (result: EchoAnswer) => void): unknown;
  close(): unknown;
}

/**
 * The room's own Socket.IO connection to the BFF (same origin, the session cookie), separate from the shell's session
 * socket so that leaving the room closes it. The client library loads with the first room, not with the remote.
 */
export async function connectDraftSocket(): Promise<DraftSocket> {
  const { io } = await import('socket.io-client');
  // WebSocket only, like the shell's: several BFFs behind a proxy need no sticky sessions.
  return io({ withCredentials: true, transports: ['websocket'] });
}
