import type { DraftJoinAnswer, EchoAnswer, ServerToClientEvents } from '@hfl/contracts';
import type { DraftSocket } from '../draft/socket';

type Listener = (...args: never[]) => unknown;

/**
 * Stands in for the room's Socket.IO client: the test plays the server (connects, drops, pushes events) and decides
 * how `draft/join` is answered. Answers to a join come asynchronously, like a real acknowledgement.
 */
export class FakeDraftSocket implements DraftSocket {
  connected = false;
  closed = false;
  /** Every `draft/join` payload, in order. */
  readonly joins: Array<{ leagueId: string }> = [];
  readonly leaves: Array<{ leagueId: string }> = [];
  /** How far the fake server's clock runs ahead of the test's, for `diagnostics/echo`. */
  serverClockAheadMs = 0;
  /** Whether `diagnostics/echo` is answered at all (a proxy that swallows them would not). */
  answersEchoes = true;
  echoes = 0;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(private answerJoin: (payload: { leagueId: string }) => DraftJoinAnswer | Promise<DraftJoinAnswer>) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, payload: never, answer?: (result: never) => void): this {
    if (event === 'diagnostics/echo') {
      this.echoes++;
      const { sentAt } = payload as { sentAt: number };
      const result: EchoAnswer = { sentAt, serverTime: Date.now() + this.serverClockAheadMs };
      if (this.answersEchoes) void Promise.resolve().then(() => this.connected && answer?.(result as never));
      return this;
    }
    if (event === 'draft/leave') this.leaves.push(payload);
    if (event === 'draft/join') {
      this.joins.push(payload);
      void Promise.resolve(this.answerJoin(payload)).then((result) => {
        // Socket.IO drops the acknowledgements of a connection that went away.
        if (this.connected) answer?.(result as never);
      });
    }
    return this;
  }

  close(): this {
    this.closed = true;
    this.connected = false;
    return this;
  }

  answerJoinsWith(answerJoin: (payload: { leagueId: string }) => DraftJoinAnswer | Promise<DraftJoinAnswer>): void {
    this.answerJoin = answerJoin;
  }

  /** The server accepted the connection (first time or after a drop). */
  serverConnects(): void {
    this.connected = true;
    this.fire('connect');
  }

  serverDrops(): void {
    this.connected = false;
    this.fire('disconnect');
  }

  push<E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void {
    this.fire(event, payload);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => unknown)(...args);
  }
}
