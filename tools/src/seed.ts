import mongoose from 'mongoose';
import { DEMO_ACCOUNT_MARKER, type DemoAccount } from './demo-accounts';

/**
 * Applies each service's idempotent demo seed to that service's own database.
 * Run as its own process by the stack (mongoose's default connection is switched per service).
 * Leagues' demo leagues refer to accounts' demo players and content's team logos by the fixed ids in contracts' demo-data.ts;
 * fantasy's demo draft to leagues' Duna Kupa and stats' season.
 */
const SEEDED_SERVICES = ['accounts', 'content', 'leagues', 'stats', 'fantasy'] as const;

export async function seedAll(mongoUrl: string): Promise<DemoAccount[]> {
  // Every reconnection re-initialises every model mongoose knows in whichever database is connected: left on, each
  // service's collections and indexes would also appear in the databases seeded after it. Each service builds its own
  // indexes when it starts; a seed that needs one meanwhile builds it itself (the seed marks' unique key).
  mongoose.set('autoCreate', false);
  mongoose.set('autoIndex', false);
  const accounts: DemoAccount[] = [];
  for (const service of SEEDED_SERVICES) {
    await mongoose.connect(mongoUrl, { dbName: `hfl_${service}` });
    try {
      const { seed } = (await import(`@hfl/${service}/seed`)) as { seed: () => Promise<{ accounts?: DemoAccount[] } | void> };
      const report = await seed();
      accounts.push(...(report?.accounts ?? []));
    } finally {
      await mongoose.disconnect();
    }
  }
  return accounts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.MONGO_URL;
  if (!url) {
    console.error('MONGO_URL is required');
    process.exit(1);
  }
  seedAll(url)
    .then((accounts) => {
      for (const account of accounts) console.log(`${DEMO_ACCOUNT_MARKER}${JSON.stringify(account)}`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
