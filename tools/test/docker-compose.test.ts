import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../src/paths';

interface ComposeService {
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
}

// docker compose cannot run on this machine (no engine), so the file is checked structurally.
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;

describe('docker-compose.yml', () => {
  it('when parsed, then MongoDB 7 runs as a replica set next to every service, the worker, the BFF and each MFE', () => {
    expect(services.mongo?.image).toBe('mongo:7');
    expect(services.mongo?.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    for (const name of ['accounts', 'leagues', 'fantasy', 'stats', 'content', 'worker', 'bff', 'shell', 'mfe-player', 'mfe-draft', 'mfe-owner']) {
      expect(services[name]).toBeDefined();
    }
  });

  it.each(Object.entries(services).filter(([, s]) => s.build))('when %s is built, then its context and Dockerfile exist', (_name, service) => {
    const context = path.join(ROOT, service.build!.context);
    expect(fs.statSync(context).isDirectory()).toBe(true);
    expect(fs.existsSync(path.join(context, service.build!.dockerfile ?? 'Dockerfile'))).toBe(true);
    const mfe = service.build!.args?.MFE;
    if (mfe) expect(fs.existsSync(path.join(ROOT, mfe, 'rspack.config.ts'))).toBe(true);
  });

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
    for (const key of ['ACCOUNTS_URL', 'LEAGUES_URL', 'FANTASY_URL', 'STATS_URL', 'CONTENT_URL', 'REMOTE_MFE_PLAYER_URL', 'REMOTE_MFE_DRAFT_URL', 'REMOTE_MFE_OWNER_URL']) {
      expect(env[key]).toBeTruthy();
    }
  });
});
