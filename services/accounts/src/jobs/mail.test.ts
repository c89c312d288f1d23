import type { Agenda } from 'agenda';
import { MongoClient, type Db } from 'mongodb';
import mongoose from 'mongoose';
import { createAgenda } from '@hfl/kit';
import request from 'supertest';
import {
  connectTestDatabase,
  dropTestDatabase,
  eventually,
  internalHeaders,
  testDatabaseName,
  testEnv,
  testSecret,
  testTime,
  UNREACHABLE_URL,
} from '@hfl/kit/testing';
import { buildApp } from '../app';
import { loadAccountsConfig } from '../config';
import { createUser } from '../testing/factories';
import { startJobs, type AccountsJobs } from './index';
import { Email } from '../models/email';
import { queueEmail } from '../mail';
import { SEND_JOB, type SendJobData } from '../mail/send-job';
import { defineMailJobs, SWEEP_JOB } from './mail';
import { DEFAULT_MAIL_FROM, type MailTransport, type OutgoingEmail } from '../mail/transports';

const dbName = testDatabaseName('accounts_mail');
const OUTBOX_CONFIG = { MAIL_FROM: DEFAULT_MAIL_FROM, INTERNAL_TOKEN_SECRET: testSecret() };
/**
 * Agenda re-checks a running job's lock every lockLifetime / 2 with a timer it never clears: keep it short. Not shorter
 * than a send may take beside the other lanes (testTime): a lock that runs out sends the message a second time.
 */
const TEST_JOBS = { lockLifetime: testTime(2_000) };
/**
 * The service's own runtime polls every 2 s and a send after a sweep takes two of those; with every other
 * suite writing to the same database, one write can take seconds. jest's 5 s default is too tight for that.
 */
const TIMEOUT = testTime(15_000);
const CONFIRMATION = {
  to: 'Reka.Toth@Example.com',
  locale: 'hu',
  template: 'confirmation',
  data: { link: 'http://localhost:3000/account/confirm/abc123', name: 'Réka' },
} as const;

let jobs: AccountsJobs | undefined;
let agenda: Agenda | undefined;

function database(): Db {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  return db;
}

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await Email.init();
});

beforeEach(async () => {
  await Email.deleteMany({});
  await database().collection('agendaJobs').deleteMany({});
});

afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
  await agenda?.drain({ timeout: 10_000, closeConnection: false });
  agenda = undefined;
}, TIMEOUT);

afterAll(async () => {
  await dropTestDatabase();
});

/** A transport that fails the first `failures` times (as SendGrid does during an outage), then delivers. */
function flakyTransport(failures: number): MailTransport & { calls: OutgoingEmail[] } {
  const calls: OutgoingEmail[] = [];
  return {
    name: 'sendgrid',
    calls,
    send: async (email) => {
      calls.push(email);
      if (calls.length <= failures) throw new Error(`SendGrid answered 503 (call ${calls.length})`);
    },
  };
}

/**
 * Agenda with the mail jobs on a transport of the test's choosing, quick retries, polling every 200 ms
 * (written '0.2 seconds': human-interval reads '200 milliseconds' as 200 000 ms).
 */
async function startMailAgenda(transport: MailTransport, maxAttempts: number): Promise<Agenda> {
  const started = createAgenda(database(), { name: 'accounts-test', processEvery: '0.2 seconds' });
  defineMailJobs(started, { transport, maxAttempts, retryDelayMs: 50, ...TEST_JOBS });
  await started.start();
  return started;
}

describe('queueEmail', () => {
  it('when no worker runs, then the rendered message is stored queued and nothing is lost', async () => {
    const { id } = await queueEmail(CONFIRMATION);

    const stored = await Email.findById(id);
    expect(stored?.toJSON()).toEqual({
      id,
      to: 'reka.toth@example.com',
      locale: 'hu',
      template: 'confirmation',
      subject: 'Erősítsd meg a HFL Fantasy-fiókodat',
      html: expect.stringContaining('href="http://localhost:3000/account/confirm/abc123"'),
      text: expect.stringContaining('\nhttp://localhost:3000/account/confirm/abc123\n'),
      status: 'queued',
      transport: null,
      attempts: 0,
      lastError: null,
      sentAt: null,
      createdAt: expect.any(Date),
    });
    expect(await database().collection('agendaJobs').countDocuments({ name: SEND_JOB })).toBe(0);
  });

  it(
    'when the jobs run without SendGrid, then the message is delivered to the outbox within a few seconds, by id only',
    async () => {
      jobs = await startJobs(database(), OUTBOX_CONFIG, TEST_JOBS);
      const payloads: unknown[] = [];
      jobs.agenda.on(`start:${SEND_JOB}`, (job) => payloads.push(job.attrs.data));

      const { id } = await queueEmail(CONFIRMATION, jobs.agenda);

      const sent = await eventually(() => Email.findOne({ _id: id, status: 'sent' }), 6_000);
      expect(sent.transport).toBe('outbox');
      expect(sent.attempts).toBe(1);
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect(sent.subject).toBe('Erősítsd meg a HFL Fantasy-fiókodat');
      // A sweep that read the message while still queued may start one more send after it, which finds it sent.
      expect(payloads.length).toBeGreaterThan(0);
      expect(new Set(payloads.map((payload) => JSON.stringify(payload)))).toEqual(
        new Set([JSON.stringify({ emailId: id } satisfies SendJobData)]),
      );
    },
    TIMEOUT,
  );

  it(
    'when scheduling fails, then the message stays queued and the sweep delivers it once the jobs run',
    async () => {
      const client = await MongoClient.connect(process.env.MONGO_URL!);
      const unreachable = createAgenda(client.db(dbName), { name: 'accounts-unreachable' });
      await unreachable.ready;
      await client.close();

      const { id } = await queueEmail(CONFIRMATION, unreachable);

      expect((await Email.findById(id))?.status).toBe('queued');
      expect(await database().collection('agendaJobs').countDocuments({ name: SEND_JOB })).toBe(0);
      jobs = await startJobs(database(), OUTBOX_CONFIG, TEST_JOBS);
      const sent = await eventually(() => Email.findOne({ _id: id, status: 'sent' }));
      expect(sent.transport).toBe('outbox');
    },
    TIMEOUT,
  );
});

