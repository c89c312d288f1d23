import type { Express } from 'express';
import mongoose from 'mongoose';
import type { RunningServer } from '@hfl/kit';
import {
  clearTestDatabase,
  connectTestDatabase,
  dropTestDatabase,
  internalHeaders,
  startPeers,
  TEST_IMAGES,
  testDatabaseName,
  testEnv,
  UNREACHABLE_URL,
} from '@hfl/kit/testing';
import { buildApp } from '../app';
import { loadLeaguesConfig } from '../config';
import { FantasyTeam } from '../models/fantasy-team';
import { InvitationUse } from '../models/invitation-use';
import { InviteLink } from '../models/invite-link';
import { League } from '../models/league';
import { LeagueAdminChange } from '../models/league-admin-change';
import { LeagueDeletion } from '../models/league-deletion';
import { Membership } from '../models/membership';
import { SlotClaim } from '../models/slot-claim';
import { Usage } from '../usage-limits';

export { UNREACHABLE_URL };

/** The peers started for this test file; they stop when `dropTestDatabase()` runs in afterAll. */
let peers: { accounts: RunningServer; content: RunningServer; fantasy: RunningServer } | undefined;

/**
 * A fresh database with the unique indexes in place; the real accounts (names, e-mails, notifications), content
 * (pictures, team logos) and fantasy (the leagues' seasons, told of removed members) services on free ports in it
 * (kit's startPeers: their collections are their own, their own peers unreachable); and the leagues app pointed at
 * them.
 */
export async function startLeaguesWithAccounts(
  name: string,
  env: Record<string, string> = {},
): Promise<{ app: Express; accounts: RunningServer; content: RunningServer; fantasy: RunningServer }> {
  await connectTestDatabase(testDatabaseName(name));
  await Promise.all(
    [
      League,
      Membership,
      SlotClaim,
      FantasyTeam,
      InvitationUse,
      InviteLink,
      LeagueAdminChange,
      LeagueDeletion,
      Usage,
    ].map((model) => model.init()),
  );
  peers = await startPeers(['accounts', 'content', 'fantasy']);
  return { app: buildLeaguesApp(env), ...peers };
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
  beforeEach(clearTestDatabase);
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
  return buildApp(
    loadLeaguesConfig(testEnv(mongoose.connection.name, { ...peerUrls, PUBLIC_URL: PUBLIC_URL_FOR_TESTS, ...env })),
  );
}

export const PUBLIC_URL_FOR_TESTS = 'http://hfl.test';

/** The password of every createAccountsUser user (accounts asks for it again before deleting the account). */
export const ACCOUNTS_USER_PASSWORD = 'Leagues-Test-Pass-1';
/** Its bcrypt hash at the lowest cost: hashing at the production cost for every user would slow the tests down. */
const ACCOUNTS_USER_PASSWORD_HASH = '$2b$04$V633Y0Nn7PDoC8lslRjogu99W2eqovW0qorkFBexaivoAxyM5Y5rS';

/**
 * A user as accounts stores one (what the invitation e-mail reads: the name; the password, for a deletion): a seed of
 * the accounts peer's data, written into its collection. `id` for a user other data already names (the demo players).
 */
export async function createAccountsUser(firstName = 'Anna', lastName = 'Szabó', id?: string): Promise<string> {
  const _id = new mongoose.Types.ObjectId(id);
  await mongoose.connection.db!.collection('users').insertOne({
    _id,
    firstName,
    lastName,
    email: `${_id.toHexString()}@example.com`,
    passwordHash: ACCOUNTS_USER_PASSWORD_HASH,
  });
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

/** A league's live draft as fantasy stores it (its `drafts` collection), e.g. as a member's removal left it. */
export function storedFantasyDraft(seasonId: mongoose.Types.ObjectId): Promise<Record<string, unknown> | null> {
  return mongoose.connection.db!.collection('drafts').findOne({ _id: seasonId });
}

/** The e-mails accounts stored, oldest first. */
export async function storedEmails(): Promise<Record<string, unknown>[]> {
  return mongoose.connection.db!.collection('emails').find({}).sort({ _id: 1 }).toArray();
}

export const newUserId = () => new mongoose.Types.ObjectId().toHexString();
export const newId = newUserId;

/** Headers of a signed-in USER as the BFF sends them. */
export const asUser = (userId: string, locale: 'en' | 'hu' = 'en') =>
  internalHeaders({ userId, roles: ['USER'], locale });
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
  'invite_links',
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
    headers: await internalHeaders({ service: 'content' }, 'content'),
    body: pictureForm('file'),
  });
  const { id } = (await res.json()) as { id: string };
  await mongoose.connection
    .db!.collection('team_logos')
    .insertOne({ _id: new mongoose.Types.ObjectId(id), createdAt: new Date() });
  return id;
}
