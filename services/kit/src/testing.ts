import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { connectMongo } from './mongo';
import { INTERNAL_TOKEN_HEADER, signInternalToken, type InternalIdentity } from './internal-token';

/**
 * Helpers for service tests. jest's globalSetup starts one database server and sets MONGO_URL and
 * INTERNAL_TOKEN_SECRET; each test file works in a database of its own on it.
 */

function requiredEnv(name: 'MONGO_URL' | 'INTERNAL_TOKEN_SECRET'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through jest (its globalSetup starts the database)`);
  return value;
}

export function testSecret(): string {
  return requiredEnv('INTERNAL_TOKEN_SECRET');
}

/** A database name nobody else in this jest run uses, e.g. `test_accounts_3f9a1c2b`. */
export function testDatabaseName(prefix: string): string {
  return `test_${prefix}_${randomBytes(4).toString('hex')}`;
}

/** Config input for a service under test: the test server, a private database, port 0. */
export function testEnv(dbName: string, overrides: Record<string, string> = {}): Record<string, string | undefined> {
  return { ...process.env, MONGO_URL: requiredEnv('MONGO_URL'), MONGO_DB: dbName, PORT: '0', ...overrides };
}

/** Connects the process-wide mongoose connection to the file's own database. */
export async function connectTestDatabase(dbName: string): Promise<void> {
  await connectMongo(requiredEnv('MONGO_URL'), dbName);
}

/** Drops the file's database and disconnects, so no test leaves data or open handles behind. */
export async function dropTestDatabase(): Promise<void> {
  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
}

/** Headers the BFF would send for this caller; defaults to an English visitor. */
export async function internalHeaders(identity: Partial<InternalIdentity> = {}): Promise<Record<string, string>> {
  const token = await signInternalToken({ roles: [], locale: 'en', ...identity }, testSecret());
  return { [INTERNAL_TOKEN_HEADER]: token };
}
