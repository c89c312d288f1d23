import { ROLES } from '@hfl/contracts';
import {
  describeRouteSafetyNet,
  discoverRoutes,
  connectTestDatabase,
  dropTestDatabase,
  startPeers,
  testDatabaseName,
  testEnv,
  allowTestTime,
} from '@hfl/kit/testing';
import { startAccounts } from './testing/support';
import { createUser } from './testing/factories';
import { buildApp } from './app';
import { loadAccountsConfig } from './config';

allowTestTime(60_000);

describeRouteSafetyNet({
  name: 'accounts',
  routes: discoverRoutes(buildApp(loadAccountsConfig(testEnv('route_discovery')))),
  minimumRoutes: 20,
  start: async () => {
    await connectTestDatabase(testDatabaseName('safety_net'));
    // The real leagues service, which an account deletion asks first; fantasy (and its stats) answer the owner users
    // table's draft facts.
    const { leagues, stats } = await startPeers(['leagues', 'stats']);
    const { fantasy } = await startPeers(['fantasy'], { fantasy: { STATS_URL: stats.url } });
    return startAccounts('safety_net', { LEAGUES_URL: leagues.url, FANTASY_URL: fantasy.url });
  },
  seed: async () => {
    // Fresh accounts each time: a route (e.g. DELETE /users/me) may rightly use one up.
    const [user, owner] = await Promise.all([createUser(), createUser({ roles: [ROLES.USER, ROLES.SUPER_ADMIN] })]);
    return {
      userId: user.id as string,
      ownerId: owner.id as string,
      param: (name) => (name === 'id' ? 'me' : undefined),
    };
  },
  stop: dropTestDatabase,
  bookkeeping: {
    // One document per counted attempt (reset requests, e-mail changes, failed logins) is the limit itself: written
    // before the answer whatever the answer, by design (see limits/account-limits.ts).
    rate_limit_attempts: 'rate-limit attempts',
  },
});
