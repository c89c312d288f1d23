import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { connectTestDatabase, dropTestDatabase, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildBff } from './app';
import { loadBffConfig } from './config';
import { TEST_SESSION_SECRET } from './testing/stack';

const filesDb = testDatabaseName('bff_production_defaults');

beforeAll(async () => {
  await connectTestDatabase(filesDb);
});

afterAll(dropTestDatabase);

const configOf = (env: Record<string, string>) =>
  loadBffConfig(testEnv(testDatabaseName('bff_defaults'), { SESSION_SECRET: TEST_SESSION_SECRET, ...env }));

/** The security headers a BFF built from `env` sends with an ordinary answer. */
async function headersOf(env: Record<string, string>): Promise<Headers> {
  const config = configOf(env);
  const bff = await buildBff(config);
  await new Promise<void>((resolve) => bff.httpServer.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(bff.httpServer.address() as AddressInfo).port}/remotes.json`);
    return res.headers;
  } finally {
    await bff.close();
    await mongoose.connection.useDb(config.MONGO_DB).dropDatabase();
  }
}

const scriptSrc = (headers: Headers) => /script-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1];

describe('COOKIE_SECURE', () => {
  it('when NODE_ENV is production and COOKIE_SECURE is not set, then the session cookie is Secure', () => {
    expect(
      configOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://fantasy.example.hu', COOKIE_SECURE: '' }).COOKIE_SECURE,
    ).toBe(true);
  });

  it('when production sets COOKIE_SECURE=false (plain HTTP on purpose), then it is not', () => {
    expect(
      configOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://fantasy.example.hu', COOKIE_SECURE: 'false' })
        .COOKIE_SECURE,
    ).toBe(false);
  });

  it('when NODE_ENV is development or test, then it defaults to off (npm start serves plain http://localhost)', () => {
    expect(configOf({ NODE_ENV: 'development', COOKIE_SECURE: '' }).COOKIE_SECURE).toBe(false);
    expect(configOf({ NODE_ENV: 'test', COOKIE_SECURE: '' }).COOKIE_SECURE).toBe(false);
  });
});

describe('PUBLIC_URL', () => {
  it('when NODE_ENV is production and PUBLIC_URL is not set, then the BFF refuses to start and says why', () => {
    expect(() => configOf({ NODE_ENV: 'production', PUBLIC_URL: '' })).toThrow('PUBLIC_URL is required in production');
  });

  it('when NODE_ENV is development, then it may be unset (npm start sets it; tests read the request)', () => {
    expect(configOf({ NODE_ENV: 'development', PUBLIC_URL: '' }).PUBLIC_URL).toBeFalsy();
  });
});

describe('INTERNAL_PORT', () => {
  it("when it is not set, then the services' port is 4000, apart from the browsers' 3000", () => {
    expect(configOf({ PORT: '3000', INTERNAL_PORT: '' })).toMatchObject({ PORT: 3000, INTERNAL_PORT: 4000 });
  });

  it("when it is the browsers' port, then the BFF refuses to start and says why", () => {
    expect(() => configOf({ PORT: '3000', INTERNAL_PORT: '3000' })).toThrow(
      "INTERNAL_PORT must differ from PORT: browsers must not reach the services' port",
    );
  });
});

describe('TRUST_PROXY', () => {
  it.each(['1', 'loopback', '10.0.0.0/8, 192.0.2.1'])('when it is %s, then it is accepted', (value) => {
    expect(configOf({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
  });

  it.each(['true', 'everyone', '-1'])('when it is %s, then the BFF refuses to start and says why', (value) => {
    expect(() => configOf({ TRUST_PROXY: value })).toThrow(
      'TRUST_PROXY must be a number of hops, or proxy addresses, subnets or names such as loopback',
    );
  });
});

describe('headers of a production BFF', () => {
  it('when NODE_ENV is production, then HSTS is sent', async () => {
    const headers = await headersOf({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://fantasy.example.hu',
      COOKIE_SECURE: '',
    });

    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it("when NODE_ENV is production with SHELL_DEV_URL set (compose's shell on nginx), then 'unsafe-eval' is not in the CSP", async () => {
    const headers = await headersOf({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://fantasy.example.hu',
      SHELL_DEV_URL: 'http://shell',
    });

    expect(scriptSrc(headers)).toBe("'self'");
  });

  it("when the shell's dev server serves the pages in development, then its bundles may evaluate code", async () => {
    const headers = await headersOf({ NODE_ENV: 'development', SHELL_DEV_URL: 'http://localhost:3001' });

    expect(scriptSrc(headers)).toBe("'self' 'unsafe-eval'");
    expect(headers.get('strict-transport-security')).toBeNull();
  });
});
