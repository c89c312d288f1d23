import request from 'supertest';
import type { Express } from 'express';
import { Types } from 'mongoose';
import { ROSTER_INTERNAL, type PlayerSummary } from '@hfl/contracts';
import {
  asOwner,
  asService,
  asUser,
  asVisitor,
  createPlayer,
  createSeason,
  createStat,
  createTeams,
  setUpStatsTests,
} from '../../testing/season-fixtures';

let app: Express;

setUpStatsTests('stats_season_players', (built) => {
  app = built;
});

/**
 * A real season of two rounds between Eagles and Wolves (Bears play in no game of it), with statistics:
 * Quinn (Eagles QB) 10 + 6 (two games in round 2 count as one round), Rob (Wolves RB) 4 in round 1, Kim (Eagles K,
 * injured) none; Bert (Bears QB) 30 in another season.
 */
async function seasonWithPoints() {
  const [eagles, wolves, bears] = await createTeams('Eagles', 'Wolves', 'Bears');
  const { season, games } = await createSeason([
    { week: 1, team1: eagles!._id, team2: wolves!._id },
    { week: 2, team1: eagles!._id, team2: wolves!._id },
    { week: 2, team1: wolves!._id, team2: eagles!._id },
  ]);
  const quinn = await createPlayer(eagles!._id, 'QB', 'Quinn Back');
  const rob = await createPlayer(wolves!._id, 'RB', 'Rob Runner');
  const kim = await createPlayer(eagles!._id, 'K', 'Kim Kicker', { status: 'injured' });
  const bert = await createPlayer(bears!._id, 'QB', 'Bert Bear');
  await createStat(games[0]!, quinn, {}, 10);
  await createStat(games[1]!, quinn, {}, 4);
  await createStat(games[2]!, quinn, {}, 2);
  await createStat(games[0]!, rob, {}, 4);
  const other = await createSeason([{ week: 1, team1: bears!._id, team2: eagles!._id }], { status: 'finished' });
  await createStat(other.games[0]!, bert, {}, 30);
  return { season, eagles: eagles!, players: { quinn, rob, kim, bert } };
}

describe('GET player points by round', () => {
  it('when fantasy asks for a season, then every player with statistics has his points per round', async () => {
    const { season, players } = await seasonWithPoints();

    const res = await request(app)
      .get(ROSTER_INTERNAL.seasonPlayerPoints(season.id))
      .set(await asService());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      [players.quinn._id.toHexString()]: { 1: 10, 2: 6 },
      [players.rob._id.toHexString()]: { 1: 4 },
    });
  });

  it.each([
    ['a user', asUser, 403],
    ['the owner', asOwner, 403],
    ['a visitor', asVisitor, 403],
  ] as const)('when %s asks, then %s (service only)', async (_who, headers, status) => {
    const { season } = await seasonWithPoints();
    const res = await request(app)
      .get(ROSTER_INTERNAL.seasonPlayerPoints(season.id))
      .set(await headers());
    expect(res.status).toBe(status);
  });

  it('when the season id is malformed, then 404', async () => {
    const res = await request(app)
      .get(ROSTER_INTERNAL.seasonPlayerPoints('nope'))
      .set(await asService());
    expect(res.status).toBe(404);
  });
});

