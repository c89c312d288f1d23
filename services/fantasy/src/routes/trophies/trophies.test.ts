import request from 'supertest';
import mongoose from 'mongoose';
import type { RosterView, TrophyView } from '@hfl/contracts';
import { createNotifier } from '@hfl/kit';
import { testSecret, allowTestTime, eventually } from '@hfl/kit/testing';
import { sweepResults } from '../../season-flow/points-changed';
import { ScoredWeek } from '../../models/scored-week';
import { Trophy } from '../../models/trophy';
import { createLeagues } from '../../peers/leagues';
import { setUpDraftTests, type DraftTestbed } from '../../testing/draft-fixtures';
import {
  draftedLeague,
  lockGamesRound,
  objectId,
  readRoster,
  REGULAR_WEEKS,
  resetGamesSeason,
  statsPeer,
  type DraftedLeague,
} from '../../testing/roster-fixtures';
import { storedNotifications } from '../../testing/trade-fixtures';
import { asUser, asVisitor, newUserId } from '../../testing/support';

allowTestTime(90_000);

let bed: DraftTestbed;
setUpDraftTests('fantasy_trophies', (started) => {
  bed = started;
});

beforeEach(() => resetGamesSeason(bed, [Trophy]));

const starterOf = (view: RosterView) => view.players.find((p) => p.fantasyPosition !== 'BENCH')!.player;

/** Each team's first starter, in the league's managers' order. */
const firstStarters = async (drafted: DraftedLeague) =>
  Promise.all(
    drafted.league.managers.map(async ({ teamId, userId }) =>
      starterOf(await readRoster(bed, drafted.league.id, teamId, userId)),
    ),
  );

/** Resolves once every scored round's trophies were given for its latest results (they are given in the background). */
const awarded = () =>
  eventually(
    async () => {
      const rounds = await ScoredWeek.find({}).lean();
      return rounds.every((round) => round.awardsAt && round.awardsAt.getTime() === round.resultsAt?.getTime());
    },
    20_000,
    'the trophies given',
  );

/** Round `week` played and locked as stats does it (roster-fixtures' lockGamesRound), then its trophies given. */
async function lockRound(drafted: DraftedLeague, week: number, points: readonly number[]) {
  await lockGamesRound(bed, drafted, week, points);
  await awarded();
}

/** The stored trophies as `type:team index` (and the week), sorted. */
const storedTrophies = async (drafted: DraftedLeague) => {
  const index = (teamId: string) => drafted.league.managers.findIndex((manager) => manager.teamId === teamId);
  const trophies = await Trophy.find({ leagueSeasonId: drafted.season._id }).lean();
  return trophies.map((trophy) => `${trophy.week}:${trophy.type}:${index(trophy.teamId)}`).sort();
};

const trophyNotifications = async () =>
  (await storedNotifications())
    .filter((n) => n.kind === 'trophyWon' || n.kind === 'trophyTakenBack')
    .map((n) => `${n.kind}:${n.params.trophy}:${n.userId}`)
    .sort();

const get = async (path: string, headers: Promise<Record<string, string>>) =>
  request(bed.app)
    .get(path)
    .set(await headers);
const post = async (path: string, headers: Promise<Record<string, string>>) =>
  request(bed.app)
    .post(path)
    .set(await headers);

