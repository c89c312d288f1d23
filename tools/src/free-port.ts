import net from 'node:net';

/**
 * Free ports are drawn below Linux's and macOS's ephemeral ranges (32768+, 49152+): a port the OS hands out for
 * listen(0) sits in the range its outgoing connections also take, so a busy machine could give it to a client socket
 * between this check and the child process binding it.
 */
const LOWEST = 10_000;
const ABOVE_HIGHEST = 32_768;
const handedOut = new Set<number>();

/** A loopback port nothing listens on now, never the same twice in one process. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOWEST + Math.floor(Math.random() * (ABOVE_HIGHEST - LOWEST));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Resolves once something accepts TCP connections on the port; `signal` gives up early. */
export async function waitForPort(
  port: number,
  timeoutMs = 30_000,
  host = '127.0.0.1',
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !signal?.aborted) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    signal?.aborted
      ? `stopped waiting for ${host}:${port}`
      : `nothing listens on ${host}:${port} after ${timeoutMs} ms`,
  );
}
