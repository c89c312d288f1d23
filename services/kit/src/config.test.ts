import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, publicUrlSetting, serviceConfigSchema } from './index';

const valid = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  MONGO_DB: 'hfl_test',
  INTERNAL_TOKEN_SECRET: 'config-test-secret-0123456789abcdef',
};

describe('loadConfig', () => {
  it("when BFF_URL is not set, then it defaults to the local BFF's internal port (4000, not the browsers' 3000) and the port to the given default", () => {
    const config = loadConfig(serviceConfigSchema, valid, { PORT: 4999 });

    expect(config).toMatchObject({ PORT: 4999, BFF_URL: 'http://127.0.0.1:4000' });
  });

  it.each(['http://localhost:4000', 'http://bff:4000', 'https://bff.internal.example.hu'])(
    'when BFF_URL is %s, then it is accepted',
    (url) => {
      expect(loadConfig(serviceConfigSchema, { ...valid, BFF_URL: url }, { PORT: 0 }).BFF_URL).toBe(url);
    },
  );

  it('when BFF_URL is not an http URL, then boot stops with the reason', () => {
    expect(() => loadConfig(serviceConfigSchema, { ...valid, BFF_URL: 'ftp://bff' }, { PORT: 0 })).toThrow(
      'BFF_URL must be an http(s) URL',
    );
  });

  it('when several settings are wrong, then every problem is listed at once', () => {
    expect(() =>
      loadConfig(serviceConfigSchema, { MONGO_DB: 'x', INTERNAL_TOKEN_SECRET: 'short' }, { PORT: 0 }),
    ).toThrow(/MONGO_URL is not set[\s\S]*INTERNAL_TOKEN_SECRET must be at least 32 characters/);
  });

  it('when HOST is not set, then the process listens on this machine only; compose sets 0.0.0.0', () => {
    expect(loadConfig(serviceConfigSchema, valid, { PORT: 0 }).HOST).toBe('127.0.0.1');
    expect(loadConfig(serviceConfigSchema, { ...valid, HOST: '0.0.0.0' }, { PORT: 0 }).HOST).toBe('0.0.0.0');
  });

  describe('secrets from files and MongoDB credentials', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-config-'));
    const secretFile = (name: string, content: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      return file;
    };
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('when a setting is given as <NAME>_FILE, then the file holds it, without its trailing newline', () => {
      const file = secretFile('internal', 'from-a-file-0123456789abcdef0123456789\n');
      const { INTERNAL_TOKEN_SECRET: _, ...rest } = valid;

      const config = loadConfig(serviceConfigSchema, { ...rest, INTERNAL_TOKEN_SECRET_FILE: file }, { PORT: 0 });

      expect(config.INTERNAL_TOKEN_SECRET).toBe('from-a-file-0123456789abcdef0123456789');
    });

    it('when both a setting and its _FILE are set, or the file is missing, then boot stops saying so', () => {
      expect(() =>
        loadConfig(serviceConfigSchema, { ...valid, INTERNAL_TOKEN_SECRET_FILE: secretFile('x', 'y') }, { PORT: 0 }),
      ).toThrow('set either INTERNAL_TOKEN_SECRET or INTERNAL_TOKEN_SECRET_FILE, not both');
      expect(() =>
        loadConfig(serviceConfigSchema, { ...valid, MONGO_PASSWORD_FILE: path.join(dir, 'none') }, { PORT: 0 }),
      ).toThrow(`MONGO_PASSWORD_FILE names a file that cannot be read: ${path.join(dir, 'none')}`);
    });

    it('when MONGO_USERNAME and MONGO_PASSWORD_FILE are set, then MONGO_URL carries them, encoded', () => {
      const env = {
        ...valid,
        MONGO_URL: 'mongodb://mongo:27017/?replicaSet=rs0&authSource=admin',
        MONGO_USERNAME: 'hfl',
        MONGO_PASSWORD_FILE: secretFile('mongo', 'p@ss:w/rd\n'),
      };

      expect(loadConfig(serviceConfigSchema, env, { PORT: 0 }).MONGO_URL).toBe(
        'mongodb://hfl:p%40ss%3Aw%2Frd@mongo:27017/?replicaSet=rs0&authSource=admin',
      );
    });

    it('when MONGO_USERNAME is set without a password, then boot stops', () => {
      expect(() => loadConfig(serviceConfigSchema, { ...valid, MONGO_USERNAME: 'hfl' }, { PORT: 0 })).toThrow(
        'MONGO_PASSWORD is not set for MONGO_USERNAME',
      );
    });
  });
});

describe('PUBLIC_URL (publicUrlSetting)', () => {
  const schema = serviceConfigSchema.shape({ PUBLIC_URL: publicUrlSetting('http://localhost:3000') });

  it('when NODE_ENV is production and PUBLIC_URL is unset, then the process refuses to start and says why', () => {
    expect(() => loadConfig(schema, { ...valid, NODE_ENV: 'production' }, { PORT: 4999 })).toThrow(
      'PUBLIC_URL is required in production',
    );
  });

  it('when it is set in production, then it is taken; outside production the local default stands in', () => {
    const production = { ...valid, NODE_ENV: 'production', PUBLIC_URL: 'https://fantasy.example.hu' };
    expect(loadConfig(schema, production, { PORT: 4999 }).PUBLIC_URL).toBe('https://fantasy.example.hu');
    expect(loadConfig(schema, valid, { PORT: 4999 }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('when it is no http(s) URL, then it is refused', () => {
    expect(() => loadConfig(schema, { ...valid, PUBLIC_URL: 'ftp://x' }, { PORT: 4999 })).toThrow(
      'PUBLIC_URL must be an http(s) URL',
    );
  });
});
