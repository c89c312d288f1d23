import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './free-port';
import { localCertificate, localProxyConfig, startNginxProxy, type NginxProxy } from './nginx-proxy';
import { ROOT, scratchDir } from './paths';

/**
 * docker/proxy-nginx.conf run by Debian's nginx in front of two plain HTTP servers in the BFFs' place, each answering
 * with its name: what the file itself decides (the BFFs' own behaviour behind it is the scale-out e2e test's).
 */
interface Upstream {
  name: string;
  port: number;
  close: () => Promise<void>;
}

let dir: string;
let upstreams: Upstream[];
let proxy: NginxProxy;

async function upstream(name: string): Promise<Upstream> {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        name,
        url: req.url,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        forwardedProto: req.headers['x-forwarded-proto'] ?? null,
      }),
    );
  });
  // A WebSocket handshake is answered as one, then each message comes back with the upstream's name.
  server.on('upgrade', (_req, socket: net.Socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (data) => socket.write(`${name}: ${String(data)}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // nginx keeps its connections alive, and an upgraded one is no longer the server's: closing ends each.
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => sockets.add(socket.once('close', () => sockets.delete(socket))));
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { name, port: (server.address() as net.AddressInfo).port, close };
}

const nameOf = async (res: Response) => ((await res.json()) as { name: string }).name;

beforeAll(async () => {
  dir = scratchDir('hfl-nginx-proxy-');
  upstreams = await Promise.all(['bff-1', 'bff-2', 'events-1', 'events-2'].map(upstream));
  proxy = await startNginxProxy({
    bffPorts: [upstreams[0]!.port, upstreams[1]!.port],
    internalPorts: [upstreams[2]!.port, upstreams[3]!.port],
    dir,
  });
});

afterAll(async () => {
  await proxy?.stop();
  await Promise.all((upstreams ?? []).map((u) => u.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the proxy configuration on nginx', () => {
  it('when the browsers ask for /proxy-health or /internal/events, then ok and 404; the events port serves only /internal', async () => {
    const health = await fetch(`${proxy.url}/proxy-health`);
    expect([health.status, await health.text()]).toEqual([200, 'ok\n']);
    expect((await fetch(`${proxy.url}/internal/events`, { method: 'POST', body: '{}' })).status).toBe(404);

    const event = await fetch(`${proxy.eventsUrl}/internal/events`, { method: 'POST', body: '{}' });
    expect(event.status).toBe(200);
    expect(['events-1', 'events-2']).toContain(await nameOf(event));
    expect((await fetch(`${proxy.eventsUrl}/api/session`)).status).toBe(404);
  });

  it('when requests come one after another, then they take turns on the BFFs with the address nginx saw', async () => {
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${proxy.url}/api/session`);
      const body = (await res.json()) as { name: string; forwardedFor: string };
      expect(body.forwardedFor).toBe('127.0.0.1');
      names.push(body.name);
    }
    expect(names.filter((name) => name === 'bff-1')).toHaveLength(2);
    expect(names.filter((name) => name === 'bff-2')).toHaveLength(2);
  });

  it('when a browser opens a WebSocket, then the handshake and its messages pass both ways', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const req = http.request(`${proxy.url}/socket.io/?EIO=4&transport=websocket`, {
        headers: { Connection: 'Upgrade', Upgrade: 'websocket' },
      });
      req.on('upgrade', (res, socket) => {
        expect(res.statusCode).toBe(101);
        socket.write('ping');
        socket.once('data', (data) => {
          socket.destroy();
          resolve(String(data));
        });
      });
      req.on('response', (res) => reject(new Error(`no upgrade: ${res.statusCode}`)));
      req.on('error', reject);
      req.end();
    });
    expect(reply).toMatch(/^bff-[12]: ping$/);
  });

  it('when a BFF refuses connections, then every request goes to the other', async () => {
    const refusing = await freePort();
    const alone = await startNginxProxy({
      bffPorts: [refusing, upstreams[1]!.port],
      internalPorts: [refusing, upstreams[3]!.port],
      dir: path.join(dir, 'one-refusing'),
    });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${alone.url}/api/session`);
        expect(await nameOf(res)).toBe('bff-2');
        const event = await fetch(`${alone.eventsUrl}/internal/events`, { method: 'POST', body: '{}' });
        expect(await nameOf(event)).toBe('events-2');
      }
    } finally {
      await alone.stop();
    }
  });

  it('when given a certificate, then the browsers reach the BFFs over HTTPS and HTTP/2 with the scheme forwarded', async () => {
    const tlsDir = path.join(dir, 'tls');
    fs.mkdirSync(tlsDir);
    const tls = localCertificate(tlsDir);
    const secure = await startNginxProxy({
      bffPorts: [upstreams[0]!.port],
      internalPorts: [upstreams[2]!.port],
      dir: tlsDir,
      tls,
    });
    const client = http2.connect(secure.url, { ca: fs.readFileSync(tls.certificateFile) });
    try {
      expect(secure.url).toMatch(/^https:\/\/localhost:\d+$/);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = client.request({ ':path': '/api/session' });
        let status = 0;
        let body = '';
        req.on('response', (headers) => (status = Number(headers[':status'])));
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => resolve({ status, body }));
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ name: 'bff-1', forwardedProto: 'https' });
    } finally {
      client.close();
      await secure.stop();
    }
  });

  it('when the file no longer has a line this machine rewrites, then the rewrite fails instead of running something else', () => {
    const source = fs.readFileSync(path.join(ROOT, 'docker/proxy-nginx.conf'), 'utf8');
    const ports = { port: 1, eventsPort: 2, bffPorts: [3], internalPorts: [4] };
    expect(localProxyConfig(source, ports)).toContain('server 127.0.0.1:3 max_fails=1 fail_timeout=5s;');
    expect(() => localProxyConfig(source.replace('listen 4000;', 'listen 4001;'), ports)).toThrow(/listen 4000/);
  });
});
