import request from 'supertest';
import type { Express } from 'express';
import { connectTestDatabase, dropTestDatabase, internalHeaders, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadAccountsConfig } from '../../config';
import { Email } from '../../models/email';
import { User } from '../../models/user';
import { createUser } from '../../testing/factories';

const dbName = testDatabaseName('accounts_invitations');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await Promise.all([User.init(), Email.init()]);
  app = buildApp(loadAccountsConfig(testEnv(dbName)));
});

beforeEach(async () => {
  await Email.deleteMany({});
});

afterAll(async () => {
  await dropTestDatabase();
});

const asLeagues = () => internalHeaders({ service: 'leagues' });
const LINK = 'http://localhost:3000/invitation/accept/65f000000000000000000001/abc123';

describe('POST /internal/invitations', () => {
  it('when the address has no account, then 202 and one e-mail in Hungarian, then English, each with the button', async () => {
    const inviter = await createUser({ firstName: 'Anna', lastName: 'Szabó' });

    const res = await request(app)
      .post('/internal/invitations')
      .set(await asLeagues())
      .send({ email: ' Guest@Example.COM ', link: LINK, leagueName: 'Budapest <Bowl>', inviterId: inviter.id });

    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String) });
    const stored = await Email.findById(res.body.id);
    expect(stored).toMatchObject({ to: 'guest@example.com', locale: 'hu', template: 'invitation', status: 'queued' });
    // Hungarian first, the family name first in it; the English version whole after it.
    expect(stored!.subject).toBe(
      'Szabó Anna meghívott egy HFL Fantasy-ligába / Anna Szabó invited you to an HFL Fantasy league',
    );
    const text = stored!.text;
    const order = [
      'English version below.',
      'Szia!',
      'Szabó Anna szeretné, ha csatlakoznál',
      `Meghívás elfogadása:\n${LINK}`,
      'Hi there,',
      'Anna Szabó would like you to join the league Budapest <Bowl>',
      `Accept the invitation:\n${LINK}`,
      'HFL Fantasy is the free fantasy game',
    ].map((part) => text.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text.match(new RegExp(LINK, 'g'))).toHaveLength(2);
    expect(stored!.html).toContain('<html lang="hu">');
    expect(stored!.html).toContain('<div lang="en">');
    expect(stored!.html).toContain('Budapest &lt;Bowl&gt;');
    expect(stored!.html).not.toContain('Budapest <Bowl>');
    expect(await Email.countDocuments()).toBe(1);
  });

  it.each([
    ['en', 'Anna Szabó invited you to an HFL Fantasy league'],
    ['hu', 'Szabó Anna meghívott egy HFL Fantasy-ligába'],
  ] as const)(
    'when the address belongs to a user who reads %s, then 202 and the e-mail is in his language only',
    async (locale, subject) => {
      const inviter = await createUser({ firstName: 'Anna', lastName: 'Szabó', locale: 'hu' });
      const invitee = await createUser({ locale });

      const res = await request(app)
        .post('/internal/invitations')
        .set(await asLeagues())
        .send({ email: invitee.email.toUpperCase(), link: LINK, leagueName: 'Budapest Bowl', inviterId: inviter.id });

      expect(res.status).toBe(202);
      const stored = await Email.findById(res.body.id);
      expect(stored).toMatchObject({ to: invitee.email, locale, template: 'invitation' });
      expect(stored!.subject).toBe(subject);
      expect(stored!.text.match(new RegExp(LINK, 'g'))).toHaveLength(1);
    },
  );

  it('when a user (not a service) calls, then 403 and no e-mail', async () => {
    const inviter = await createUser();

    const res = await request(app)
      .post('/internal/invitations')
      .set(await internalHeaders({ userId: inviter.id, roles: ['USER', 'SUPER_ADMIN'] }))
      .send({ email: 'guest@example.com', link: LINK, leagueName: 'L', inviterId: inviter.id });

    expect(res.status).toBe(403);
    expect(await Email.countDocuments()).toBe(0);
  });

  it('when there is no token, then 401 and no e-mail', async () => {
    const res = await request(app).post('/internal/invitations').send({ email: 'guest@example.com' });

    expect(res.status).toBe(401);
    expect(await Email.countDocuments()).toBe(0);
  });

  it('when the body is invalid, then 400 naming every bad field and no e-mail', async () => {
    const res = await request(app)
      .post('/internal/invitations')
      .set(await asLeagues())
      .send({ email: 'not-an-address', link: 'javascript:alert(1)', leagueName: '  ', inviterId: 'x' });

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property).sort()).toEqual([
      'email',
      'inviterId',
      'leagueName',
      'link',
    ]);
    expect(await Email.countDocuments()).toBe(0);
  });

  it('when the inviter does not exist, then 404 and no e-mail', async () => {
    const res = await request(app)
      .post('/internal/invitations')
      .set(await asLeagues())
      .send({
        email: 'guest@example.com',
        link: LINK,
        leagueName: 'L',
        inviterId: '65f000000000000000000009',
      });

    expect(res.status).toBe(404);
    expect(await Email.countDocuments()).toBe(0);
  });
});
