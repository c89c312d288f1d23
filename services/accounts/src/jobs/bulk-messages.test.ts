import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { ROLES, type BulkSendPayload } from '@hfl/contracts';
import request from 'supertest';
import {
  connectTestDatabase,
  dropTestDatabase,
  eventually,
  testDatabaseName,
  testEnv,
  testSecret,
  testTime,
  UNREACHABLE_URL,
} from '@hfl/kit/testing';
import { buildApp } from '../app';
import { loadAccountsConfig } from '../config';
import { startBulkSend } from '../bulk-messages/send';
import { Email } from '../models/email';
import { DEFAULT_MAIL_FROM } from '../mail/transports';
import { BulkDelivery, BulkSend } from '../models/bulk-send';
import { User } from '../models/user';
import { createUser } from '../testing/factories';
import { as } from '../testing/support';
import { BULK_SEND_JOB } from '../bulk-messages/send-job';
import { startJobs, type AccountsJobs } from './index';

/**
 * Agenda re-checks a running job's lock every lockLifetime / 2 with a timer it never clears: keep it short. Not shorter
 * than a send may take beside the other lanes (testTime): a lock that runs out sends the message a second time.
 */
const TEST_JOBS = { lockLifetime: testTime(2_000) };
const CONFIG = {
  MAIL_FROM: DEFAULT_MAIL_FROM,
  PUBLIC_URL: 'https://fantasy.example.test',
  INTERNAL_TOKEN_SECRET: testSecret(),
};
const TEMPLATE = {
  title: 'Kick-off',
  translations: [
    { language: 'en', subject: 'Hello {{firstName}}', body: '<p>The season starts.</p>' },
    { language: 'hu', subject: 'Szia {{firstName}}', body: '<p>Kezdődik a szezon.</p>' },
  ],
} satisfies Omit<BulkSendPayload, 'users'>;

let jobs: AccountsJobs | undefined;

beforeAll(async () => {
  await connectTestDatabase(testDatabaseName('accounts_bulk_jobs'));
  await Promise.all([User.init(), Email.init(), BulkSend.init(), BulkDelivery.init()]);
});

afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
});

afterAll(async () => {
  await dropTestDatabase();
});

const ownerId = () => new mongoose.Types.ObjectId().toHexString();
const doneSend = (sendId: string) => eventually(async () => (await BulkSend.findById(sendId))?.doneAt, 12_000);

describe('the bulk-messages:send job', () => {
  it('when the owner sends through an app given the running jobs, then the job (by send id only) delivers each recipient once, in their language', async () => {
    jobs = await startJobs(mongoose.connection.db!, CONFIG, TEST_JOBS);
    const app = buildApp(loadAccountsConfig(testEnv(mongoose.connection.name, { BFF_URL: UNREACHABLE_URL })), {
      agenda: jobs.agenda,
    });
    const [en, hu] = [
      await createUser({ locale: 'en', newsletter: true }),
      await createUser({ locale: 'hu', roles: [ROLES.USER], newsletter: true }),
    ];
    const owner = await createUser({ roles: [ROLES.USER, ROLES.SUPER_ADMIN] });

    const res = await request(app)
      .post('/owner/messages/send')
      .set(await as(owner))
      .send({ ...TEMPLATE, users: [en.id as string, hu.id as string], idempotencyKey: randomUUID() });

    expect(res.status).toBe(202);
    const { sendId } = res.body as { sendId: string };
    const job = await mongoose.connection.db!.collection('agendaJobs').findOne({ name: BULK_SEND_JOB });
    expect(job?.data).toEqual({ sendId });
    await doneSend(sendId);
    const emails = await Email.find({ template: 'bulkMessage' }).sort({ locale: 1 });
    expect(emails.map((email) => [email.to, email.locale, email.subject, email.status])).toEqual([
      [en.email, 'en', `Hello ${en.firstName}`, 'sent'],
      [hu.email, 'hu', `Szia ${hu.firstName}`, 'sent'],
    ]);
    const send = await BulkSend.findById(sendId);
    expect([send!.sent, send!.failed]).toEqual([2, 0]);
  });

  it('when a send was stored while no worker ran, then starting the jobs takes it up', async () => {
    const user = await createUser({ newsletter: true });
    const { sendId } = await startBulkSend(
      { ...TEMPLATE, users: [user.id as string], idempotencyKey: randomUUID() },
      ownerId(),
    );
    expect(await Email.countDocuments({ to: user.email })).toBe(0);

    jobs = await startJobs(mongoose.connection.db!, CONFIG, TEST_JOBS);

    await doneSend(sendId);
    expect(await Email.countDocuments({ to: user.email })).toBe(1);
  });
});
