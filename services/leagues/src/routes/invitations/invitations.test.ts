import { createHash } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import { TEST_IMAGES } from '@hfl/kit/testing';
import { FantasyTeam } from '../../models/fantasy-team';
import { InvitationUse } from '../../models/invitation-use';
import { Membership } from '../../models/membership';
import { SlotClaim } from '../../models/slot-claim';
import { usageLimits } from '../../config';
import { claimUsage, Usage, usageKey } from '../../usage-limits';
import { addMember, createLeague } from '../../testing/factories';
import {
  asSuperAdmin,
  asUser,
  asVisitor,
  createAccountsUser,
  databaseState,
  newId,
  newUserId,
  PUBLIC_URL_FOR_TESTS,
  buildLeaguesApp,
  createTeamLogo,
  setUpLeaguesTests,
  storedEmails,
  storedFileCount,
} from '../../testing/support';

let app: Express;

setUpLeaguesTests('leagues_invitations', (service) => {
  app = service.app;
});

/** The admin limit as the limited app counts it (its name and window; the count is the app's). */
const ADMIN_LIMIT = usageLimits({ LEAGUE_INVITES_PER_ADMIN: 2 } as Parameters<typeof usageLimits>[0]).invitesByAdmin;

const team = { teamName: 'Invited Eagles', timezone: 'America/New_York' };
const LINK = new RegExp(`^${PUBLIC_URL_FOR_TESTS}/invitation/accept/([0-9a-f]{24})/([A-Za-z0-9_-]+)$`);

/** An admin (known to accounts) with a league; invites `email` and answers the id and the token from the e-mail. */
async function invite(email = 'guest@example.com', nbMaxTeams = 4) {
  const adminUserId = await createAccountsUser('Anna', 'Szabó');
  const { league } = await createLeague({ adminUserId, nbMaxTeams, name: 'Budapest Bowl' });
  const res = await request(app)
    .post(`/leagues/${league.id}/invite`)
    .set(await asUser(adminUserId))
    .send({ email });
  expect(res.status).toBe(201);
  const mail = (await storedEmails()).at(-1)!;
  const [, id, token] = LINK.exec(String(mail.text).match(/http\S+/)![0])!;
  return { league, adminUserId, id: id!, token: token!, res };
}

