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
  it('when the leagues service asks, then 202 and the invitation e-mail is stored in the given language', async () => {
    const inviter = await createUser({ firstName: 'Anna', lastName: 'Szabó' });

    const res = await request(app)
      .post('/internal/invitations')
      .set(await asLeagues())
      .send({
        email: ' Guest@Example.COM ',
        locale: 'hu',
        link: LINK,
        leagueName: 'Budapest <Bowl>',
        inviterId: inviter.id,
      });

    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String) });
    const stored = await Email.findById(res.body.id);
    expect(stored).toMatchObject({ to: 'guest@example.com', locale: 'hu', template: 'invitation', status: 'queued' });
    expect(stored!.subject).toContain('Anna Szabó');
    expect(stored!.text).toContain(LINK);
    expect(stored!.text).toContain('Budapest <Bowl>');
    expect(stored!.html).toContain('Budapest &lt;Bowl&gt;');
    expect(await Email.countDocuments()).toBe(1);
  });

  it('when a user (not a service) calls, then 403 and no e-mail', async () => {
    const inviter = await createUser();

    const res = await request(app)
      .post('/internal/invitations')
      .set(await internalHeaders({ userId: inviter.id, roles: ['USER', 'SUPER_ADMIN'] }))
      .send({ email: 'guest@example.com', locale: 'en', link: LINK, leagueName: 'L', inviterId: inviter.id });

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
      .send({ email: 'not-an-address', locale: 'de', link: 'javascript:alert(1)', leagueName: '  ', inviterId: 'x' });

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property).sort()).toEqual([
      'email',
      'inviterId',
      'leagueName',
      'link',
      'locale',
    ]);
    expect(await Email.countDocuments()).toBe(0);
  });

  it('when the inviter does not exist, then 404 and no e-mail', async () => {
    const res = await request(app)
      .post('/internal/invitations')
      .set(await asLeagues())
      .send({
        email: 'guest@example.com',
        locale: 'en',
        link: LINK,
        leagueName: 'L',
        inviterId: '65f000000000000000000009',
      });

    expect(res.status).toBe(404);
    expect(await Email.countDocuments()).toBe(0);
  });
});
