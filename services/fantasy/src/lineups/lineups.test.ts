import { Types } from 'mongoose';
import type { RosterPointsPlayer } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { connectTestDatabase, dropTestDatabase, testDatabaseName } from '@hfl/kit/testing';
import { decodeLineup, EMPTY_LINEUP, encodeLineup } from '../models/lineup-codec';
import { refreshLineup, saveLineup, saveLineups, unpackCard, type CardPlayer } from './lineups';
import { RosterCard, rosterCardId } from '../models/roster-card';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';

const hex = () => new Types.ObjectId().toHexString();
const starter = (playerId: string): RosterPointsPlayer => ({ playerId, activityStatus: 'active' });
const benched = (playerId: string): RosterPointsPlayer => ({ playerId, activityStatus: 'bench' });

describe('encodeLineup / decodeLineup', () => {
  const [a, b, c] = ['0123456789abcdef01234567', '89abcdef0123456789abcdef', 'ffffffffffffffffffffffff'];

  it('when a roster has starters and bench players, then they are packed starters first, each group sorted', () => {
    expect(encodeLineup([benched(c), starter(b), starter(a)])).toBe(`${a}${b}|${c}`);
  });

  it.each([
    ['no players', []],
    ['only starters', [starter(a), starter(b)]],
    ['only bench players', [benched(a), benched(c)]],
    [
      'a full roster',
      [...Array.from({ length: 8 }, () => starter(hex())), ...Array.from({ length: 6 }, () => benched(hex()))],
    ],
  ])(
    'when a roster has %s, then decoding the packed lineup gives the same players',
    (_case, players: RosterPointsPlayer[]) => {
      const decoded = decodeLineup(encodeLineup(players));

      const byId = (x: RosterPointsPlayer, y: RosterPointsPlayer) => x.playerId.localeCompare(y.playerId);
      expect([...decoded].sort(byId)).toEqual([...players].sort(byId));
    },
  );

  it('when the same players are given in another order, then the packed lineup is the same', () => {
    expect(encodeLineup([starter(a), benched(b), starter(c)])).toBe(encodeLineup([starter(c), starter(a), benched(b)]));
  });

  it('when a roster is empty, then its lineup is the empty lineup', () => {
    expect(encodeLineup([])).toBe(EMPTY_LINEUP);
    expect(decodeLineup(EMPTY_LINEUP)).toEqual([]);
  });

  it.each([
    ['an upper-case id', '0123456789ABCDEF01234567'],
    ['a short id', '0123'],
    ['an id with a separator', `${'0'.repeat(23)}|`],
  ])('when a player id is %s, then encoding throws', (_case, playerId) => {
    expect(() => encodeLineup([starter(playerId)])).toThrow('not a player id');
  });

  it.each([
    ['no separator', a],
    ['two separators', `${a}|${b}|`],
    ['a cut id', `${a.slice(1)}|`],
    ['an empty string', ''],
  ])('when a stored lineup has %s, then decoding throws', (_case, lineup) => {
    expect(() => decodeLineup(lineup)).toThrow('not a packed lineup');
  });
});

