import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { DRAFT_INTERNAL, LEADERBOARD_INTERNAL, LEAGUE_DRAFT_INFOS_MAX_IDS, type LeagueDraftTeam } from '@hfl/contracts';
import { internalHeaders } from '@hfl/kit/testing';
import { FantasyTeam } from '../../models/fantasy-team';
import { markLeagueDeleted } from '../../models/league-deletion';
import { addMember, createLeague } from '../../testing/factories';
import {
  asSuperAdmin,
  asUser,
  buildLeaguesApp,
  createAccountsUser,
  newId,
  setUpLeaguesTests,
  UNREACHABLE_URL,
} from '../../testing/support';

let app: Express;

setUpLeaguesTests('leagues_draft_info', (service) => {
  app = service.app;
});

const asFantasy = () => internalHeaders({ service: 'fantasy' });
const draftInfo = (leagueId: string) => request(app).get(DRAFT_INTERNAL.leagueDraftInfo(leagueId));

describe('GET /internal/leagues/:id/draft-info', () => {
  it("when fantasy asks, then the league's size, admin and its members' teams come back oldest first with the managers' names in every language", async () => {
    const adminUserId = await createAccountsUser('Anna', 'Szabó');
    const { league } = await createLeague({ name: 'Bulls', nbMaxTeams: 6, adminUserId });
    const bence = await addMember(league, {
      userId: await createAccountsUser('Bence', 'Kiss'),
      teamName: 'Kiss Kickers',
    });
    // A member whose account accounts does not know (deleted): the team stays, the manager reads "deleted user".
    const gone = await addMember(league, { teamName: 'Ghosts' });
    await addMember(league, { status: 'pending', teamName: 'Waiting' });
    const logoFileId = new mongoose.Types.ObjectId();
    await FantasyTeam.updateOne({ _id: bence.teamId! }, { $set: { logoFileId } });
    // The oldest team is listed first, whatever order the documents were written in.
    await mongoose.connection
      .db!.collection('fantasy_teams')
      .updateOne({ _id: gone.teamId! }, { $set: { createdAt: new Date('2020-01-01') } });
    const adminTeam = await FantasyTeam.findOne({ leagueId: league._id, userId: adminUserId });

    const res = await draftInfo(league.id).set(await asFantasy());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: league.id,
      name: 'Bulls',
      nbMaxTeams: 6,
      adminUserId,
      teams: [
        {
          id: String(gone.teamId),
          name: 'Ghosts',
          logoUrl: null,
          userId: gone.userId,
          owners: { en: 'deleted user', hu: 'törölt felhasználó' },
        },
        {
          id: adminTeam!.id,
          name: adminTeam!.name,
          logoUrl: null,
          userId: adminUserId,
          owners: { en: 'Anna Szabó', hu: 'Szabó Anna' },
        },
        {
          id: String(bence.teamId),
          name: 'Kiss Kickers',
          logoUrl: `/api/files/${logoFileId.toHexString()}`,
          userId: bence.userId,
          owners: { en: 'Bence Kiss', hu: 'Kiss Bence' },
        },
      ],
    });
  });

  it('when a team exists whose membership is not active yet (an acceptance half-way), then it is not in the league', async () => {
    const { league, adminUserId } = await createLeague({ adminUserId: null });
    const pending = await addMember(league, { status: 'pending' });
    await FantasyTeam.create({
      leagueId: league._id,
      userId: pending.userId!,
      name: 'Half Made',
      timezone: 'Europe/Budapest',
    });

    const res = await draftInfo(league.id).set(await asFantasy());

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ adminUserId, teams: [] });
    expect(await FantasyTeam.countDocuments({ leagueId: league._id })).toBe(1);
  });

  it('when the league is being deleted (its tombstone written, the league still there), then 404', async () => {
    const { league } = await createLeague();
    await markLeagueDeleted(league._id);

    const res = await draftInfo(league.id).set(await asFantasy());

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it.each([
    ['unknown', newId()],
    ['malformed', 'not-an-id'],
    ['an operator-looking', '{"$gt":""}'],
  ])('when the league id is %s, then 404 in the envelope', async (_label, id) => {
    const res = await draftInfo(encodeURIComponent(id)).set(await asFantasy());

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it.each([
    ['a member of the league', 'member'],
    ['the SUPER_ADMIN', 'owner'],
  ] as const)('when %s calls with a user token, then 403', async (_label, who) => {
    const { league, adminUserId } = await createLeague();

    const res = await draftInfo(league.id).set(who === 'member' ? await asUser(adminUserId!) : await asSuperAdmin());

    expect(res.status).toBe(403);
    expect(res.body.error.code).toEqual(expect.any(String));
  });

  it('when accounts cannot name the managers, then 503 rather than teams without owners', async () => {
    const { league } = await createLeague();
    const offline = buildLeaguesApp({ ACCOUNTS_URL: UNREACHABLE_URL });

    const res = await request(offline)
      .get(DRAFT_INTERNAL.leagueDraftInfo(league.id))
      .set(await asFantasy());

    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
  });
});

describe('POST /internal/leagues/draft-infos', () => {
  const draftInfos = (body: unknown) =>
    request(app)
      .post(LEADERBOARD_INTERNAL.leagueDraftInfos)
      .send(body as object);

  it("when fantasy asks for many leagues, then each known league's info comes back as one league's would, in the order asked, without unknown and deleted ones", async () => {
    const { league: bulls } = await createLeague({
      name: 'Bulls',
      nbMaxTeams: 6,
      adminUserId: await createAccountsUser('Anna', 'Szabó'),
    });
    await addMember(bulls, { userId: await createAccountsUser('Bence', 'Kiss'), teamName: 'Kiss Kickers' });
    await addMember(bulls, { status: 'pending', teamName: 'Waiting' });
    const { league: bears } = await createLeague({
      name: 'Bears',
      nbMaxTeams: 4,
      adminUserId: await createAccountsUser('Péter', 'Tóth'),
    });
    const { league: gone } = await createLeague({ name: 'Gone' });
    await markLeagueDeleted(gone._id);

    const res = await draftInfos({ leagueIds: [bears.id, newId(), gone.id, bulls.id] }).set(await asFantasy());

    expect(res.status).toBe(200);
    const one = async (id: string) => (await draftInfo(id).set(await asFantasy())).body as unknown;
    expect(res.body).toEqual({ leagues: [await one(bears.id), await one(bulls.id)] });
    expect(res.body.leagues[1].teams.map((team: LeagueDraftTeam) => team.owners.en)).toEqual([
      'Anna Szabó',
      'Bence Kiss',
    ]);
  });

  it.each([
    ['no body', undefined],
    ['no leagueIds', {}],
    ['leagueIds not a list', { leagueIds: 'abc' }],
    ['a malformed id', { leagueIds: ['not-an-id'] }],
    ['an operator for an id', { leagueIds: [{ $gt: '' }] }],
    ['too many ids', { leagueIds: Array.from({ length: LEAGUE_DRAFT_INFOS_MAX_IDS + 1 }, newId) }],
  ])('when the body has %s, then 400 in the envelope', async (_label, body) => {
    const res = await draftInfos(body).set(await asFantasy());

    expect(res.status).toBe(400);
    expect(res.body.error.code).toEqual(expect.any(String));
  });

  it.each([
    ['a user', () => asUser(newId())],
    ['the SUPER_ADMIN', () => asSuperAdmin()],
  ])('when %s calls, then 403', async (_label, headers) => {
    const res = await draftInfos({ leagueIds: [newId()] }).set(await headers());

    expect(res.status).toBe(403);
  });
});
