import request from 'supertest';
import { Types } from 'mongoose';
import type { MyLeaguesView, MyLeagueSummary } from '@hfl/contracts';
import { allowTestTime } from '@hfl/kit/testing';
import { readDraft } from '../../models/draft';
import { LeagueSeason } from '../../models/league-season';
import { SeenResults } from '../../models/seen-results';
import {
  createDraftLeague,
  managerOnTheClock,
  scheduleDraft,
  setUpDraftTests,
  type DraftTestbed,
} from '../../testing/draft-fixtures';
import { draftedLeague, lockGamesRound, resetGamesSeason } from '../../testing/roster-fixtures';
import { propose, rosterPlayerAt, TRADE_MODELS } from '../../testing/trade-fixtures';
import { asUser, asVisitor, newUserId } from '../../testing/support';

allowTestTime(60_000);

let bed: DraftTestbed;
setUpDraftTests('fantasy_my_leagues', (started) => {
  bed = started;
});

beforeEach(() => resetGamesSeason(bed, [SeenResults, ...TRADE_MODELS]));

async function myLeagues(userId: string): Promise<MyLeaguesView> {
  const res = await request(bed.app)
    .get('/my-leagues')
    .set(await asUser(userId));
  if (res.status !== 200) throw new Error(`my-leagues answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as MyLeaguesView;
}

const summaryOf = async (userId: string, leagueId: string): Promise<MyLeagueSummary> =>
  (await myLeagues(userId)).leagues.find((summary) => summary.league.id === leagueId)!;

describe('GET /my-leagues', () => {
  it('when a visitor asks, then 401', async () => {
    const res = await request(bed.app)
      .get('/my-leagues')
      .set(await asVisitor());
    expect(res.status).toBe(401);
  });

  it('when the user is in no league, then the list is empty and the server time comes with it', async () => {
    const before = Date.now();
    const view = await myLeagues(newUserId());
    expect(view.leagues).toEqual([]);
    expect(Date.parse(view.serverTime)).toBeGreaterThanOrEqual(before);
  });

  it('when a league has no season yet, then it is listed with my role, my team and its clock, and no draft', async () => {
    const league = await createDraftLeague({ nbTeams: 2, nbMaxTeams: 4 });

    const admin = await summaryOf(league.adminUserId, league.id);
    const member = await summaryOf(league.managers[1]!.userId, league.id);

    expect(admin).toMatchObject({
      role: 'LEAGUE_ADMIN',
      team: { id: league.managers[0]!.teamId },
      timezone: 'Europe/Budapest',
      seasonId: null,
      draft: { status: 'none' },
      matchup: null,
      tradesToAnswer: 0,
      lastResult: null,
      standing: null,
    });
    expect(admin.league.id).toBe(league.id);
    expect(member).toMatchObject({ role: 'LEAGUE_USER', team: { id: league.managers[1]!.teamId } });
  });

  it('when the draft is scheduled, then its start comes; when it runs, then the turn on the clock, mine only for its manager', async () => {
    const season = await scheduleDraft(bed, bed.league);
    const scheduled = await summaryOf(bed.league.adminUserId, bed.league.id);
    expect(scheduled.draft).toEqual({ status: 'scheduled', startsAt: season.draftStartsAt.toISOString() });
    expect(scheduled.seasonId).toBe(season._id.toHexString());

    await LeagueSeason.updateOne({ _id: season._id }, { $set: { clockStartsAt: new Date() } });
    await bed.engine.start(season._id.toHexString());
    const draft = (await readDraft(season._id))!;
    const onTheClock = managerOnTheClock(draft);
    const waiting = bed.league.managers.find((manager) => manager.userId !== onTheClock.userId)!;

    const mine = await summaryOf(onTheClock.userId, bed.league.id);
    const theirs = await summaryOf(waiting.userId, bed.league.id);

    expect(mine.draft).toMatchObject({
      status: 'live',
      turn: { pickNo: 1, round: 1, team: { id: onTheClock.teamId }, mine: true },
    });
    const deadline = mine.draft.status === 'live' ? mine.draft.turn!.deadlineAt : '';
    expect(Date.parse(deadline)).toBe(draft.startedAt.getTime() + draft.turnSeconds * 1000);
    expect(theirs.draft).toMatchObject({ status: 'live', turn: { team: { id: onTheClock.teamId }, mine: false } });
  });

  it('when the season is on, then my game of round 1 waits for the round with no points, and nothing else is known yet', async () => {
    await draftedLeague(bed);
    const [me] = bed.league.managers;

    const summary = await summaryOf(me!.userId, bed.league.id);

    expect(summary.draft).toEqual({ status: 'done' });
    expect(summary.matchup).toMatchObject({ week: 1, kind: 'regular', state: 'scheduled', myPoints: null });
    expect(summary.matchup!.opponentPoints).toBeNull();
    expect(bed.league.managers.map((m) => m.teamId)).toContain(summary.matchup!.opponent.id);
    expect(summary.matchup!.opponent.id).not.toBe(me!.teamId);
    expect(summary.lastResult).toBeNull();
    expect(summary.standing).toBeNull();
  });

  it('when round 1 is final, then my result, my standings place and my game of round 2 come', async () => {
    const drafted = await draftedLeague(bed);
    const points = [30, 20, 10, 5];
    const round1 = await summaryOf(bed.league.managers[0]!.userId, bed.league.id);
    const opponentIndex = bed.league.managers.findIndex((m) => m.teamId === round1.matchup!.opponent.id);

    await lockGamesRound(bed, drafted, 1, points);
    const summary = await summaryOf(bed.league.managers[0]!.userId, bed.league.id);

    expect(summary.lastResult).toEqual({
      gameId: round1.matchup!.gameId,
      week: 1,
      kind: 'regular',
      opponent: round1.matchup!.opponent,
      myPoints: 30,
      opponentPoints: points[opponentIndex],
      outcome: 'win',
    });
    expect(summary.standing).toEqual({ rank: 1, nbTeams: 4, wins: 1, losses: 0, ties: 0, finalPlace: null });
    expect(summary.matchup).toMatchObject({ week: 2, state: 'scheduled' });
    const loser = await summaryOf(bed.league.managers[opponentIndex]!.userId, bed.league.id);
    expect(loser.lastResult).toMatchObject({ outcome: 'loss', myPoints: points[opponentIndex], opponentPoints: 30 });
  });

  it('when another manager proposes a trade to me, then one trade waits for my answer, none for him', async () => {
    const drafted = await draftedLeague(bed);
    const [me, other] = bed.league.managers;
    const mine = await rosterPlayerAt(bed, new Types.ObjectId(drafted.rosterOf(me!.teamId)), 'QB');
    const theirs = await rosterPlayerAt(bed, new Types.ObjectId(drafted.rosterOf(other!.teamId)), 'QB');

    await propose(bed, bed.league, other!.userId, theirs.id, mine.id);

    expect((await summaryOf(me!.userId, bed.league.id)).tradesToAnswer).toBe(1);
    expect((await summaryOf(other!.userId, bed.league.id)).tradesToAnswer).toBe(0);
  });
});
