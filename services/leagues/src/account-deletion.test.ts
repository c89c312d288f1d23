import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { listen } from '@hfl/kit';
import { internalHeaders, startPeers, stopWithTestDatabase } from '@hfl/kit/testing';
import { FantasyTeam } from './models/fantasy-team';
import { League } from './models/league';
import { Membership } from './models/membership';
import { SlotClaim } from './models/slot-claim';
import { addMember, createLeague } from './testing/factories';
import { ACCOUNTS_USER_PASSWORD, asUser, createAccountsUser, newUserId, setUpLeaguesTests } from './testing/support';

/**
 * Account deletion across the two real services: accounts asks leagues whether the user still has to hand over a
 * league (spec section 4), and after deleting tells leagues to let the account go.
 */

let leaguesApp: Express;
/** An accounts service that reaches this leagues app (the one the support starts does not). */
let accountsUrl: string;

setUpLeaguesTests('leagues_account_deletion', async (service) => {
  leaguesApp = service.app;
  const leagues = await listen(leaguesApp, 0);
  stopWithTestDatabase(leagues.close);
  accountsUrl = (await startPeers(['accounts'], { accounts: { LEAGUES_URL: leagues.url } })).accounts.url;
});

const deleteAccount = async (userId: string, locale: 'en' | 'hu' = 'en') =>
  request(accountsUrl)
    .delete('/users/me')
    .set(await internalHeaders({ userId, roles: ['USER'], locale }, 'accounts'))
    .send({ currentPassword: ACCOUNTS_USER_PASSWORD });

const storedUser = (userId: string) =>
  mongoose.connection.db!.collection('users').findOne({ _id: new mongoose.Types.ObjectId(userId) });

describe('DELETE /users/me and the leagues a user runs', () => {
  it('when the admin still runs leagues with members, then 409 names them, and after the transfer the deletion goes through', async () => {
    const adminUserId = await createAccountsUser('Anna', 'Admin');
    const memberId = await createAccountsUser('Márk', 'Member');
    const { league: bowl } = await createLeague({ adminUserId, name: 'Budapest Bowl' });
    await addMember(bowl, { userId: memberId });
    const { league: cup } = await createLeague({ adminUserId, name: 'Pest Cup' });
    const cupMemberId = newUserId();
    await addMember(cup, { userId: cupMemberId });

    const refused = await deleteAccount(adminUserId);
    const refusedHu = await deleteAccount(adminUserId, 'hu');

    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'conflict',
      message: 'Transfer your admin rights first in: Budapest Bowl, Pest Cup',
    });
    expect(refusedHu.body.error.message).toBe(
      'Előbb add át az adminisztrátori jogaidat ezekben a ligákban: Budapest Bowl, Pest Cup',
    );
    expect((await storedUser(adminUserId))?.deletedAt ?? null).toBeNull();

    for (const [league, to] of [
      [bowl, memberId],
      [cup, cupMemberId],
    ] as const) {
      const transfer = await request(leaguesApp)
        .post(`/leagues/${league.id}/members/${adminUserId}/transfer-rights/${to}`)
        .set(await asUser(adminUserId));
      expect(transfer.status).toBe(200);
    }

    const accepted = await deleteAccount(adminUserId);

    expect(accepted.status).toBe(204);
    expect(await storedUser(adminUserId)).toMatchObject({ deletedAt: expect.any(Date), leaguesReleasePending: false });
    expect(await League.findById(bowl._id)).toMatchObject({ adminUserId: memberId });
    // The former admin's team stays in the league, now a "deleted user" team.
    const kept = await Membership.findOne({ leagueId: bowl._id, userId: adminUserId });
    expect(kept).toMatchObject({ status: 'active', role: 'LEAGUE_USER' });
    expect(await FantasyTeam.findById(kept!.teamId)).not.toBeNull();
  });

  it('when the account is deleted, then pending requests go (slots freed), sole-member leagues close, other teams stay', async () => {
    const userId = await createAccountsUser('Dóra', 'Departing');
    const { league: solo } = await createLeague({ adminUserId: userId, name: 'Alone' });
    await addMember(solo, { status: 'pending' });
    const { league: requested } = await createLeague({ nbMaxTeams: 4 });
    await addMember(requested, { userId, status: 'pending' });
    const { league: joined } = await createLeague();
    const membership = await addMember(joined, { userId, teamName: 'Still Standing' });

    const res = await deleteAccount(userId);

    expect(res.status).toBe(204);
    expect(await League.findById(solo._id)).toBeNull();
    expect(await SlotClaim.countDocuments({ leagueId: solo._id })).toBe(0);
    expect(await Membership.countDocuments({ leagueId: requested._id, userId })).toBe(0);
    expect(await SlotClaim.countDocuments({ leagueId: requested._id })).toBe(1);
    expect(await Membership.findById(membership._id)).toMatchObject({ status: 'active' });
    expect(await FantasyTeam.findById(membership.teamId)).toMatchObject({ name: 'Still Standing' });
    expect(await storedUser(userId)).toMatchObject({ leaguesReleasePending: false });
  });

  it('when the admin is alone in the league, then nothing stands in the way and the league closes', async () => {
    const adminUserId = await createAccountsUser();
    const { league } = await createLeague({ adminUserId });

    const transferRequired = await request(leaguesApp)
      .get('/leagues/memberships/me/transfer-required')
      .set(await asUser(adminUserId));
    const res = await deleteAccount(adminUserId);

    expect(transferRequired.body).toEqual([]);
    expect(res.status).toBe(204);
    expect(await League.findById(league._id)).toBeNull();
  });
});
