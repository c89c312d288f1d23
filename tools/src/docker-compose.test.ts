import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { loadAccountsConfig } from '@hfl/accounts/config';
import { loadContentConfig } from '@hfl/content/config';
import { loadFantasyConfig } from '@hfl/fantasy/config';
import { loadConfig } from '@hfl/kit';
import { loadLeaguesConfig } from '@hfl/leagues/config';
import { loadStatsConfig } from '@hfl/stats/config';
import { loadBffConfig } from '../../bff/src/config';
import { ROOT } from './paths';
import { seedConfigSchema } from './seed';

interface ComposeService {
  entrypoint?: string[];
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  ports?: string[];
  expose?: string[];
  secrets?: string[];
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  networks?: Record<string, { ipv4_address?: string } | null>;
  volumes?: string[];
}

// docker compose cannot run on this machine (no engine), so the file is checked structurally.
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  secrets: Record<string, { file: string }>;
  networks?: { default?: { ipam?: { config?: Array<{ subnet: string }> } } };
};
const services = compose.services;

/** The reverse proxy's nginx configuration, as compose mounts it into the `proxy` container. */
const proxyMount = services.proxy?.volumes?.find((v) => v.endsWith(':/etc/nginx/conf.d/default.conf:ro'));
const proxyConf = proxyMount ? fs.readFileSync(path.join(ROOT, proxyMount.split(':')[0]!), 'utf8') : '';

/** Where the proxy passes what comes in on `port`: the upstream's `host:port` (nginx's `upstream … { server … }`). */
function proxyRoute(port: string): [string, string] | undefined {
  const server = proxyConf
    .split(/^server \{$/m)
    .slice(1)
    .find((block) => new RegExp(`^\\s*listen ${port};$`, 'm').test(block));
  const upstream = server && /proxy_pass http:\/\/([\w-]+);/.exec(server)?.[1];
  const target = upstream && new RegExp(`upstream ${upstream} \\{[^}]*?server ([\\w-]+):(\\d+)`).exec(proxyConf);
  return target ? [target[1]!, target[2]!] : undefined;
}

describe('docker-compose.yml', () => {
  it('when parsed, then MongoDB 7 runs as a replica set next to every service, the worker, the BFF and each MFE', () => {
    expect(services.mongo?.image).toBe('mongo:7');
    expect(services.mongo?.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    for (const name of [
      'accounts',
      'leagues',
      'fantasy',
      'stats',
      'content',
      'worker',
      'bff',
      'redis',
      'proxy',
      'shell',
      'mfe-player',
      'mfe-draft',
      'mfe-owner',
    ]) {
      expect(services[name]).toBeDefined();
    }
  });

  it.each(Object.entries(services).filter(([, s]) => s.build))(
    'when %s is built, then its context and Dockerfile exist',
    (_name, service) => {
      const context = path.join(ROOT, service.build!.context);
      expect(fs.statSync(context).isDirectory()).toBe(true);
      expect(fs.existsSync(path.join(context, service.build!.dockerfile ?? 'Dockerfile'))).toBe(true);
      const mfe = service.build!.args?.MFE;
      if (mfe) expect(fs.existsSync(path.join(ROOT, mfe, 'rspack.config.ts'))).toBe(true);
    },
  );

  it.each(Object.entries(services).filter(([, s]) => s.command?.[0] === 'node'))(
    'when %s starts, then its entry file exists and it is pointed at the replica set',
    (_name, service) => {
      const entry = service.command!.at(-1)!;
      expect(fs.existsSync(path.join(ROOT, entry))).toBe(true);
      expect(service.environment?.MONGO_URL).toContain('replicaSet=rs0');
    },
  );

  it('when the BFF starts, then it knows every service URL and remote location', () => {
    const env = services.bff!.environment!;
    for (const key of [
      'ACCOUNTS_URL',
      'LEAGUES_URL',
      'FANTASY_URL',
      'STATS_URL',
      'CONTENT_URL',
      'REMOTE_MFE_PLAYER_URL',
      'REMOTE_MFE_DRAFT_URL',
      'REMOTE_MFE_OWNER_URL',
    ]) {
      expect(env[key]).toBeTruthy();
    }
  });
});

/** What an operator puts in .env (the rest keep their defaults), and in each secret file. */
const OPERATOR_ENV: Record<string, string> = {
  INTERNAL_TOKEN_SECRET: 'compose-internal-token-secret-0123456789',
  SESSION_SECRET: 'compose-session-secret-0123456789abcdef',
  OWNER_EMAIL: 'owner@hfl-fantasy.hu',
  PUBLIC_URL: 'https://fantasy.example.hu',
};
const SECRET_CONTENTS: Record<string, string> = {
  mongo_root_password: 'root p@ss/word\n',
  mongo_keyfile: 'a-key-file-of-base64-characters\n',
  owner_password: 'Owner-Password-2026!\n',
};

/** docker compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}, and $$ for a literal dollar. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:[-?])([^}]*))?\}/g,
    (whole, name?: string, operator?: string, argument = '') => {
      if (whole === '$$') return '$';
      const set = env[name!];
      if (set) return set;
      if (operator === ':?') throw new Error(`${name} is required: ${argument}`);
      return operator === ':-' ? argument : '';
    },
  );
}

const secretsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-compose-secrets-'));
afterAll(() => fs.rmSync(secretsDir, { recursive: true, force: true }));

/** A container's environment as compose hands it over, with each /run/secrets file it mounts standing in on disk. */
function renderedEnv(name: string): Record<string, string> {
  const service = services[name]!;
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, raw]) => {
      const value = interpolate(String(raw), OPERATOR_ENV);
      const secret = /^\/run\/secrets\/(.+)$/.exec(value)?.[1];
      if (!secret) return [key, value];
      if (!service.secrets?.includes(secret))
        throw new Error(`${name} reads ${value} but does not mount the secret ${secret}`);
      const file = path.join(secretsDir, secret);
      fs.writeFileSync(file, SECRET_CONTENTS[secret] ?? '');
      return [key, file];
    }),
  );
}