describe('POST /leagues/:id/invite', () => {
  it('when the admin invites an address, then a pending INVITED membership holds a slot and accounts stores the e-mail', async () => {
    const adminUserId = await createAccountsUser('Anna', 'Szabó');
    const { league } = await createLeague({ adminUserId, name: 'Budapest Bowl' });

    const res = await request(app)
      .post(`/leagues/${league.id}/invite`)
      .set(await asUser(adminUserId, 'hu'))
      .send({ email: '  Guest@Example.COM ' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      status: 'pending',
      type: 'INVITED',
      email: 'guest@example.com',
    });
    const membership = await Membership.findById(res.body.id);
    expect(membership).toMatchObject({
      key: 'i:guest@example.com',
      userId: null,
      role: 'LEAGUE_USER',
      status: 'pending',
      type: 'INVITED',
      email: 'guest@example.com',
      displayName: 'guest@example.com',
    });
    const days = (membership!.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
    expect(await SlotClaim.countDocuments({ membershipId: membership!._id })).toBe(1);

    const emails = await storedEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: 'guest@example.com',
      locale: 'hu',
      template: 'invitation',
      status: 'queued',
    });
    // Nobody has an account at the address: the mail is written in Hungarian, then in English.
    expect(emails[0]!.subject).toBe(
      'Szabó Anna meghívott egy HFL Fantasy-ligába / Anna Szabó invited you to an HFL Fantasy league',
    );
    expect(emails[0]!.text).toContain('Budapest Bowl');
    const [, id, token] = LINK.exec(String(emails[0]!.text).match(/http\S+/)![0])!;
    expect(id).toBe(res.body.id);
    // Only the token's hash is stored.
    expect(membership!.tokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(await Membership.find().lean())).not.toContain(token);
  });

  it('when the SUPER_ADMIN invites, then the invitation is made', async () => {
    const superAdminId = await createAccountsUser('Owner', 'Person');
    const { league } = await createLeague();

    const res = await request(app)
      .post(`/leagues/${league.id}/invite`)
      .set(await asSuperAdmin(superAdminId))
      .send({ email: 'x@example.com' });

    expect(res.status).toBe(201);
    expect(await Membership.countDocuments({ leagueId: league._id, type: 'INVITED' })).toBe(1);
  });

  it('when the address is already invited (in another letter case), then 409 with a clear message and nothing changes', async () => {
    const { league, adminUserId } = await invite('guest@example.com');
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/invite`)
      .set(await asUser(adminUserId))
      .send({ email: 'GUEST@example.com' });

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This e-mail address has already been invited to this league');
    expect(await databaseState()).toEqual(before);
    expect(await storedEmails()).toHaveLength(1);
  });

  it('when the league has no open slot, then 409 "League is full" and nothing is stored or sent', async () => {
    const adminUserId = await createAccountsUser();
    const { league } = await createLeague({ adminUserId, nbMaxTeams: 4 });
    await addMember(league);
    await addMember(league);
    await addMember(league, { status: 'pending' });
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/invite`)
      .set(await asUser(adminUserId))
      .send({ email: 'late@example.com' });

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('League is full');
    expect(await databaseState()).toEqual(before);
    expect(await storedEmails()).toHaveLength(0);
  });

  it('when five invitations race for the last two slots, then exactly two are made', async () => {
    const adminUserId = await createAccountsUser();
    const { league } = await createLeague({ adminUserId, nbMaxTeams: 4 });
    await addMember(league);
    const h = await asUser(adminUserId);

    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        request(app)
          .post(`/leagues/${league.id}/invite`)
          .set(h)
          .send({ email: `racer${n}@example.com` }),
      ),
    );

    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(4);
    expect(await Membership.countDocuments({ leagueId: league._id })).toBe(4);
    expect(await storedEmails()).toHaveLength(2);
  });

  it.each([[{}], [{ email: 'nope' }]])('when the body is %j, then 400 on email and nothing changes', async (body) => {
    const adminUserId = await createAccountsUser();
    const { league } = await createLeague({ adminUserId });
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/invite`)
      .set(await asUser(adminUserId))
      .send(body);

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property)).toEqual(['email']);
    expect(await databaseState()).toEqual(before);
  });

  it('when accounts cannot be reached, then 503 and neither the invitation nor its slot remains', async () => {
    const offline = buildLeaguesApp({ ACCOUNTS_URL: 'http://127.0.0.1:9' });
    const adminUserId = await createAccountsUser();
    const { league } = await createLeague({ adminUserId });
    const before = await databaseState();

    const res = await request(offline)
      .post(`/leagues/${league.id}/invite`)
      .set(await asUser(adminUserId))
      .send({ email: 'x@example.com' });

    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
    expect(await databaseState()).toEqual(before);
  });

  it('when accounts refuses (the inviter is unknown to it), then 503 and nothing remains', async () => {
    const adminUserId = newUserId();
    const { league } = await createLeague({ adminUserId });
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/invite`)
      .set(await asUser(adminUserId))
      .send({ email: 'x@example.com' });

    expect(res.status).toBe(503);
    expect(await databaseState()).toEqual(before);
    expect(await storedEmails()).toHaveLength(0);
  });
});

