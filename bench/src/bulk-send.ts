/**
 * `npm run bench:bulk-send [-- --recipients N]`: the owner sends a bilingual bulk message to N users (default 10,000)
 * through the outbox (no SendGrid key: the stored e-mail is the delivery, as in development). Starts the database
 * (embedded FerretDB, or MONGO_URL) and the real accounts service as a process with its job worker, seeds N confirmed
 * users (half English, half Hungarian) directly, then times from the owner's POST /owner/messages/send to the send's
 * progress (GET /owner/messages/sends/{id}) saying done. Target: ≤ 60 s for 10,000. Afterwards the outbox is checked:
 * one e-mail per recipient, none twice, each in the recipient's language.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import type { BulkSendProgress, BulkSendResult } from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from '@hfl/kit';
import { startDatabase } from '../../tools/src/db';
import { prefixedLogger, type ManagedProcess } from '../../tools/src/processes';
import { startAccountsProcess } from './accounts-process';
import { describeDatabase, inDatabase } from './database';
import { record, seconds } from './report';

const TARGET_MS = 60_000;
const DEFAULT_RECIPIENTS = 10_000;
const POLL_MS = 100;
const TIMEOUT_MS = 10 * 60_000;

function recipientsArgument(): number {
  const index = process.argv.indexOf('--recipients');
  const value = index >= 0 ? Number(process.argv[index + 1]) : DEFAULT_RECIPIENTS;
  if (!Number.isInteger(value) || value < 1) throw new Error('--recipients takes a positive whole number');
  return value;
}

const TEMPLATE = {
  title: 'Bench: season kick-off',
  translations: [
    {
      language: 'en',
      subject: 'The season starts, {{firstName}}!',
      body: '<h2>Kick-off</h2><p>Dear {{name}}, the <strong>HFL Fantasy</strong> season starts on Saturday.</p><p><a href="https://example.com/draft">Draft your team</a></p>',
    },
    {
      language: 'hu',
      subject: 'Kezdődik a szezon, {{firstName}}!',
      body: '<h2>Kezdőrúgás</h2><p>Kedves {{name}}, szombaton indul a <strong>HFL Fantasy</strong> szezonja.</p><p><a href="https://example.com/draft">Draftold a csapatod</a></p>',
    },
  ],
};

/** N confirmed users, written directly (half of them Hungarian), in insert batches. */
async function seedUsers(count: number): Promise<string[]> {
  const users = mongoose.connection.db!.collection('users');
  const ids: string[] = [];
  const now = new Date();
  for (let start = 0; start < count; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, count - start) }, (_, i) => {
      const n = start + i;
      const _id = new Types.ObjectId();
      ids.push(_id.toHexString());
      return {
        _id,
        email: `bench-${n}@example.com`,
        passwordHash: 'not-a-real-hash',
        firstName: `Player${n}`,
        lastName: 'Bench',
        gender: null,
        location: null,
        birthDate: null,
        // Subscribers all: a bulk message skips whoever turned the newsletter off.
        newsletter: true,
        roles: ['USER'],
        locale: n % 2 === 0 ? 'en' : 'hu',
        confirmedAt: now,
        deletedAt: null,
        leaguesReleasePending: false,
        createdAt: now,
      };
    });
    await users.insertMany(batch, { ordered: false });
  }
  return ids;
}

