import request from 'supertest';
import type { Express } from 'express';
import { internalHeaders } from '@hfl/kit/testing';
import { markLeagueDeleted } from '../../models/league-deletion';
import { addLeagueSeason, addMember, createLeague } from '../../testing/factories';
import { newUserId, setUpLeaguesTests } from '../../testing/support';

let app: Express;

setUpLeaguesTests('leagues_owner_dashboard', (service) => {
  app = service.app;
});

const owner = () => internalHeaders({ userId: newUserId(), roles: ['SUPER_ADMIN'] });
const player = () => internalHeaders({ userId: newUserId(), roles: ['USER'] });
const visitor = () => internalHeaders();
const season = {
  status: 'pending',
  draftStartsAt: new Date('2031-09-06T16:00:00Z'),
  draftEndsAt: new Date('2031-09-06T20:00:00Z'),
} as const;

describe('GET /owner/leagues-summary', () => {
  it.each([
    ['a visitor', 401, visitor],
    ['a player', 403, player],
  ])('when %s asks, then %i', async (_who, status, headers) => {
    const res = await request(app)
      .get('/owner/leagues-summary')
      .set(await headers());

    expect(res.status).toBe(status);
  });

  it('when there are leagues, then the owner gets them counted: all, the full ones, those with a draft; a league being deleted is left out', async () => {
    const { league: full } = await createLeague({ nbMaxTeams: 4 });
    for (let i = 0; i < 3; i++) await addMember(full);
    const { league: drafted } = await createLeague({ nbMaxTeams: 6 });
    await addLeagueSeason(drafted, season);
    await createLeague({ nbMaxTeams: 4 });
    const { league: gone } = await createLeague({ nbMaxTeams: 4 });
    await addLeagueSeason(gone, season);
    await markLeagueDeleted(gone._id);

    const res = await request(app)
      .get('/owner/leagues-summary')
      .set(await owner());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 3, full: 1, withDraft: 1 });
  });

  it('when there are no leagues, then every count is 0', async () => {
    const res = await request(app)
      .get('/owner/leagues-summary')
      .set(await owner());

    expect(res.body).toEqual({ total: 0, full: 0, withDraft: 0 });
  });
});
