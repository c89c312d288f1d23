import request from 'supertest';
import type { Express } from 'express';
import { internalHeaders } from '@hfl/kit/testing';
import { addInvitation, addMember, createLeague } from './testing/factories';
import { asSuperAdmin, asUser, asVisitor, createAccountsUser, newUserId, setUpLeaguesTests } from './testing/support';

/**
 * Spec section 6, enforced by the service: every leagues endpoint tried as each kind of caller. Each case runs in a
 * fresh world: a league (admin, two LEAGUE_USERs, a pending request) and another league with its own admin.
 */

let app: Express;

// The real accounts service runs beside it: inviting hands the e-mail to it.
setUpLeaguesTests('leagues_authz', (service) => {
  app = service.app;
});

const CALLERS = [
  'visitor',
  'non-member',
  'LEAGUE_USER',
  'admin of another league',
  'LEAGUE_ADMIN',
  'SUPER_ADMIN',
] as const;
type Caller = (typeof CALLERS)[number];

async function world() {
  const { league, adminUserId } = await createLeague({ nbMaxTeams: 10, adminUserId: await createAccountsUser() });
  const memberId = newUserId();
  const member = await addMember(league, { userId: memberId });
  const invitationToken = 'matrix-invitation-token';
  const invitation = await addInvitation(league, 'invited@example.com', invitationToken);
  const removableId = newUserId();
  await addMember(league, { userId: removableId });
  const pending = await addMember(league, { status: 'pending' });
  const { adminUserId: otherAdminId } = await createLeague();
  const headers: Record<Caller, Record<string, string>> = {
    visitor: await asVisitor(),
    'non-member': await asUser(newUserId()),
    LEAGUE_USER: await asUser(memberId),
    'admin of another league': await asUser(otherAdminId!),
    LEAGUE_ADMIN: await asUser(adminUserId!),
    SUPER_ADMIN: await asSuperAdmin(await createAccountsUser('Site', 'Owner')),
  };
  return {
    id: league.id as string,
    adminUserId: adminUserId!,
    memberId,
    removableId,
    pendingId: pending.id as string,
    invitationId: invitation.id as string,
    invitationToken,
    teamId: String(member.teamId),
    headers,
  };
}

type World = Awaited<ReturnType<typeof world>>;
const team = { teamName: 'Matrix Team', timezone: 'Europe/Budapest' };
const leagueBody = { name: 'Matrix', nbMaxTeams: 10, description: '', ...team };