/** The port a container listens on: its PORT, else the container side of what it publishes or exposes. */
function listeningPort(service: ComposeService, env: Record<string, string>): string | undefined {
  return env.PORT ?? [...(service.ports ?? []), ...(service.expose ?? [])].map((p) => String(p).split(':').at(-1))[0];
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'mongodb:': '27017' };
const LOADERS: Record<string, (env: Record<string, string>) => { MONGO_URL: string }> = {
  'services/accounts/src/server.ts': loadAccountsConfig,
  'services/leagues/src/server.ts': loadLeaguesConfig,
  'services/fantasy/src/server.ts': loadFantasyConfig,
  'services/fantasy/src/worker.ts': loadFantasyConfig,
  'services/stats/src/server.ts': loadStatsConfig,
  'services/content/src/server.ts': loadContentConfig,
  'bff/src/server.ts': loadBffConfig,
  'tools/src/seed.ts': (env) => loadConfig(seedConfigSchema, env),
};
const nodeContainers = Object.entries(services)
  .filter(([, s]) => s.command?.[0] === 'node')
  .map(([name]) => name);

describe('docker-compose.yml rendered as compose runs it', () => {
  it.each(nodeContainers)('when %s starts, then it runs in production and listens on every interface', (name) => {
    const env = renderedEnv(name);

    expect(env.NODE_ENV).toBe('production');
    expect(env.HOST).toBe('0.0.0.0');
  });

  it.each(nodeContainers)(
    'when %s calls a peer, then each *_URL names a compose service and the port it listens on',
    (name) => {
      const env = renderedEnv(name);
      const peers = Object.entries(env).filter(
        // PUBLIC_URL is the site as browsers reach it, not a peer.
        ([key, value]) =>
          key.endsWith('_URL') &&
          key !== 'PUBLIC_URL' &&
          !/^https?:\/\/localhost[:/]/.test(value) &&
          !value.startsWith('/'),
      );

      expect(peers.length).toBeGreaterThan(0);
      for (const [key, value] of peers) {
        const url = new URL(value);
        // Through the proxy, the peer is the service it passes that port on to.
        const [host, port] =
          url.hostname === 'proxy'
            ? (proxyRoute(url.port) ?? ['no route on the proxy', url.port])
            : [url.hostname, url.port || DEFAULT_PORTS[url.protocol]];
        const peer = services[host];
        expect([key, peer ? host : 'no such service']).toEqual([key, host]);
        const peerEnv = renderedEnv(host);
        // The services publish live events on the BFF's internal port, not the browsers' one.
        expect([key, port]).toEqual([key, key === 'BFF_URL' ? peerEnv.INTERNAL_PORT : listeningPort(peer!, peerEnv)]);
      }
    },
  );

  it.each(nodeContainers)(
    'when %s loads its configuration, then it is valid and signs in to MongoDB as root (authSource=admin)',
    (name) => {
      const entry = services[name]!.command!.at(-1)!;
      const mongo = renderedEnv('mongo');

      const config = LOADERS[entry]!(renderedEnv(name));

      const url = new URL(config.MONGO_URL);
      expect(decodeURIComponent(url.username)).toBe(mongo.MONGO_INITDB_ROOT_USERNAME);
      expect(decodeURIComponent(url.password)).toBe(
        fs.readFileSync(mongo.MONGO_INITDB_ROOT_PASSWORD_FILE!, 'utf8').replace(/\n+$/, ''),
      );
      expect(url.searchParams.get('authSource')).toBe('admin');
      expect(url.searchParams.get('replicaSet')).toBe('rs0');
    },
  );

  it('when MongoDB starts, then it requires authentication: a root user from secrets, a key file for the replica set, and an authenticating healthcheck', () => {
    const mongo = services.mongo!;
    const env = renderedEnv('mongo');

    expect(env.MONGO_INITDB_ROOT_USERNAME).toBeTruthy();
    expect(mongo.secrets).toEqual(expect.arrayContaining(['mongo_root_password', 'mongo_keyfile']));
    expect(mongo.command).toEqual(expect.arrayContaining(['--keyFile', '/data/keyfile']));
    // mongod refuses a key file others may read or it does not own: the mounted secret is copied for it, 0400.
    expect(mongo.entrypoint?.join(' ')).toContain(
      'install -m 0400 -o mongodb -g mongodb /run/secrets/mongo_keyfile /data/keyfile',
    );
    const check = (mongo as { healthcheck: { test: string[] } }).healthcheck.test.join(' ');
    expect(check).toContain(
      ".auth(process.env.MONGO_INITDB_ROOT_USERNAME, require('fs').readFileSync(process.env.MONGO_INITDB_ROOT_PASSWORD_FILE",
    );
    for (const secret of Object.values(compose.secrets)) expect(secret.file).toMatch(/^\.\/secrets\//);
  });

  it('when the seed runs, then it makes the owner from OWNER_EMAIL and the owner_password secret', () => {
    const config = loadConfig(seedConfigSchema, renderedEnv('seed'));

    expect([config.OWNER_EMAIL, config.OWNER_PASSWORD]).toEqual(['owner@hfl-fantasy.hu', 'Owner-Password-2026!']);
  });

  it("when the BFF starts, then the services' port (their live events) is its INTERNAL_PORT, which no host port publishes", () => {
    const bff = services.bff!;
    const config = loadBffConfig(renderedEnv('bff'));

    expect(config.INTERNAL_PORT).not.toBe(config.PORT);
    expect(bff.expose?.map(String)).toContain(String(config.INTERNAL_PORT));
    expect((bff.ports ?? []).map((p) => String(p).split(':').at(-1))).not.toContain(String(config.INTERNAL_PORT));
    for (const name of nodeContainers.filter((n) => n !== 'bff' && renderedEnv(n).BFF_URL)) {
      const url = new URL(renderedEnv(name).BFF_URL!);
      const target = url.hostname === 'proxy' ? proxyRoute(url.port) : [url.hostname, url.port];
      expect([name, target]).toEqual([name, ['bff', String(config.INTERNAL_PORT)]]);
    }
  });

  it('when the site runs, then two BFF replicas share Redis behind the proxy, the only way in to them, and two workers run', () => {
    const bff = services.bff!;
    const config = loadBffConfig(renderedEnv('bff'));

    expect(bff.deploy?.replicas).toBe(2);
    expect(services.worker?.deploy?.replicas).toBe(2);
    expect(bff.ports ?? []).toEqual([]);
    expect(services.redis?.image).toMatch(/^redis:7/);
    expect(new URL(config.REDIS_URL!).hostname).toBe('redis');
    expect(bff.depends_on).toMatchObject({ redis: { condition: 'service_healthy' } });
    // The browsers' port goes to the BFF's PORT; the services' port is published to no host.
    expect(services.proxy?.ports).toEqual(['3000:80']);
    expect(proxyRoute('80')).toEqual(['bff', String(config.PORT)]);
    expect(services.proxy?.depends_on).toMatchObject({ bff: { condition: 'service_healthy' } });
  });

  it('when a browser comes through the proxy, then its WebSocket is passed on and the BFF believes the proxy alone about its address', () => {
    const config = loadBffConfig(renderedEnv('bff'));
    const address = services.proxy?.networks?.default?.ipv4_address;
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet;

    expect(config.TRUST_PROXY).toBe(address);
    expect(subnet && address?.startsWith(subnet.replace(/0\/\d+$/, ''))).toBe(true);
    for (const line of [
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection $connection_upgrade;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $forwarded_proto;',
      'proxy_set_header Host $host;',
    ])
      expect(proxyConf).toContain(line);
    // Every replica, as Docker's DNS names them now: `--scale bff=N` needs no change (nginx 1.27.3 and newer).
    expect(proxyConf).toMatch(/server bff:3000 resolve/);
    const [, version] = /^nginx:(\d+\.\d+)/.exec(services.proxy!.image!) ?? [];
    expect(Number(version)).toBeGreaterThanOrEqual(1.28);
  });

  it.each(['bff', 'proxy', 'redis', 'mongo'])('when %s runs, then compose checks its health', (name) => {
    expect(services[name]?.healthcheck?.test.length).toBeGreaterThan(1);
  });

  it('when the BFF starts, then its session cookie is Secure by default', () => {
    expect(loadBffConfig(renderedEnv('bff')).COOKIE_SECURE).toBe(true);
  });
});
