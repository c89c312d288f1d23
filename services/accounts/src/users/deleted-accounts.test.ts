import { jest } from '@jest/globals';
import { logger, type RunningServer } from '@hfl/kit';
import {
  connectTestDatabase,
  dropTestDatabase,
  startPeers,
  testDatabaseName,
  testSecret,
  UNREACHABLE_URL,
} from '@hfl/kit/testing';
import { releasePendingAccounts } from './deleted-accounts';
import { createLeaguesClient } from '../peers/leagues';
import { User } from '../models/user';
import { createUser } from '../testing/factories';

const dbName = testDatabaseName('accounts_deleted');
let leagues: RunningServer;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await User.init();
  // The real leagues service on this file's database (kit's startPeers; it stops when the database is dropped).
  ({ leagues } = await startPeers(['leagues']));
});

beforeEach(async () => {
  await User.deleteMany({});
});

afterAll(async () => {
  await dropTestDatabase();
});

/** An account deleted while leagues could not be told: what DELETE /users/me leaves when the immediate call fails. */
const deletedAwaitingLeagues = () =>
  createUser({ deletedAt: new Date(), firstName: null, lastName: null, leaguesReleasePending: true });

describe('release sweep of deleted accounts', () => {
  it('when leagues is down, then the accounts stay pending; once it is up, the next sweep releases them', async () => {
    const [first, second] = [await deletedAwaitingLeagues(), await deletedAwaitingLeagues()];
    const untouched = await createUser();

    const whileDown = await releasePendingAccounts(
      createLeaguesClient({ baseUrl: UNREACHABLE_URL, secret: testSecret() }),
    );

    expect(whileDown).toBe(0);
    expect(await User.countDocuments({ leaguesReleasePending: true })).toBe(2);

    const onceUp = await releasePendingAccounts(createLeaguesClient({ baseUrl: leagues.url, secret: testSecret() }));

    expect(onceUp).toBe(2);
    for (const user of [first, second]) expect((await User.findById(user.id))?.leaguesReleasePending).toBe(false);
    expect((await User.findById(untouched.id))?.toObject()).toMatchObject({
      leaguesReleasePending: false,
      deletedAt: null,
    });
  });

  it("when leagues refuses the caller (a wrong secret), then the accounts stay pending and the log keeps leagues' status and envelope", async () => {
    const user = await deletedAwaitingLeagues();
    const warnings = jest.spyOn(logger, 'warn');
    try {
      const released = await releasePendingAccounts(
        createLeaguesClient({ baseUrl: leagues.url, secret: 'a-secret-leagues-does-not-know-0123456789' }),
      );

      expect(released).toBe(0);
      expect((await User.findById(user.id))?.leaguesReleasePending).toBe(true);
      expect(warnings).toHaveBeenCalledWith(
        {
          peerStatus: 401,
          peerAnswer: { error: { code: 'authentication_required', message: 'You need to login in order to do this' } },
          userId: user.id,
        },
        'leagues refused the deleted-account clean-up',
      );
    } finally {
      warnings.mockRestore();
    }
  });
});
