import request from 'supertest';
import type { Express } from 'express';
import { TEST_IMAGES } from '@hfl/kit/testing';
import { FantasyTeam } from '../../models/fantasy-team';
import { InviteLink } from '../../models/invite-link';
import { Membership } from '../../models/membership';
import { SlotClaim } from '../../models/slot-claim';
import { addMember, createLeague } from '../../testing/factories';
import {
  asSuperAdmin,
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

setUpLeaguesTests('leagues_invite_links', (service) => {
  app = service.app;
});

const team = { teamName: 'Szolnoki Sólymok', timezone: 'Europe/Budapest' };
const DAY_MS = 86_400_000;

/** A league of `nbMaxTeams` run by an admin accounts knows, with a fresh invite link. */
async function leagueWithLink(nbMaxTeams = 4) {
  const adminUserId = await createAccountsUser('Réka', 'Varga');
  const { league } = await createLeague({ adminUserId, nbMaxTeams, name: 'Alföld Liga' });
  const made = await request(app)
    .post(`/leagues/${league.id}/invite-link`)
    .set(await asUser(adminUserId));
  expect(made.status).toBe(201);
  return { league, adminUserId, token: made.body.token as string };
}

const details = async (leagueId: string, token: string, headers?: Record<string, string>) =>
  request(app)
    .get(`/leagues/${leagueId}/invite-link/${token}`)
    .set(headers ?? (await asVisitor()));

const join = async (leagueId: string, token: string, userId: string, locale: 'en' | 'hu' = 'en') =>
  request(app)
    .post(`/leagues/${leagueId}/invite-link/${token}/join`)
    .set(await asUser(userId, locale))
    .send(team);

describe('the admin and the invite link: POST, GET, DELETE /leagues/:id/invite-link', () => {
  it('when the admin makes a link, then it works for 7 days and reads back the same', async () => {
    const adminUserId = newUserId();
    const { league } = await createLeague({ adminUserId });

    const made = await request(app)
      .post(`/leagues/${league.id}/invite-link`)
      .set(await asUser(adminUserId));

    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(made.body.expiresAt) - Date.parse(made.body.createdAt)) / DAY_MS;
    expect(days).toBe(7);
    const read = await request(app)
      .get(`/leagues/${league.id}/invite-link`)
      .set(await asUser(adminUserId));
    expect(read.status).toBe(200);
    expect(read.body).toEqual(made.body);
  });

  it('when the admin makes a link several times at once (no link yet), then each answers 201 and one of them is the link', async () => {
    const adminUserId = newUserId();
    const { league } = await createLeague({ adminUserId });
    const headers = await asUser(adminUserId);

    const made = await Promise.all(
      [1, 2, 3, 4].map(() => request(app).post(`/leagues/${league.id}/invite-link`).set(headers)),
    );

    expect(made.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const read = await request(app).get(`/leagues/${league.id}/invite-link`).set(headers);
    expect(made.map((answer) => answer.body.token)).toContain(read.body.token);
    expect((await details(league.id, read.body.token)).status).toBe(200);
  });

  it('when the admin makes a new link, then the earlier one stops working and the new one works', async () => {
    const { league, adminUserId, token: earlier } = await leagueWithLink();

    const made = await request(app)
      .post(`/leagues/${league.id}/invite-link`)
      .set(await asUser(adminUserId));

    expect(made.body.token).not.toBe(earlier);
    expect((await details(league.id, made.body.token)).status).toBe(200);
    const old = await details(league.id, earlier);
    expect(old.status).toBe(409);
    expect(old.body.error.message).toBe(
      "This invite link no longer works: the league's admin has revoked it or made a new one. Ask them for the current link.",
    );
  });

  it('when the admin revokes the link, then it reads as none and says so to whoever opens it, in Hungarian too', async () => {
    const { league, adminUserId, token } = await leagueWithLink();

    const revoked = await request(app)
      .delete(`/leagues/${league.id}/invite-link`)
      .set(await asUser(adminUserId));

    expect(revoked.status).toBe(204);
    expect(
      (
        await request(app)
          .get(`/leagues/${league.id}/invite-link`)
          .set(await asUser(adminUserId))
      ).status,
    ).toBe(404);
    const opened = await details(league.id, token, await asUser(newUserId(), 'hu'));
    expect(opened.status).toBe(409);
    expect(opened.body.error).toEqual({
      code: 'conflict',
      message:
        'Ez a meghívó link már nem működik: a liga adminisztrátora visszavonta, vagy újat készített helyette. Kérd el tőle az érvényes linket.',
    });
    const joined = await join(league.id, token, newUserId());
    expect(joined.status).toBe(409);
    expect(await Membership.countDocuments({ leagueId: league._id })).toBe(1);
  });

  it('when a member who is not the admin, or a visitor, asks, then 403 or 401 and no link is made', async () => {
    const { league } = await createLeague();
    const member = await addMember(league);

    for (const method of ['get', 'post', 'delete'] as const) {
      const asMember = await request(app)
        [method](`/leagues/${league.id}/invite-link`)
        .set(await asUser(member.userId!));
      expect(asMember.status).toBe(403);
      const visitor = await request(app)
        [method](`/leagues/${league.id}/invite-link`)
        .set(await asVisitor());
      expect(visitor.status).toBe(401);
    }
    expect(await InviteLink.countDocuments()).toBe(0);
  });

  it('when the SUPER_ADMIN makes a link for a league without an admin, then people join it through the link', async () => {
    const { league } = await createLeague({ adminUserId: null, nbMaxTeams: 4 });
    const made = await request(app)
      .post(`/leagues/${league.id}/invite-link`)
      .set(await asSuperAdmin());

    const joined = await join(league.id, made.body.token, newUserId());

    expect(made.status).toBe(201);
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ status: 'active' });
  });

  it('when the league is deleted, then its link goes with it', async () => {
    const { league, adminUserId } = await leagueWithLink();

    const deleted = await request(app)
      .delete(`/leagues/${league.id}`)
      .set(await asUser(adminUserId));

    expect(deleted.status).toBe(204);
    expect(await InviteLink.countDocuments()).toBe(0);
  });
});

