import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { TEST_IMAGES } from '@hfl/kit/testing';
import { FantasyTeam } from '../../models/fantasy-team';
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

setUpLeaguesTests('leagues_teams', (service) => {
  app = service.app;
});

async function teamWorld() {
  const { league, adminUserId } = await createLeague();
  const ownerId = await createAccountsUser('Dóra', 'Nagy');
  const member = await addMember(league, { userId: ownerId, teamName: 'Old Name' });
  return { league, adminUserId: adminUserId!, ownerId, teamId: String(member.teamId) };
}

describe('GET /fantasy-teams/:id', () => {
  it("when a member of the team's league asks, then the team comes back", async () => {
    const { league, adminUserId, ownerId, teamId } = await teamWorld();

    const res = await request(app)
      .get(`/fantasy-teams/${teamId}`)
      .set(await asUser(adminUserId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: teamId,
      name: 'Old Name',
      timezone: 'Europe/Budapest',
      league: { id: league.id },
      user: { id: ownerId, name: 'Dóra Nagy' },
      logo: null,
      logoUrl: null,
    });
  });

  it('when a non-member, a pending member or a visitor asks, then 403/403/401', async () => {
    const { league, teamId } = await teamWorld();
    const pendingId = newUserId();
    await addMember(league, { userId: pendingId, status: 'pending' });

    expect(
      (
        await request(app)
          .get(`/fantasy-teams/${teamId}`)
          .set(await asUser(newUserId()))
      ).status,
    ).toBe(403);
    expect(
      (
        await request(app)
          .get(`/fantasy-teams/${teamId}`)
          .set(await asUser(pendingId))
      ).status,
    ).toBe(403);
    expect(
      (
        await request(app)
          .get(`/fantasy-teams/${teamId}`)
          .set(await asVisitor())
      ).status,
    ).toBe(401);
    expect(
      (
        await request(app)
          .get(`/fantasy-teams/${teamId}`)
          .set(await asSuperAdmin())
      ).status,
    ).toBe(200);
  });

  it.each([
    ['unknown', newId()],
    ['malformed', 'nope'],
  ])('when the id is %s, then 404', async (_l, id) => {
    const res = await request(app)
      .get(`/fantasy-teams/${id}`)
      .set(await asSuperAdmin());
    expect(res.status).toBe(404);
  });
});

describe('POST /fantasy-teams/:id/update', () => {
  it('when the owner renames the team and changes its timezone, then both are stored', async () => {
    const { ownerId, teamId } = await teamWorld();

    const res = await request(app)
      .post(`/fantasy-teams/${teamId}/update`)
      .set(await asUser(ownerId))
      .send({ name: '  New Name ', timezone: 'Asia/Tokyo' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: teamId, name: 'New Name', timezone: 'Asia/Tokyo' });
    expect(await FantasyTeam.findById(teamId)).toMatchObject({ name: 'New Name', timezone: 'Asia/Tokyo' });
  });

  it('when the SUPER_ADMIN updates it, then it is stored', async () => {
    const { teamId } = await teamWorld();

    const res = await request(app)
      .post(`/fantasy-teams/${teamId}/update`)
      .set(await asSuperAdmin())
      .send({ name: 'Owner Fix', timezone: 'Europe/Budapest' });

    expect(res.status).toBe(200);
    expect((await FantasyTeam.findById(teamId))?.name).toBe('Owner Fix');
  });

  it('when the league admin (not the owner) updates it, then 403 and nothing changes', async () => {
    const { adminUserId, teamId } = await teamWorld();
    const before = await databaseState();

    const res = await request(app)
      .post(`/fantasy-teams/${teamId}/update`)
      .set(await asUser(adminUserId))
      .send({ name: 'Hijack', timezone: 'Europe/Budapest' });

    expect(res.status).toBe(403);
    expect(await databaseState()).toEqual(before);
  });

  it('when the name is blank and the timezone unknown, then 400 with the edit messages and nothing changes', async () => {
    const { ownerId, teamId } = await teamWorld();
    const before = await databaseState();

    const res = await request(app)
      .post(`/fantasy-teams/${teamId}/update`)
      .set(await asUser(ownerId))
      .send({ name: ' ', timezone: 'Mars/Base' });

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property).sort()).toEqual(['name', 'timezone']);
    expect(await databaseState()).toEqual(before);
  });
});