export async function measureBulkSend(): Promise<void> {
  const recipients = recipientsArgument();
  const log = prefixedLogger(process.stderr);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-bench-bulk-send-'));
  const db = await startDatabase({ dataDir, log: (line) => log('database', line) });
  // A database of its own, so MONGO_URL's real data is never touched; dropped at the end.
  const accountsDb = `bench_accounts_${randomBytes(4).toString('hex')}`;
  const processes: ManagedProcess[] = [];
  try {
    const database = await describeDatabase(db.url, db.embedded);
    const secret = randomBytes(32).toString('hex');

    let ids: string[] = [];
    let seeded = Date.now();
    await inDatabase(db.url, accountsDb, async () => {
      ids = await seedUsers(recipients);
    });
    seeded = Date.now() - seeded;
    log('bench', `seeded ${recipients} users in ${seconds(seeded)}`);

    const accounts = await startAccountsProcess({ mongoUrl: db.url, dbName: accountsDb, secret, log });
    processes.push(accounts.process);
    const accountsUrl = accounts.url;

    // Signed anew for every call, as the BFF does: an internal token lives 60 seconds.
    const ownerId = new Types.ObjectId().toHexString();
    const ownerHeaders = async () => ({
      [INTERNAL_TOKEN_HEADER]: await signInternalToken(
        { userId: ownerId, roles: ['USER', 'SUPER_ADMIN'], locale: 'en' },
        secret,
        'accounts',
      ),
      'content-type': 'application/json',
    });
    const started = performance.now();
    const answer = await fetch(`${accountsUrl}/owner/messages/send`, {
      method: 'POST',
      headers: await ownerHeaders(),
      body: JSON.stringify({ ...TEMPLATE, users: ids, idempotencyKey: randomBytes(16).toString('hex') }),
    });
    const answeredMs = performance.now() - started;
    if (answer.status !== 202) throw new Error(`the send answered ${answer.status}: ${await answer.text()}`);
    const { sendId, nbSentMessages } = (await answer.json()) as BulkSendResult;
    if (nbSentMessages !== recipients) throw new Error(`the send took ${nbSentMessages} of ${recipients} recipients`);

    let progress: BulkSendProgress | undefined;
    for (;;) {
      const polled = await fetch(`${accountsUrl}/owner/messages/sends/${sendId}`, { headers: await ownerHeaders() });
      if (!polled.ok) throw new Error(`the progress answered ${polled.status}: ${await polled.text()}`);
      progress = (await polled.json()) as BulkSendProgress;
      if (progress.done) break;
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`not done after ${seconds(TIMEOUT_MS)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const totalMs = performance.now() - started;

    // The outbox itself: one e-mail per recipient, in the recipient's language.
    let stored = 0;
    let distinct = 0;
    let hungarian = 0;
    await inDatabase(db.url, accountsDb, async () => {
      const emails = mongoose.connection.db!.collection('emails');
      stored = await emails.countDocuments({ template: 'bulkMessage' });
      distinct = (await emails.distinct('to', { template: 'bulkMessage' })).length;
      hungarian = await emails.countDocuments({ template: 'bulkMessage', locale: 'hu' });
    });
    if (stored !== recipients || distinct !== recipients || progress.sent !== recipients)
      throw new Error(
        `${stored} e-mails for ${distinct} recipients stored, ${progress.sent} sent; expected ${recipients}`,
      );
    if (hungarian !== Math.floor(recipients / 2))
      throw new Error(`${hungarian} e-mails in Hungarian, expected ${Math.floor(recipients / 2)}`);

    const load = os.loadavg()[0]!.toFixed(1);
    console.log(`database: ${database}; ${os.cpus().length} CPUs, load average ${load} at the end`);
    console.log(`bulk send to ${recipients} recipients through the outbox (POST /owner/messages/send → done):`);
    console.log(`  the send answered after ${seconds(answeredMs)}`);
    console.log(`  ${stored} e-mails stored, one per recipient (${hungarian} in Hungarian), ${progress.failed} failed`);
    const target =
      recipients >= DEFAULT_RECIPIENTS
        ? ` — target ≤ ${seconds(TARGET_MS)}: ${totalMs <= TARGET_MS ? 'met' : 'NOT met'}`
        : '';
    console.log(`  from the send call to done: ${seconds(totalMs)}${target}`);
    record('bulk-send', {
      database,
      cpus: os.cpus().length,
      loadAverage: Number(load),
      recipients,
      seedMs: seeded,
      answeredMs: Math.round(answeredMs),
      totalMs: Math.round(totalMs),
      targetMs: TARGET_MS,
      targetMet: recipients >= DEFAULT_RECIPIENTS ? totalMs <= TARGET_MS : null,
    });
  } finally {
    await Promise.all(processes.map((service) => service.stop()));
    if (!db.embedded) {
      await inDatabase(db.url, accountsDb, async () => {
        await mongoose.connection.dropDatabase();
      });
    }
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureBulkSend();
