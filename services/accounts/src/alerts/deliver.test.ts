import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { dropTestDatabase, eventually, internalHeaders, testEnv, testSecret, UNREACHABLE_URL } from '@hfl/kit/testing';
import type { NotificationCreatePayload } from '@hfl/contracts';
import { buildApp } from '../app';
import { alertsSecret, loadAccountsConfig } from '../config';
import { startJobs, type AccountsJobs } from '../jobs';
import { AlertMail } from '../models/alert-mail';
import { Email } from '../models/email';
import { Notification } from '../models/notification';
import { User, type UserDocument } from '../models/user';
import { outboxTransport, type MailTransport } from '../mail/transports';
import { createUser } from '../testing/factories';
import { PUBLIC_URL, startAccounts } from '../testing/support';
import { deliverAlerts, sendDailySummaries } from './deliver';
import { ALERT_SEND_JOB } from './send-job';
import { alertUnsubscribeToken } from './unsubscribe-token';

let app: Express;
let jobs: AccountsJobs | undefined;
const secret = () => alertsSecret({ INTERNAL_TOKEN_SECRET: testSecret() });
const options = (transport: MailTransport = outboxTransport) => ({
  transport,
  publicUrl: PUBLIC_URL,
  secret: secret(),
});
const LEAGUE = { id: '65f0000000000000000000aa', name: 'Alföld Liga' };
const TRADE = {
  type: 'LEAGUE',
  kind: 'tradeProposed',
  league: LEAGUE,
  params: { name: 'Tisza Titans', player: 'Kovács Bence', otherPlayer: 'Nagy Dávid' },
  link: `/leagues/${LEAGUE.id}/team?trade=65f0000000000000000000bb`,
} as const;

beforeAll(async () => {
  app = await startAccounts('accounts_alerts');
  await Promise.all([Notification.init(), AlertMail.init()]);
});

beforeEach(async () => {
  await Promise.all([Notification.deleteMany({}), AlertMail.deleteMany({}), Email.deleteMany({})]);
  await mongoose.connection.db!.collection('agendaJobs').deleteMany({});
});

afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
});

afterAll(async () => {
  await dropTestDatabase();
});

/** Stores notifications as a peer does, through an app without jobs (nothing is mailed by itself). */
async function notify(users: UserDocument[], payload: Partial<NotificationCreatePayload> = TRADE): Promise<string[]> {
  const res = await request(app)
    .post('/internal/notifications')
    .set(await internalHeaders({ service: 'fantasy' }))
    .send({ userIds: users.map((u) => u.id), ...payload });
  expect(res.status).toBe(201);
  return res.body.ids as string[];
}