/** Endpoint → call, and the expected status for each caller in CALLERS order. */
const MATRIX: [string, (w: World) => request.Test, number[]][] = [
  ['POST /leagues', () => request(app).post('/leagues').send(leagueBody), [401, 201, 201, 201, 201, 201]],
  ['GET /leagues', () => request(app).get('/leagues'), [200, 200, 200, 200, 200, 200]],
  ['GET /leagues/:id', (w) => request(app).get(`/leagues/${w.id}`), [200, 200, 200, 200, 200, 200]],
  ['GET /leagues.xlsx', () => request(app).get('/leagues.xlsx'), [401, 403, 403, 403, 403, 200]],
  ['GET /leagues/memberships/me', () => request(app).get('/leagues/memberships/me'), [401, 200, 200, 200, 200, 200]],
  [
    'GET /leagues/memberships/me/transfer-required',
    () => request(app).get('/leagues/memberships/me/transfer-required'),
    [401, 200, 200, 200, 200, 200],
  ],
  // Service-only (accounts around an account deletion): no user, whatever their role, gets through.
  [
    'GET /internal/users/:userId/transfer-required',
    (w) => request(app).get(`/internal/users/${w.adminUserId}/transfer-required`),
    [403, 403, 403, 403, 403, 403],
  ],
  [
    'POST /internal/users/:userId/deleted',
    (w) => request(app).post(`/internal/users/${w.memberId}/deleted`),
    [403, 403, 403, 403, 403, 403],
  ],
  // Service-only (fantasy's draft): the league's teams and managers.
  [
    'GET /internal/leagues/:id/draft-info',
    (w) => request(app).get(`/internal/leagues/${w.id}/draft-info`),
    [403, 403, 403, 403, 403, 403],
  ],
  [
    'POST /leagues/:id/update',
    (w) => request(app).post(`/leagues/${w.id}/update`).send({ name: 'New', nbMaxTeams: 10 }),
    [401, 403, 403, 403, 200, 200],
  ],
  ['DELETE /leagues/:id', (w) => request(app).delete(`/leagues/${w.id}`), [401, 403, 403, 403, 204, 204]],
  ['GET /leagues/:id/members', (w) => request(app).get(`/leagues/${w.id}/members`), [401, 403, 200, 403, 200, 200]],
  [
    'DELETE /leagues/:id/members/:userId',
    (w) => request(app).delete(`/leagues/${w.id}/members/${w.removableId}`),
    [401, 403, 403, 403, 204, 204],
  ],
  [
    'POST /leagues/:id/members/:userId/transfer-rights/:targetId',
    (w) => request(app).post(`/leagues/${w.id}/members/${w.adminUserId}/transfer-rights/${w.memberId}`),
    [401, 403, 403, 403, 200, 200],
  ],
  [
    'POST /leagues/:id/join',
    (w) => request(app).post(`/leagues/${w.id}/join`).send(team),
    [401, 201, 409, 201, 409, 201],
  ],
  [
    'POST /leagues/:id/request-join',
    (w) => request(app).post(`/leagues/${w.id}/request-join`).send(team),
    [401, 201, 409, 201, 409, 201],
  ],
  [
    'GET /leagues/:id/pending-members',
    (w) => request(app).get(`/leagues/${w.id}/pending-members`),
    [401, 403, 403, 403, 200, 200],
  ],
  [
    'DELETE /leagues/:id/pending-members/:pendingId',
    (w) => request(app).delete(`/leagues/${w.id}/pending-members/${w.pendingId}`),
    [401, 403, 403, 403, 204, 204],
  ],
  [
    'POST /pending-members/:id/accept',
    (w) => request(app).post(`/pending-members/${w.pendingId}/accept`),
    [401, 403, 403, 403, 200, 200],
  ],
  ['POST /leagues/:id/exit', (w) => request(app).post(`/leagues/${w.id}/exit`), [401, 403, 200, 403, 409, 403]],
  [
    'POST /leagues/:id/invite',
    (w) => request(app).post(`/leagues/${w.id}/invite`).send({ email: 'new.friend@example.com' }),
    [401, 403, 403, 403, 201, 201],
  ],
  [
    'GET /invitations/:id?token=',
    (w) => request(app).get(`/invitations/${w.invitationId}`).query({ token: w.invitationToken }),
    [200, 200, 200, 200, 200, 200],
  ],
  [
    'POST /invitations/:id/accept',
    (w) =>
      request(app)
        .post(`/invitations/${w.invitationId}/accept`)
        .send({ confirmationToken: w.invitationToken, ...team }),
    // Anyone signed in holding the link may accept; someone already in the league may not.
    [401, 200, 409, 200, 409, 200],
  ],
  ['GET /fantasy-teams/:id', (w) => request(app).get(`/fantasy-teams/${w.teamId}`), [401, 403, 200, 403, 200, 200]],
  [
    'POST /fantasy-teams/:id/update',
    (w) =>
      request(app).post(`/fantasy-teams/${w.teamId}/update`).send({ name: 'Renamed', timezone: 'Europe/Budapest' }),
    // The team's owner here is the LEAGUE_USER.
    [401, 403, 200, 403, 403, 200],
  ],
];

const CASES = MATRIX.flatMap(([endpoint, call, statuses]) =>
  CALLERS.map((caller, i) => [endpoint, caller, statuses[i]!, call] as const),
);

describe('authorization matrix', () => {
  it.each(CASES)('%s as %s → %d', async (_endpoint, caller, status, call) => {
    const w = await world();

    const res = await call(w).set(w.headers[caller]);

    expect(res.status).toBe(status);
    if (status >= 400) expect(res.body.error.code).toEqual(expect.any(String));
  });

  it('when a forged or missing token calls any endpoint, then 401', async () => {
    const w = await world();
    for (const [, call] of MATRIX) {
      expect((await call(w)).status).toBe(401);
      expect((await call(w).set('x-internal-token', 'forged')).status).toBe(401);
    }
  });

  it('when a token claims SUPER_ADMIN without a user, then it is a visitor and gets nothing an admin may do', async () => {
    const w = await world();
    const headers = await internalHeaders({ roles: ['SUPER_ADMIN'] });

    expect((await request(app).delete(`/leagues/${w.id}`).set(headers)).status).toBe(401);
  });
});
