import request from 'supertest';
import { Types } from 'mongoose';
import { formatUtcDateTime, TIME_STEP_MINUTES } from '@hfl/contracts';
import { recordPicks, setUpDraftTests, type DraftTestbed, type TestLeague } from '../../testing/draft-fixtures';
import { peerCollection } from '../../testing/peer-storage';
import { asUser } from '../../testing/support';
import { LeagueSeason, type LeagueSeasonFields } from '../../models/league-season';
import { SeasonSchedule, type SeasonScheduleFields } from '../../models/season-schedule';
import { readDraft } from '../../models/draft';

let bed: DraftTestbed;
let league: TestLeague;
setUpDraftTests('fantasy_late_draft', (started) => {
  bed = started;
  league = started.league;
});

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const STEP_MS = TIME_STEP_MINUTES * 60_000;
const today = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;
/**
 * Round `week` is played on this day: round 1 the day after tomorrow, one round a day, so a 3-hour draft ending
 * hours before any round is still ahead at whatever time of day the test runs.
 */
const roundDay = (week: number) => new Date(today() + (week + 1) * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const utc = (ms: number) => formatUtcDateTime(new Date(ms));

/**
 * The real season in mid-season: its draft window long closed, eight rounds (regular 1–6, playoffs 7–8), one a day
 * ahead, `currentWeek` rounds started (recorded `startedHoursAgo` hours ago, as stats' lifecycle records a start).
 */
async function midSeason(
  currentWeek: number,
  { startedHoursAgo = 1, lateDraftLastRound = null as number | null } = {},
) {
  const seasonId = new Types.ObjectId(bed.realSeason.id);
  // The clubs of the testbed's games (their players are the draft's pool) play every round.
  const pairs = (await peerCollection('games').find({ seasonId, week: 1 }).toArray()).map(({ team1Id, team2Id }) => ({
    team1Id,
    team2Id,
  }));
  await peerCollection('games').deleteMany({ seasonId });
  await peerCollection('games').insertMany(
    Array.from({ length: 8 }, (_, i) => pairs.map((pair) => ({ ...pair, week: i + 1 })))
      .flat()
      .map((game) => ({
        seasonId,
        week: game.week,
        date: isoDay(roundDay(game.week)),
        team1Id: game.team1Id,
        team2Id: game.team2Id,
        score1: null,
        score2: null,
        team1Players: [],
        team2Players: [],
        hasStats: false,
        createdAt: new Date(),
      })),
  );
  await peerCollection('season_transitions').deleteMany({ seasonId });
  if (currentWeek > 0) {
    await peerCollection('season_transitions').insertMany(
      Array.from({ length: currentWeek }, (_, i) => ({
        seasonId,
        version: i + 1,
        action: 'startWeek',
        state: { status: 'ongoing', currentWeek: i + 1, isWeekActive: true, frozenWeeks: [] },
        createdAt: new Date(Date.now() - startedHoursAgo * HOUR_MS),
      })),
    );
  }
  await peerCollection('seasons').updateOne(
    { _id: seasonId },
    {
      $set: {
        draftWindow: { startDate: new Date(today() - 30 * DAY_MS), endDate: new Date(today() - 29 * DAY_MS) },
        nbWeeks: 8,
        nbPlayoffWeeks: 2,
        status: currentWeek > 0 ? 'ongoing' : 'drafting',
        currentWeek,
        isWeekActive: false,
        version: currentWeek,
        lateDraftLastRound,
      },
    },
  );
}

/** A draft that ends `hoursBeforeRound` hours before round `week` starts, 3 hours long. */
function datesBefore(week: number, hoursBeforeRound: number) {
  const end = Math.floor((roundDay(week).getTime() - hoursBeforeRound * HOUR_MS) / STEP_MS) * STEP_MS;
  return { draftStartsAt: utc(end - 3 * HOUR_MS), draftEndsAt: utc(end) };
}

const addDraft = async (body: object) =>
  request(bed.app)
    .post(`/leagues/${league.id}/seasons`)
    .set(await asUser(league.adminUserId))
    .send(body);

/** The league's late draft scheduled, run (every pick made now) and completed; its stored schedule. */
async function draftNow(dates: object) {
  const added = await addDraft(dates);
  if (added.status !== 201) throw new Error(`adding the draft answered ${added.status}: ${JSON.stringify(added.body)}`);
  await LeagueSeason.updateOne({ _id: added.body.id }, { $set: { clockStartsAt: new Date() } });
  await bed.engine.start(added.body.id);
  const draft = (await readDraft(added.body.id))!;
  await recordPicks(draft, draft.teams.length * 14);
  await bed.engine.complete(added.body.id);
  return (await SeasonSchedule.findById(added.body.id).lean<SeasonScheduleFields>())!;
}

describe('late drafts', () => {
  it('when the window has closed and the draft ends before the next round, then 201 and the draft is pending', async () => {
    await midSeason(2);

    const res = await addDraft(datesBefore(3, 2));

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending' });
    expect(await LeagueSeason.countDocuments({ leagueId: league.id })).toBe(1);
  });

  it('when a late draft ends after the next round starts, then 400 naming the round and its start, nothing stored', async () => {
    await midSeason(2);

    const res = await addDraft(datesBefore(3, -1));

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      {
        property: 'draftEndsAt',
        message: `Draft end date/time should be before ${isoDay(roundDay(3))} 00:00, when round 3 starts`,
      },
    ]);
    expect(await LeagueSeason.countDocuments()).toBe(0);
  });

  it('when the Hungarian admin is late for the round, then the message is Hungarian', async () => {
    await midSeason(2);

    const res = await request(bed.app)
      .post(`/leagues/${league.id}/seasons`)
      .set(await asUser(league.adminUserId, 'hu'))
      .send(datesBefore(3, -1));

    expect(res.status).toBe(400);
    expect(res.body.error.violations[0].message).toBe(
      `A draft vége legyen ${isoDay(roundDay(3))} 00:00 előtt, amikor a szezon 3. fordulója kezdődik`,
    );
  });

  it('when the last round a late draft may start before has started, then 409 "drafts are over", nothing stored', async () => {
    await midSeason(4);

    const res = await addDraft(datesBefore(5, 2));

    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      message: "This season's drafts are over: the next chance to draft is the next season's draft window",
    });
    expect(await LeagueSeason.countDocuments()).toBe(0);
  });

  it('when the owner moved the last round earlier, then a draft before a later round is refused', async () => {
    await midSeason(2, { lateDraftLastRound: 2 });

    expect((await addDraft(datesBefore(3, 2))).status).toBe(409);
  });

  it('when a late draft completes, then the league plays the regular rounds after it, then the real playoffs', async () => {
    await midSeason(2);

    const schedule = await draftNow(datesBefore(3, 2));

    expect(schedule).toMatchObject({ firstWeek: 3, lastRegularWeek: 6, playoffWeeks: [7, 8] });
    expect([...new Set(schedule.games.map((game) => game.week))]).toEqual([3, 4, 5, 6]);
    // Fair over its four rounds: four teams, everyone plays every round, nobody meets a team twice before all others.
    for (const week of [3, 4, 5]) {
      const teams = schedule.games.filter((game) => game.week === week).flatMap((g) => [g.team1Id, g.team2Id]);
      expect(new Set(teams).size).toBe(4);
    }
    const firstCycle = schedule.games.filter((game) => game.week <= 5).map((g) => [g.team1Id, g.team2Id].sort().join());
    expect(new Set(firstCycle).size).toBe(6);
  });

  it('when rounds dated after the draft were already started by the owner, then the league is not scheduled into them', async () => {
    // Item 3 of issue 36: the owner drove rounds 1–2 ahead of their dates; a draft ending now plays from round 3.
    await midSeason(2, { startedHoursAgo: 1 });
    const season = await draftNow(datesBefore(3, 2));
    expect(season.firstWeek).toBe(3);
    expect(season.games.some((game) => game.week < 3)).toBe(false);
  });
});

