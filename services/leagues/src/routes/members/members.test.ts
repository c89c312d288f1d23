import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { TEST_IMAGES } from '@hfl/kit/testing';
import { FantasyTeam } from '../../models/fantasy-team';
import { League } from '../../models/league';
import { Membership } from '../../models/membership';
import { SlotClaim } from '../../models/slot-claim';
import { addLiveDraft, addMember, createLeague } from '../../testing/factories';
import {
  asSuperAdmin,
  asUser,
  buildLeaguesApp,
  createAccountsUser,
  createTeamLogo,
  databaseState,
  newId,
  newUserId,
  setUpLeaguesTests,
  storedFantasyDraft,
  storedFileCount,
  UNREACHABLE_URL,
} from '../../testing/support';

/** A team's logo is a file id in content; the row only turns it into its URL. */
const LOGO_FILE_ID = newId();

let app: Express;

setUpLeaguesTests('leagues_members', (service) => {
  app = service.app;
});

/** Every league that has active members has exactly one active LEAGUE_ADMIN among them. */
async function expectNoOrphanedLeague(): Promise<void> {
  for (const league of await League.find()) {
    const active = await Membership.find({ leagueId: league._id, status: 'active' });
    if (active.length === 0) continue;
    const admins = active.filter((m) => m.role === 'LEAGUE_ADMIN');
    expect(admins.map((a) => a.userId)).toEqual([league.adminUserId]);
  }
}

describe('GET /leagues/:id/members', () => {
  it('when a member lists members, then active members come back named, with their teams; pending ones do not', async () => {
    const adminUserId = await createAccountsUser('Anna', 'Szabó');
    const { league } = await createLeague({ nbMaxTeams: 6, adminUserId });
    const userId = await createAccountsUser('Bence', 'Kovács');
    const member = await addMember(league, { userId, teamName: 'Crushers' });
    await FantasyTeam.updateOne({ _id: member.teamId }, { $set: { logoFileId: LOGO_FILE_ID } });
    await addMember(league, { status: 'pending' });
    const admin = await Membership.findOne({ leagueId: league._id, userId: adminUserId });

    const res = await request(app)
      .get(`/leagues/${league.id}/members`)
      .set(await asUser(userId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: admin!.id,
        name: 'Anna Szabó',
        user: { id: adminUserId, name: 'Anna Szabó' },
        role: 'LEAGUE_ADMIN',
        team: { id: String(admin!.teamId), name: expect.any(String), logoUrl: null },
      },
      {
        id: member.id,
        name: 'Bence Kovács',
        user: { id: userId, name: 'Bence Kovács' },
        role: 'LEAGUE_USER',
        team: { id: String(member.teamId), name: 'Crushers', logoUrl: `/api/files/${LOGO_FILE_ID}` },
      },
    ]);
  });

  it('when a member\'s account was deleted, then their row stays with their team as "deleted user"', async () => {
    const { league, adminUserId } = await createLeague();
    const goneId = await createAccountsUser('Gone', 'Person');
    await mongoose.connection
      .db!.collection('users')
      .updateOne(
        { _id: new mongoose.Types.ObjectId(goneId) },
        { $set: { firstName: null, lastName: null, deletedAt: new Date() } },
      );
    await addMember(league, { userId: goneId, teamName: 'Orphans' });

    const res = await request(app)
      .get(`/leagues/${league.id}/members`)
      .set(await asUser(adminUserId!, 'hu'));

    expect(res.body[1]).toMatchObject({
      name: 'törölt felhasználó',
      user: { id: goneId, name: 'törölt felhasználó' },
      team: { name: 'Orphans' },
    });
  });

  it('when accounts cannot be reached, then 503 rather than rows without names', async () => {
    const { league, adminUserId } = await createLeague();
    const offline = buildLeaguesApp({ ACCOUNTS_URL: UNREACHABLE_URL });

    const res = await request(offline)
      .get(`/leagues/${league.id}/members`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(503);
  });
});

describe('GET /leagues/memberships/me', () => {
  it('when a user asks, then their active and pending memberships come back with league names and roles', async () => {
    const userId = newUserId();
    const { league: own } = await createLeague({ adminUserId: userId, name: 'Mine' });
    const { league: asked } = await createLeague({ name: 'Asked' });
    const pending = await addMember(asked, { userId, status: 'pending' });
    await createLeague({ name: 'Unrelated' });
    const adminMembership = await Membership.findOne({ leagueId: own._id, userId });

    const res = await request(app)
      .get('/leagues/memberships/me')
      .set(await asUser(userId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: adminMembership!.id,
        league: { id: own.id, name: 'Mine' },
        role: 'LEAGUE_ADMIN',
        status: 'active',
        type: null,
        team: { id: String(adminMembership!.teamId), name: expect.any(String), logoUrl: null },
      },
      {
        id: pending.id,
        league: { id: asked.id, name: 'Asked' },
        role: 'LEAGUE_USER',
        status: 'pending',
        type: 'REQUESTED',
        team: null,
      },
    ]);
  });
});