describe('refreshLineup', () => {
  const dbName = testDatabaseName('fantasy_lineups');
  beforeAll(async () => {
    await connectTestDatabase(dbName);
    await Promise.all([Roster.init(), RosterPlayer.init()]);
  });
  afterAll(dropTestDatabase);

  async function createRoster() {
    return Roster.create({
      leagueSeasonId: new Types.ObjectId(),
      realSeasonId: new Types.ObjectId(),
      fantasyTeamId: new Types.ObjectId(),
    });
  }
  const entry = (roster: { _id: Types.ObjectId; leagueSeasonId: Types.ObjectId }, playerId: string, bench = false) => ({
    leagueSeasonId: roster.leagueSeasonId,
    rosterId: roster._id,
    playerId: new Types.ObjectId(playerId),
    activityStatus: bench ? ('bench' as const) : ('active' as const),
    fantasyPosition: bench ? ('BENCH' as const) : ('QB' as const),
  });
  const storedLineup = async (rosterId: Types.ObjectId) => (await Roster.findById(rosterId).lean())!.lineup;

  it('when a roster is created, then its lineup is empty', async () => {
    const roster = await createRoster();

    expect(await storedLineup(roster._id)).toBe(EMPTY_LINEUP);
  });

  it("when a roster's players changed, then the lineup is rebuilt from its own RosterPlayer documents only", async () => {
    const [roster, other] = [await createRoster(), await createRoster()];
    const [qb, reserve, elsewhere] = [hex(), hex(), hex()];
    await RosterPlayer.insertMany([entry(roster, qb), entry(roster, reserve, true), entry(other, elsewhere)]);

    const lineup = await refreshLineup(roster._id);

    const expected = encodeLineup([starter(qb), benched(reserve)]);
    expect(lineup).toBe(expected);
    expect(await storedLineup(roster._id)).toBe(expected);
    expect(await storedLineup(other._id)).toBe(EMPTY_LINEUP);
  });

  it('when a player is cut, then the refreshed lineup no longer has them', async () => {
    const roster = await createRoster();
    const [kept, cut] = [hex(), hex()];
    await RosterPlayer.insertMany([entry(roster, kept), entry(roster, cut, true)]);
    await refreshLineup(roster._id);
    await RosterPlayer.deleteOne({ rosterId: roster._id, playerId: new Types.ObjectId(cut) });

    await refreshLineup(roster._id);

    expect(await storedLineup(roster._id)).toBe(encodeLineup([starter(kept)]));
  });

  it("when many rosters' lineups are saved at once and some have no card yet, then every roster has its lineup and a card of its players, up to the round its snapshots are taken", async () => {
    const rosters = [await createRoster(), await createRoster(), await createRoster()];
    const cardPlayer = (bench: boolean): CardPlayer => ({
      id: hex(),
      playerId: hex(),
      fantasyPosition: bench ? 'BENCH' : 'QB',
      activityStatus: bench ? 'bench' : 'active',
      addedAt: new Date().toISOString(),
    });
    // Only the second roster has a card (an earlier lineup).
    await saveLineup(rosters[1]!, [cardPlayer(false)]);
    const players = rosters.map(() => [cardPlayer(false), cardPlayer(true)]);

    await saveLineups(rosters.map((roster, i) => ({ roster, players: players[i]!, snapshotWeek: 2 })));

    for (const [i, roster] of rosters.entries()) {
      const card = await RosterCard.findById(rosterCardId(roster.leagueSeasonId, roster.fantasyTeamId)).lean();
      expect(card).toMatchObject({ rosterId: roster._id, pending: false, snapshotWeek: 2 });
      expect(new Set(unpackCard(card!.players))).toEqual(new Set(players[i]));
      expect(await storedLineup(roster._id)).toBe(
        encodeLineup(players[i]!.map(({ playerId, activityStatus }) => ({ playerId, activityStatus }))),
      );
    }
  });

  it('when players are added and refreshed several at once, then the lineup ends with every one of them', async () => {
    const roster = await createRoster();
    const players = Array.from({ length: 6 }, () => hex());

    await Promise.all(
      players.map(async (playerId, i) => {
        await RosterPlayer.create(entry(roster, playerId, i % 2 === 1));
        await refreshLineup(roster._id);
      }),
    );

    expect(await storedLineup(roster._id)).toBe(
      encodeLineup(players.map((playerId, i) => (i % 2 === 1 ? benched(playerId) : starter(playerId)))),
    );
  });

  it('when a player is already on a roster of the league season, then a second claim is refused by the unique index', async () => {
    const [roster, rival] = [await createRoster(), await createRoster()];
    const player = hex();
    await RosterPlayer.create(entry(roster, player));

    const refused = await RosterPlayer.create(
      entry({ _id: rival._id, leagueSeasonId: roster.leagueSeasonId }, player),
    ).then(
      () => null,
      (error: unknown) => error,
    );

    expect(isDuplicateKeyError(refused)).toBe(true);

    expect(await RosterPlayer.countDocuments({ playerId: new Types.ObjectId(player) })).toBe(1);
  });
});