describe('GET /leagues/:id/invite-link/:token (whoever holds the link)', () => {
  it('when a visitor opens the link, then the league shows with its admin, open slots and the expiry', async () => {
    const { league, token } = await leagueWithLink(8);

    const res = await details(league.id, token);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      league: expect.objectContaining({
        id: league.id,
        name: 'Alföld Liga',
        nbMaxTeams: 8,
        nbAvailableSlots: 7,
        membershipStatus: null,
        adminUser: { id: expect.any(String), name: 'Réka Varga' },
      }),
      expiresAt: expect.any(String),
    });
  });

  it('when a member opens it, then his membership shows (the page sends him to his league)', async () => {
    const { league, adminUserId, token } = await leagueWithLink();

    const res = await details(league.id, token, await asUser(adminUserId!));

    expect(res.body.league.membershipStatus).toBe('active');
  });

  it('when the link has expired, then 409 saying so and nobody can join through it', async () => {
    const { league, token } = await leagueWithLink();
    await InviteLink.updateOne({ _id: league._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

    const opened = await details(league.id, token);
    const joined = await join(league.id, token, newUserId());

    expect(opened.status).toBe(409);
    expect(opened.body.error.message).toBe("This invite link has expired. Ask the league's admin for a new one.");
    expect(joined.status).toBe(409);
    expect(joined.body.error.message).toBe(opened.body.error.message);
    expect(await Membership.countDocuments({ leagueId: league._id })).toBe(1);
  });

  it.each([
    ['a made-up token', 'AAAAAAAAAAAAAAAAAAAAAA', 409],
    ['a malformed token', 'not-a-token', 400],
  ])('when %s is opened, then it is refused with the "no longer works" message', async (_what, token, status) => {
    const { league } = await leagueWithLink();

    const res = await details(league.id, token);

    expect(res.status).toBe(status);
    expect(res.body.error.message).toMatch(/^This invite link no longer works/);
  });

  it('when the league is unknown, then 404', async () => {
    const { token } = await leagueWithLink();

    expect((await details('66a0000000000000000000ff', token)).status).toBe(404);
  });
});

