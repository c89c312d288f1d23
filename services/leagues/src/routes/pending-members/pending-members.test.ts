import request from 'supertest';
import type { Express } from 'express';
import { TEST_IMAGES } from '@hfl/kit/testing';
import { FantasyTeam } from '../../models/fantasy-team';
import { Membership } from '../../models/membership';
import { SlotClaim } from '../../models/slot-claim';
import { addMember, createLeague } from '../../testing/factories';
import {
  asSuperAdmin,
  asUser,
  asVisitor,
  createAccountsUser,
  createTeamLogo,
  databaseState,
  newId,
  newUserId,
  setUpLeaguesTests,
  storedFileCount,
} from '../../testing/support';

let app: Express;

setUpLeaguesTests('leagues_pending', (service) => {
  app = service.app;
});

const team = { teamName: 'Pécs Panthers', timezone: 'Europe/Budapest' };

describe('POST /leagues/:id/request-join and /join', () => {
  it.each(['request-join', 'join'])(
    'when a user asks to join (%s) a league with an admin, then a pending REQUESTED membership holds a slot',
    async (path) => {
      const { league } = await createLeague({ nbMaxTeams: 4 });
      const userId = newUserId();

      const res = await request(app)
        .post(`/leagues/${league.id}/${path}`)
        .set(await asUser(userId))
        .send(team);

      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(String), status: 'pending', type: 'REQUESTED' });
      const membership = await Membership.findById(res.body.id);
      expect(membership).toMatchObject({
        userId,
        role: 'LEAGUE_USER',
        status: 'pending',
        type: 'REQUESTED',
        displayName: 'Pécs Panthers',
        teamId: null,
      });
      expect(await SlotClaim.countDocuments({ membershipId: membership!._id })).toBe(1);
      expect(await FantasyTeam.countDocuments({ userId })).toBe(0);
    },
  );

  it('when a user joins a league without an admin, then they are an active member with their team', async () => {
    const { league } = await createLeague({ adminUserId: null });
    const userId = newUserId();

    const res = await request(app)
      .post(`/leagues/${league.id}/join`)
      .set(await asUser(userId))
      .send(team);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), status: 'active', type: null });
    const membership = await Membership.findById(res.body.id);
    expect(await FantasyTeam.findById(membership!.teamId)).toMatchObject({ userId, name: 'Pécs Panthers' });
  });

  it('when the user already has a membership, then 409 and nothing changes', async () => {
    const { league } = await createLeague();
    const userId = newUserId();
    await addMember(league, { userId, status: 'pending' });
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/request-join`)
      .set(await asUser(userId))
      .send(team);

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('You are already a member of this league or have a pending membership');
    expect(await databaseState()).toEqual(before);
  });

  it('when the league is full, then 409 "League is full" and nothing changes', async () => {
    const { league } = await createLeague({ nbMaxTeams: 4 });
    await addMember(league);
    await addMember(league);
    await addMember(league, { status: 'pending' });
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/request-join`)
      .set(await asUser(newUserId(), 'hu'))
      .send(team);

    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: 'A liga megtelt' });
    expect(await databaseState()).toEqual(before);
  });

  it.each([
    [{}, ['teamName', 'timezone']],
    [{ teamName: { $ne: null }, timezone: 'Europe/Budapest' }, ['teamName']],
    [{ teamName: 'A', timezone: { $in: ['UTC'] } }, ['timezone']],
  ])('when the payload is %j, then 400 and nothing changes', async (payload, properties) => {
    const { league } = await createLeague();
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/request-join`)
      .set(await asUser(newUserId()))
      .send(payload);

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property)).toEqual(properties);
    expect(await databaseState()).toEqual(before);
  });

  it('when six users race for the last slot, then exactly one gets it and the league holds exactly its size', async () => {
    const { league } = await createLeague({ nbMaxTeams: 4 });
    await addMember(league);
    await addMember(league);
    const racers = Array.from({ length: 6 }, () => newUserId());
    const headers = await Promise.all(racers.map((id) => asUser(id)));

    const answers = await Promise.all(
      headers.map((h) => request(app).post(`/leagues/${league.id}/request-join`).set(h).send(team)),
    );

    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409)) expect(r.body.error.message).toBe('League is full');
    expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(4);
    expect(await Membership.countDocuments({ leagueId: league._id })).toBe(4);
    const slots = (await SlotClaim.find({ leagueId: league._id })).map((c) => c.slot).sort();
    expect(slots).toEqual([0, 1, 2, 3]);
  });

  it('when one user sends the same request five times at once, then one membership and one slot result', async () => {
    const { league } = await createLeague({ nbMaxTeams: 8 });
    const h = await asUser(newUserId());

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => request(app).post(`/leagues/${league.id}/request-join`).set(h).send(team)),
    );

    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await Membership.countDocuments({ leagueId: league._id })).toBe(2);
    expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(2);
  });
});

describe('GET /leagues/:id/pending-members', () => {
  it('when the admin lists pending members, then requests (with the named user) and invitations come back', async () => {
    const { league, adminUserId } = await createLeague({ nbMaxTeams: 6 });
    const requester = await createAccountsUser('Csilla', 'Tóth');
    const requested = await addMember(league, { userId: requester, status: 'pending', teamName: 'Askers' });
    const invited = await addMember(league, { status: 'pending', type: 'INVITED' });
    await addMember(league);

    const res = await request(app)
      .get(`/leagues/${league.id}/pending-members`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: requested.id,
        type: 'REQUESTED',
        displayName: 'Askers',
        user: { id: requester, name: 'Csilla Tóth' },
        createdAt: requested.createdAt.toISOString(),
      },
      {
        id: invited.id,
        type: 'INVITED',
        displayName: invited.displayName,
        user: null,
        createdAt: invited.createdAt.toISOString(),
      },
    ]);
  });
});

describe('DELETE /leagues/:id/pending-members/:pendingId', () => {
  it('when a requester withdraws their request, then it and its slot are gone', async () => {
    const { league } = await createLeague({ nbMaxTeams: 4 });
    const userId = newUserId();
    const pending = await addMember(league, { userId, status: 'pending' });

    const res = await request(app)
      .delete(`/leagues/${league.id}/pending-members/${pending.id}`)
      .set(await asUser(userId));

    expect(res.status).toBe(204);
    expect(await Membership.findById(pending.id)).toBeNull();
    expect(await SlotClaim.countDocuments({ membershipId: pending._id })).toBe(0);
  });

  it.each(['REQUESTED', 'INVITED'] as const)(
    'when the admin removes a %s membership, then it and its slot are gone',
    async (type) => {
      const { league, adminUserId } = await createLeague({ nbMaxTeams: 4 });
      const pending = await addMember(league, { status: 'pending', type });

      const res = await request(app)
        .delete(`/leagues/${league.id}/pending-members/${pending.id}`)
        .set(await asUser(adminUserId!));

      expect(res.status).toBe(204);
      expect(await Membership.findById(pending.id)).toBeNull();
      expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(1);
    },
  );

  it("when a user tries to remove someone else's request, then 403 and nothing changes", async () => {
    const { league } = await createLeague();
    const mine = newUserId();
    await addMember(league, { userId: mine, status: 'pending' });
    const theirs = await addMember(league, { status: 'pending' });
    const before = await databaseState();

    const res = await request(app)
      .delete(`/leagues/${league.id}/pending-members/${theirs.id}`)
      .set(await asUser(mine));

    expect(res.status).toBe(403);
    expect(await databaseState()).toEqual(before);
  });

  it('when the id is an active member or in another league, then 404 and nothing changes', async () => {
    const { league, adminUserId } = await createLeague();
    const active = await addMember(league);
    const { league: other } = await createLeague();
    const elsewhere = await addMember(other, { status: 'pending' });
    const before = await databaseState();

    for (const id of [active.id, elsewhere.id, 'bad-id', newId()]) {
      const res = await request(app)
        .delete(`/leagues/${league.id}/pending-members/${id}`)
        .set(await asUser(adminUserId!));
      expect(res.status).toBe(404);
    }
    expect(await databaseState()).toEqual(before);
  });
});

describe('POST /pending-members/:id/accept', () => {
  it('when the admin accepts a request, then the member is active with the team asked for', async () => {
    const { league, adminUserId } = await createLeague();
    const userId = newUserId();
    const joined = await request(app)
      .post(`/leagues/${league.id}/request-join`)
      .set(await asUser(userId))
      .send({ teamName: 'Győr Giants', timezone: 'Asia/Tokyo' });

    const res = await request(app)
      .post(`/pending-members/${joined.body.id}/accept`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: joined.body.id,
      status: 'active',
      team: { id: expect.any(String), name: 'Győr Giants', logoUrl: null },
    });
    const membership = await Membership.findById(joined.body.id);
    expect(membership).toMatchObject({ status: 'active', role: 'LEAGUE_USER' });
    expect(await FantasyTeam.findById(membership!.teamId)).toMatchObject({
      userId,
      name: 'Győr Giants',
      timezone: 'Asia/Tokyo',
    });
    expect(await SlotClaim.countDocuments({ membershipId: membership!._id })).toBe(1);
  });

  it('when the SUPER_ADMIN accepts, then the member is active', async () => {
    const { league } = await createLeague();
    const pending = await addMember(league, { status: 'pending' });

    const res = await request(app)
      .post(`/pending-members/${pending.id}/accept`)
      .set(await asSuperAdmin());

    expect(res.status).toBe(200);
    expect((await Membership.findById(pending.id))?.status).toBe('active');
  });

  it('when the admin accepts the same request three times at once, then one team is made and the rest 409', async () => {
    const { league, adminUserId } = await createLeague();
    const pending = await addMember(league, { status: 'pending' });
    const h = await asUser(adminUserId!);

    const answers = await Promise.all(
      [1, 2, 3].map(() => request(app).post(`/pending-members/${pending.id}/accept`).set(h)),
    );

    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await FantasyTeam.countDocuments({ leagueId: league._id, userId: pending.userId })).toBe(1);
  });

  it('when it is an invitation, then 409: the invitee accepts it themselves', async () => {
    const { league, adminUserId } = await createLeague();
    const invited = await addMember(league, { status: 'pending', type: 'INVITED' });
    const before = await databaseState();

    const res = await request(app)
      .post(`/pending-members/${invited.id}/accept`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Only a request to join can be accepted here');
    expect(await databaseState()).toEqual(before);
  });

  it('when the requester accepts their own request, then 403 and nothing changes', async () => {
    const { league } = await createLeague();
    const userId = newUserId();
    const pending = await addMember(league, { userId, status: 'pending' });
    const before = await databaseState();

    const res = await request(app)
      .post(`/pending-members/${pending.id}/accept`)
      .set(await asUser(userId));

    expect(res.status).toBe(403);
    expect(await databaseState()).toEqual(before);
  });

  it.each([
    ['unknown', newId()],
    ['malformed', 'zzz'],
  ])('when the id is %s, then 404', async (_label, id) => {
    const res = await request(app)
      .post(`/pending-members/${id}/accept`)
      .set(await asSuperAdmin());

    expect(res.status).toBe(404);
  });

  it('when a visitor accepts, then 401', async () => {
    const res = await request(app)
      .post(`/pending-members/${newId()}/accept`)
      .set(await asVisitor());

    expect(res.status).toBe(401);
  });
});

describe('team logos when joining', () => {
  /** The create-team form as the browser posts it, with an uploaded logo. */
  const withLogo = (req: request.Test, logo: Buffer = TEST_IMAGES.png) =>
    req.field('teamName', team.teamName).field('timezone', team.timezone).attach('logo', logo, 'logo.png');

  it('when a user joins an admin-less league with an uploaded logo, then their team wears it', async () => {
    const { league } = await createLeague({ adminUserId: null });
    const userId = newUserId();

    const res = await withLogo(
      request(app)
        .post(`/leagues/${league.id}/join`)
        .set(await asUser(userId)),
    );

    expect(res.status).toBe(201);
    const created = await FantasyTeam.findOne({ leagueId: league._id, userId });
    expect(created?.logoFileId).not.toBeNull();
    expect(await storedFileCount()).toBe(1);
  });

  it('when a request names a pre-made logo, then the team the admin accepts wears it', async () => {
    const logoId = await createTeamLogo();
    const { league, adminUserId } = await createLeague();
    const userId = newUserId();
    const asked = await request(app)
      .post(`/leagues/${league.id}/request-join`)
      .set(await asUser(userId))
      .send({ ...team, ownerLogo: logoId });
    expect(asked.status).toBe(201);

    const res = await request(app)
      .post(`/pending-members/${asked.body.id}/accept`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(200);
    expect(res.body.team).toEqual({ id: expect.any(String), name: team.teamName, logoUrl: `/api/files/${logoId}` });
    expect(String((await FantasyTeam.findById(res.body.team.id))!.logoFileId)).toBe(logoId);
  });

  it('when a requester with an uploaded logo withdraws, then the picture goes with the request', async () => {
    const { league } = await createLeague();
    const userId = newUserId();
    const asked = await withLogo(
      request(app)
        .post(`/leagues/${league.id}/request-join`)
        .set(await asUser(userId)),
    );
    expect(await storedFileCount()).toBe(1);

    const res = await request(app)
      .delete(`/leagues/${league.id}/pending-members/${asked.body.id}`)
      .set(await asUser(userId));

    expect(res.status).toBe(204);
    expect(await storedFileCount()).toBe(0);
  });

  it('when the league is full, then 409 and the uploaded logo is not kept', async () => {
    const { league } = await createLeague({ nbMaxTeams: 4 });
    for (let i = 0; i < 3; i++) await addMember(league);
    const before = await databaseState();

    const res = await withLogo(
      request(app)
        .post(`/leagues/${league.id}/request-join`)
        .set(await asUser(newUserId())),
    );

    expect(res.status).toBe(409);
    expect(await databaseState()).toEqual(before);
  });

  it('when the logo is not a picture, then 400 on logo and nothing is stored', async () => {
    const { league } = await createLeague();
    const before = await databaseState();

    const res = await withLogo(
      request(app)
        .post(`/leagues/${league.id}/join`)
        .set(await asUser(newUserId())),
      Buffer.from('not a picture'),
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'logo', message: 'Unsupported Format' }]);
    expect(await databaseState()).toEqual(before);
  });

  it('when the pre-made logo is unknown, then 400 on ownerLogo and nothing is stored', async () => {
    const { league } = await createLeague();
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/join`)
      .set(await asUser(newUserId()))
      .send({ ...team, ownerLogo: newId() });

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property)).toEqual(['ownerLogo']);
    expect(await databaseState()).toEqual(before);
  });
});
