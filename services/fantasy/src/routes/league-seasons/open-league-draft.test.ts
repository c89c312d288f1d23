import request from 'supertest';
import { DRAFT_INTERNAL, formatUtcDateTime, parseUtcDateTime, type OpenLeagueDraft } from '@hfl/contracts';
import {
  createDraftLeague,
  datesInWindow,
  draftJobs,
  joinLeague,
  setUpDraftTests,
  type DraftTestbed,
} from '../../testing/draft-fixtures';
import { writeAccountsUser } from '../../testing/peer-storage';
import { asService, asSuperAdmin, asUser, newUserId } from '../../testing/support';
import { CurrentLeagueSeason, LeagueSeason, type LeagueSeasonFields } from '../../models/league-season';
import { OpenDraftPlan } from '../../models/open-draft-plan';

let bed: DraftTestbed;
setUpDraftTests('fantasy_open_league_draft', (started) => {
  bed = started;
});
beforeEach(() => OpenDraftPlan.deleteMany({}));

const HOUR_MS = 3_600_000;

/** A league without an admin (the owner's, like HFL Open) with three of its four slots taken. */
async function openLeagueOneSlotLeft() {
  return createDraftLeague({ nbMaxTeams: 4, nbTeams: 3, withoutAdmin: true });
}

const tellFilled = async (leagueId: string) =>
  request(bed.app)
    .post(DRAFT_INTERNAL.leagueFilled)
    .set(await asService('leagues'))
    .send({ leagueId });

const readPlan = async (leagueId: string, userId = newUserId()) => {
  const res = await request(bed.app)
    .get(`/leagues/${leagueId}/draft-plan`)
    .set(await asUser(userId));
  expect(res.status).toBe(200);
  return res.body as OpenLeagueDraft;
};

const plan = async (leagueId: string, body: object, headers = asSuperAdmin()) =>
  request(bed.app)
    .post(`/leagues/${leagueId}/draft-plan`)
    .set(await headers)
    .send(body);

const storedSeason = (leagueId: string) => LeagueSeason.findOne({ leagueId }).lean<LeagueSeasonFields>();

