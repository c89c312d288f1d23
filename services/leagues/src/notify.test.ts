import request from 'supertest';
import type { Express } from 'express';
import { Membership } from './models/membership';
import { addInvitation, addMember, createLeague } from './testing/factories';
import {
  asSuperAdmin,
  asUser,
  buildLeaguesApp,
  createAccountsUser,
  setUpLeaguesTests,
  storedNotifications,
  UNREACHABLE_URL,
} from './testing/support';

/** League events reach the real accounts service, which stores one notification per recipient. */

let app: Express;

setUpLeaguesTests('leagues_notify', (service) => {
  app = service.app;
});

const team = { teamName: 'Danube Dragons', timezone: 'Europe/Budapest' };

/** A league named "Budapest Bowl" whose admin is a real accounts user. */
async function leagueWithAdmin() {
  const adminUserId = await createAccountsUser('Anna', 'Admin');
  const { league } = await createLeague({ adminUserId, name: 'Budapest Bowl', nbMaxTeams: 6 });
  return { league, adminUserId };
}

/** The one notification the user has, as accounts stored it. */
async function onlyNotification(userId: string) {
  const stored = await storedNotifications(userId);
  expect(stored).toHaveLength(1);
  return stored[0]!;
}

describe('notifications for league events', () => {
  it('when a user asks to join, then the admin is told with the requested team name', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const requesterId = await createAccountsUser('Rita', 'Requester');

    const res = await request(app)
      .post(`/leagues/${league.id}/request-join`)
      .set(await asUser(requesterId))
      .send(team);

    expect(res.status).toBe(201);
    expect(await onlyNotification(adminUserId)).toMatchObject({
      type: 'LEAGUE',
      kind: 'joinRequested',
      league: { id: league.id, name: 'Budapest Bowl' },
      params: { name: 'Danube Dragons' },
      isViewed: false,
    });
    expect(await storedNotifications(requesterId)).toEqual([]);
  });

  it('when the admin accepts a request, then the requester is told', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const requesterId = await createAccountsUser();
    const pending = await addMember(league, { userId: requesterId, status: 'pending' });

    const res = await request(app)
      .post(`/pending-members/${pending.id}/accept`)
      .set(await asUser(adminUserId));

    expect(res.status).toBe(200);
    expect(await onlyNotification(requesterId)).toMatchObject({ kind: 'requestAccepted', league: { id: league.id } });
  });

  it('when the admin turns a request down, then the requester is told and the admin is not', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const requesterId = await createAccountsUser();
    const pending = await addMember(league, { userId: requesterId, status: 'pending' });

    const res = await request(app)
      .delete(`/leagues/${league.id}/pending-members/${pending.id}`)
      .set(await asUser(adminUserId));

    expect(res.status).toBe(204);
    expect(await onlyNotification(requesterId)).toMatchObject({ kind: 'requestRejected', league: { id: league.id } });
    expect(await storedNotifications(adminUserId)).toEqual([]);
  });

  it('when the requester withdraws, then the admin is told who withdrew', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const requesterId = await createAccountsUser();
    const pending = await addMember(league, { userId: requesterId, status: 'pending', teamName: 'Tisza Titans' });

    const res = await request(app)
      .delete(`/leagues/${league.id}/pending-members/${pending.id}`)
      .set(await asUser(requesterId));

    expect(res.status).toBe(204);
    expect(await onlyNotification(adminUserId)).toMatchObject({
      kind: 'requestWithdrawn',
      params: { name: 'Tisza Titans' },
    });
    expect(await storedNotifications(requesterId)).toEqual([]);
  });

  it('when the admin removes an invitation, then nobody is told (there is no user yet)', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const invitation = await addMember(league, { status: 'pending', type: 'INVITED' });

    const res = await request(app)
      .delete(`/leagues/${league.id}/pending-members/${invitation.id}`)
      .set(await asUser(adminUserId));

    expect(res.status).toBe(204);
    expect(await storedNotifications(adminUserId)).toEqual([]);
  });

  it('when an invitee accepts, then the admin is told the new team', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const inviteeId = await createAccountsUser();
    const token = 'notify-invitation-token';
    const invitation = await addInvitation(league, 'guest@example.com', token);

    const res = await request(app)
      .post(`/invitations/${invitation.id}/accept`)
      .set(await asUser(inviteeId))
      .send({ confirmationToken: token, ...team });

    expect(res.status).toBe(200);
    expect(await onlyNotification(adminUserId)).toMatchObject({
      kind: 'invitationAccepted',
      params: { name: 'Danube Dragons' },
    });
  });

  it('when the admin removes a member, then the removed user is told', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const memberId = await createAccountsUser();
    await addMember(league, { userId: memberId });

    const res = await request(app)
      .delete(`/leagues/${league.id}/members/${memberId}`)
      .set(await asUser(adminUserId));

    expect(res.status).toBe(204);
    expect(await onlyNotification(memberId)).toMatchObject({
      kind: 'memberRemoved',
      league: { id: league.id, name: 'Budapest Bowl' },
    });
  });

  it('when a member leaves, then the admin is told which team left', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const memberId = await createAccountsUser();
    await addMember(league, { userId: memberId, teamName: 'Balaton Bulls' });

    const res = await request(app)
      .post(`/leagues/${league.id}/exit`)
      .set(await asUser(memberId));

    expect(res.status).toBe(200);
    expect(await onlyNotification(adminUserId)).toMatchObject({
      kind: 'memberLeft',
      params: { name: 'Balaton Bulls' },
    });
  });

  it('when the admin hands over the league, then the new admin is told', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const memberId = await createAccountsUser();
    await addMember(league, { userId: memberId });

    const res = await request(app)
      .post(`/leagues/${league.id}/members/${adminUserId}/transfer-rights/${memberId}`)
      .set(await asUser(adminUserId));

    expect(res.status).toBe(200);
    expect(await onlyNotification(memberId)).toMatchObject({ kind: 'adminRightsReceived', league: { id: league.id } });
    expect(await storedNotifications(adminUserId)).toEqual([]);
  });

  it('when the league is deleted, then every other active member is told, not the one who deleted it nor pending ones', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const [first, second, requester] = [
      await createAccountsUser(),
      await createAccountsUser(),
      await createAccountsUser(),
    ];
    await addMember(league, { userId: first });
    await addMember(league, { userId: second });
    await addMember(league, { userId: requester, status: 'pending' });

    const res = await request(app)
      .delete(`/leagues/${league.id}`)
      .set(await asUser(adminUserId));

    expect(res.status).toBe(204);
    for (const member of [first, second]) {
      expect(await onlyNotification(member)).toMatchObject({
        kind: 'leagueDeleted',
        league: { id: league.id, name: 'Budapest Bowl' },
      });
    }
    expect(await storedNotifications(adminUserId)).toEqual([]);
    expect(await storedNotifications(requester)).toEqual([]);
  });

  it('when the SUPER_ADMIN deletes a league, then its admin is told too', async () => {
    const { league, adminUserId } = await leagueWithAdmin();

    const res = await request(app)
      .delete(`/leagues/${league.id}`)
      .set(await asSuperAdmin(await createAccountsUser('Site', 'Owner')));

    expect(res.status).toBe(204);
    expect(await onlyNotification(adminUserId)).toMatchObject({ kind: 'leagueDeleted' });
  });

  it('when accounts cannot be reached, then the action still succeeds and nothing is stored', async () => {
    const { league, adminUserId } = await leagueWithAdmin();
    const requesterId = await createAccountsUser();
    const offline = buildLeaguesApp({ ACCOUNTS_URL: UNREACHABLE_URL });

    const res = await request(offline)
      .post(`/leagues/${league.id}/request-join`)
      .set(await asUser(requesterId))
      .send(team);

    expect(res.status).toBe(201);
    expect(await Membership.countDocuments({ leagueId: league._id, userId: requesterId, status: 'pending' })).toBe(1);
    expect(await storedNotifications(adminUserId)).toEqual([]);
  });
});
