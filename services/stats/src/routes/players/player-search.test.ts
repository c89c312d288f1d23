import request from 'supertest';
import type { Express } from 'express';
import { backfillPlayerSearch, Player } from '../../models/player';
import { asVisitor, createPlayer, createTeams, setUpStatsTests } from '../../testing/season-fixtures';

let app: Express;
setUpStatsTests('stats_player_search', (built) => {
  app = built;
});

const search = async (term: string) => {
  const res = await request(app)
    .get(`/players?term=${encodeURIComponent(term)}`)
    .set(await asVisitor());
  expect(res.status).toBe(200);
  return (res.body as { name: string }[]).map((player) => player.name).sort();
};

describe('GET /players?term=', () => {
  it.each([
    ['kovacs', ['Kovács Bence', 'Kovács Ákos']],
    ['AKOS', ['Kovács Ákos']],
    ['Ákos', ['Kovács Ákos']],
    ['gyori', ['Győri Ödön']],
    ['odon', ['Győri Ödön']],
    ['kovács b', ['Kovács Bence']],
    ['.*', []],
  ])(
    'when the term is "%s", then the players whose name holds it, accents and case ignored',
    async (term, expected) => {
      const [eagles] = await createTeams('Eagles');
      await createPlayer(eagles!._id, 'QB', 'Kovács Ákos');
      await createPlayer(eagles!._id, 'RB', 'Kovács Bence');
      await createPlayer(eagles!._id, 'WR', 'Győri Ödön');

      expect(await search(term)).toEqual(expected);
    },
  );

  it('when the owner renames a player, then the new name is found and the old one not', async () => {
    const [eagles] = await createTeams('Eagles');
    const player = await createPlayer(eagles!._id, 'QB', 'Kovács Ákos');

    await Player.findOneAndUpdate({ _id: player._id }, { $set: { name: 'Szűcs Éva' } });

    expect(await search('szucs eva')).toEqual(['Szűcs Éva']);
    expect(await search('kovacs')).toEqual([]);
  });

  it('when players were stored before their folded name, then the backfill gives it to them once, and they are found', async () => {
    const [eagles] = await createTeams('Eagles');
    await Player.collection.insertOne({ name: 'Örkény Árpád', position: 'QB', status: 'active', teamId: eagles!._id });

    expect(await search('arpad')).toEqual([]);
    expect(await backfillPlayerSearch()).toBe(1);
    expect(await backfillPlayerSearch()).toBe(0);
    expect(await search('orkeny arpad')).toEqual(['Örkény Árpád']);
  });

  it('when the term is too long or repeated, then 400 in the error envelope', async () => {
    for (const query of [`term=${'a'.repeat(200)}`, 'term=a&term=b']) {
      const res = await request(app)
        .get(`/players?${query}`)
        .set(await asVisitor());
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('input_invalid');
    }
  });
});