describe('awarding a locked round', () => {
  it('when a round is locked, then its four weekly awards are stored once, with the names shown, and their managers told; a second scoring changes nothing', async () => {
    const drafted = await draftedLeague(bed);
    const [best] = await firstStarters(drafted);
    const managers = drafted.league.managers;
    await lockRound(drafted, 1, [30, 20, 10, 5]);

    const trophies = await storedTrophies(drafted);
    expect(trophies).toHaveLength(4);
    expect(trophies).toEqual(expect.arrayContaining(['1:teamOfTheWeek:0', '1:playerOfTheWeek:0']));
    const player = await Trophy.findOne({ type: 'playerOfTheWeek' }).lean();
    expect(player).toMatchObject({
      week: 1,
      teamId: managers[0]!.teamId,
      userId: managers[0]!.userId,
      teamName: 'Admin team',
      owners: { en: 'Anna Admin', hu: 'Admin Anna' },
      player: { id: best!.id, name: best!.name },
      points: 30,
      viewedAt: null,
    });
    // Exactly the two languages: nothing else is stored with each trophy's name.
    expect(player!.owners).toEqual({ en: 'Anna Admin', hu: 'Admin Anna' });
    expect(player!.leagueName).toMatch(/^League /);
    expect(player!.seasonName).toMatch(/\S/);
    const told = await trophyNotifications();
    expect(told).toHaveLength(4);
    expect(told).toEqual(
      expect.arrayContaining([
        `trophyWon:teamOfTheWeek:${managers[0]!.userId}`,
        `trophyWon:playerOfTheWeek:${managers[0]!.userId}`,
      ]),
    );

    const ids = (await Trophy.find({}).lean()).map((trophy) => String(trophy._id)).sort();
    await lockRound(drafted, 1, [30, 20, 10, 5]);
    expect((await Trophy.find({}).lean()).map((trophy) => String(trophy._id)).sort()).toEqual(ids);
    expect(await trophyNotifications()).toEqual(told);
  });

  it('when a correction moves the team of the week, then the old trophy is deleted, the new one inserted, and both managers told', async () => {
    const drafted = await draftedLeague(bed);
    const managers = drafted.league.managers;
    await lockRound(drafted, 1, [30, 20, 10, 5]);
    const before = await Trophy.findOne({ type: 'teamOfTheWeek' }).lean();

    await lockRound(drafted, 1, [1, 20, 10, 40]);

    const moved = await Trophy.find({ type: 'teamOfTheWeek' }).lean();
    expect(moved.map((trophy) => trophy.teamId)).toEqual([managers[3]!.teamId]);
    expect(await Trophy.exists({ _id: before!._id })).toBeNull();
    const told = await trophyNotifications();
    expect(told).toEqual(
      expect.arrayContaining([
        `trophyTakenBack:teamOfTheWeek:${managers[0]!.userId}`,
        `trophyWon:teamOfTheWeek:${managers[3]!.userId}`,
      ]),
    );
    expect(told.filter((n) => n.startsWith('trophyTakenBack:teamOfTheWeek'))).toHaveLength(1);
    expect(await Trophy.countDocuments({ key: mongoose.trusted({ $regex: ':1:teamOfTheWeek:' }) })).toBe(1);
  });

  it('when two teams tie on the top score, then each gets the team and the player of the week', async () => {
    const drafted = await draftedLeague(bed);
    await lockRound(drafted, 1, [30, 30, 10, 5]);

    const trophies = await storedTrophies(drafted);
    expect(trophies.filter((t) => /teamOfTheWeek|playerOfTheWeek/.test(t))).toEqual([
      '1:playerOfTheWeek:0',
      '1:playerOfTheWeek:1',
      '1:teamOfTheWeek:0',
      '1:teamOfTheWeek:1',
    ]);
  });

  it('when every score of the round is 0, then no trophy is given', async () => {
    const drafted = await draftedLeague(bed);
    await lockRound(drafted, 1, [0, 0, 0, 0]);
    expect(await storedTrophies(drafted)).toEqual([]);
    expect(await trophyNotifications()).toEqual([]);
  });

  it('when the last playoff round is locked, then the final places 1–3 get the season trophies, in the last round', async () => {
    const drafted = await draftedLeague(bed);
    for (let week = 1; week <= REGULAR_WEEKS; week++) await lockRound(drafted, week, [40, 30, 20, 10]);
    await lockRound(drafted, 4, [10, 20, 20, 30]);
    expect((await storedTrophies(drafted)).filter((t) => /champion|runnerUp|thirdPlace/.test(t))).toEqual([]);

    await lockRound(drafted, 5, [5, 50, 1, 2]);

    // The seeds are the managers' order (40, 30, 20, 10): seed 2 wins the final against seed 4, seed 1 third place.
    expect((await storedTrophies(drafted)).filter((t) => /champion|runnerUp|thirdPlace/.test(t))).toEqual([
      '5:champion:1',
      '5:runnerUp:3',
      '5:thirdPlace:0',
    ]);
    const champion = await Trophy.findOne({ type: 'champion' }).lean();
    expect(champion!.points).toBeNull();
    expect(await trophyNotifications()).toContain(`trophyWon:champion:${drafted.league.managers[1]!.userId}`);
  });

  it('when a scored round’s trophies were never given, then the sweep gives them, once', async () => {
    const drafted = await draftedLeague(bed);
    await lockRound(drafted, 1, [30, 20, 10, 5]);
    const given = await storedTrophies(drafted);
    await Trophy.deleteMany({});
    await ScoredWeek.updateMany({}, { $set: { awardsAt: null } });
    const deps = {
      stats: statsPeer(bed),
      leagues: createLeagues({ leaguesUrl: bed.env.LEAGUES_URL!, internalTokenSecret: testSecret() }),
      notifier: createNotifier({ accountsUrl: bed.env.ACCOUNTS_URL!, service: 'fantasy', secret: testSecret() }),
    };

    expect(await sweepResults(deps)).toEqual([]);
    expect(await storedTrophies(drafted)).toEqual(given);
    const round = await ScoredWeek.findOne({ week: 1 }).lean();
    expect(round!.awardsAt!.getTime()).toBe(round!.resultsAt!.getTime());
    await sweepResults(deps);
    expect(await storedTrophies(drafted)).toEqual(given);
  });
});

