import request from 'supertest';
import type { Express } from 'express';
import { dropTestDatabase, internalHeaders } from '@hfl/kit/testing';
import { User } from '../../models/user';
import { createUser } from '../../testing/factories';
import { as, startAccounts } from '../../testing/support';

let app: Express;

beforeAll(async () => {
  app = await startAccounts('accounts_email_alerts');
});

afterAll(async () => {
  await dropTestDatabase();
});

const ALL_ON = {
  draftStarting: true,
  draftTurn: true,
  tradeOffered: true,
  tradeAnswered: true,
  resultFinal: true,
  trophyWon: true,
  leagueMembership: true,
};

describe('/users/me/email-alerts', () => {
  it('when a new user asks, then every alert is on, the newsletter is his registration choice and the daily summary off', async () => {
    const user = await createUser({ newsletter: false });

    const res = await request(app)
      .get('/users/me/email-alerts')
      .set(await as(user));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ alerts: { ...ALL_ON, newsletter: false }, dailySummary: false });
  });

  it('when the user posts his choice, then it is stored and answered, and the newsletter is the profile flag', async () => {
    const user = await createUser({ newsletter: false });
    const chosen = {
      alerts: { ...ALL_ON, tradeOffered: false, draftTurn: false, newsletter: true },
      dailySummary: true,
    };

    const res = await request(app)
      .post('/users/me/email-alerts')
      .set(await as(user))
      // An unknown key is dropped, as everywhere.
      .send({ ...chosen, alerts: { ...chosen.alerts, spam: true } });
    const again = await request(app)
      .get('/users/me/email-alerts')
      .set(await as(user));

    expect(res.status).toBe(200);
    expect(res.body).toEqual(chosen);
    expect(again.body).toEqual(chosen);
    const stored = await User.findById(user._id);
    expect(stored!.newsletter).toBe(true);
    expect([...stored!.emailAlertsOff].sort()).toEqual(['draftTurn', 'tradeOffered']);
  });

  it.each<[string, unknown]>([
    ['a kind missing', { alerts: { ...ALL_ON }, dailySummary: false }],
    ['a string for a flag', { alerts: { ...ALL_ON, newsletter: 'yes' }, dailySummary: false }],
    ['an operator', { alerts: { $set: { newsletter: true } }, dailySummary: false }],
    ['no daily summary', { alerts: { ...ALL_ON, newsletter: true } }],
  ])('when sent with %s, then 400 in the envelope and nothing changes', async (_what, body) => {
    const user = await createUser({ newsletter: true });

    const res = await request(app)
      .post('/users/me/email-alerts')
      .set(await as(user))
      .send(body as object);

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
    const stored = await User.findById(user._id);
    expect([stored!.newsletter, [...stored!.emailAlertsOff], stored!.emailDailySummary]).toEqual([true, [], false]);
  });

  it('when a visitor asks, then 401', async () => {
    const res = await request(app)
      .get('/users/me/email-alerts')
      .set(await internalHeaders());

    expect(res.status).toBe(401);
  });
});