describe(`${SEND_JOB}`, () => {
  it(
    'when the transport fails twice, then the job retries and the third attempt sends it, keeping the last error',
    async () => {
      const transport = flakyTransport(2);
      agenda = await startMailAgenda(transport, 5);

      const { id } = await queueEmail(CONFIRMATION, agenda);

      const sent = await eventually(() => Email.findOne({ _id: id, status: 'sent' }));
      expect(sent.attempts).toBe(3);
      expect(sent.transport).toBe('sendgrid');
      expect(sent.lastError).toBe('SendGrid answered 503 (call 2)');
      expect(transport.calls).toHaveLength(3);
      expect(transport.calls[2]).toEqual({
        to: 'reka.toth@example.com',
        subject: sent.subject,
        html: sent.html,
        text: sent.text,
      });
    },
    TIMEOUT,
  );

  it(
    'when every attempt fails, then after the last one the message is failed with its error, still stored, and not tried again',
    async () => {
      const transport = flakyTransport(Infinity);
      agenda = await startMailAgenda(transport, 3);

      const { id } = await queueEmail(CONFIRMATION, agenda);

      const failed = await eventually(() => Email.findOne({ _id: id, status: 'failed' }));
      expect(failed.attempts).toBe(3);
      expect(failed.lastError).toBe('SendGrid answered 503 (call 3)');
      expect(failed.transport).toBeNull();
      expect(failed.html).toContain('http://localhost:3000/account/confirm/abc123');
      const job = await eventually(() =>
        database().collection('agendaJobs').findOne({ name: SEND_JOB, 'data.emailId': id, failCount: 3 }),
      );
      expect(job.nextRunAt ?? null).toBeNull();
      // Three more polling rounds: nothing picks the message up again.
      await new Promise((r) => setTimeout(r, 600));
      expect(transport.calls).toHaveLength(3);
    },
    TIMEOUT,
  );

  it(
    'when a message was already sent, then a repeated job does not send it again',
    async () => {
      const transport = flakyTransport(0);
      agenda = await startMailAgenda(transport, 3);
      const { id } = await queueEmail(CONFIRMATION, agenda);
      await eventually(() => Email.findOne({ _id: id, status: 'sent' }));

      await agenda.now(SEND_JOB, { emailId: id });

      await eventually(
        async () => (await database().collection('agendaJobs').countDocuments({ name: SEND_JOB })) === 0,
      );
      expect(transport.calls).toHaveLength(1);
      expect((await Email.findById(id))?.attempts).toBe(1);
    },
    TIMEOUT,
  );
});

describe('the app given the running jobs', () => {
  it(
    "when a user asks for a password reset, then the app schedules the e-mail on the jobs' Agenda and it goes out at once, not with the next sweep",
    async () => {
      jobs = await startJobs(database(), OUTBOX_CONFIG, TEST_JOBS);
      const app = buildApp(loadAccountsConfig(testEnv(dbName, { BFF_URL: UNREACHABLE_URL })), { agenda: jobs.agenda });
      const user = await createUser();
      // The sweep runs once as the jobs start, then every minute: past its first run, only the app's own scheduling
      // can send the message within seconds.
      await eventually(() =>
        database()
          .collection('agendaJobs')
          .findOne({ name: SWEEP_JOB, lastFinishedAt: { $ne: null } }),
      );

      const res = await request(app)
        .post('/users/password-reset/request')
        .set(await internalHeaders({ locale: 'en' }))
        .send({ email: user.email });

      expect(res.status).toBe(202);
      const sent = await eventually(() => Email.findOne({ to: user.email, template: 'passwordReset', status: 'sent' }));
      expect(sent.transport).toBe('outbox');
    },
    TIMEOUT,
  );
});
