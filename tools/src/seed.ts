import mongoose from 'mongoose';
import * as yup from 'yup';
import { baseConfigShape, loadConfig } from '@hfl/kit';
import { DEMO_ACCOUNT_MARKER, type DemoAccount } from './demo-accounts';

/**
 * Applies each service's idempotent seed to that service's own database.
 * Run as its own process by the stack (mongoose's default connection is switched per service).
 * Leagues' demo leagues refer to accounts' demo players and content's team logos by the fixed ids in contracts' demo-data.ts;
 * fantasy's demo draft to leagues' Duna Kupa and stats' season.
 * In production there is no demo: the owner from OWNER_EMAIL/OWNER_PASSWORD, the real league's clubs, settings and the
 * pre-made team logos only.
 */
const SEEDED_SERVICES = ['accounts', 'content', 'leagues', 'stats', 'fantasy'] as const;

const OWNER_MISSING =
  'is not set: the production seed makes the owner (SUPER_ADMIN) account from OWNER_EMAIL and OWNER_PASSWORD ' +
  '(or OWNER_PASSWORD_FILE), and no demo accounts';

const productionOnly = (name: string) =>
  yup
    .string()
    .when('NODE_ENV', ([env], schema) =>
      env === 'production' ? schema.required(`${name} ${OWNER_MISSING}`) : schema.optional(),
    );

export const seedConfigSchema = yup.object({
  NODE_ENV: baseConfigShape.NODE_ENV,
  MONGO_URL: baseConfigShape.MONGO_URL,
  MONGO_USERNAME: baseConfigShape.MONGO_USERNAME,
  MONGO_PASSWORD: baseConfigShape.MONGO_PASSWORD,
  OWNER_EMAIL: productionOnly('OWNER_EMAIL').email('OWNER_EMAIL must be an e-mail address').lowercase().trim(),
  OWNER_PASSWORD: productionOnly('OWNER_PASSWORD'),
});
export type SeedConfig = yup.InferType<typeof seedConfigSchema>;

export interface SeedOptions {
  /** false (production): no demo players, leagues, seasons, draft or blog posts. */
  demo: boolean;
  owner?: { email: string; password: string };
}

export function seedOptions(config: SeedConfig): SeedOptions {
  const owner =
    config.OWNER_EMAIL && config.OWNER_PASSWORD
      ? { email: config.OWNER_EMAIL, password: config.OWNER_PASSWORD }
      : undefined;
  return { demo: config.NODE_ENV !== 'production', owner };
}

export async function seedAll(mongoUrl: string, options: SeedOptions = { demo: true }): Promise<DemoAccount[]> {
  // Every reconnection re-initialises every model mongoose knows in whichever database is connected: left on, each
  // service's collections and indexes would also appear in the databases seeded after it. Each service builds its own
  // indexes when it starts; a seed that needs one meanwhile builds it itself (the seed marks' unique key).
  mongoose.set('autoCreate', false);
  mongoose.set('autoIndex', false);
  const accounts: DemoAccount[] = [];
  for (const service of SEEDED_SERVICES) {
    await mongoose.connect(mongoUrl, { dbName: `hfl_${service}` });
    try {
      const { seed } = (await import(`@hfl/${service}/seed`)) as {
        seed: (options: SeedOptions) => Promise<{ accounts?: DemoAccount[] } | void>;
      };
      const report = await seed(options);
      accounts.push(...(report?.accounts ?? []));
    } finally {
      await mongoose.disconnect();
    }
  }
  return accounts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let config: SeedConfig;
  try {
    config = loadConfig(seedConfigSchema, process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  seedAll(config.MONGO_URL, seedOptions(config))
    .then((accounts) => {
      for (const account of accounts) console.log(`${DEMO_ACCOUNT_MARKER}${JSON.stringify(account)}`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
