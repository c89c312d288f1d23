import request from 'supertest';
import type { UserLeague } from '@hfl/contracts';
import type { Express } from 'express';
import { internalHeaders, TEST_IMAGES } from '@hfl/kit/testing';
import { FantasyTeam } from '../../models/fantasy-team';
import { League } from '../../models/league';
import { Membership } from '../../models/membership';
import { SlotClaim } from '../../models/slot-claim';
import { addMember, createLeague } from '../../testing/factories';
import {
  asUser,
  asVisitor,
  createAccountsUser,
  databaseState,
  newUserId,
  setUpLeaguesTests,
  storedFileCount,
  storedNotifications,
} from '../../testing/support';

let app: Express;

setUpLeaguesTests('leagues_users', (service) => {
  app = service.app;
});

const asAccounts = () => internalHeaders({ service: 'accounts' });

/** An admin running: a league with a member ("Crowded"), a league alone ("Lonely"); and a LEAGUE_USER elsewhere. */
async function adminWithLeagues() {
  const adminUserId = newUserId();
  const { league: crowded } = await createLeague({ adminUserId, name: 'Crowded' });
  await addMember(crowded);
  const { league: lonely } = await createLeague({ adminUserId, name: 'Lonely' });
  await addMember(lonely, { status: 'pending' });
  const { league: elsewhere } = await createLeague({ name: 'Elsewhere' });
  await addMember(elsewhere, { userId: adminUserId });
  return { adminUserId, crowded, lonely, elsewhere };
}

