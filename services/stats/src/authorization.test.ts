import request from 'supertest';
import type { Express } from 'express';
import { internalHeaders } from '@hfl/kit/testing';
import {
  asOwner,
  asUser,
  asVisitor,
  createPlayer,
  createSeason,
  createTeams,
  seasonBody,
  setUpStatsTests,
} from './testing/season-fixtures';

/**
 * The real league is public to read and the owner's to change (owner-back-office section 6, enforced here): every
 * stats endpoint tried as each kind of caller, each case in a fresh world (clubs, a player, a drafting season and
 * its games).
 */

let app: Express;

setUpStatsTests('stats_authz', (built) => {
  app = built;
});

const CALLERS = ['visitor', 'USER', 'SUPER_ADMIN'] as const;
type Caller = (typeof CALLERS)[number];

async function world() {
  const [eagles, wolves, empty, bulls, rams] = await createTeams('Eagles', 'Wolves', 'Empty', 'Bulls', 'Rams');
  const player = await createPlayer(eagles!._id, 'QB', 'Quinn Back');
  // Four clubs over two rounds: a schedule the season's rules accept (4 fantasy teams, 1 playoff week).
  const schedule = [
    { week: 1, team1: eagles!._id, team2: wolves!._id },
    { week: 2, team1: bulls!._id, team2: rams!._id },
  ];
  const { season, games } = await createSeason(schedule);
  const headers: Record<Caller, Record<string, string>> = {
    visitor: await asVisitor(),
    USER: await asUser(),
    SUPER_ADMIN: await asOwner(),
  };
  return {
    teamId: eagles!.id as string,
    otherTeamId: wolves!.id as string,
    emptyTeamId: empty!.id as string,
    playerId: player.id as string,
    seasonId: season.id as string,
    gameId: games[0]!.id as string,
    season: seasonBody(schedule),
    headers,
  };
}

type World = Awaited<ReturnType<typeof world>>;

const newPlayer = (w: World) => ({
  teamId: w.teamId,
  name: 'Matrix Player',
  position: 'K',
  birthDate: '1990-01-01',
  height: 180,
  weight: 80,
  jerseyNumber: 3,
});

/** Endpoint → call, and the expected status for each caller in CALLERS order. */
const MATRIX: [string, (w: World) => request.Test, number[]][] = [
  ['GET /teams', () => request(app).get('/teams'), [200, 200, 200]],
  ['POST /teams', () => request(app).post('/teams').send({ name: 'Matrix Club' }), [401, 403, 201]],
  ['POST /teams/:id', (w) => request(app).post(`/teams/${w.teamId}`).send({ name: 'Renamed' }), [401, 403, 200]],
  ['DELETE /teams/:id', (w) => request(app).delete(`/teams/${w.emptyTeamId}`), [401, 403, 204]],
  ['GET /teams/:id/players', (w) => request(app).get(`/teams/${w.teamId}/players`), [200, 200, 200]],
  ['GET /players', () => request(app).get('/players'), [200, 200, 200]],
  ['GET /players/:id', (w) => request(app).get(`/players/${w.playerId}`), [200, 200, 200]],
  ['POST /players', (w) => request(app).post('/players').send(newPlayer(w)), [401, 403, 201]],
  ['POST /players/:id', (w) => request(app).post(`/players/${w.playerId}`).send(newPlayer(w)), [401, 403, 200]],
  ['DELETE /players/:id', (w) => request(app).delete(`/players/${w.playerId}`), [401, 403, 204]],
  [
    'POST /players/:id/transfer/:teamId',
    (w) => request(app).post(`/players/${w.playerId}/transfer/${w.otherTeamId}`),
    [401, 403, 200],
  ],
  ['GET /seasons/:id/teams', (w) => request(app).get(`/seasons/${w.seasonId}/teams`), [200, 200, 200]],
  [
    'GET /seasons/:id/teams/:teamId/players',
    (w) => request(app).get(`/seasons/${w.seasonId}/teams/${w.teamId}/players`),
    [200, 200, 200],
  ],
  ['GET /seasons', () => request(app).get('/seasons'), [200, 200, 200]],
  ['GET /seasons/current', () => request(app).get('/seasons/current'), [200, 200, 200]],
  ['GET /seasons/latest', () => request(app).get('/seasons/latest'), [200, 200, 200]],
  ['GET /seasons/:id', (w) => request(app).get(`/seasons/${w.seasonId}`), [200, 200, 200]],
  ['GET /seasons/:id/points', (w) => request(app).get(`/seasons/${w.seasonId}/points?week=1`), [200, 200, 200]],
  // Service-only (fantasy scoring its rosters): no user, whatever their role, gets through.
  [
    'GET /internal/seasons/:id/weeks/:n/player-points',
    (w) => request(app).get(`/internal/seasons/${w.seasonId}/weeks/1/player-points`),
    [403, 403, 403],
  ],
  // Service-only (fantasy's draft pool).
  [
    'GET /internal/seasons/:id/draft-pool',
    (w) => request(app).get(`/internal/seasons/${w.seasonId}/draft-pool`),
    [403, 403, 403],
  ],
  // The world's season is not finished: the owner gets past the check and meets the one-active-season rule.
  ['POST /seasons', (w) => request(app).post('/seasons').send(w.season), [401, 403, 409]],
  ['POST /seasons/:id', (w) => request(app).post(`/seasons/${w.seasonId}`).send(w.season), [401, 403, 200]],
  [
    'POST /seasons/:id/schedule',
    (w) => request(app).post(`/seasons/${w.seasonId}/schedule`).send({ games: w.season.games }),
    [401, 403, 200],
  ],
  ['POST /seasons/current/start-week', () => request(app).post('/seasons/current/start-week'), [401, 403, 200]],
  // A drafting season: the owner is let in and the lifecycle refuses (409), others never get that far.
  [
    'POST /seasons/current/weeks/current/freeze',
    () => request(app).post('/seasons/current/weeks/current/freeze'),
    [401, 403, 409],
  ],
  [
    'POST /seasons/current/weeks/:n/finish',
    () => request(app).post('/seasons/current/weeks/1/finish'),
    [401, 403, 409],
  ],
  ['POST /seasons/current/finish', () => request(app).post('/seasons/current/finish'), [401, 403, 409]],
  ['POST /seasons/current/recalculate', () => request(app).post('/seasons/current/recalculate'), [401, 403, 200]],
  ['GET /games/:id', (w) => request(app).get(`/games/${w.gameId}`), [200, 200, 200]],
  [
    'POST /games/:id/scores',
    (w) => request(app).post(`/games/${w.gameId}/scores`).send({ scoreTeam1: 1, scoreTeam2: 0, players: {} }),
    [401, 403, 409],
  ],
  [
    'POST /games/:id/date',
    (w) => request(app).post(`/games/${w.gameId}/date`).send({ date: w.season.games[0]!.date }),
    [401, 403, 200],
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

  it('when a token claims SUPER_ADMIN without a user, then it is a visitor and changes nothing', async () => {
    const w = await world();
    const headers = await internalHeaders({ roles: ['SUPER_ADMIN'] });

    expect((await request(app).delete(`/players/${w.playerId}`).set(headers)).status).toBe(401);
  });

  it('when a peer service calls an owner endpoint, then it is refused', async () => {
    const w = await world();
    const headers = await internalHeaders({ service: 'fantasy' });

    expect((await request(app).delete(`/teams/${w.emptyTeamId}`).set(headers)).status).toBe(401);
  });
});
