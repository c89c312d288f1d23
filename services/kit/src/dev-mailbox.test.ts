import express from 'express';
import { devMailboxEnabled, errorHandler, isLoopbackAddress, loopbackCallersOnly } from '.';
import { serveAsIfFrom } from './testing';

describe('devMailboxEnabled', () => {
  it.each([
    ['development', false, false],
    ['development', true, true],
    ['test', true, true],
    ['production', true, false],
  ])('when NODE_ENV is %s and DEV_MAILBOX is %s, then the mailbox is served: %s', (NODE_ENV, DEV_MAILBOX, served) => {
    expect(devMailboxEnabled({ NODE_ENV, DEV_MAILBOX })).toBe(served);
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'when the caller is %s, then it is this machine',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each(['192.0.2.10', '10.0.0.1', '::ffff:192.0.2.10', 'fd00::2', '::', undefined])(
    'when the caller is %s, then it is not',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );
});

describe('loopbackCallersOnly', () => {
  const app = express();
  app.get('/dev/thing', loopbackCallersOnly, (_req, res) => void res.json({ served: true }));
  app.use(errorHandler);

  it('when another machine calls, even claiming to forward for 127.0.0.1, then 404 in the envelope', async () => {
    const remote = await serveAsIfFrom(app);
    try {
      const res = await fetch(`${remote.url}/dev/thing`, { headers: { 'x-forwarded-for': '127.0.0.1' } });

      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
    } finally {
      await remote.close();
    }
  });

  it('when this machine calls, then it is served', async () => {
    const local = await serveAsIfFrom(app, '127.0.0.1');
    try {
      const res = await fetch(`${local.url}/dev/thing`);

      expect(res.status).toBe(200);
    } finally {
      await local.close();
    }
  });
});
