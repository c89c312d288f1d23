import { loadConfig, serviceConfigSchema } from '../src/index';

const valid = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  MONGO_DB: 'hfl_test',
  INTERNAL_TOKEN_SECRET: 'config-test-secret-0123456789abcdef',
};

describe('loadConfig', () => {
  it('when BFF_URL is not set, then it defaults to the local BFF and the port to the given default', () => {
    const config = loadConfig(serviceConfigSchema, valid, { PORT: 4999 });

    expect(config).toMatchObject({ PORT: 4999, BFF_URL: 'http://localhost:3000' });
  });

  it.each(['http://localhost:3000', 'http://bff:3000', 'https://fantasy.example.hu'])(
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
    expect(() => loadConfig(serviceConfigSchema, { MONGO_DB: 'x', INTERNAL_TOKEN_SECRET: 'short' }, { PORT: 0 })).toThrow(
      /MONGO_URL is not set[\s\S]*INTERNAL_TOKEN_SECRET must be at least 32 characters/,
    );
  });
});