describe('the schedule of a draft that ended before rounds were started', () => {
  it('when the rounds started after the draft ended, then the league plays them (a draft completed later)', async () => {
    await midSeason(0);
    const added = await addDraft(datesBefore(1, 2));
    expect(added.status).toBe(201);
    await LeagueSeason.updateOne({ _id: added.body.id }, { $set: { clockStartsAt: new Date() } });
    await bed.engine.start(added.body.id);
    const draft = (await readDraft(added.body.id))!;
    await recordPicks(draft, draft.teams.length * 14);
    // Rounds 1–2 start only after the last pick, then the completion runs.
    const seasonId = new Types.ObjectId(bed.realSeason.id);
    await peerCollection('season_transitions').insertMany(
      [1, 2].map((week) => ({
        seasonId,
        version: week,
        action: 'startWeek',
        state: { status: 'ongoing', currentWeek: week, isWeekActive: true, frozenWeeks: [] },
        createdAt: new Date(Date.now() + week * 1000),
      })),
    );
    await peerCollection('seasons').updateOne({ _id: seasonId }, { $set: { currentWeek: 2, version: 2 } });

    await bed.engine.complete(added.body.id);

    const schedule = (await SeasonSchedule.findById(added.body.id).lean<{ firstWeek: number }>())!;
    expect(schedule.firstWeek).toBe(1);
    expect((await LeagueSeason.findById(added.body.id).lean<LeagueSeasonFields>())!.status).toBe('ongoing');
  });
});
