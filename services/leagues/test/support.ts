import type { Express } from 'express';
import mongoose from 'mongoose';
import { connectTestDatabase, internalHeaders, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../src/app';
import { loadLeaguesConfig } from '../src/config';
import { FantasyTeam } from '../src/models/fantasy-team';
import { League } from '../src/models/league';
import { Membership } from '../src/models/membership';
import { SlotClaim } from '../src/models/slot-claim';

/** Connects to a fresh database and builds the leagues app with the unique indexes in place. */
export async function startLeagues(name: string): Promise<Express> {
  const dbName = testDatabaseName(name);
  await connectTestDatabase(dbName);
  await Promise.all([League.init(), Membership.init(), SlotClaim.init(), FantasyTeam.init()]);
  return buildApp(loadLeaguesConfig(testEnv(dbName)));
}

export const newUserId = () => new mongoose.Types.ObjectId().toHexString();
export const newId = newUserId;

/** Headers of a signed-in USER as the BFF sends them. */
export const asUser = (userId: string, locale: 'en' | 'hu' = 'en') => internalHeaders({ userId, roles: ['USER'], locale });
export const asSuperAdmin = (userId: string = newUserId()) =>
  internalHeaders({ userId, roles: ['USER', 'SUPER_ADMIN'], locale: 'en' });
export const asVisitor = () => internalHeaders({ locale: 'en' });

const COLLECTIONS = ['leagues', 'memberships', 'slot_claims', 'fantasy_teams'];

/** Everything the leagues database holds, for "nothing changed" checks. */
export async function databaseState(): Promise<Record<string, unknown[]>> {
  const db = mongoose.connection.db!;
  const state: Record<string, unknown[]> = {};
  for (const name of COLLECTIONS) state[name] = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
  return state;
}

export async function clearDatabase(): Promise<void> {
  await Promise.all([League.deleteMany({}), Membership.deleteMany({}), SlotClaim.deleteMany({}), FantasyTeam.deleteMany({})]);
}