describe('reading trophies', () => {
  /** A league with round 1 locked: the first manager won the team and player of the week and the biggest win. */
  const withTrophies = async () => {
    const drafted = await draftedLeague(bed);
    await lockRound(drafted, 1, [30, 20, 10, 5]);
    const trophy = (await Trophy.findOne({ type: 'teamOfTheWeek' }).lean())!;
    return { drafted, trophy, winner: drafted.league.managers[0]!, other: drafted.league.managers[1]! };
  };

  it('when a manager asks for his cabinet, then his trophies come back unseen, newest first; another user’s is empty; a visitor 401', async () => {
    const { drafted, winner } = await withTrophies();
    await lockRound(drafted, 2, [30, 20, 10, 5]);

    const mine = await get('/trophies/me', asUser(winner.userId));
    const someone = await get('/trophies/me', asUser(newUserId()));
    const visitor = await get('/trophies/me', asVisitor());

    expect([mine.status, someone.status, visitor.status]).toEqual([200, 200, 401]);
    const trophies = mine.body as TrophyView[];
    // 30 beats every other score by more than the other game's margin: the first team also has the biggest win.
    expect(trophies.map((t) => `${t.week}:${t.type}`)).toEqual([
      '2:teamOfTheWeek',
      '2:playerOfTheWeek',
      '2:biggestWin',
      '1:teamOfTheWeek',
      '1:playerOfTheWeek',
      '1:biggestWin',
    ]);
    expect(trophies.every((t) => t.fantasyTeam.id === winner.teamId && !t.isViewed)).toBe(true);
    expect(trophies[0]).toMatchObject({
      league: { id: drafted.league.id },
      seasonId: drafted.season._id.toHexString(),
      fantasyTeam: { name: 'Admin team' },
      player: null,
      points: 30,
    });
    expect(someone.body).toEqual([]);
    expect(visitor.body.error).toMatchObject({ code: 'authentication_required' });
  });

  it('when a trophy is read in Hungarian, then its manager is named family name first; one awarded with one name reads it', async () => {
    const { trophy, winner } = await withTrophies();

    const hungarian = await get(`/trophies/${String(trophy._id)}`, asVisitor('hu'));
    const cabinet = await get('/trophies/me', asUser(winner.userId, 'hu'));
    const english = await get(`/trophies/${String(trophy._id)}`, asVisitor());
    await Trophy.collection.updateOne({ _id: trophy._id }, { $set: { owner: 'Anna Admin' }, $unset: { owners: '' } });
    const older = await get(`/trophies/${String(trophy._id)}`, asVisitor('hu'));

    expect(hungarian.body.owner).toBe('Admin Anna');
    expect(cabinet.body.map((one: { owner: string }) => one.owner)).toContain('Admin Anna');
    expect(english.body.owner).toBe('Anna Admin');
    expect(older.body.owner).toBe('Anna Admin');
  });

  it.each([
    ['the manager', 200, false, 'winner'],
    ['another user', 200, true, 'someone'],
    ['a visitor', 200, true, 'visitor'],
  ] as const)('when %s opens a trophy, then %i and isViewed %s', async (_who, status, isViewed, who) => {
    const { trophy, winner } = await withTrophies();
    const headers = { winner: () => asUser(winner.userId), someone: () => asUser(newUserId()), visitor: asVisitor }[
      who
    ]();

    const res = await get(`/trophies/${String(trophy._id)}`, headers);

    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ id: String(trophy._id), type: 'teamOfTheWeek', week: 1, isViewed });
  });

  it('when a member asks for a team’s trophies of the season, then they come back; a visitor 401; an unknown season 404', async () => {
    const { drafted, winner, other } = await withTrophies();
    const path = `/trophies/${drafted.season._id.toHexString()}/${winner.teamId}`;

    const seen = await get(path, asUser(other.userId));
    const own = await get(path, asUser(winner.userId));
    const visitor = await get(path, asVisitor());
    const unknown = await get(`/trophies/${objectId()}/${winner.teamId}`, asUser(winner.userId));

    expect([seen.status, own.status, visitor.status, unknown.status]).toEqual([200, 200, 401, 404]);
    expect((seen.body as TrophyView[]).map((t) => [t.type, t.isViewed]).sort()).toEqual([
      ['biggestWin', true],
      ['playerOfTheWeek', true],
      ['teamOfTheWeek', true],
    ]);
    expect((own.body as TrophyView[]).every((t) => !t.isViewed)).toBe(true);
    expect(unknown.body.error).toMatchObject({ code: 'not_found' });
  });

  it.each([
    ['an unknown trophy', () => `/trophies/${objectId()}`],
    ['a malformed id', () => '/trophies/not-an-id'],
    ['a malformed season id', () => `/trophies/nope/${objectId()}`],
  ])('when someone asks for %s, then 404', async (_case, path) => {
    const res = await get(path(), asUser(newUserId()));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found' });
  });
});