describe('DELETE /leagues/:id/members/:userId', () => {
  it('when the admin removes a LEAGUE_USER, then membership, team and slot are gone', async () => {
    const { league, adminUserId } = await createLeague();
    const userId = newUserId();
    const member = await addMember(league, { userId });

    const res = await request(app)
      .delete(`/leagues/${league.id}/members/${userId}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(204);
    expect(await Membership.findById(member.id)).toBeNull();
    expect(await FantasyTeam.findById(member.teamId)).toBeNull();
    expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(1);
  });

  it('when the SUPER_ADMIN tries to remove the LEAGUE_ADMIN, then 403 and the league keeps its admin', async () => {
    const { league, adminUserId } = await createLeague();
    await addMember(league);
    const before = await databaseState();

    const res = await request(app)
      .delete(`/leagues/${league.id}/members/${adminUserId}`)
      .set(await asSuperAdmin());

    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Only league users can be removed from a league');
    expect(await databaseState()).toEqual(before);
    await expectNoOrphanedLeague();
  });

  it("when the admin removes a member during the league's draft, then fantasy records the removal, and the membership and team go", async () => {
    const { league, adminUserId } = await createLeague();
    const admin = (await Membership.findOne({ leagueId: league._id }))!;
    const userId = newUserId();
    const member = await addMember(league, { userId });
    const season = await addLiveDraft(league, [admin, member]);

    const res = await request(app)
      .delete(`/leagues/${league.id}/members/${userId}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(204);
    expect((await storedFantasyDraft(season._id))!.removedUserIds).toEqual([userId]);
    expect(await Membership.findById(member.id)).toBeNull();
    expect(await FantasyTeam.findById(member.teamId)).toBeNull();
  });

  it('when fantasy cannot be reached, then 503 and the member, their team and slot are still there', async () => {
    const { league, adminUserId } = await createLeague();
    const userId = newUserId();
    await addMember(league, { userId });
    const before = await databaseState();
    const withoutFantasy = buildLeaguesApp({ FANTASY_URL: UNREACHABLE_URL });

    const res = await request(withoutFantasy)
      .delete(`/leagues/${league.id}/members/${userId}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
    expect(await databaseState()).toEqual(before);
  });

  it.each([
    ['not a member', () => newUserId()],
    ['malformed', () => 'nobody'],
  ])('when the user is %s, then 404', async (_l, id) => {
    const { league, adminUserId } = await createLeague();
    const before = await databaseState();

    const res = await request(app)
      .delete(`/leagues/${league.id}/members/${id()}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(404);
    expect(await databaseState()).toEqual(before);
  });
});

describe('POST /leagues/:id/members/:userId/transfer-rights/:targetId', () => {
  it('when the admin transfers rights to a member, then roles swap and the league names the new admin', async () => {
    const { league, adminUserId } = await createLeague();
    const target = newUserId();
    await addMember(league, { userId: target });

    const res = await request(app)
      .post(`/leagues/${league.id}/members/${adminUserId}/transfer-rights/${target}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ adminUser: { id: target } });
    expect((await Membership.findOne({ leagueId: league._id, userId: target }))?.role).toBe('LEAGUE_ADMIN');
    expect((await Membership.findOne({ leagueId: league._id, userId: adminUserId }))?.role).toBe('LEAGUE_USER');
    expect((await League.findById(league.id))?.adminUserId).toBe(target);
    await expectNoOrphanedLeague();
  });

  it.each([
    [
      'a pending member',
      { status: 'pending' as const },
      'Admin rights can only be transferred to another active member of the league',
    ],
    ['a stranger', null, 'Admin rights can only be transferred to another active member of the league'],
  ])('when the target is %s, then 409 and nothing changes', async (_label, target, message) => {
    const { league, adminUserId } = await createLeague();
    const targetId = newUserId();
    if (target) await addMember(league, { userId: targetId, ...target });
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/members/${adminUserId}/transfer-rights/${targetId}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(message);
    expect(await databaseState()).toEqual(before);
  });

  it('when the admin targets themselves, then 409', async () => {
    const { league, adminUserId } = await createLeague();

    const res = await request(app)
      .post(`/leagues/${league.id}/members/${adminUserId}/transfer-rights/${adminUserId}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(409);
  });

  it('when the "from" user is not the admin, then 409 and nothing changes', async () => {
    const { league, adminUserId } = await createLeague();
    const a = newUserId();
    const b = newUserId();
    await addMember(league, { userId: a });
    await addMember(league, { userId: b });
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/members/${a}/transfer-rights/${b}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Only the league admin's rights can be transferred");
    expect(await databaseState()).toEqual(before);
  });
});

describe('POST /leagues/:id/exit', () => {
  it('when a LEAGUE_USER exits, then membership, team and slot are gone and the league stays', async () => {
    const { league } = await createLeague();
    const userId = newUserId();
    const member = await addMember(league, { userId });

    const res = await request(app)
      .post(`/leagues/${league.id}/exit`)
      .set(await asUser(userId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ leagueDeleted: false });
    expect(await Membership.findById(member.id)).toBeNull();
    expect(await FantasyTeam.findById(member.teamId)).toBeNull();
    expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(1);
    expect(await League.findById(league.id)).not.toBeNull();
  });

  it('when the admin exits while other members remain, then 409 with the transfer message and nothing changes', async () => {
    const { league, adminUserId } = await createLeague();
    await addMember(league);
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/exit`)
      .set(await asUser(adminUserId!, 'hu'));

    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: `Előbb add át az adminisztrátori jogaidat ezekben a ligákban: ${league.name}`,
    });
    expect(await databaseState()).toEqual(before);
    await expectNoOrphanedLeague();
  });

  it('when the admin is the last member, then the league closes with its pending requests', async () => {
    const { league, adminUserId } = await createLeague();
    await addMember(league, { status: 'pending' });
    const { league: other } = await createLeague();

    const res = await request(app)
      .post(`/leagues/${league.id}/exit`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ leagueDeleted: true });
    expect(await League.findById(league.id)).toBeNull();
    expect(await Membership.countDocuments({ leagueId: league._id })).toBe(0);
    expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(0);
    expect(await League.findById(other.id)).not.toBeNull();
  });

  it('when the admin transfers rights and then exits, then the new admin runs the league', async () => {
    const { league, adminUserId } = await createLeague();
    const heir = newUserId();
    await addMember(league, { userId: heir });
    await addMember(league);

    await request(app)
      .post(`/leagues/${league.id}/members/${adminUserId}/transfer-rights/${heir}`)
      .set(await asUser(adminUserId!));
    const res = await request(app)
      .post(`/leagues/${league.id}/exit`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(200);
    expect(await Membership.countDocuments({ leagueId: league._id, status: 'active' })).toBe(2);
    await expectNoOrphanedLeague();
  });

  it('when a pending member exits, then 403: withdrawing is the way out', async () => {
    const { league } = await createLeague();
    const userId = newUserId();
    await addMember(league, { userId, status: 'pending' });
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/exit`)
      .set(await asUser(userId));

    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You are not a member of this league');
    expect(await databaseState()).toEqual(before);
  });
});

describe('pictures of members who go', () => {
  /** A member whose request (with an uploaded logo, or a pre-made `ownerLogo`) the admin accepted. */
  async function memberWithLogo(leagueId: string, adminUserId: string, ownerLogo?: string): Promise<string> {
    const userId = newUserId();
    const asking = request(app)
      .post(`/leagues/${leagueId}/request-join`)
      .set(await asUser(userId));
    const team = { teamName: 'Logo Lions', timezone: 'Europe/Budapest' };
    const asked = ownerLogo
      ? await asking.send({ ...team, ownerLogo })
      : await asking
          .field('teamName', team.teamName)
          .field('timezone', team.timezone)
          .attach('logo', TEST_IMAGES.png, 'logo.png');
    expect(
      (
        await request(app)
          .post(`/pending-members/${asked.body.id}/accept`)
          .set(await asUser(adminUserId))
      ).status,
    ).toBe(200);
    return userId;
  }

  it.each([
    [
      'leaves',
      (leagueId: string, _admin: string, userId: string) => ['post', `/leagues/${leagueId}/exit`, userId] as const,
    ],
    [
      'is removed',
      (leagueId: string, admin: string, userId: string) =>
        ['delete', `/leagues/${leagueId}/members/${userId}`, admin] as const,
    ],
  ])('when a member with an uploaded logo %s, then the logo leaves content', async (_label, call) => {
    const { league, adminUserId } = await createLeague();
    const userId = await memberWithLogo(league.id as string, adminUserId!);
    expect(await storedFileCount()).toBe(1);
    const [method, path, caller] = call(league.id as string, adminUserId!, userId);

    const res = await request(app)
      [method](path)
      .set(await asUser(caller));

    expect(res.status).toBeLessThan(300);
    expect(await FantasyTeam.countDocuments({ userId })).toBe(0);
    expect(await storedFileCount()).toBe(0);
  });

  it('when a member with a pre-made logo leaves, then the logo stays in the gallery', async () => {
    const premade = await createTeamLogo();
    const { league, adminUserId } = await createLeague();
    const userId = await memberWithLogo(league.id as string, adminUserId!, premade);

    const res = await request(app)
      .post(`/leagues/${league.id}/exit`)
      .set(await asUser(userId));

    expect(res.status).toBe(200);
    expect(await storedFileCount()).toBe(1);
  });
});
