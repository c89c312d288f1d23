import request from 'supertest';
import type { Express } from 'express';
import { logger } from '@hfl/kit';
import { internalHeaders, TEST_IMAGES } from '@hfl/kit/testing';
import { FantasyTeam } from './models/fantasy-team';
import { InvitationUse } from './models/invitation-use';
import { League } from './models/league';
import { claimAdminChange, LeagueAdminChange } from './models/league-admin-change';
import { markLeagueDeleted } from './models/league-deletion';
import { Membership } from './models/membership';
import { SlotClaim } from './models/slot-claim';
import { changeAdmin } from './leagues/admin-rights';
import { addMember, createLeague } from './testing/factories';
import {
  asSuperAdmin,
  asUser,
  createAccountsUser,
  databaseState,
  newUserId,
  PUBLIC_URL_FOR_TESTS,
  setUpLeaguesTests,
  storedEmails,
  storedFileCount,
} from './testing/support';

/**
 * The races of README "Races" that FerretDB v1 does not settle by itself (its conditional updates are not atomic):
 * each test fires the competing calls at once, in several leagues side by side (some starting a little later league
 * by league, to land inside the other call), so a missing guard shows on every run; then the leagues must be whole.
 */

let app: Express;

setUpLeaguesTests('leagues_races', (service) => {
  app = service.app;
});

// No call here may fail on its own side: if one does (a 5xx), the peer failure behind it (kit's warnings: which
// peer, its status or the network error) is printed with the run instead of staying silent as in other tests.
beforeAll(() => {
  logger.level = 'warn';
});

const ROUNDS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const team = { teamName: 'Racing Rams', timezone: 'Europe/Budapest' };

/** The create-team form with an uploaded logo (storing it in content makes the call slower, like a real upload). */
const withLogo = (req: request.Test) =>
  req.field('teamName', team.teamName).field('timezone', team.timezone).attach('logo', TEST_IMAGES.png, 'logo.png');

const asAccounts = () => internalHeaders({ service: 'accounts' });

/**
 * Every league is whole: a league with active members that has had an admin has exactly one active LEAGUE_ADMIN,
 * the one it names; every slot claim is below the league's size and belongs to a membership of it, which holds no
 * other; every membership, team and invitation marker belongs to a league that exists.
 */
async function expectWholeLeagues(): Promise<void> {
  const leagues = new Map((await League.find()).map((l) => [l.id as string, l]));
  for (const league of leagues.values()) {
    const active = await Membership.find({ leagueId: league._id, status: 'active' });
    const admins = active.filter((m) => m.role === 'LEAGUE_ADMIN').map((m) => m.userId);
    if (league.adminUserId && active.length > 0)
      expect({ id: league.id, admins }).toEqual({ id: league.id, admins: [league.adminUserId] });
  }
  const memberships = await Membership.find();
  const claims = await SlotClaim.find();
  for (const m of memberships) {
    const held = claims.filter((c) => String(c.membershipId) === m.id).map((c) => c.slot);
    const size = leagues.get(String(m.leagueId))?.nbMaxTeams ?? 0;
    expect({ id: m.id, held: held.length, fits: held.every((slot) => slot < size) }).toEqual({
      id: m.id,
      held: 1,
      fits: true,
    });
  }
  const owners = new Set(memberships.map((m) => m.id as string));
  expect(claims.filter((c) => !owners.has(String(c.membershipId)))).toEqual([]);
  const leagueIds = [...memberships, ...(await FantasyTeam.find()), ...(await InvitationUse.find())].map((doc) =>
    String(doc.leagueId),
  );
  expect(leagueIds.filter((id) => !leagues.has(id))).toEqual([]);
}

const LINK = new RegExp(`^${PUBLIC_URL_FOR_TESTS}/invitation/accept/([0-9a-f]{24})/([A-Za-z0-9_-]+)$`);

/** Invites an address through the API and answers the invitation's id and the token from the e-mail. */
async function invite(leagueId: string, adminUserId: string, email: string): Promise<{ id: string; token: string }> {
  const res = await request(app)
    .post(`/leagues/${leagueId}/invite`)
    .set(await asUser(adminUserId))
    .send({ email });
  expect(res.status).toBe(201);
  const mail = (await storedEmails()).find((m) => m.to === email)!;
  const [, id, token] = LINK.exec(String(mail.text).match(/http\S+/)![0])!;
  return { id: id!, token: token! };
}

