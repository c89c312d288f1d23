import { Types } from 'mongoose';
import { ValidationError } from 'yup';
import { DEMO_PLAYER_IDS, newPasswordSchema, ROLES, type DemoPlayer, type Locale, type Role } from '@hfl/contracts';
import { isDuplicateKeyError, translate } from '@hfl/kit';
import { commonPasswordContext } from './password/common-passwords';
import { EmailTemplateModel } from './models/email-template';
import { hashPassword, User, userSearchText } from './models/user';

/** The demo's bulk-message template, so the owner's Bulk Message has one to load, preview and send. */
const DEMO_TEMPLATE_ID = new Types.ObjectId('66d000000000000000000e01');
const DEMO_TEMPLATE = {
  title: 'Playoffs are coming',
  translations: [
    {
      language: 'en',
      subject: 'The HFL playoffs are coming, {{firstName}}',
      body:
        '<h2>Hello {{firstName}}!</h2><p>The regular season is nearly over: check your lineup before the last ' +
        'rounds and <strong>make your trades while you still can</strong>.</p><p>See you in the playoffs!</p>',
    },
    {
      language: 'hu',
      subject: 'Közeleg a HFL rájátszása, {{firstName}}',
      body:
        '<h2>Szia {{firstName}}!</h2><p>Hamarosan véget ér az alapszakasz: nézd át a kezdőcsapatodat az utolsó ' +
        'fordulók előtt, és <strong>cserélj, amíg még lehet</strong>.</p><p>Találkozunk a rájátszásban!</p>',
    },
  ],
};

export interface SeededAccount {
  role: Role;
  email: string;
  password: string;
}

const OWNER_EMAIL = 'owner@hfl.local';
const DEFAULT_OWNER_PASSWORD = 'HflOwner2026!';
const DEFAULT_PLAYER_PASSWORD = 'HflPlayer2026!';

interface DemoPlayerProfile {
  email: string;
  firstName: string;
  lastName: string;
  location: string;
  locale: Locale;
  newsletter?: boolean;
}

/**
 * The members of leagues' demo leagues (DEMO_PLAYER_IDS), all with the demo player's password. `player` is the one the
 * launcher prints; it speaks the owner's language, the others Hungarian.
 */
const DEMO_PLAYERS: Record<DemoPlayer, DemoPlayerProfile> = {
  player: { email: 'player@hfl.local', firstName: 'Levente', lastName: 'Horváth', location: 'Budapest', locale: 'en' },
  bence: {
    email: 'bence.kovacs@hfl.local',
    firstName: 'Bence',
    lastName: 'Kovács',
    location: 'Debrecen',
    locale: 'hu',
  },
  dora: {
    email: 'dora.szalai@hfl.local',
    firstName: 'Dóra',
    lastName: 'Szalai',
    location: 'Szeged',
    locale: 'hu',
    newsletter: true,
  },
  gergo: { email: 'gergo.toth@hfl.local', firstName: 'Gergő', lastName: 'Tóth', location: 'Pécs', locale: 'hu' },
  reka: {
    email: 'reka.varga@hfl.local',
    firstName: 'Réka',
    lastName: 'Varga',
    location: 'Győr',
    locale: 'hu',
    newsletter: true,
  },
  mate: { email: 'mate.fekete@hfl.local', firstName: 'Máté', lastName: 'Fekete', location: 'Miskolc', locale: 'hu' },
  zsofia: { email: 'zsofia.balogh@hfl.local', firstName: 'Zsófia', lastName: 'Balogh', location: 'Eger', locale: 'hu' },
};

interface AccountToSeed {
  /** Fixed for the demo players (leagues refers to them); the owner's is made on insert. */
  _id?: Types.ObjectId;
  email: string;
  firstName: string;
  lastName: string;
  location?: string;
  roles: Role[];
  locale: Locale;
  /** Some demo players read the newsletter, so the owner's newsletter filter and export have someone to show. */
  newsletter?: boolean;
}

