import type { Express } from 'express';
import mongoose from 'mongoose';
import { connectTestDatabase, internalHeaders, startPeers, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../app';
import { loadAccountsConfig } from '../config';
import { Email } from '../models/email';
import { Token } from '../models/token';
import { User, type UserDocument } from '../models/user';
import { Attempt } from '../limits/account-limits';

/** Links in test e-mails start here, so a test also proves PUBLIC_URL is honoured. */
export const PUBLIC_URL = 'https://fantasy.example.test/app';

/** Connects to a fresh database and builds the accounts app with the indexes in place. */
export async function startAccounts(
  name: string,
  env: Record<string, string> = {},
  { withContent = false }: { withContent?: boolean } = {},
): Promise<Express> {
  const dbName = testDatabaseName(name);
  await connectTestDatabase(dbName);
  await Promise.all([User.init(), Token.init(), Email.init(), Attempt.init()]);
  // The real content service on the same database: the templates' header pictures are stored there.
  if (withContent) env = { CONTENT_URL: (await startPeers(['content'])).content.url, ...env };
  // Nothing listens on port 9: a publish fails, which must never fail a request.
  return buildApp(loadAccountsConfig(testEnv(dbName, { BFF_URL: 'http://127.0.0.1:9', PUBLIC_URL, ...env })));
}

/** Headers of a signed-in user as the BFF sends them. */
export const as = (user: UserDocument, locale: 'en' | 'hu' = 'en') =>
  internalHeaders({ userId: user.id as string, roles: [...user.roles], locale });

/** Headers of a visitor. */
export const asVisitor = (locale: 'en' | 'hu' = 'en') => internalHeaders({ locale });

/** The stored e-mails to an address (the real outbox), oldest first. */
export async function emailsTo(to: string, template?: string) {
  const filter: Record<string, string> = { to: to.toLowerCase() };
  if (template) filter.template = template;
  return Email.find(filter).sort({ createdAt: 1 });
}

/** Waits for an e-mail that is queued after the answer (e.g. a password reset). */
export async function waitForEmail(to: string, template: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const emails = await emailsTo(to, template);
    if (emails.length > 0) return emails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no ${template} e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the link `${PUBLIC_URL}${pathPrefix}<token>` in an e-mail's text and HTML. */
export function tokenFrom(email: { text: string; html: string }, pathPrefix: string): string {
  const pattern = new RegExp(`${PUBLIC_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${pathPrefix}([0-9a-f]{64})`);
  const match = pattern.exec(email.text);
  if (!match?.[1]) throw new Error(`no ${pathPrefix} link in: ${email.text}`);
  expect(email.html).toContain(match[0]);
  return match[1];
}

/** Everything the accounts database holds, for "nothing changed" checks. */
export async function databaseState(): Promise<Record<string, unknown[]>> {
  const db = mongoose.connection.db!;
  const state: Record<string, unknown[]> = {};
  for (const name of ['users', 'tokens', 'emails']) {
    state[name] = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
  }
  return state;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
