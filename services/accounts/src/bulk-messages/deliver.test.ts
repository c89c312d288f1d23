import mongoose from 'mongoose';
import type { Locale } from '@hfl/contracts';
import { connectTestDatabase, dropTestDatabase, testDatabaseName } from '@hfl/kit/testing';
import { Email } from '../models/email';
import type { MailTransport, OutgoingEmail } from '../mail/transports';
import { BulkDelivery, BulkSend } from '../models/bulk-send';
import { User, type UserDocument } from '../models/user';
import { createUser } from '../testing/factories';
import { runBulkSend, UNKNOWN_OUTCOME } from './deliver';

const PUBLIC_URL = 'https://fantasy.example.test';

beforeAll(async () => {
  await connectTestDatabase(testDatabaseName('accounts_bulk_deliver'));
  await Promise.all([User.init(), Email.init(), BulkSend.init(), BulkDelivery.init()]);
});

afterAll(async () => {
  await dropTestDatabase();
});

beforeEach(async () => {
  await Promise.all([User.deleteMany({}), Email.deleteMany({}), BulkSend.deleteMany({}), BulkDelivery.deleteMany({})]);
});

async function users(count: number, locale: (i: number) => Locale = () => 'en'): Promise<UserDocument[]> {
  const made: UserDocument[] = [];
  for (let i = 0; i < count; i++)
    made.push(await createUser({ firstName: `Name${i}`, locale: locale(i), newsletter: true }));
  return made;
}

async function newSend(recipients: UserDocument[]) {
  return BulkSend.create({
    title: 'Kick-off',
    translations: [
      { language: 'en', subject: 'Hello {{firstName}}', body: '<p>Dear {{name}}, the season starts.</p>' },
      { language: 'hu', subject: 'Szia {{firstName}}', body: '<p>Kedves {{name}}, kezdődik a szezon.</p>' },
    ],
    recipients: recipients.map((user) => user._id),
    createdBy: new mongoose.Types.ObjectId(),
  });
}

/** The outbox transport with a record of what was handed over. */
function recordingTransport(behaviour: (n: number) => 'ok' | 'fail' | 'hang' = () => 'ok') {
  const handedOver: OutgoingEmail[] = [];
  const transport: MailTransport = {
    name: 'outbox',
    send: (email) => {
      const n = handedOver.length + 1;
      handedOver.push(email);
      const what = behaviour(n);
      if (what === 'hang') return new Promise<void>(() => {});
      return what === 'fail' ? Promise.reject(new Error('provider refused')) : Promise.resolve();
    },
  };
  return { transport, handedOver };
}

/** How many stored e-mails each recipient has: the outbox itself. */
async function outboxCounts(recipients: UserDocument[]): Promise<number[]> {
  return Promise.all(recipients.map((user) => Email.countDocuments({ to: user.email })));
}

const progressOf = async (sendId: string) => {
  const send = await BulkSend.findById(sendId);
  return { sent: send!.sent, failed: send!.failed, done: send!.doneAt !== null };
};