describe('the draft of a league without an admin', () => {
  it('when it is not full, then its plan says automatic with the free slots and nothing is scheduled', async () => {
    const league = await openLeagueOneSlotLeft();

    expect(await readPlan(league.id)).toEqual({ automatic: true, nbAvailableSlots: 1, plan: null, season: null });
    expect(await storedSeason(league.id)).toBeNull();
  });

  it('when it fills and leagues says so, then its draft is scheduled automatically, 3 hours long, on the clock', async () => {
    const league = await openLeagueOneSlotLeft();
    await joinLeague(league.id, await writeAccountsUser('Last', 'Comer'), 'Last team', 'direct');

    expect((await tellFilled(league.id)).status).toBe(204);
    expect((await tellFilled(league.id)).status).toBe(204);

    const season = (await storedSeason(league.id))!;
    // The season's window opens after tomorrow: the draft starts when it opens.
    expect(formatUtcDateTime(season.draftStartsAt)).toBe(bed.realSeason.draftWindow.startDate);
    expect(season.draftEndsAt.getTime() - season.draftStartsAt.getTime()).toBe(3 * HOUR_MS);
    expect(await LeagueSeason.countDocuments({ leagueId: league.id })).toBe(1);
    expect(String((await CurrentLeagueSeason.findById(league.id).lean())!.seasonId)).toBe(String(season._id));
    expect(await draftJobs('draft.start')).toHaveLength(1);
    expect(await readPlan(league.id)).toMatchObject({
      automatic: true,
      nbAvailableSlots: 0,
      season: { status: 'pending', draftStartsAt: bed.realSeason.draftWindow.startDate },
    });
  });

  it('when the owner planned a time, then the draft gets it once the league fills', async () => {
    const league = await openLeagueOneSlotLeft();
    const dates = datesInWindow(bed.realSeason, 4);
    const planned = await plan(league.id, dates);
    expect(planned.status).toBe(200);
    expect(planned.body).toEqual({ automatic: true, nbAvailableSlots: 1, plan: dates, season: null });

    await joinLeague(league.id, await writeAccountsUser('Last', 'Comer'), 'Last team', 'direct');
    await tellFilled(league.id);

    const season = (await storedSeason(league.id))!;
    expect([formatUtcDateTime(season.draftStartsAt), formatUtcDateTime(season.draftEndsAt)]).toEqual([
      dates.draftStartsAt,
      dates.draftEndsAt,
    ]);
  });

  it('when the word that it filled was lost, then the next read of its plan schedules the draft', async () => {
    const league = await openLeagueOneSlotLeft();
    await joinLeague(league.id, await writeAccountsUser('Last', 'Comer'), 'Last team', 'direct');
    await LeagueSeason.deleteMany({ leagueId: league.id });

    const read = await readPlan(league.id, league.managers[0]!.userId);

    expect(read.season).toMatchObject({ status: 'pending' });
    expect(await LeagueSeason.countDocuments({ leagueId: league.id })).toBe(1);
  });

  it('when the owner plans new dates for its pending draft, then the draft moves to them', async () => {
    const league = await openLeagueOneSlotLeft();
    await joinLeague(league.id, await writeAccountsUser('Last', 'Comer'), 'Last team', 'direct');
    await tellFilled(league.id);
    const later = parseUtcDateTime(bed.realSeason.draftWindow.startDate)!.getTime() + 48 * HOUR_MS;
    const dates = {
      draftStartsAt: formatUtcDateTime(new Date(later)),
      draftEndsAt: formatUtcDateTime(new Date(later + 5 * HOUR_MS)),
    };

    const res = await plan(league.id, dates);

    expect(res.status).toBe(200);
    expect(res.body.season).toMatchObject({ status: 'pending', ...dates });
    expect(formatUtcDateTime((await storedSeason(league.id))!.draftStartsAt)).toBe(dates.draftStartsAt);
  });

  it('when the planned dates break a rule, then 400 on the field and no plan is stored', async () => {
    const league = await openLeagueOneSlotLeft();
    const windowEnd = parseUtcDateTime(bed.realSeason.draftWindow.endDate)!.getTime();

    const res = await plan(league.id, {
      draftStartsAt: formatUtcDateTime(new Date(windowEnd - HOUR_MS)),
      draftEndsAt: formatUtcDateTime(new Date(windowEnd + 2 * HOUR_MS)),
    });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      {
        property: 'draftEndsAt',
        message: `Draft end date/time should be before ${bed.realSeason.draftWindow.endDate.slice(0, 16)}`,
      },
    ]);
    expect(await OpenDraftPlan.countDocuments()).toBe(0);
  });

  it('when the league has an admin, then the owner is told its admin schedules it (409); a player may not plan (403)', async () => {
    const administered = await createDraftLeague({ nbTeams: 3, nbMaxTeams: 4 });
    const res = await plan(administered.id, datesInWindow(bed.realSeason));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This league has an admin, who schedules its draft');

    const open = await openLeagueOneSlotLeft();
    expect((await plan(open.id, datesInWindow(bed.realSeason), asUser(open.managers[0]!.userId))).status).toBe(403);
    expect(await OpenDraftPlan.countDocuments()).toBe(0);
  });

  it('when a league with an admin fills, then nothing is scheduled for it', async () => {
    const administered = await createDraftLeague({ nbTeams: 4, nbMaxTeams: 4 });
    expect((await tellFilled(administered.id)).status).toBe(204);
    expect(await readPlan(administered.id)).toEqual({
      automatic: false,
      nbAvailableSlots: 0,
      plan: null,
      season: null,
    });
    expect(await storedSeason(administered.id)).toBeNull();
  });
});
