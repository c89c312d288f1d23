import type { Express } from 'express';
import mongoose from 'mongoose';
import { listen, type RunningServer } from '@hfl/kit';
import { buildApp as buildAccounts } from '@hfl/accounts/app';
import { loadAccountsConfig } from '@hfl/accounts/config';
import { buildApp as buildContent } from '@hfl/content/app';
import { loadContentConfig } from '@hfl/content/config';
import { buildApp as buildFantasy } from '@hfl/fantasy/app';
import { loadFantasyConfig } from '@hfl/fantasy/config';
import { Draft } from '@hfl/fantasy/models/draft';
import { CurrentLeagueSeason, LeagueSeason } from '@hfl/fantasy/models/league-season';
import {
  connectTestDatabase,
  dropTestDatabase,
  internalHeaders,
  stopWithTestDatabase,
  TEST_IMAGES,
  testDatabaseName,
  testEnv,
} from '@hfl/kit/testing';
import { buildApp } from '../src/app';
import { loadLeaguesConfig } from '../src/config';
import { FantasyTeam } from '../src/models/fantasy-team';
import { League } from '../src/models/league';
import { Membership } from '../src/models/membership';
import { SlotClaim } from '../src/models/slot-claim';
import { InvitationUse } from '../src/models/invitation-use';
import { LeagueAdminChange } from '../src/models/league-admin-change';
import { LeagueDeletion } from '../src/models/league-deletion';
import { Usage } from '../src/usage-limits';

/** Nothing listens on port 9: calls to a peer fail at once (notifications are best-effort; they must not matter). */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

/** The peers started for this test file; they stop when `dropTestDatabase()` runs in afterAll. */
let peers: { accounts: RunningServer; content: RunningServer; fantasy: RunningServer } | undefined;

/**
 * A fresh database with the unique indexes in place; the real accounts (names, e-mails, notifications), content
 * (pictures, team logos) and fantasy (the leagues' seasons) services on free ports in it (their collections are their
 * own); and the leagues app pointed at them.
 */
export async function startLeaguesWithAccounts(
  name: string,
  env: Record<string, string> = {},
): Promise<{ app: Express; accounts: RunningServer; content: RunningServer; fantasy: RunningServer }> {
  const dbName = testDatabaseName(name);
  await connectTestDatabase(dbName);
  await Promise.all(
    [League, Membership, SlotClaim, FantasyTeam, InvitationUse, LeagueAdminChange, LeagueDeletion, Usage].map((model) => model.init()),
  );
  // Accounts publishes nowhere (no BFF here) and needs no leagues in these tests.
  const accountsEnv = testEnv(dbName, { BFF_URL: UNREACHABLE_URL, LEAGUES_URL: UNREACHABLE_URL });
  const accounts = await listen(buildAccounts(loadAccountsConfig(accountsEnv)), 0);
  const content = await listen(buildContent(loadContentConfig(testEnv(dbName))), 0);
  // Only asked for the leagues' current seasons and told of removed members here, which it answers from its own
  // collections (its draft events go nowhere: no BFF here).
  const fantasyEnv = testEnv(dbName, { LEAGUES_URL: UNREACHABLE_URL, STATS_URL: UNREACHABLE_URL, BFF_URL: UNREACHABLE_URL });
  const fantasy = await listen(buildFantasy(loadFantasyConfig(fantasyEnv)), 0);
  peers = { accounts, content, fantasy };
  stopWithTestDatabase(async () => {
    await Promise.all([accounts.close(), content.close(), fantasy.close()]);
    peers = undefined;
  });
  return { app: buildLeaguesApp(env), accounts, content, fantasy };
}

export type LeaguesUnderTest = Awaited<ReturnType<typeof startLeaguesWithAccounts>>;

/**
 * A test file's usual life: the leagues app and its peers started once (see `startLeaguesWithAccounts`) and handed
 * to `started`, the database emptied before each test, the peers stopped and the database dropped at the end.
 */
export function setUpLeaguesTests(
  name: string,
  started: (service: LeaguesUnderTest) => void | Promise<void>,
  env: Record<string, string> = {},
): void {
  beforeAll(async () => {
    await started(await startLeaguesWithAccounts(name, env));
  });
  beforeEach(clearDatabase);
  afterAll(dropTestDatabase);
}