describe('team logo', () => {
  const fileExists = async (id: string) =>
    (await mongoose.connection
      .db!.collection('files.files')
      .countDocuments({ _id: new mongoose.Types.ObjectId(id) })) === 1;

  /** The edit-team form as the browser posts it, with an uploaded logo. */
  const upload = (req: request.Test, logo: Buffer = TEST_IMAGES.png) =>
    req.field('name', 'Logo Team').field('timezone', 'Europe/Budapest').attach('logo', logo, 'logo.png');

  it('when the owner uploads a logo, then the team answers its file id and URL, and the picture is stored', async () => {
    const { ownerId, teamId } = await teamWorld();

    const res = await upload(
      request(app)
        .post(`/fantasy-teams/${teamId}/update`)
        .set(await asUser(ownerId)),
    );

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Logo Team', logo: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(res.body.logoUrl).toBe(`/api/files/${res.body.logo}`);
    expect(String((await FantasyTeam.findById(teamId))!.logoFileId)).toBe(res.body.logo);
    expect(await fileExists(res.body.logo as string)).toBe(true);
  });

  it('when an uploaded logo is replaced by a pre-made one, then the old picture is removed and the pre-made one stays', async () => {
    const { ownerId, teamId } = await teamWorld();
    const uploaded = (
      await upload(
        request(app)
          .post(`/fantasy-teams/${teamId}/update`)
          .set(await asUser(ownerId)),
      )
    ).body.logo as string;
    const premade = await createTeamLogo();

    const res = await request(app)
      .post(`/fantasy-teams/${teamId}/update`)
      .set(await asUser(ownerId))
      .send({ name: 'Logo Team', timezone: 'Europe/Budapest', ownerLogo: premade });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ logo: premade, logoUrl: `/api/files/${premade}` });
    expect(await fileExists(uploaded)).toBe(false);

    const again = await upload(
      request(app)
        .post(`/fantasy-teams/${teamId}/update`)
        .set(await asUser(ownerId)),
    );

    expect(again.body.logo).not.toBe(premade);
    expect(await fileExists(premade)).toBe(true);
  });

  it('when neither a picture nor a pre-made logo comes, then the team keeps its logo', async () => {
    const { ownerId, teamId } = await teamWorld();
    const uploaded = (
      await upload(
        request(app)
          .post(`/fantasy-teams/${teamId}/update`)
          .set(await asUser(ownerId)),
      )
    ).body.logo as string;

    const res = await request(app)
      .post(`/fantasy-teams/${teamId}/update`)
      .set(await asUser(ownerId))
      .send({ name: 'Renamed only', timezone: 'Europe/Budapest' });

    expect(res.body).toMatchObject({ name: 'Renamed only', logo: uploaded });
    expect(await fileExists(uploaded)).toBe(true);
  });

  it('when the logo is not a picture, then 400 on logo and nothing changes', async () => {
    const { ownerId, teamId } = await teamWorld();
    const before = await databaseState();

    const res = await upload(
      request(app)
        .post(`/fantasy-teams/${teamId}/update`)
        .set(await asUser(ownerId)),
      Buffer.from('<html>'),
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'logo', message: 'Unsupported Format' }]);
    expect(await databaseState()).toEqual(before);
  });

  it('when someone else uploads a logo for the team, then 403 before the picture is even read', async () => {
    const { adminUserId, teamId } = await teamWorld();

    const res = await upload(
      request(app)
        .post(`/fantasy-teams/${teamId}/update`)
        .set(await asUser(adminUserId)),
    );

    expect(res.status).toBe(403);
    expect(await storedFileCount()).toBe(0);
  });
});
