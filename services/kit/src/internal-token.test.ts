import { createHmac } from 'node:crypto';
import { jest } from '@jest/globals';
import mongoose from 'mongoose';
import { signInternalToken, verifyInternalToken } from './index';

const SECRET = 'kit-test-secret-0123456789abcdef0123456789';

describe('internal token', () => {
  it('when signed and verified with the same secret, then the identity comes back', async () => {
    const token = await signInternalToken({ userId: 'u1', roles: ['SUPER_ADMIN'], locale: 'hu' }, SECRET, 'fantasy');
    await expect(verifyInternalToken(token, SECRET, 'fantasy')).resolves.toEqual({
      userId: 'u1',
      roles: ['SUPER_ADMIN'],
      locale: 'hu',
      service: undefined,
    });
  });

  it('when the BFF signs the client address, then it comes back with the identity', async () => {
    const token = await signInternalToken(
      { service: 'bff', roles: [], locale: 'en', clientAddress: '203.0.113.7' },
      SECRET,
      'accounts',
    );
    await expect(verifyInternalToken(token, SECRET, 'accounts')).resolves.toMatchObject({
      service: 'bff',
      clientAddress: '203.0.113.7',
    });
  });

  it('when a token for leagues is verified by fantasy, then it is rejected; each audience takes only its own', async () => {
    const forLeagues = await signInternalToken(
      { userId: 'u1', roles: ['SUPER_ADMIN'], locale: 'en' },
      SECRET,
      'leagues',
    );
    const forBff = await signInternalToken({ service: 'fantasy', roles: [], locale: 'en' }, SECRET, 'bff');

    await expect(verifyInternalToken(forLeagues, SECRET, 'fantasy')).resolves.toBeNull();
    await expect(verifyInternalToken(forBff, SECRET, 'fantasy')).resolves.toBeNull();
    await expect(verifyInternalToken(forLeagues, SECRET, 'leagues')).resolves.toMatchObject({ userId: 'u1' });
    await expect(verifyInternalToken(forBff, SECRET, 'bff')).resolves.toMatchObject({ service: 'fantasy' });
  });

  it('when a token names no audience (as before audiences), then it is rejected; the same with its audience passes', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const signedByHand = (claims: object) => {
      const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
      return `${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
    };
    const claims = { roles: ['SUPER_ADMIN'], locale: 'en', iss: 'hfl', iat: now, exp: now + 60 };

    await expect(verifyInternalToken(signedByHand(claims), SECRET, 'fantasy')).resolves.toBeNull();
    await expect(
      verifyInternalToken(signedByHand({ ...claims, aud: 'hfl:fantasy' }), SECRET, 'fantasy'),
    ).resolves.toMatchObject({ roles: ['SUPER_ADMIN'] });
  });

  it('when verified with another secret, then it is rejected', async () => {
    const token = await signInternalToken({ roles: [], locale: 'en' }, SECRET, 'fantasy');
    await expect(verifyInternalToken(token, `${SECRET}-other`, 'fantasy')).resolves.toBeNull();
  });

  it('when the token is past its minute, then it is rejected', async () => {
    const token = await signInternalToken({ userId: 'u1', roles: [], locale: 'en' }, SECRET, 'fantasy');
    jest.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      await expect(verifyInternalToken(token, SECRET, 'fantasy')).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('when the token is unsigned (alg none) or its claims were changed, then it is rejected', async () => {
    const token = await signInternalToken({ userId: 'u1', roles: [], locale: 'en' }, SECRET, 'fantasy');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const promoted = encode({ ...claims, roles: ['SUPER_ADMIN'] });

    await expect(
      verifyInternalToken(`${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`, SECRET, 'fantasy'),
    ).resolves.toBeNull();
    await expect(verifyInternalToken(`${header}.${promoted}.${signature}`, SECRET, 'fantasy')).resolves.toBeNull();
  });

  it('when garbage is presented, then it is rejected', async () => {
    await expect(verifyInternalToken('not-a-jwt', SECRET, 'fantasy')).resolves.toBeNull();
    await expect(verifyInternalToken(undefined, SECRET, 'fantasy')).resolves.toBeNull();
  });
});

describe('test database', () => {
  it('when connecting to MONGO_URL, then a ping answers', async () => {
    const conn = await mongoose.createConnection(process.env.MONGO_URL!, { dbName: 'kit_ping' }).asPromise();
    const result = await conn.db!.command({ ping: 1 });
    expect(result.ok).toBe(1);
    await conn.close();
  });
});
