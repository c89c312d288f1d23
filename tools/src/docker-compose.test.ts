import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
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
    // The BFF reads each remote's manifest from the remote's own container (the browsers' address is not its).
    for (const remote of ['mfe-player', 'mfe-draft', 'mfe-owner']) {
      const key = `REMOTE_${remote.toUpperCase().replace('-', '_')}_MANIFEST_URL`;
      expect([key, env[key]]).toEqual([key, `http://${remote}/mf-manifest.json`]);
      expect(services[remote]).toBeDefined();
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
  mongo_accounts_password: 'accounts-pass-0123\n',
  mongo_leagues_password: 'leagues-pass-4567\n',
  mongo_fantasy_password: 'fantasy p@ss/word:89\n',
  mongo_stats_password: 'stats-pass-abcd\n',
  mongo_content_password: 'content-pass-efgh\n',
  mongo_bff_password: 'bff-pass-ijkl\n',
  mongo_seed_password: 'seed-pass-mnop\n',
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
    'when %s loads its configuration, then it is valid and signs in to MongoDB as its own user, never root (authSource=admin)',
    (name) => {
      const entry = services[name]!.command!.at(-1)!;
      const env = renderedEnv(name);

      const config = LOADERS[entry]!(env);

      const url = new URL(config.MONGO_URL);
      expect(decodeURIComponent(url.username)).toBe(env.MONGO_USERNAME);
      expect(decodeURIComponent(url.username)).not.toBe(renderedEnv('mongo').MONGO_INITDB_ROOT_USERNAME);
      expect(decodeURIComponent(url.password)).toBe(
        fs.readFileSync(env.MONGO_PASSWORD_FILE!, 'utf8').replace(/\n+$/, ''),
      );
      // The root password stays with MongoDB and the users job.
      expect(services[name]!.secrets).not.toContain('mongo_root_password');
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

interface MongoUser {
  user: string;
  pwd: string;
  roles: Array<{ role: string; db: string }>;
}

const usersJob = services['mongo-users'];
/** The script the users job runs: the host file mounted where its command names it. */
const usersScript = usersJob?.volumes
  ?.map((volume) => volume.split(':'))
  .find(([, target]) => target === usersJob.command?.at(-1))?.[0];

/** A fresh copy of the secrets the users job mounts, as its /run/secrets holds them. */
function jobSecrets(): string {
  const dir = fs.mkdtempSync(path.join(secretsDir, 'job-'));
  for (const secret of usersJob?.secrets ?? []) fs.writeFileSync(path.join(dir, secret), SECRET_CONTENTS[secret] ?? '');
  return dir;
}

/** The users job's environment as compose hands it over, its secrets in `dir`. */
const jobEnv = (dir = jobSecrets()) => ({ ...renderedEnv('mongo-users'), MONGO_SECRETS_DIR: dir });

/**
 * docker/mongo-users.js run as mongosh runs it. No MongoDB runs here: its `db` is a stand-in for mongosh's that keeps
 * the admin database's users in memory (starting from `existing`) and signs in only with the root user's secret.
 */
function runUsersJob(env: Record<string, string>, existing: MongoUser[] = []) {
  const mongo = renderedEnv('mongo');
  const rootPassword = fs.readFileSync(mongo.MONGO_INITDB_ROOT_PASSWORD_FILE!, 'utf8').replace(/\n+$/, '');
  const users = new Map(existing.map((user) => [user.user, user]));
  const calls: string[] = [];
  const printed: string[] = [];
  let signedIn = false;
  let exitCode = 0;
  const signedInFirst = () => {
    if (!signedIn) throw new Error('command requires authentication');
  };
  const admin = {
    auth(user: string, pwd: string) {
      if (user !== mongo.MONGO_INITDB_ROOT_USERNAME || pwd !== rootPassword) throw new Error('Authentication failed.');
      signedIn = true;
      calls.push(`auth ${user}`);
      return { ok: 1 };
    },
    getUser(name: string) {
      signedInFirst();
      return users.get(name) ?? null;
    },
    createUser(user: MongoUser) {
      signedInFirst();
      if (users.has(user.user)) throw new Error(`User "${user.user}@admin" already exists`);
      calls.push(`create ${user.user}`);
      users.set(user.user, user);
    },
    updateUser(name: string, update: Omit<MongoUser, 'user'>) {
      signedInFirst();
      if (!users.has(name)) throw new Error(`Could not find user "${name}@admin"`);
      calls.push(`update ${name}`);
      users.set(name, { user: name, ...update });
    },
  };
  vm.runInNewContext(fs.readFileSync(path.join(ROOT, usersScript!), 'utf8'), {
    db: {
      getSiblingDB(name: string) {
        if (name !== 'admin') throw new Error(`the users live in admin, not ${name}`);
        return admin;
      },
    },
    print: (line: string) => printed.push(line),
    quit: (code: number) => {
      exitCode = code;
    },
    require: (id: string) => {
      if (id !== 'fs') throw new Error(`the script needs fs alone, not ${id}`);
      return fs;
    },
    process: { env },
  });
  return { users, calls, printed, exitCode };
}

/** The databases a user may read and write, sorted. */
const databasesOf = (user: MongoUser | undefined) => (user?.roles ?? []).map((role) => role.db).sort();

describe('docker/mongo-users.js, as the mongo-users job runs it before every process', () => {
  it('when compose starts, then the job runs mongosh on the mounted script against the replica set once MongoDB is healthy, and every node process waits for it', () => {
    expect(usersJob?.image).toBe('mongo:7');
    expect(usersJob?.command?.[0]).toBe('mongosh');
    expect(usersJob?.command?.join(' ')).toContain('mongodb://mongo:27017/admin?replicaSet=rs0');
    expect(fs.existsSync(path.join(ROOT, usersScript!))).toBe(true);
    expect(usersJob?.depends_on).toMatchObject({ mongo: { condition: 'service_healthy' } });
    // Signed in from inside the script, with the secret: no password on a command line.
    expect(usersJob?.command?.join(' ')).not.toMatch(/-p\b|--password|@mongo/);
    for (const name of nodeContainers)
      expect([name, services[name]!.depends_on]).toEqual([
        name,
        expect.objectContaining({ 'mongo-users': { condition: 'service_completed_successfully' } }),
      ]);
  });

  it("when it runs, then each node process's user exists with the password the process signs in with, and may read and write its own database only (the seed: the five services')", () => {
    const { users, calls, exitCode } = runUsersJob(jobEnv());
    const serviceDatabases = [
      ...new Set(
        nodeContainers
          .filter((name) => services[name]!.command!.at(-1)!.startsWith('services/'))
          .map((name) => renderedEnv(name).MONGO_DB!),
      ),
    ].sort();

    expect(exitCode).toBe(0);
    expect(calls[0]).toBe(`auth ${renderedEnv('mongo').MONGO_INITDB_ROOT_USERNAME}`);
    expect(serviceDatabases).toHaveLength(5);
    for (const name of nodeContainers) {
      const entry = services[name]!.command!.at(-1)!;
      const config = LOADERS[entry]!(renderedEnv(name));
      const url = new URL(config.MONGO_URL);
      const user = users.get(decodeURIComponent(url.username));

      expect([name, user?.pwd]).toEqual([name, decodeURIComponent(url.password)]);
      expect([name, user?.roles.every((role) => role.role === 'readWrite')]).toEqual([name, true]);
      const own = entry === 'tools/src/seed.ts' ? serviceDatabases : [renderedEnv(name).MONGO_DB];
      expect([name, databasesOf(user)]).toEqual([name, own]);
    }
    // One user per database: no two services share one (fantasy's server and workers are one service).
    const owners = new Map<string, Set<string>>();
    for (const name of nodeContainers.filter((n) => services[n]!.command!.at(-1) !== 'tools/src/seed.ts')) {
      const env = renderedEnv(name);
      owners.set(env.MONGO_DB!, (owners.get(env.MONGO_DB!) ?? new Set()).add(env.MONGO_USERNAME!));
    }
    for (const [database, names] of owners) expect([database, [...names]]).toEqual([database, [expect.any(String)]]);
  });

  it('when it runs again (an existing volume, a changed password, a role from before), then each user is updated, none made twice, and holds what is listed alone', () => {
    const first = runUsersJob(jobEnv());
    const dir = jobSecrets();
    fs.writeFileSync(path.join(dir, 'mongo_stats_password'), 'a new stats password\n');
    const before = [...first.users.values()].map((user) =>
      user.user === 'stats' ? { ...user, roles: [...user.roles, { role: 'readWrite', db: 'hfl_accounts' }] } : user,
    );

    const again = runUsersJob(jobEnv(dir), before);

    expect(again.exitCode).toBe(0);
    expect(again.calls.filter((call) => call.startsWith('create'))).toEqual([]);
    expect(again.calls.filter((call) => call.startsWith('update'))).toHaveLength(first.users.size);
    expect(again.users.get('stats')).toEqual({
      user: 'stats',
      pwd: 'a new stats password',
      roles: [{ role: 'readWrite', db: 'hfl_stats' }],
    });
  });

  it.each([
    ['missing', null],
    ['empty', '\n'],
  ])("when a user's password secret is %s, then the job fails naming the file and makes no user", (_case, content) => {
    const dir = jobSecrets();
    const file = path.join(dir, 'mongo_leagues_password');
    if (content === null) fs.rmSync(file);
    else fs.writeFileSync(file, content);

    const { users, printed, exitCode } = runUsersJob(jobEnv(dir));

    expect(exitCode).toBe(1);
    expect(printed.join('\n')).toContain(file);
    expect(users.size).toBe(0);
  });

  it.each([
    ['gives a user a system database', 'accounts:hfl_accounts,admin'],
    ['names a user twice', 'accounts:hfl_accounts accounts:hfl_leagues'],
    ['names no database', 'accounts'],
    ['lists nobody', ' '],
  ])('when MONGO_APP_USERS %s, then the job fails and makes no user', (_case, listed) => {
    const { users, exitCode } = runUsersJob({ ...jobEnv(), MONGO_APP_USERS: listed });

    expect(exitCode).toBe(1);
    expect(users.size).toBe(0);
  });
});
