import net from 'node:net';

export interface Balancer {
  url: string;
  /** Open client connections per backend, in the order of the backends' ports. */
  connections: () => number[];
  close: () => Promise<void>;
}

/**
 * A stand-in for the site's reverse proxy in front of several BFFs (compose runs nginx): each new TCP connection goes
 * to the next backend in turn, one that refuses it is skipped (nginx's next upstream), and a connection lives and dies
 * with its backend's, so a killed BFF's WebSockets close and reconnect to one that lives. No stickiness: a WebSocket is
 * one connection.
 */
export async function startBalancer(ports: readonly number[]): Promise<Balancer> {
  const open = ports.map(() => new Set<net.Socket>());
  let next = 0;
  const server = net.createServer((client) => {
    client.pause();
    client.on('error', () => client.destroy());
    const connect = (attempt: number) => {
      if (attempt >= ports.length || client.destroyed) return void client.destroy();
      const index = next++ % ports.length;
      const upstream = net.connect(ports[index]!, '127.0.0.1');
      upstream.once('error', () => connect(attempt + 1));
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        open[index]!.add(client);
        const end = () => {
          open[index]!.delete(client);
          client.destroy();
          upstream.destroy();
        };
        for (const socket of [client, upstream]) socket.on('close', end).on('error', end);
        client.pipe(upstream).pipe(client);
        client.resume();
      });
    };
    connect(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => open.map((sockets) => sockets.size),
    close: () =>
      new Promise<void>((resolve) => {
        for (const sockets of open) for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
