import net from 'node:net';
import { freePort } from './free-port';

test('when ports are handed out, then each is free, below the ephemeral range and never handed out twice', async () => {
  const ports = await Promise.all(Array.from({ length: 50 }, () => freePort()));

  expect(new Set(ports).size).toBe(ports.length);
  for (const port of ports) expect(port).toBeGreaterThanOrEqual(10_000);
  for (const port of ports) expect(port).toBeLessThan(32_768);
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
  await new Promise((resolve) => server.close(resolve));
});