describe('POST /leagues/:id/invite-link/:token/join', () => {
  it('when a user joins through the link, then he is an active member with his team at once and the admin is told', async () => {
    const { league, adminUserId, token } = await leagueWithLink();
    const userId = newUserId();

    const res = await join(league.id, token, userId);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), status: 'active', type: null });
    const membership = await Membership.findById(res.body.id);
    expect(membership).toMatchObject({ userId, role: 'LEAGUE_USER', status: 'active', type: null });
    expect(await FantasyTeam.findById(membership!.teamId)).toMatchObject({ userId, name: 'Szolnoki Sólymok' });
    expect(await SlotClaim.countDocuments({ membershipId: membership!._id })).toBe(1);
    const [notice] = await storedNotifications(adminUserId!);
    expect(notice).toMatchObject({ kind: 'memberJoined', link: `/settings?league=${league.id}` });
  });

  it('when he joins a second time, then 409 and still one team: one team per user and league', async () => {
    const { league, token } = await leagueWithLink();
    const userId = newUserId();
    await join(league.id, token, userId);
    const before = await databaseState();

    const again = await join(league.id, token, userId);

    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You are already a member of this league or have a pending membership');
    expect(await databaseState()).toEqual(before);
  });

  it('when the league is full, then 409 "League is full", in Hungarian too, and nothing is written, no logo kept', async () => {
    const { league, token } = await leagueWithLink(4);
    await addMember(league);
    await addMember(league);
    await addMember(league, { status: 'pending' });
    const before = await databaseState();
    const files = await storedFileCount();

    const res = await request(app)
      .post(`/leagues/${league.id}/invite-link/${token}/join`)
      .set(await asUser(newUserId(), 'hu'))
      .field('teamName', team.teamName)
      .field('timezone', team.timezone)
      .attach('logo', TEST_IMAGES.png, { filename: 'logo.png', contentType: 'image/png' });

    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: 'A liga megtelt' });
    expect(await databaseState()).toEqual(before);
    expect(await storedFileCount()).toBe(files);
  });

  it('when two users race for the last slot through the link, then one joins and the other hears the league is full', async () => {
    const { league, token } = await leagueWithLink(4);
    await addMember(league);
    await addMember(league);

    const answers = await Promise.all([join(league.id, token, newUserId()), join(league.id, token, newUserId())]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(4);
    expect(await FantasyTeam.countDocuments({ leagueId: league._id })).toBe(4);
  });

  it('when one user sends the join three times at once, then one team and the rest 409', async () => {
    const { league, token } = await leagueWithLink(8);
    const userId = newUserId();

    const answers = await Promise.all([1, 2, 3].map(() => join(league.id, token, userId)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await FantasyTeam.countDocuments({ leagueId: league._id, userId })).toBe(1);
    expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(2);
  });

  it('when the user has a request waiting, then it becomes his membership with the team he names now, in the same slot', async () => {
    const { league, token } = await leagueWithLink(4);
    const userId = newUserId();
    const requested = await addMember(league, { userId, status: 'pending', teamName: 'Old Name' });

    const res = await join(league.id, token, userId);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: requested.id, status: 'active', type: null });
    const membership = await Membership.findById(requested._id);
    expect(membership).toMatchObject({ status: 'active', type: null, displayName: 'Szolnoki Sólymok' });
    expect(await FantasyTeam.findById(membership!.teamId)).toMatchObject({ userId, name: 'Szolnoki Sólymok' });
    expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(2);
  });

  it('when the team fields are missing, then 400 naming them and nothing changes', async () => {
    const { league, token } = await leagueWithLink();
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/invite-link/${token}/join`)
      .set(await asUser(newUserId()))
      .send({});

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property)).toEqual(['teamName', 'timezone']);
    expect(await databaseState()).toEqual(before);
  });

  it('when a visitor joins, then 401 and nothing changes', async () => {
    const { league, token } = await leagueWithLink();
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/invite-link/${token}/join`)
      .set(await asVisitor())
      .send(team);

    expect(res.status).toBe(401);
    expect(await databaseState()).toEqual(before);
  });
});