describe('runBulkSend', () => {
  it('when the run completes, then every recipient has exactly one e-mail in their own language with the unsubscribe headers', async () => {
    const recipients = await users(5, (i) => (i % 2 ? 'hu' : 'en'));
    const send = await newSend(recipients);
    const { transport } = recordingTransport();

    await runBulkSend(send.id as string, { transport, publicUrl: PUBLIC_URL, batchSize: 2 });

    expect(await outboxCounts(recipients)).toEqual([1, 1, 1, 1, 1]);
    const hu = await Email.findOne({ to: recipients[1]!.email });
    expect(hu!.subject).toBe('Szia Name1');
    expect(hu!.locale).toBe('hu');
    expect(hu!.status).toBe('sent');
    // The whole name as Hungarian writes it.
    expect(hu!.html).toContain('Kedves Kovács Name1, kezdődik a szezon.');
    const delivery = await BulkDelivery.findOne({ user: recipients[1]!._id });
    const link = `${PUBLIC_URL}/api/unsubscribe/${delivery!.token}`;
    expect(hu!.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(hu!.html).toContain(`href="${link}"`);
    expect(hu!.text).toContain(link);
    expect(await progressOf(send.id as string)).toEqual({ sent: 5, failed: 0, done: true });
  });

  it('when a recipient turned the newsletter off after the owner chose him, then the send skips him and the others get it', async () => {
    const recipients = await users(3);
    const send = await newSend(recipients);
    await User.updateOne({ _id: recipients[1]!._id }, { $set: { newsletter: false } });
    const { transport, handedOver } = recordingTransport();

    await runBulkSend(send.id as string, { transport, publicUrl: PUBLIC_URL });

    expect(await outboxCounts(recipients)).toEqual([1, 0, 1]);
    expect(handedOver.map((email) => email.to)).not.toContain(recipients[1]!.email);
    expect((await BulkDelivery.findOne({ user: recipients[1]!._id }))!.status).toBe('unsubscribed');
    expect(await progressOf(send.id as string)).toEqual({ sent: 2, failed: 0, done: true });
  });

  it('when the worker dies mid-batch and the job runs again, then nobody gets the message twice and the lost claims count as failed', async () => {
    const recipients = await users(7);
    const send = await newSend(recipients);
    // The 4th hand-over never returns: the worker is gone with its batch (3 and 4) unrecorded.
    const first = recordingTransport((n) => (n === 4 ? 'hang' : 'ok'));
    void runBulkSend(send.id as string, { transport: first.transport, publicUrl: PUBLIC_URL, batchSize: 2 });
    for (let waited = 0; first.handedOver.length < 4 && waited < 5_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.handedOver).toHaveLength(4);

    const second = recordingTransport();
    await runBulkSend(send.id as string, { transport: second.transport, publicUrl: PUBLIC_URL, batchSize: 2 });

    const perRecipient = await outboxCounts(recipients);
    expect(Math.max(...perRecipient)).toBe(1);
    // The two of the dead batch are never handed over again; everyone else gets theirs once.
    const handedTwice = second.handedOver.filter((email) => first.handedOver.some((e) => e.to === email.to));
    expect(handedTwice).toEqual([]);
    expect(second.handedOver).toHaveLength(3);
    expect(perRecipient).toEqual([1, 1, 0, 0, 1, 1, 1]);
    const unknown = await BulkDelivery.find({ send: send._id, error: UNKNOWN_OUTCOME });
    expect(unknown.map((d) => d.user.toHexString()).sort()).toEqual([recipients[2]!.id, recipients[3]!.id].sort());
    expect(await progressOf(send.id as string)).toEqual({ sent: 5, failed: 2, done: true });
  });

  it('when two runs of the same send overlap (a lock taken over), then each recipient is still handed over at most once', async () => {
    const recipients = await users(8);
    const send = await newSend(recipients);
    const a = recordingTransport();
    const b = recordingTransport();

    await Promise.all([
      runBulkSend(send.id as string, { transport: a.transport, publicUrl: PUBLIC_URL, batchSize: 3 }),
      runBulkSend(send.id as string, { transport: b.transport, publicUrl: PUBLIC_URL, batchSize: 3 }),
    ]);

    const handed = [...a.handedOver, ...b.handedOver].map((email) => email.to);
    expect(new Set(handed).size).toBe(handed.length);
    expect(Math.max(...(await outboxCounts(recipients)))).toBe(1);
    expect(await BulkDelivery.countDocuments({ send: send._id })).toBe(8);
  });

  it('when a run stops between batches and runs again, then it carries on where it stopped', async () => {
    const recipients = await users(5);
    const send = await newSend(recipients);
    const { transport } = recordingTransport();
    let batches = 0;
    await expect(
      runBulkSend(send.id as string, {
        transport,
        publicUrl: PUBLIC_URL,
        batchSize: 2,
        afterBatch: async () => {
          if (++batches === 1) throw new Error('worker stopped');
        },
      }),
    ).rejects.toThrow('worker stopped');
    expect(await outboxCounts(recipients)).toEqual([1, 1, 0, 0, 0]);
    expect(await progressOf(send.id as string)).toEqual({ sent: 2, failed: 0, done: false });

    await runBulkSend(send.id as string, { transport, publicUrl: PUBLIC_URL, batchSize: 2 });
    await runBulkSend(send.id as string, { transport, publicUrl: PUBLIC_URL, batchSize: 2 });

    expect(await outboxCounts(recipients)).toEqual([1, 1, 1, 1, 1]);
    expect(await progressOf(send.id as string)).toEqual({ sent: 5, failed: 0, done: true });
  });

  it('when the provider refuses some and an account was deleted meanwhile, then those are failed, stored once, and not retried', async () => {
    const recipients = await users(4);
    await User.updateOne({ _id: recipients[3]!._id }, { $set: { deletedAt: new Date() } });
    const send = await newSend(recipients);
    const { transport, handedOver } = recordingTransport((n) => (n === 2 ? 'fail' : 'ok'));

    await runBulkSend(send.id as string, { transport, publicUrl: PUBLIC_URL, batchSize: 10 });
    await runBulkSend(send.id as string, { transport, publicUrl: PUBLIC_URL, batchSize: 10 });

    expect(handedOver).toHaveLength(3);
    expect(await Email.countDocuments({ status: 'failed' })).toBe(1);
    expect(await Email.countDocuments({ to: recipients[3]!.email })).toBe(0);
    expect(await progressOf(send.id as string)).toEqual({ sent: 2, failed: 2, done: true });
  });
});