describe('admin transfers', () => {
  it('when the admin hands the league to several members at once, then one transfer goes through and the league has one admin', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 3 * ROUNDS }, async (_, i) => {
        const { league, adminUserId } = await createLeague({ nbMaxTeams: 6 });
        const targets = await Promise.all([1, 2, 3].map(async () => (await addMember(league)).userId!));
        return { league, adminUserId: adminUserId!, headers: await asUser(adminUserId!), targets, step: i % 3 };
      }),
    );

    const answers = await Promise.all(
      rounds.map(({ league, adminUserId, headers, targets, step }) =>
        Promise.all(
          targets.map((target, j) =>
            sleep(step * j).then(() =>
              request(app).post(`/leagues/${league.id}/members/${adminUserId}/transfer-rights/${target}`).set(headers),
            ),
          ),
        ),
      ),
    );

    for (const [i, round] of answers.entries()) {
      expect(round.filter((r) => r.status === 200)).toHaveLength(1);
      // A loser that overlapped the winner finds the rights gone (409); a busy machine may serve one after the winner
      // finished, when the caller is no longer the league's admin at all (403).
      for (const lost of round.filter((r) => r.status !== 200)) expect([403, 409]).toContain(lost.status);
      const winner = rounds[i]!.targets[round.findIndex((r) => r.status === 200)];
      expect((await League.findById(rounds[i]!.league._id))!.adminUserId).toBe(winner);
    }
    await expectWholeLeagues();
  });

  it('when the rights moved after a transfer found its caller admin, then 409 and the rights stay where they went', async () => {
    const { league, adminUserId } = await createLeague({ nbMaxTeams: 6 });
    const [rival, target] = [(await addMember(league)).userId!, (await addMember(league)).userId!];
    // Another transfer's epoch is stamped but not yet mirrored into the roles: as when the two overlap.
    await claimAdminChange({
      leagueId: league._id,
      epoch: 1,
      fromUserId: adminUserId!,
      toUserId: rival,
      reason: 'transfer',
    });

    const res = await request(app)
      .post(`/leagues/${league.id}/members/${adminUserId}/transfer-rights/${target}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Only the league admin's rights can be transferred");
    expect(await LeagueAdminChange.countDocuments({ leagueId: league._id })).toBe(1);
    expect((await Membership.findOne({ leagueId: league._id, userId: target }))!.role).toBe('LEAGUE_USER');
  });

  it('when two hand-overs from the same admin start at the same moment, then the epoch insert lets one through', async () => {
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const { league, adminUserId } = await createLeague({ nbMaxTeams: 6 });
        const targets = await Promise.all([1, 2].map(async () => (await addMember(league)).userId!));
        return { league, adminUserId: adminUserId!, targets };
      }),
    );

    const results = await Promise.all(
      rounds.map(({ league, adminUserId, targets }) =>
        Promise.all(targets.map((target) => changeAdmin(league, adminUserId, target, 'transfer'))),
      ),
    );

    for (const result of results) expect(result.sort()).toEqual([false, true]);
    await expectWholeLeagues();
  });

  it("when the deleted admin's last transfers race the release, then each league ends with one admin", async () => {
    // The release goes through the leagues one by one; the transfers start a little later league by league to meet it.
    const userId = newUserId();
    const leagues = await Promise.all(
      Array.from({ length: 3 * ROUNDS }, async () => {
        const { league } = await createLeague({ adminUserId: userId, nbMaxTeams: 6 });
        await addMember(league);
        return { league, target: (await addMember(league)).userId! };
      }),
    );
    const [headers, accounts] = await Promise.all([asUser(userId), asAccounts()]);

    await Promise.all([
      request(app).post(`/internal/users/${userId}/deleted`).set(accounts),
      ...leagues.map(({ league, target }, i) =>
        sleep(2 * i).then(() =>
          request(app).post(`/leagues/${league.id}/members/${userId}/transfer-rights/${target}`).set(headers),
        ),
      ),
    ]);

    await expectWholeLeagues();
    for (const { league } of leagues) expect((await League.findById(league._id))!.adminUserId).not.toBe(userId);
  });

  it('when a member leaves while the admin hands them the league, then the league keeps an admin', async () => {
    // The exits start a little later league by league, so some land inside the transfer, whatever the machine's pace.
    const rounds = await Promise.all(
      Array.from({ length: 3 * ROUNDS }, async (_, i) => {
        const { league, adminUserId } = await createLeague({ nbMaxTeams: 6 });
        await addMember(league);
        const target = (await addMember(league)).userId!;
        return {
          league,
          delay: 2 * i,
          transfer: await asUser(adminUserId!),
          exit: await asUser(target),
          adminUserId: adminUserId!,
          target,
        };
      }),
    );

    await Promise.all(
      rounds.flatMap(({ league, delay, transfer, exit, adminUserId, target }) => [
        request(app).post(`/leagues/${league.id}/members/${adminUserId}/transfer-rights/${target}`).set(transfer),
        sleep(delay).then(() => request(app).post(`/leagues/${league.id}/exit`).set(exit)),
      ]),
    );

    await expectWholeLeagues();
    for (const { league } of rounds) {
      expect(await Membership.countDocuments({ leagueId: league._id, status: 'active', role: 'LEAGUE_ADMIN' })).toBe(1);
    }
  });
});

describe('a league deleted while people come in', () => {
  it('when joins, requests, invitations and acceptances race the deletion, then nothing of the league remains', async () => {
    const rounds = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const adminUserId = await createAccountsUser();
        const { league } = await createLeague({ adminUserId, nbMaxTeams: 12 });
        const { league: open } = await createLeague({ adminUserId: null, nbMaxTeams: 12 });
        const requested = await addMember(league, { status: 'pending' });
        const invitation = await invite(league.id as string, adminUserId, `${newUserId()}@example.com`);
        return { league, open, adminUserId, requested, invitation };
      }),
    );

    const answers = await Promise.all(
      rounds.flatMap(({ league, open, adminUserId, requested, invitation }) => [
        (async () =>
          request(app)
            .delete(`/leagues/${league.id}`)
            .set(await asUser(adminUserId)))(),
        (async () =>
          request(app)
            .delete(`/leagues/${open.id}`)
            .set(await asSuperAdmin()))(),
        ...[1, 2].map(async () =>
          withLogo(
            request(app)
              .post(`/leagues/${league.id}/request-join`)
              .set(await asUser(newUserId())),
          ),
        ),
        ...[1, 2].map(async () =>
          withLogo(
            request(app)
              .post(`/leagues/${open.id}/join`)
              .set(await asUser(newUserId())),
          ),
        ),
        (async () =>
          request(app)
            .post(`/leagues/${league.id}/invite`)
            .set(await asUser(adminUserId))
            .send({ email: 'late@example.com' }))(),
        (async () =>
          request(app)
            .post(`/pending-members/${requested.id}/accept`)
            .set(await asUser(adminUserId)))(),
        (async () =>
          withLogo(
            request(app)
              .post(`/invitations/${invitation.id}/accept`)
              .set(await asUser(newUserId())),
          ).field('confirmationToken', invitation.token))(),
      ]),
    );

    const failed = answers.filter((res) => res.status >= 500);
    expect(failed.map((res) => `${res.request.method} ${new URL(res.request.url).pathname}: ${res.status}`)).toEqual(
      [],
    );
    expect(await League.countDocuments()).toBe(0);
    for (const model of [Membership, SlotClaim, FantasyTeam, InvitationUse] as const) {
      expect(await (model as typeof Membership).countDocuments()).toBe(0);
    }
    expect(await storedFileCount()).toBe(0);
  });
});

describe('a league whose deletion is under way (its tombstone written, its data not yet gone)', () => {
  it('when someone joins, asks, is invited or accepts, then the call undoes itself with 404 and leaves nothing', async () => {
    const adminUserId = await createAccountsUser();
    const { league } = await createLeague({ adminUserId, nbMaxTeams: 12 });
    const { league: open } = await createLeague({ adminUserId: null, nbMaxTeams: 12 });
    const requested = await addMember(league, { status: 'pending' });
    const invitation = await invite(league.id as string, adminUserId, 'guest@example.com');
    await Promise.all([markLeagueDeleted(league._id), markLeagueDeleted(open._id)]);
    const before = await databaseState();
    const admin = await asUser(adminUserId);

    const answers = [
      await withLogo(
        request(app)
          .post(`/leagues/${open.id}/join`)
          .set(await asUser(newUserId())),
      ),
      await withLogo(
        request(app)
          .post(`/leagues/${league.id}/request-join`)
          .set(await asUser(newUserId())),
      ),
      await request(app).post(`/leagues/${league.id}/invite`).set(admin).send({ email: 'late@example.com' }),
      await request(app).post(`/pending-members/${requested.id}/accept`).set(admin),
      await withLogo(
        request(app)
          .post(`/invitations/${invitation.id}/accept`)
          .set(await asUser(newUserId())),
      ).field('confirmationToken', invitation.token),
    ];

    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await databaseState()).toEqual(before);
  });
});

describe('a league shrunk while people join', () => {
  it('when requests that read the old size race the admin shrinking the league, then it never holds more than its size', async () => {
    // Four slots held, so every request lands above the new size. The update stores a new slide picture, which takes
    // a while; the requests start a little later one by one, so some claim while the update is under way.
    const rounds = await Promise.all(
      Array.from({ length: 2 * ROUNDS }, async () => {
        const { league, adminUserId } = await createLeague({ nbMaxTeams: 12 });
        for (let i = 0; i < 3; i++) await addMember(league);
        const joiners = await Promise.all(Array.from({ length: 6 }, () => asUser(newUserId())));
        return { league, admin: await asUser(adminUserId!), joiners };
      }),
    );

    await Promise.all(
      rounds.flatMap(({ league, admin, joiners }) => [
        request(app)
          .post(`/leagues/${league.id}/update`)
          .set(admin)
          .field('name', league.name)
          .field('nbMaxTeams', 4)
          .field('images[0][title]', 'Kick-off')
          .attach('images[0][image]', TEST_IMAGES.png, 'slide.png'),
        ...joiners.map((headers, i) =>
          sleep(3 * i).then(() => request(app).post(`/leagues/${league.id}/request-join`).set(headers).send(team)),
        ),
      ]),
    );

    await expectWholeLeagues();
    for (const { league } of rounds) {
      const stored = (await League.findById(league._id))!;
      expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBeLessThanOrEqual(stored.nbMaxTeams);
    }
  });
});