describe('marking a trophy viewed', () => {
  it.each([
    ['a visitor', 401, 'visitor'],
    ['another manager of the league', 403, 'other'],
    ['a user of no team', 403, 'someone'],
  ] as const)('when %s marks it viewed, then %i and it stays unseen', async (_who, status, who) => {
    const drafted = await draftedLeague(bed);
    await lockRound(drafted, 1, [30, 20, 10, 5]);
    const trophy = (await Trophy.findOne({ type: 'teamOfTheWeek' }).lean())!;
    const headers = {
      visitor: asVisitor,
      other: () => asUser(drafted.league.managers[1]!.userId),
      someone: () => asUser(newUserId()),
    }[who]();

    const res = await post(`/trophies/${String(trophy._id)}/mark-viewed`, headers);

    expect(res.status).toBe(status);
    expect(res.body.error).toBeDefined();
    expect((await Trophy.findById(trophy._id).lean())!.viewedAt).toBeNull();
  });

  it('when the manager marks it viewed twice, then it is seen from the first time on and stays so', async () => {
    const drafted = await draftedLeague(bed);
    await lockRound(drafted, 1, [30, 20, 10, 5]);
    const trophy = (await Trophy.findOne({ type: 'teamOfTheWeek' }).lean())!;
    const winner = drafted.league.managers[0]!;

    const first = await post(`/trophies/${String(trophy._id)}/mark-viewed`, asUser(winner.userId));
    const viewedAt = (await Trophy.findById(trophy._id).lean())!.viewedAt;
    const second = await post(`/trophies/${String(trophy._id)}/mark-viewed`, asUser(winner.userId));

    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.isViewed, second.body.isViewed]).toEqual([true, true]);
    expect(viewedAt).toBeInstanceOf(Date);
    expect((await Trophy.findById(trophy._id).lean())!.viewedAt).toEqual(viewedAt);
    const cabinet = (await get('/trophies/me', asUser(winner.userId))).body as TrophyView[];
    expect(cabinet.find((t) => t.id === String(trophy._id))!.isViewed).toBe(true);
    expect(cabinet.find((t) => t.type === 'playerOfTheWeek')!.isViewed).toBe(false);
  });

  it.each([
    ['an unknown trophy', () => `/trophies/${objectId()}/mark-viewed`],
    ['a malformed id', () => '/trophies/x/mark-viewed'],
  ])('when the manager marks %s viewed, then 404', async (_case, path) => {
    const res = await post(path(), asUser(newUserId()));
    expect(res.status).toBe(404);
  });
});