describe('POST /leagues/:id/invite (limits)', () => {
  const limited = () => buildLeaguesApp({ LEAGUE_INVITES_PER_ADMIN: '2', LEAGUE_INVITES_PER_ADDRESS: '2' });
  const inviteInto = async (target: Express, leagueId: string, headers: Record<string, string>, email: string) =>
    request(target).post(`/leagues/${leagueId}/invite`).set(headers).send({ email });

  it('when an admin has sent as many invitations as allowed, over all their leagues, then 429 saying so and nothing is stored or sent', async () => {
    const target = limited();
    const adminUserId = await createAccountsUser();
    const { league: first } = await createLeague({ adminUserId, nbMaxTeams: 16 });
    const { league: second } = await createLeague({ adminUserId, nbMaxTeams: 16 });
    const h = await asUser(adminUserId);
    expect((await inviteInto(target, first.id, h, 'one@example.com')).status).toBe(201);
    expect((await inviteInto(target, second.id, h, 'two@example.com')).status).toBe(201);
    const before = await databaseState();

    const res = await inviteInto(target, first.id, h, 'three@example.com');
    const hu = await inviteInto(target, first.id, await asUser(adminUserId, 'hu'), 'three@example.com');

    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({
      code: 'rate_limited',
      message: 'You can send at most 2 invitations in 24 hours. Please try again later.',
    });
    expect(hu.body.error.message).toBe('24 óra alatt legfeljebb 2 meghívót küldhetsz. Kérjük, próbáld újra később.');
    expect(await databaseState()).toEqual(before);
    expect(await storedEmails()).toHaveLength(2);
  });

  it('when an address has received as many invitations as allowed, from any leagues, then 429 saying so and nothing is stored or sent', async () => {
    const target = limited();
    for (let n = 0; n < 2; n++) {
      const adminUserId = await createAccountsUser();
      const { league } = await createLeague({ adminUserId });
      expect((await inviteInto(target, league.id, await asUser(adminUserId), 'popular@example.com')).status).toBe(201);
    }
    const adminUserId = await createAccountsUser();
    const { league } = await createLeague({ adminUserId });
    const before = await databaseState();

    const res = await inviteInto(target, league.id, await asUser(adminUserId, 'hu'), ' Popular@Example.com');

    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({
      code: 'rate_limited',
      message: 'Erre az e-mail-címre már túl sok meghívó érkezett. Kérjük, próbáld újra később.',
    });
    expect(await databaseState()).toEqual(before);
    expect(await storedEmails()).toHaveLength(2);
  });

  it('when invitations are refused or fail (already invited, league full, accounts down), then they do not count', async () => {
    const target = limited();
    const adminUserId = await createAccountsUser();
    const { league } = await createLeague({ adminUserId, nbMaxTeams: 4 });
    const { league: full } = await createLeague({ adminUserId, nbMaxTeams: 4 });
    for (let n = 0; n < 3; n++) await addMember(full);
    const h = await asUser(adminUserId);
    const offline = buildLeaguesApp({ LEAGUE_INVITES_PER_ADMIN: '2', ACCOUNTS_URL: 'http://127.0.0.1:9' });
    expect((await inviteInto(target, league.id, h, 'one@example.com')).status).toBe(201);
    expect((await inviteInto(target, league.id, h, 'one@example.com')).status).toBe(409);
    expect((await inviteInto(target, full.id, h, 'two@example.com')).status).toBe(409);
    expect((await inviteInto(offline, league.id, h, 'two@example.com')).status).toBe(503);

    const res = await inviteInto(target, league.id, h, 'two@example.com');

    expect(res.status).toBe(201);
    expect(await Membership.countDocuments({ type: 'INVITED' })).toBe(2);
    expect(await storedEmails()).toHaveLength(2);
  });

  it('when the SUPER_ADMIN invites more than an admin may, then every invitation is made', async () => {
    const target = limited();
    const superAdminId = await createAccountsUser('Owner', 'Person');
    const { league } = await createLeague({ nbMaxTeams: 8 });
    const h = await asSuperAdmin(superAdminId);

    const statuses = [];
    for (const n of [1, 2, 3]) statuses.push((await inviteInto(target, league.id, h, `guest${n}@example.com`)).status);

    expect(statuses).toEqual([201, 201, 201]);
    expect(await Membership.countDocuments({ leagueId: league._id, type: 'INVITED' })).toBe(3);
  });

  it('when the earlier invitations are older than the window, then they no longer count', async () => {
    const target = limited();
    const adminUserId = await createAccountsUser();
    const { league } = await createLeague({ adminUserId, nbMaxTeams: 8 });
    const dayAndAnHourAgo = Date.now() - 25 * 3_600_000;
    await claimUsage(ADMIN_LIMIT, adminUserId, dayAndAnHourAgo);
    await claimUsage(ADMIN_LIMIT, adminUserId, dayAndAnHourAgo);

    const res = await inviteInto(target, league.id, await asUser(adminUserId), 'fresh@example.com');

    expect(res.status).toBe(201);
    expect(await Membership.countDocuments({ leagueId: league._id, type: 'INVITED' })).toBe(1);
  });

  it('when five invitations by one admin race past the limit, then at most two are made and each made one is counted', async () => {
    const target = limited();
    const adminUserId = await createAccountsUser();
    const { league } = await createLeague({ adminUserId, nbMaxTeams: 16 });
    const h = await asUser(adminUserId);

    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => inviteInto(target, league.id, h, `racer${n}@example.com`)),
    );

    const made = answers.filter((r) => r.status === 201).length;
    expect(made).toBeLessThanOrEqual(2);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5 - made);
    expect(await Membership.countDocuments({ leagueId: league._id, type: 'INVITED' })).toBe(made);
    expect(await storedEmails()).toHaveLength(made);
    expect(await Usage.countDocuments({ key: usageKey(ADMIN_LIMIT, adminUserId) })).toBe(made);
  });
});

