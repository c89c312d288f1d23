import { jest } from '@jest/globals';
import mongoose from 'mongoose';
import { signInternalToken, verifyInternalToken } from './index';

const SECRET = 'kit-test-secret-0123456789abcdef0123456789';

describe('internal token', () => {
  it('when signed and verified with the same secret, then the identity comes back', async () => {
    const token = await signInternalToken({ userId: 'u1', roles: ['SUPER_ADMIN'], locale: 'hu' }, SECRET);
    await expect(verifyInternalToken(token, SECRET)).resolves.toEqual({
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
    );
    await expect(verifyInternalToken(token, SECRET)).resolves.toMatchObject({
      service: 'bff',
      clientAddress: '203.0.113.7',
    });
  });

  it('when verified with another secret, then it is rejected', async () => {
    const token = await signInternalToken({ roles: [], locale: 'en' }, SECRET);
    await expect(verifyInternalToken(token, `${SECRET}-other`)).resolves.toBeNull();
  });

  it('when the token is past its minute, then it is rejected', async () => {
    const token = await signInternalToken({ userId: 'u1', roles: [], locale: 'en' }, SECRET);
    jest.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      await expect(verifyInternalToken(token, SECRET)).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('when the token is unsigned (alg none) or its claims were changed, then it is rejected', async () => {
    const token = await signInternalToken({ userId: 'u1', roles: [], locale: 'en' }, SECRET);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const promoted = encode({ ...claims, roles: ['SUPER_ADMIN'] });

    await expect(verifyInternalToken(`${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`, SECRET)).resolves.toBeNull();
    await expect(verifyInternalToken(`${header}.${promoted}.${signature}`, SECRET)).resolves.toBeNull();
  });

  it('when garbage is presented, then it is rejected', async () => {
    await expect(verifyInternalToken('not-a-jwt', SECRET)).resolves.toBeNull();
    await expect(verifyInternalToken(undefined, SECRET)).resolves.toBeNull();
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