/**
 * Creates the confirmed account unless one with its address (or its fixed id: a demo player who changed address or
 * deleted the account) exists; an existing one is left exactly as it is. The password is hashed only when needed.
 */
async function ensureAccount(account: AccountToSeed, passwordHash: () => Promise<string>): Promise<void> {
  const existing = account._id ? { $or: [{ _id: account._id }, { email: account.email }] } : { email: account.email };
  if (await User.exists(existing)) return;
  try {
    // $setOnInsert on an upsert: a concurrent first run cannot create a second account or overwrite one.
    await User.updateOne(
      { email: account.email },
      {
        $setOnInsert: {
          ...account,
          search: userSearchText(account),
          passwordHash: await passwordHash(),
          confirmedAt: new Date(),
        },
      },
      { upsert: true },
    );
  } catch (error) {
    // A concurrent run inserted it first (FerretDB does not retry an upsert that hits a unique index).
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** Hashes `password` once, on first use. */
function lazyHash(password: string): () => Promise<string> {
  let hash: Promise<string> | undefined;
  return () => (hash ??= hashPassword(password));
}

export interface AccountsSeedOptions {
  /** false (production): the owner only, no demo players. */
  demo?: boolean;
  /** The owner (SUPER_ADMIN) account; required without the demo, the demo owner otherwise. */
  owner?: { email: string; password: string };
}

/**
 * The owner and, with the demo, the demo players, on the current mongoose connection. Idempotent: an existing account
 * is left exactly as it is (a password changed since the first run stays changed). Without the demo nothing is
 * reported, so no password is ever printed.
 */
export async function seed({ demo = true, owner: given }: AccountsSeedOptions = {}): Promise<{
  accounts: SeededAccount[];
}> {
  if (!demo && !given) throw new Error('the production seed needs the owner account (OWNER_EMAIL, OWNER_PASSWORD)');
  if (given) await requireStrongPassword(given.password);
  const owner: SeededAccount = {
    role: ROLES.SUPER_ADMIN,
    email: given?.email ?? OWNER_EMAIL,
    password: given?.password ?? (process.env.DEMO_OWNER_PASSWORD || DEFAULT_OWNER_PASSWORD),
  };
  await ensureAccount(
    { email: owner.email, firstName: 'Site', lastName: 'Owner', roles: [ROLES.SUPER_ADMIN], locale: 'en' },
    lazyHash(owner.password),
  );
  if (!demo) return { accounts: [] };

  const player: SeededAccount = {
    role: ROLES.USER,
    email: DEMO_PLAYERS.player.email,
    password: process.env.DEMO_PLAYER_PASSWORD || DEFAULT_PLAYER_PASSWORD,
  };
  const playerHash = lazyHash(player.password);
  for (const [key, profile] of Object.entries(DEMO_PLAYERS) as [DemoPlayer, DemoPlayerProfile][]) {
    await ensureAccount({ _id: new Types.ObjectId(DEMO_PLAYER_IDS[key]), ...profile, roles: [ROLES.USER] }, playerHash);
  }
  await ensureDemoTemplate();
  return { accounts: [owner, player] };
}

/** The production owner's password meets the rules every user's does (length, not a commonly breached one). */
async function requireStrongPassword(password: string): Promise<void> {
  try {
    await newPasswordSchema.validate({ password }, { context: commonPasswordContext() });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new Error(`OWNER_PASSWORD does not meet the password rules: ${translate(error.message, 'en', error.params)}`);
  }
}

/** Inserted by its fixed id when missing: a template the owner changed since stays as the owner left it. */
async function ensureDemoTemplate(): Promise<void> {
  if (await EmailTemplateModel.exists({ _id: DEMO_TEMPLATE_ID })) return;
  try {
    await EmailTemplateModel.create({ _id: DEMO_TEMPLATE_ID, ...DEMO_TEMPLATE });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}