describe('GET /invitations/:id?token=', () => {
  it('when a visitor holds the link, then the league and the invited address come back', async () => {
    const { league, id, token } = await invite('guest@example.com');

    const res = await request(app)
      .get(`/invitations/${id}`)
      .query({ token })
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ league: { id: league.id, name: 'Budapest Bowl' }, email: 'guest@example.com' });
  });

  it('when the token is wrong or missing, or the id unknown, then 400/400/404', async () => {
    const { id } = await invite();

    expect(
      (
        await request(app)
          .get(`/invitations/${id}`)
          .query({ token: 'wrong' })
          .set(await asVisitor())
      ).status,
    ).toBe(400);
    expect(
      (
        await request(app)
          .get(`/invitations/${id}`)
          .set(await asVisitor())
      ).status,
    ).toBe(400);
    expect(
      (
        await request(app)
          .get(`/invitations/${newId()}`)
          .query({ token: 'x' })
          .set(await asVisitor())
      ).status,
    ).toBe(404);
  });
});

describe('POST /invitations/:id/accept', () => {
  it('when the invitee accepts with the token, then they are an active member with a team, and the link is used up', async () => {
    const { league, id, token } = await invite();
    const userId = newUserId();

    const res = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(userId))
      .send({ confirmationToken: token, ...team });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      league: { id: league.id },
      status: 'active',
      team: { id: expect.any(String), name: 'Invited Eagles', logoUrl: null },
    });
    const membership = await Membership.findById(id);
    expect(membership).toMatchObject({
      key: `u:${userId}`,
      userId,
      status: 'active',
      type: null,
      role: 'LEAGUE_USER',
      tokenHash: null,
    });
    expect(await FantasyTeam.findById(membership!.teamId)).toMatchObject({
      userId,
      name: 'Invited Eagles',
      timezone: 'America/New_York',
    });
    expect(await SlotClaim.countDocuments({ membershipId: membership!._id })).toBe(1);

    const again = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(newUserId()))
      .send({ confirmationToken: token, ...team });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This invitation has already been accepted.');
    expect(
      (
        await request(app)
          .get(`/invitations/${id}`)
          .query({ token })
          .set(await asVisitor())
      ).status,
    ).toBe(409);
  });

  it('when the token is wrong, then 400 with the invalid-link message and nothing changes', async () => {
    const { id } = await invite();
    const before = await databaseState();

    const res = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(newUserId(), 'hu'))
      .send({ confirmationToken: 'wrong', ...team });

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Ez a meghívó link érvénytelen vagy lejárt. Kérj új meghívót a liga adminisztrátorától.',
    );
    expect(await databaseState()).toEqual(before);
  });

  it('when the invitation has expired, then 400 and nothing changes', async () => {
    const { id, token } = await invite();
    await Membership.updateOne({ _id: id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const before = await databaseState();

    const res = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(newUserId()))
      .send({ confirmationToken: token, ...team });

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'This invitation link is invalid or has expired. Ask the league admin for a new invitation.',
    );
    expect(await databaseState()).toEqual(before);
  });

  it('when the user is already a member of the league, then 409 and the invitation stays usable', async () => {
    const { league, id, token } = await invite();
    const userId = newUserId();
    await addMember(league, { userId });
    const before = await databaseState();

    const res = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(userId))
      .send({ confirmationToken: token, ...team });

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('You are already a member of this league or have a pending membership');
    expect(await databaseState()).toEqual(before);
    const other = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(newUserId()))
      .send({ confirmationToken: token, ...team });
    expect(other.status).toBe(200);
  });

  it('when the team fields are missing, then 400 naming them and nothing changes', async () => {
    const { id, token } = await invite();
    const before = await databaseState();

    const res = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(newUserId()))
      .send({ confirmationToken: token });

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property).sort()).toEqual([
      'teamName',
      'timezone',
    ]);
    expect(await databaseState()).toEqual(before);
  });

  it('when five users race to accept the same invitation, then exactly one becomes a member', async () => {
    const { league, id, token } = await invite();
    const racers = Array.from({ length: 5 }, () => newUserId());
    const headers = await Promise.all(racers.map((r) => asUser(r)));

    const answers = await Promise.all(
      headers.map((h) =>
        request(app)
          .post(`/invitations/${id}/accept`)
          .set(h)
          .send({ confirmationToken: token, ...team }),
      ),
    );

    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = racers[answers.findIndex((r) => r.status === 200)]!;
    expect(
      await FantasyTeam.find({ leagueId: league._id, name: 'Invited Eagles' }).then((t) => t.map((x) => x.userId)),
    ).toEqual([winner]);
    expect((await Membership.findById(id))?.userId).toBe(winner);
    expect(await InvitationUse.countDocuments({ _id: id })).toBe(1);
    expect(await SlotClaim.countDocuments({ leagueId: league._id })).toBe(2);
  });

  it('when one user sends the accept three times at once, then one team and the rest 409', async () => {
    const { league, id, token } = await invite();
    const userId = newUserId();
    const h = await asUser(userId);

    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        request(app)
          .post(`/invitations/${id}/accept`)
          .set(h)
          .send({ confirmationToken: token, ...team }),
      ),
    );

    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await FantasyTeam.countDocuments({ leagueId: league._id, userId })).toBe(1);
    expect(await Membership.countDocuments({ leagueId: league._id, userId })).toBe(1);
  });

  it('when a visitor accepts, then 401', async () => {
    const { id, token } = await invite();

    const res = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asVisitor())
      .send({ confirmationToken: token, ...team });

    expect(res.status).toBe(401);
  });
});