/** `startLeaguesWithAccounts` for a test that only needs the app. */
export async function startLeagues(name: string, env: Record<string, string> = {}): Promise<Express> {
  return (await startLeaguesWithAccounts(name, env)).app;
}

/** A leagues app on the database already connected, calling the started peers unless `env` says otherwise. */
export function buildLeaguesApp(env: Record<string, string> = {}): Express {
  const peerUrls: Record<string, string> = peers
    ? { ACCOUNTS_URL: peers.accounts.url, CONTENT_URL: peers.content.url, FANTASY_URL: peers.fantasy.url }
    : {};
  return buildApp(loadLeaguesConfig(testEnv(mongoose.connection.name, { ...peerUrls, PUBLIC_URL: PUBLIC_URL_FOR_TESTS, ...env })));
}

export const PUBLIC_URL_FOR_TESTS = 'http://hfl.test';

/** The password of every createAccountsUser user (accounts asks for it again before deleting the account). */
export const ACCOUNTS_USER_PASSWORD = 'Leagues-Test-Pass-1';
/** Its bcrypt hash at the lowest cost: hashing at the production cost for every user would slow the tests down. */
const ACCOUNTS_USER_PASSWORD_HASH = '$2b$04$V633Y0Nn7PDoC8lslRjogu99W2eqovW0qorkFBexaivoAxyM5Y5rS';

/** A user as accounts stores one (what the invitation e-mail reads: the name; the password, for a deletion). */
export async function createAccountsUser(firstName = 'Anna', lastName = 'Szabó'): Promise<string> {
  const _id = new mongoose.Types.ObjectId();
  await mongoose.connection
    .db!.collection('users')
    .insertOne({ _id, firstName, lastName, email: `${_id.toHexString()}@example.com`, passwordHash: ACCOUNTS_USER_PASSWORD_HASH });
  return _id.toHexString();
}

/** The notifications accounts stored for a user, oldest first. */
export async function storedNotifications(userId: string): Promise<Record<string, unknown>[]> {
  return mongoose.connection
    .db!.collection('notifications')
    .find({ userId: new mongoose.Types.ObjectId(userId) })
    .sort({ _id: 1 })
    .toArray();
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

/** The leagues collections, and the pictures content stores for leagues. */
const COLLECTIONS = [
  'leagues',
  'memberships',
  'slot_claims',
  'fantasy_teams',
  'invitation_uses',
  'league_admin_changes',
  'league_deletions',
  'usage_limits',
  'files.files',
  'files.chunks',
];

/** Everything the leagues database holds (and the pictures stored), for "nothing changed" checks. */
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
    LeagueAdminChange.deleteMany({}),
    LeagueDeletion.deleteMany({}),
    Usage.deleteMany({}),
    mongoose.connection.db!.collection('emails').deleteMany({}),
    mongoose.connection.db!.collection('notifications').deleteMany({}),
    mongoose.connection.db!.collection('files.files').deleteMany({}),
    mongoose.connection.db!.collection('files.chunks').deleteMany({}),
    mongoose.connection.db!.collection('team_logos').deleteMany({}),
    LeagueSeason.deleteMany({}),
    CurrentLeagueSeason.deleteMany({}),
    Draft.deleteMany({}),
  ]);
}

/** Pictures content has stored. */
export function storedFileCount(): Promise<number> {
  return mongoose.connection.db!.collection('files.files').countDocuments();
}

/** A multipart body with one picture. */
function pictureForm(field: string, data: Buffer = TEST_IMAGES.png): FormData {
  const form = new FormData();
  form.append(field, new Blob([Uint8Array.from(data)], { type: 'image/png' }), 'picture.png');
  return form;
}

/** A pre-made team logo, put in the gallery the way the content seed does: the logo's id is its picture's file id. */
export async function createTeamLogo(): Promise<string> {
  const res = await fetch(new URL('/internal/files', peers!.content.url), {
    method: 'POST',
    headers: await internalHeaders({ service: 'content' }),
    body: pictureForm('file'),
  });
  const { id } = (await res.json()) as { id: string };
  await mongoose.connection.db!.collection('team_logos').insertOne({ _id: new mongoose.Types.ObjectId(id), createdAt: new Date() });
  return id;
}