describe('GET /leagues/memberships/me/transfer-required', () => {
  it('when an admin asks, then only the administered leagues with other active members are listed', async () => {
    const { adminUserId, crowded } = await adminWithLeagues();

    const res = await request(app)
      .get('/leagues/memberships/me/transfer-required')
      .set(await asUser(adminUserId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: crowded.id, name: 'Crowded' }]);
  });

  it('when the admin has handed the league over, then nothing is listed', async () => {
    const { league, adminUserId } = await createLeague();
    const member = await addMember(league);
    await request(app)
      .post(`/leagues/${league.id}/members/${adminUserId}/transfer-rights/${member.userId}`)
      .set(await asUser(adminUserId!));

    const res = await request(app)
      .get('/leagues/memberships/me/transfer-required')
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('when a visitor asks, then 401', async () => {
    const res = await request(app)
      .get('/leagues/memberships/me/transfer-required')
      .set(await asVisitor());

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });
});

describe('GET /internal/users/:userId/transfer-required', () => {
  it('when accounts asks about a user, then the same list comes back', async () => {
    const { adminUserId, crowded } = await adminWithLeagues();

    const res = await request(app)
      .get(`/internal/users/${adminUserId}/transfer-required`)
      .set(await asAccounts());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: crowded.id, name: 'Crowded' }]);
  });

  it('when a user (even the one asked about) calls, then 403', async () => {
    const { adminUserId } = await adminWithLeagues();

    const res = await request(app)
      .get(`/internal/users/${adminUserId}/transfer-required`)
      .set(await asUser(adminUserId));

    expect(res.status).toBe(403);
  });

  it.each(['not-an-id', '{"$gt":""}', '65f00000000000000000000z'])('when the user id is %s, then 404', async (id) => {
    const res = await request(app)
      .get(`/internal/users/${encodeURIComponent(id)}/transfer-required`)
      .set(await asAccounts());

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('GET /internal/users/:userId/leagues', () => {
  const asFantasy = () => internalHeaders({ service: 'fantasy' });

  it("when fantasy asks, then the active memberships' leagues come oldest first, each with the role and the team's clock", async () => {
    const { adminUserId, crowded, lonely, elsewhere } = await adminWithLeagues();
    const { league: pendingOnly } = await createLeague({ name: 'Pending only' });
    await addMember(pendingOnly, { userId: adminUserId!, status: 'pending' });

    const res = await request(app)
      .get(`/internal/users/${adminUserId}/leagues`)
      .set(await asFantasy());

    expect(res.status).toBe(200);
    const leagues = res.body.leagues as UserLeague[];
    expect(leagues.map(({ league, role }) => [league.name, role])).toEqual([
      ['Crowded', 'LEAGUE_ADMIN'],
      ['Lonely', 'LEAGUE_ADMIN'],
      ['Elsewhere', 'LEAGUE_USER'],
    ]);
    const own = await FantasyTeam.findOne({ leagueId: elsewhere._id, userId: adminUserId }).lean();
    expect(leagues[2]!.team).toEqual({ id: String(own!._id), timezone: 'Europe/Budapest' });
    expect(leagues[0]!.league).toMatchObject({ id: crowded.id, nbMaxTeams: 4, adminUserId });
    expect(leagues[0]!.league.teams).toHaveLength(2);
    expect(leagues[1]!.league.id).toBe(lonely.id);
  });

  it('when the user is in no league, then the list is empty; when a user calls, then 403', async () => {
    const userId = newUserId();
    const empty = await request(app)
      .get(`/internal/users/${userId}/leagues`)
      .set(await asFantasy());
    const asHimself = await request(app)
      .get(`/internal/users/${userId}/leagues`)
      .set(await asUser(userId));

    expect([empty.status, empty.body]).toEqual([200, { leagues: [] }]);
    expect(asHimself.status).toBe(403);
  });
});

describe('POST /internal/users/:userId/deleted', () => {
  it('when accounts reports a deleted user, then pending requests and sole-member leagues go, active memberships and teams stay', async () => {
    const userId = newUserId();
    const { league: solo } = await createLeague({ adminUserId: userId, name: 'Solo' });
    await addMember(solo, { status: 'pending' });
    const { league: joined } = await createLeague({ name: 'Joined', nbMaxTeams: 4 });
    const membership = await addMember(joined, { userId, teamName: 'Still Here' });
    const { league: requested } = await createLeague({ name: 'Requested', nbMaxTeams: 4 });
    const request_ = await addMember(requested, { userId, status: 'pending' });
    await addMember(requested);
    await addMember(requested);
    expect(await SlotClaim.countDocuments({ leagueId: requested._id })).toBe(4);

    const res = await request(app)
      .post(`/internal/users/${userId}/deleted`)
      .set(await asAccounts());

    expect(res.status).toBe(204);
    expect(await League.findById(solo._id)).toBeNull();
    expect(await Membership.countDocuments({ leagueId: solo._id })).toBe(0);
    expect(await SlotClaim.countDocuments({ leagueId: solo._id })).toBe(0);
    expect(await Membership.findById(request_._id)).toBeNull();
    expect(await SlotClaim.countDocuments({ leagueId: requested._id })).toBe(3);
    const kept = await Membership.findById(membership._id);
    expect(kept).toMatchObject({ userId, status: 'active', role: 'LEAGUE_USER' });
    expect(await FantasyTeam.findById(kept!.teamId)).toMatchObject({ name: 'Still Here', userId });
  });

  it('when someone joined the admin after accounts checked, then the longest-standing member takes the league over', async () => {
    const userId = newUserId();
    const { league } = await createLeague({ adminUserId: userId });
    const first = await addMember(league);
    await addMember(league);

    const res = await request(app)
      .post(`/internal/users/${userId}/deleted`)
      .set(await asAccounts());

    expect(res.status).toBe(204);
    const stored = await League.findById(league._id);
    expect(stored?.adminUserId).toBe(first.userId);
    expect(await Membership.findById(first._id)).toMatchObject({ role: 'LEAGUE_ADMIN' });
    expect(await Membership.findOne({ leagueId: league._id, userId })).toMatchObject({
      role: 'LEAGUE_USER',
      status: 'active',
    });
    expect(await Membership.countDocuments({ leagueId: league._id, role: 'LEAGUE_ADMIN' })).toBe(1);
  });

  it("when the deleted user's request brought an uploaded logo, then the logo leaves content with the request", async () => {
    const userId = newUserId();
    const { league } = await createLeague();
    const asked = await request(app)
      .post(`/leagues/${league.id}/request-join`)
      .set(await asUser(userId))
      .field('teamName', 'Gone Soon')
      .field('timezone', 'Europe/Budapest')
      .attach('logo', TEST_IMAGES.png, 'logo.png');
    expect(asked.status).toBe(201);
    expect(await storedFileCount()).toBe(1);

    const res = await request(app)
      .post(`/internal/users/${userId}/deleted`)
      .set(await asAccounts());

    expect(res.status).toBe(204);
    expect(await Membership.findById(asked.body.id)).toBeNull();
    expect(await storedFileCount()).toBe(0);
  });

  it('when accounts reports the same user twice (its sweep retried), then the second call changes nothing', async () => {
    const userId = newUserId();
    await createLeague({ adminUserId: userId });
    const { league } = await createLeague();
    await addMember(league, { userId });
    await request(app)
      .post(`/internal/users/${userId}/deleted`)
      .set(await asAccounts());
    const before = await databaseState();

    const res = await request(app)
      .post(`/internal/users/${userId}/deleted`)
      .set(await asAccounts());

    expect(res.status).toBe(204);
    expect(await databaseState()).toEqual(before);
  });

  it('when a user calls, then 403 and nothing changes', async () => {
    const userId = newUserId();
    await createLeague({ adminUserId: userId });
    const before = await databaseState();

    const res = await request(app)
      .post(`/internal/users/${userId}/deleted`)
      .set(await asUser(userId));

    expect(res.status).toBe(403);
    expect(await databaseState()).toEqual(before);
  });

  it('when the user id is malformed, then 404 and nothing changes', async () => {
    await createLeague();
    const before = await databaseState();

    const res = await request(app)
      .post('/internal/users/%7B%22%24ne%22%3Anull%7D/deleted')
      .set(await asAccounts());

    expect(res.status).toBe(404);
    expect(await databaseState()).toEqual(before);
  });
});

describe('GET /internal/memberships/facts', () => {
  it('when accounts asks, then every league with its number of members and every active membership with its role', async () => {
    const { adminUserId, crowded, lonely, elsewhere } = await adminWithLeagues();
    const crowdedMember = await Membership.findOne({ leagueId: crowded._id, role: 'LEAGUE_USER' });

    const res = await request(app)
      .get('/internal/memberships/facts')
      .set(await asAccounts());

    expect(res.status).toBe(200);
    const leagues = [...(res.body.leagues as { id: string }[])].sort((a, b) => a.id.localeCompare(b.id));
    expect(leagues).toEqual(
      [
        { id: crowded.id, nbTeams: 2, nbMaxTeams: 4 },
        { id: lonely.id, nbTeams: 1, nbMaxTeams: 4 },
        { id: elsewhere.id, nbTeams: 2, nbMaxTeams: 4 },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    // The pending request in "Lonely" is not a membership yet.
    expect(res.body.memberships).toHaveLength(5);
    expect(res.body.memberships).toEqual(
      expect.arrayContaining([
        { userId: adminUserId, leagueId: crowded.id, role: 'LEAGUE_ADMIN' },
        { userId: crowdedMember!.userId, leagueId: crowded.id, role: 'LEAGUE_USER' },
        { userId: adminUserId, leagueId: lonely.id, role: 'LEAGUE_ADMIN' },
        { userId: adminUserId, leagueId: elsewhere.id, role: 'LEAGUE_USER' },
      ]),
    );
  });

  it.each([
    ['a visitor', async () => ({})],
    ['a user', async () => asUser(newUserId())],
  ])('when %s asks, then it is refused and nothing is told', async (_who, headers) => {
    const res = await request(app)
      .get('/internal/memberships/facts')
      .set(await headers());

    expect([401, 403]).toContain(res.status);
    expect(res.body.memberships).toBeUndefined();
  });
});

describe('POST /internal/users/:userId/deleted-by-owner', () => {
  it('when the operator deleted a lone admin, then the league stays without an admin (not closed)', async () => {
    const userId = newUserId();
    const { league } = await createLeague({ adminUserId: userId, name: 'Lonely' });

    const res = await request(app)
      .post(`/internal/users/${userId}/deleted-by-owner`)
      .set(await asAccounts());

    expect(res.status).toBe(204);
    expect(await League.findById(league._id)).toMatchObject({ name: 'Lonely', adminUserId: null });
    expect(await Membership.find({ leagueId: league._id }).lean()).toEqual([
      expect.objectContaining({ userId, status: 'active', role: 'LEAGUE_USER' }),
    ]);
  });

  it('when the operator deleted an admin with members, then the longest-standing takes over and every other member is told', async () => {
    const userId = newUserId();
    const { league } = await createLeague({ adminUserId: userId, name: 'Crowded' });
    const first = await addMember(league, { userId: await createAccountsUser('Fanni', 'First') });
    const second = await addMember(league, { userId: await createAccountsUser('Sanyi', 'Second') });

    const res = await request(app)
      .post(`/internal/users/${userId}/deleted-by-owner`)
      .set(await asAccounts());
    // Its sweep may report it again: nothing more happens.
    const again = await request(app)
      .post(`/internal/users/${userId}/deleted-by-owner`)
      .set(await asAccounts());

    expect([res.status, again.status]).toEqual([204, 204]);
    expect((await League.findById(league._id))?.adminUserId).toBe(first.userId);
    const kinds = async (id: string) => (await storedNotifications(id)).map((n) => n.kind).sort();
    expect(await kinds(first.userId!)).toEqual(['adminAccountDeleted', 'adminRightsReceived']);
    expect(await kinds(second.userId!)).toEqual(['adminAccountDeleted']);
  });

  it('when a user calls, then 403 and the league keeps its admin', async () => {
    const userId = newUserId();
    const { league } = await createLeague({ adminUserId: userId });

    const res = await request(app)
      .post(`/internal/users/${userId}/deleted-by-owner`)
      .set(await asUser(userId));

    expect(res.status).toBe(403);
    expect((await League.findById(league._id))?.adminUserId).toBe(userId);
  });
});