describe('POST /invitations/:id/accept with a team logo', () => {
  it('when the invitee uploads a logo, then the new team wears it', async () => {
    const { id, token } = await invite();
    const userId = newUserId();

    const res = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(userId))
      .field('confirmationToken', token)
      .field('teamName', team.teamName)
      .field('timezone', team.timezone)
      .attach('logo', TEST_IMAGES.png, 'eagle.png');

    expect(res.status).toBe(200);
    const created = await FantasyTeam.findById(res.body.team.id);
    expect(res.body.team.logoUrl).toBe(`/api/files/${String(created!.logoFileId)}`);
    expect(await storedFileCount()).toBe(1);
  });

  it('when the invitee picks a pre-made logo, then the new team wears it', async () => {
    const logoId = await createTeamLogo();
    const { id, token } = await invite();

    const res = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(newUserId()))
      .send({ confirmationToken: token, ...team, ownerLogo: logoId });

    expect(res.status).toBe(200);
    expect(res.body.team.logoUrl).toBe(`/api/files/${logoId}`);
  });

  it('when the invitation was already accepted, then 409 and the second uploaded logo is not kept', async () => {
    const { id, token } = await invite();
    await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(newUserId()))
      .send({ confirmationToken: token, ...team });
    const files = await storedFileCount();

    const res = await request(app)
      .post(`/invitations/${id}/accept`)
      .set(await asUser(newUserId()))
      .field('confirmationToken', token)
      .field('teamName', team.teamName)
      .field('timezone', team.timezone)
      .attach('logo', TEST_IMAGES.png, 'late.png');

    expect(res.status).toBe(409);
    expect(await storedFileCount()).toBe(files);
  });
});