describe('e-mail alerts', () => {
  it('when a trade is offered to a user with the alert on, then the job mails him once in his language with the button to the trade and the footer link that turns trade offers off', async () => {
    jobs = await startJobs(
      mongoose.connection.db!,
      { MAIL_FROM: 'x@example.com', PUBLIC_URL, INTERNAL_TOKEN_SECRET: testSecret() },
      { lockLifetime: 2_000 },
    );
    const withJobs = buildApp(
      loadAccountsConfig(testEnv(mongoose.connection.name, { BFF_URL: UNREACHABLE_URL, PUBLIC_URL })),
      {
        agenda: jobs.agenda,
      },
    );
    const anna = await createUser({ firstName: 'Anna', locale: 'hu' });

    const res = await request(withJobs)
      .post('/internal/notifications')
      .set(await internalHeaders({ service: 'fantasy' }))
      .send({ userIds: [anna.id], ...TRADE });

    expect(res.status).toBe(201);
    const mail = (await eventually(() => Email.findOne({ to: anna.email, template: 'alert' })))!;
    expect(mail.locale).toBe('hu');
    expect(mail.status).toBe('sent');
    expect(mail.subject).toBe('Cserejavaslatot kaptál – Alföld Liga');
    expect(mail.text).toContain('Kedves Anna!');
    expect(mail.text).toContain(
      'Alföld Liga – új cserejavaslat érkezett (Tisza Titans): Nagy Dávid érkezne hozzád, Kovács Bence pedig távozna.',
    );
    const tradeLink = `${PUBLIC_URL}${TRADE.link}`;
    expect(mail.text).toContain(`Megnézem a cserét:\n${tradeLink}`);
    expect(mail.html).toContain(`href="${tradeLink.replace(/&/g, '&amp;')}"`);
    const unsubscribeUrl = `${PUBLIC_URL}/api/unsubscribe/${alertUnsubscribeToken(secret(), anna.id as string, 'tradeOffered')}`;
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.text).toContain(`Kikapcsolom ezeket az e-maileket:\n${unsubscribeUrl}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).not.toMatch(/a\(z\)|emails:|\{\{/);
    await new Promise((r) => setTimeout(r, 500));
    expect(await Email.countDocuments({ to: anna.email })).toBe(1);
  });

  it("when many runs of big batches meet (a locked round's results), then each alert is mailed once and every claim points at its mail", async () => {
    const users = await Promise.all(Array.from({ length: 240 }, () => createUser()));
    const ids = [
      ...(await notify(users.slice(0, 80))),
      ...(await notify(users.slice(80, 160))),
      ...(await notify(users.slice(160))),
    ];
    const batches = Array.from({ length: 8 }, (_, i) => ids.slice(i * 30, i * 30 + 30));

    // Each batch twice, all at once: as eight jobs, and their reruns after a crash.
    await Promise.all([...batches, ...batches].map((batch) => deliverAlerts(batch, options())));

    expect(await Email.countDocuments({ template: 'alert' })).toBe(240);
    expect((await Email.distinct('to', { template: 'alert' })).length).toBe(240);
    const claims = await AlertMail.find().lean();
    expect(claims).toHaveLength(240);
    expect(claims.every((c) => c.status === 'mailed' && String(c.emailId) === String(c._id))).toBe(true);
  });

  it('when the job runs twice, even at the same time, then one mail', async () => {
    const bence = await createUser();
    const ids = await notify([bence]);

    await Promise.all([deliverAlerts(ids, options()), deliverAlerts(ids, options())]);
    await deliverAlerts(ids, options());

    const mails = await Email.find({ to: bence.email });
    expect(mails.map((m) => m.subject)).toEqual(['Tisza Titans proposes a trade in Alföld Liga']);
    expect(await AlertMail.find({ status: 'mailed' }).countDocuments()).toBe(1);
  });

  it('when the kind is off, then nothing is queued and nothing is mailed', async () => {
    const bence = await createUser({ emailAlertsOff: ['tradeOffered'] });
    jobs = await startJobs(
      mongoose.connection.db!,
      { MAIL_FROM: 'x@example.com', PUBLIC_URL, INTERNAL_TOKEN_SECRET: testSecret() },
      { lockLifetime: 2_000 },
    );
    const withJobs = buildApp(loadAccountsConfig(testEnv(mongoose.connection.name, { BFF_URL: UNREACHABLE_URL })), {
      agenda: jobs.agenda,
    });

    const res = await request(withJobs)
      .post('/internal/notifications')
      .set(await internalHeaders({ service: 'fantasy' }))
      .send({ userIds: [bence.id], ...TRADE });
    await deliverAlerts(res.body.ids, options());

    expect(await mongoose.connection.db!.collection('agendaJobs').countDocuments({ name: ALERT_SEND_JOB })).toBe(0);
    expect(await Email.countDocuments({ to: bence.email })).toBe(0);
  });

  it('when the user turns the kind off between queue and send, then none', async () => {
    const bence = await createUser();
    const ids = await notify([bence]);
    await User.updateOne({ _id: bence._id }, { $set: { emailAlertsOff: ['tradeOffered'] } });

    await deliverAlerts(ids, options());

    expect(await Email.countDocuments({ to: bence.email })).toBe(0);
  });

  it('when a notification is not an alert kind (a member left), then none', async () => {
    const bence = await createUser();
    const ids = await notify([bence], { type: 'LEAGUE', kind: 'memberLeft', league: LEAGUE, params: { name: 'X' } });

    await deliverAlerts(ids, options());

    expect(await Email.countDocuments({ to: bence.email })).toBe(0);
  });

  it('when there is no link, then the button opens the league page; a final result names score, opponent and place', async () => {
    const bence = await createUser();
    const ids = await notify([bence], {
      type: 'LEAGUE',
      kind: 'resultFinal',
      league: LEAGUE,
      params: { name: 'Tisza Titans', week: '3', score: '102.5 – 98.1', place: '2' },
    });

    await deliverAlerts(ids, options());

    const mail = await Email.findOne({ to: bence.email });
    expect(mail!.text).toContain(
      'Your round 3 game against Tisza Titans in Alföld Liga is final: 102.5 – 98.1. Your team is number 2 in the standings.',
    );
    expect(mail!.text).toContain(`See the game:\n${PUBLIC_URL}/leagues/${LEAGUE.id}`);
  });

  it('when the transport refuses, then the mail is kept queued with the reason for mail.send to retry, and a rerun sends nothing more', async () => {
    const bence = await createUser();
    const ids = await notify([bence]);
    const refusing: MailTransport = { name: 'sendgrid', send: () => Promise.reject(new Error('SendGrid 503')) };

    await deliverAlerts(ids, options(refusing));
    await deliverAlerts(ids, options());

    const mails = await Email.find({ to: bence.email });
    expect(mails.map((m) => [m.status, m.lastError, m.attempts])).toEqual([['queued', 'SendGrid 503', 1]]);
  });

  it('when daily summary is on, then two trade offers wait for the summary and go in one mail, each item once', async () => {
    const anna = await createUser({ locale: 'en', emailDailySummary: true });
    const first = await notify([anna]);
    const second = await notify([anna], { ...TRADE, params: { ...TRADE.params, name: 'Danube Dragons' } });

    await deliverAlerts([...first, ...second], options());
    expect(await Email.countDocuments({ to: anna.email })).toBe(0);

    await Promise.all([sendDailySummaries(options()), sendDailySummaries(options())]);
    await sendDailySummaries(options());

    const mails = await Email.find({ to: anna.email });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('alertSummary');
    expect(mails[0]!.subject).toBe('Your HFL Fantasy day: 2 new events');
    expect(mails[0]!.text).toContain('Tisza Titans proposes a trade in Alföld Liga');
    expect(mails[0]!.text).toContain('Danube Dragons proposes a trade in Alföld Liga');
    const stop = `${PUBLIC_URL}/api/unsubscribe/${alertUnsubscribeToken(secret(), anna.id as string, 'dailySummary')}`;
    expect(mails[0]!.headers).toEqual({
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await AlertMail.countDocuments({ status: 'mailed', summary: true, emailId: mails[0]!._id })).toBe(2);
  });
});
