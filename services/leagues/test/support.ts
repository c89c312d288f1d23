import type { Express } from 'express';
import mongoose from 'mongoose';
import { listen, type RunningServer } from '@hfl/kit';
import { buildApp as buildAccounts } from '@hfl/accounts/app';
import { loadAccountsConfig } from '@hfl/accounts/config';
import { connectTestDatabase, internalHeaders, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../src/app';
import { loadLeaguesConfig } from '../src/config';
import { FantasyTeam } from '../src/models/fantasy-team';
import { League } from '../src/models/league';
import { Membership } from '../src/models/membership';
import { SlotClaim } from '../src/models/slot-claim';
import { InvitationUse } from '../src/models/invitation-use';

/** Connects to a fresh database and builds the leagues app with the unique indexes in place. */
export async function startLeagues(name: string, env: Record<string, string> = {}): Promise<Express> {
  const dbName = testDatabaseName(name);
  await connectTestDatabase(dbName);
  await Promise.all([League.init(), Membership.init(), SlotClaim.init(), FantasyTeam.init(), InvitationUse.init()]);
  return buildApp(loadLeaguesConfig(testEnv(dbName, env)));
}

/**
 * The real accounts service on a free port, in the same database (its collections are its own: users, emails), and
 * the leagues app pointed at it. `accounts.close()` in afterAll.
 */
export async function startLeaguesWithAccounts(
  name: string,
  env: Record<string, string> = {},
): Promise<{ app: Express; accounts: RunningServer }> {
  const dbName = testDatabaseName(name);
  await connectTestDatabase(dbName);
  await Promise.all([League.init(), Membership.init(), SlotClaim.init(), FantasyTeam.init(), InvitationUse.init()]);
  const accounts = await listen(buildAccounts(loadAccountsConfig(testEnv(dbName))), 0);
  const app = buildApp(loadLeaguesConfig(testEnv(dbName, { ACCOUNTS_URL: accounts.url, PUBLIC_URL: PUBLIC_URL_FOR_TESTS, ...env })));
  return { app, accounts };
}

/** Another leagues app on the database already connected (e.g. pointed at an unreachable accounts). */
export function buildLeaguesApp(env: Record<string, string> = {}): Express {
  return buildApp(loadLeaguesConfig(testEnv(mongoose.connection.name, env)));
}

export const PUBLIC_URL_FOR_TESTS = 'http://hfl.test';

/** A user as accounts stores one (only what the invitation e-mail reads: the name). */
export async function createAccountsUser(firstName = 'Anna', lastName = 'Szabó'): Promise<string> {
  const _id = new mongoose.Types.ObjectId();
  await mongoose.connection.db!.collection('users').insertOne({ _id, firstName, lastName, email: `${_id.toHexString()}@example.com` });
  return _id.toHexString();
}

/** The e-mails accounts stored, oldest first. */
export async function storedEmails(): Promise<Record<string, unknown>[]> {
  return mongoose.connection.db!.collection('emails').find({}).sort({ _id: 1 }).toArray();
}

export const newUserId = () => new mongoose.Types.ObjectId().toHexString();
export const newId = newUserId;

/** Headers of a signed-in USER as the BFF sends them. */
export const asUser = (userId: string, locale: 'en' | 'hu' = 'en') => internalHeaders({ userId, roles: ['USER'], locale });
export const asSuperAdmin = (userId: string = newUserId()) =>
  internalHeaders({ userId, roles: ['USER', 'SUPER_ADMIN'], locale: 'en' });
export const asVisitor = () => internalHeaders({ locale: 'en' });

const COLLECTIONS = ['leagues', 'memberships', 'slot_claims', 'fantasy_teams', 'invitation_uses'];

/** Everything the leagues database holds, for "nothing changed" checks. */
export async function databaseState(): Promise<Record<string, unknown[]>> {
  const db = mongoose.connection.db!;
  const state: Record<string, unknown[]> = {};
  for (const name of COLLECTIONS) state[name] = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
  return state;
}

export async function clearDatabase(): Promise<void> {
  await Promise.all([
    League.deleteMany({}),
    Membership.deleteMany({}),
    SlotClaim.deleteMany({}),
    FantasyTeam.deleteMany({}),
    InvitationUse.deleteMany({}),
    mongoose.connection.db!.collection('emails').deleteMany({}),
  ]);
}