describe('GET season players', () => {
  it('when fantasy asks for a season, then every player of its clubs today is named, with position, club and status', async () => {
    const { season, eagles, players } = await seasonWithPoints();

    const res = await request(app)
      .get(ROSTER_INTERNAL.seasonPlayers(season.id))
      .set(await asService());

    expect(res.status).toBe(200);
    const byName = new Map(res.body.players.map((player: { name: string }) => [player.name, player]));
    expect([...byName.keys()].sort()).toEqual(['Kim Kicker', 'Quinn Back', 'Rob Runner']);
    expect(byName.get('Quinn Back')).toEqual({
      id: players.quinn._id.toHexString(),
      name: 'Quinn Back',
      position: 'QB',
      team: { id: eagles._id.toHexString(), name: 'Eagles' },
      photoUrl: null,
      jerseyNumber: players.quinn.jerseyNumber ?? null,
      status: 'active',
    });
    expect(byName.get('Kim Kicker')).toEqual(expect.objectContaining({ status: 'injured' }));
  });

  it('when a user asks, then 403 (service only)', async () => {
    const { season } = await seasonWithPoints();
    const res = await request(app)
      .get(ROSTER_INTERNAL.seasonPlayers(season.id))
      .set(await asUser());
    expect(res.status).toBe(403);
  });

  it.each([
    ['malformed', 'nope'],
    ['unknown', new Types.ObjectId().toHexString()],
  ])('when the season id is %s, then 404', async (_case, id) => {
    const res = await request(app)
      .get(ROSTER_INTERNAL.seasonPlayers(id))
      .set(await asService());
    expect(res.status).toBe(404);
  });
});

describe('POST free agents', () => {
  const freeAgents = async (seasonId: string, body: Record<string, unknown>) =>
    request(app)
      .post(ROSTER_INTERNAL.freeAgents(seasonId))
      .set(await asService())
      .send(body);
  const names = (players: PlayerSummary[]) => players.map((player) => player.name);

  it.each([
    ['no filter: the season’s clubs’ players, best points first', {}, ['Quinn Back', 'Rob Runner', 'Kim Kicker'], 3],
    ['some left out', { excludedPlayerIds: ['quinn'] }, ['Rob Runner', 'Kim Kicker'], 2],
    ['by position', { position: 'QB' }, ['Quinn Back'], 1],
    ['by club', { team: 'eagles' }, ['Quinn Back', 'Kim Kicker'], 2],
    ['by name', { term: 'rob' }, ['Rob Runner'], 1],
    ['by name, case and accents ignored', { term: 'RÓB' }, ['Rob Runner'], 1],
    ['sorted by name ascending', { sort: 'name', sortDirection: 'asc' }, ['Kim Kicker', 'Quinn Back', 'Rob Runner'], 3],
    ['one round', { week: 1, sort: 'fantasy_points' }, ['Quinn Back', 'Rob Runner', 'Kim Kicker'], 3],
    ['a page', { limit: 1, offset: 1 }, ['Rob Runner'], 3],
  ])('when asked %s, then that page and the total', async (_case, query, expected, total) => {
    const { season, eagles, players } = await seasonWithPoints();
    const body = {
      ...query,
      ...('team' in query ? { team: eagles._id.toHexString() } : {}),
      ...('excludedPlayerIds' in query ? { excludedPlayerIds: [players.quinn._id.toHexString()] } : {}),
    };

    const res = await freeAgents(season.id, body);

    expect(res.status).toBe(200);
    expect(names(res.body.players)).toEqual(expected);
    expect(res.body.total).toBe(total);
    const quinn = (res.body.players as PlayerSummary[]).find((player) => player.name === 'Quinn Back');
    if (quinn) expect(quinn.scores.fantasy_points).toBe('week' in query ? 10 : 16);
  });

  it.each([
    ['a bad position', { position: 'XX' }],
    ['a bad id left out', { excludedPlayerIds: ['x'] }],
    ['a bad limit', { limit: 0 }],
  ])('when the query has %s, then 400', async (_case, body) => {
    const { season } = await seasonWithPoints();
    expect((await freeAgents(season.id, body)).status).toBe(400);
  });

  it('when the season is unknown, then 404', async () => {
    expect((await freeAgents(new Types.ObjectId().toHexString(), {})).status).toBe(404);
  });

  it('when a user asks, then 403', async () => {
    const { season } = await seasonWithPoints();
    const res = await request(app)
      .post(ROSTER_INTERNAL.freeAgents(season.id))
      .set(await asUser())
      .send({});
    expect(res.status).toBe(403);
  });
});
