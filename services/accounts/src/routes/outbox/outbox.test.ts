import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { internalHeaders, serveAsIfFrom, setUpServiceTests, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadAccountsConfig } from '../../config';
import { Email } from '../../models/email';
import { queueEmail } from '../../mail';
import { OUTBOX_LIMIT } from '../../mail/outbox';

let app: Express;

setUpServiceTests(
  'accounts_outbox',
  (env) => buildApp(loadAccountsConfig({ ...env, DEV_MAILBOX: '1' })),
  [Email],
  (built) => {
    app = built;
  },
);

const asService = () => internalHeaders({ service: 'bff' });

function resetLink(to: string) {
  const data = { link: `http://localhost:3000/reset-password/${to}`, name: 'Anna' };
  return queueEmail({ to, locale: 'en', template: 'passwordReset', data });
}

describe('GET /dev/outbox', () => {
  it('when a service asks, then it gets the stored messages, newest first, with everything the mailbox shows', async () => {
    const first = await resetLink('anna@example.com');
    const second = await queueEmail({
      to: 'old@example.com',
      locale: 'hu',
      template: 'emailChanged',
      data: {
        newEmail: 'new@example.com',
        time: '2026. november 23. 10:45',
        link: 'http://localhost:3000/reset-password',
      },
    });

    const res = await request(app)
      .get('/dev/outbox')
      .set(await asService());

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.messages.map((m: { id: string }) => m.id)).toEqual([second.id, first.id]);
    expect(res.body.messages[0]).toEqual({
      id: second.id,
      to: 'old@example.com',
      locale: 'hu',
      template: 'emailChanged',
      subject: 'Megváltozott a HFL Fantasy-fiókod e-mail-címe',
      html: expect.stringContaining('new@example.com'),
      text: expect.stringContaining('new@example.com'),
      status: 'queued',
      transport: null,
      attempts: 0,
      lastError: null,
      sentAt: null,
      createdAt: expect.any(String),
    });
  });

  it('when filtered by recipient in another letter case, then only that recipient’s messages come back', async () => {
    const anna = await resetLink('anna@example.com');
    await resetLink('bela@example.com');

    const res = await request(app)
      .get('/dev/outbox')
      .query({ to: ' Anna@Example.COM ' })
      .set(await asService());

    expect(res.status).toBe(200);
    expect(res.body.messages.map((m: { id: string; to: string }) => [m.id, m.to])).toEqual([
      [anna.id, 'anna@example.com'],
    ]);
  });

  it(`when there are more than ${OUTBOX_LIMIT} messages, then the newest ${OUTBOX_LIMIT} come back`, async () => {
    const message = {
      to: 'x@example.com',
      locale: 'en',
      template: 'emailChanged',
      subject: 'Changed',
      html: '<p>h</p>',
      text: 'h',
    } as const;
    const oldest = await Email.create({ ...message, createdAt: new Date(Date.now() - 60_000) });
    await Email.insertMany(Array.from({ length: OUTBOX_LIMIT }, () => message));

    const res = await request(app)
      .get('/dev/outbox')
      .set(await asService());

    expect(res.body.messages).toHaveLength(OUTBOX_LIMIT);
    expect(res.body.messages.map((m: { id: string }) => m.id)).not.toContain(oldest.id);
  });

  it('when the filter is not a single value, then 400 in the envelope', async () => {
    const res = await request(app)
      .get('/dev/outbox?to=a@example.com&to=b@example.com')
      .set(await asService());

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when a signed-in user (not a service) asks, then 403 and nothing is shown', async () => {
    await resetLink('anna@example.com');
    const userId = new mongoose.Types.ObjectId().toHexString();

    const res = await request(app)
      .get('/dev/outbox')
      .set(await internalHeaders({ userId, roles: ['SUPER_ADMIN'] }));

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'not_allowed', message: expect.any(String) } });
  });

  it('when called without the internal token, then 401', async () => {
    const res = await request(app).get('/dev/outbox');

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });

  const NOT_FOUND = { error: { code: 'not_found', message: 'The requested item does not exist' } };
  const outboxOf = (env: Record<string, string>) =>
    buildApp(loadAccountsConfig(testEnv(mongoose.connection.name, env)));

  it('when DEV_MAILBOX is not set, then there is no outbox route', async () => {
    await resetLink('anna@example.com');

    const res = await request(outboxOf({ DEV_MAILBOX: '' }))
      .get('/dev/outbox')
      .set(await asService());

    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('when accounts runs in production, then there is no outbox route, even with DEV_MAILBOX=1', async () => {
    await resetLink('anna@example.com');

    const res = await request(
      outboxOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://fantasy.example.hu', DEV_MAILBOX: '1' }),
    )
      .get('/dev/outbox')
      .set(await asService());

    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('when a service on another machine asks, even forwarded "for 127.0.0.1", then 404 and nothing is shown', async () => {
    await resetLink('anna@example.com');
    const remote = await serveAsIfFrom(app);
    try {
      const res = await fetch(`${remote.url}/dev/outbox`, {
        headers: { ...(await asService()), 'x-forwarded-for': '127.0.0.1' },
      });

      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    } finally {
      await remote.close();
    }
  });
});
