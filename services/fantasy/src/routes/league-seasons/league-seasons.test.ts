import request from 'supertest';
import { DRAFT_INTERNAL, formatUtcDateTime, parseUtcDateTime } from '@hfl/contracts';
import { internalHeaders } from '@hfl/kit/testing';
import { setRealSeasonOpen } from '../../testing/peer-storage';
import { asSuperAdmin, asUser, asVisitor, newUserId, NEXT_YEAR } from '../../testing/support';
import {
  createDraftLeague,
  datesInWindow,
  draftJobs,
  scheduleDraft,
  setUpDraftTests,
  startDraft,
  type DraftTestbed,
  type TestLeague,
} from '../../testing/draft-fixtures';
import { CurrentLeagueSeason, LeagueSeason } from '../../models/league-season';

let bed: DraftTestbed;
let league: TestLeague;
setUpDraftTests('fantasy_league_seasons', (started) => {
  bed = started;
  league = started.league;
});

const HOUR_MS = 3_600_000;
const at = (base: Date, hours: number) => formatUtcDateTime(new Date(base.getTime() + hours * HOUR_MS));
const windowStart = () => parseUtcDateTime(bed.realSeason.draftWindow.startDate)!;
const windowEnd = () => parseUtcDateTime(bed.realSeason.draftWindow.endDate)!;
/** 'YYYY-MM-DD HH:mm', as the window messages name the window's ends. */
const shown = (utc: string) => utc.slice(0, 16);

type Who = 'admin' | 'owner' | 'member' | 'outsider' | 'visitor';
/** The caller's headers: the league's admin, the owner (SUPER_ADMIN), a member, a user outside the league, nobody. */
function as(who: Who, league: TestLeague) {
  if (who === 'admin') return asUser(league.adminUserId);
  if (who === 'owner') return asSuperAdmin();
  if (who === 'member') return asUser(league.managers[1]!.userId);
  if (who === 'outsider') return asUser(newUserId());
  return asVisitor();
}

const addDraft = async (league: TestLeague, body: unknown, who: Who = 'admin') =>
  request(bed.app)
    .post(`/leagues/${league.id}/seasons`)
    .set(await as(who, league))
    .send(body as object);

const sorted = (violations: Array<{ property: string; message: string }>) =>
  [...violations].sort((a, b) => a.property.localeCompare(b.property) || a.message.localeCompare(b.message));

async function nothingStored() {
  expect(await LeagueSeason.countDocuments()).toBe(0);
  expect(await CurrentLeagueSeason.countDocuments()).toBe(0);
  expect(await draftJobs()).toEqual([]);
}

/** Every draft-date rule of player-app.md section 5, against the real season's window; built once the window is known. */
const dateRules: Array<[string, () => object, () => Array<{ property: string; message: string }>]> = [
  [
    'neither date is selected',
    () => ({}),
    () => [
      { property: 'draftStartsAt', message: 'Draft date / time not selected' },
      { property: 'draftEndsAt', message: 'Draft date / time not selected' },
    ],
  ],
  [
    'the end is not selected',
    () => ({ draftStartsAt: at(windowStart(), 34) }),
    () => [{ property: 'draftEndsAt', message: 'Draft date / time not selected' }],
  ],
  [
    'the start is not a real date',
    () => ({ draftStartsAt: `${NEXT_YEAR}-02-30 10:00:00`, draftEndsAt: at(windowStart(), 38) }),
    () => [{ property: 'draftStartsAt', message: 'Draft date / time not selected' }],
  ],
  [
    // Before the window too: a field reports its first broken rule.
    'the start is in the past',
    () => ({ draftStartsAt: at(windowStart(), -72), draftEndsAt: at(windowStart(), -68) }),
    () => [{ property: 'draftStartsAt', message: 'Start date should be after current time' }],
  ],
  [
    'the start is in the future but before the draft window',
    () => ({ draftStartsAt: at(windowStart(), -12), draftEndsAt: at(windowStart(), -8) }),
    () => [
      {
        property: 'draftStartsAt',
        message: `Draft start date/time should be after ${shown(bed.realSeason.draftWindow.startDate)}`,
      },
    ],
  ],
  [
    'the end is before the start',
    () => ({ draftStartsAt: at(windowStart(), 34), draftEndsAt: at(windowStart(), 33) }),
    () => [{ property: 'draftEndsAt', message: 'End date should be later than start date!' }],
  ],
  [
    'the end is the start',
    () => ({ draftStartsAt: at(windowStart(), 34), draftEndsAt: at(windowStart(), 34) }),
    () => [{ property: 'draftEndsAt', message: 'End date should be later than start date!' }],
  ],
  [
    'the end is after the draft window',
    () => ({ draftStartsAt: at(windowEnd(), -1), draftEndsAt: at(windowEnd(), 2) }),
    () => [
      {
        property: 'draftEndsAt',
        message: `Draft end date/time should be before ${shown(bed.realSeason.draftWindow.endDate)}`,
      },
    ],
  ],
  [
    'the period is shorter than 3 hours',
    () => ({ draftStartsAt: at(windowStart(), 34), draftEndsAt: at(windowStart(), 36.75) }),
    () => [{ property: 'draftEndsAt', message: 'Draft period should at least be 3 hours long!' }],
  ],
  [
    'a time is off the 15-minute steps',
    () => ({ draftStartsAt: at(windowStart(), 34 + 5 / 60), draftEndsAt: at(windowStart(), 38) }),
    () => [{ property: 'draftStartsAt', message: 'Please choose a time in 15-minute steps' }],
  ],
  [
    'the dates are not strings (an operator object, a list)',
    () => ({ draftStartsAt: { $gt: '' }, draftEndsAt: ['2030-01-01 10:00:00'] }),
    () => [
      { property: 'draftStartsAt', message: 'Draft date / time not selected' },
      { property: 'draftEndsAt', message: 'Draft date / time not selected' },
    ],
  ],
];

/** Rules about missing or unreadable dates: as path parameters these are malformed paths (see below). */
const UNREADABLE_DATES = new Set([
  'neither date is selected',
  'the end is not selected',
  'the start is not a real date',
  'the dates are not strings (an operator object, a list)',
]);

describe('POST /leagues/:leagueId/seasons (add a draft)', () => {
  it('when the admin of a full league adds a draft, then 201 with the pending season, the league points at it and its start is scheduled', async () => {
    const dates = datesInWindow(bed.realSeason);

    const res = await addDraft(league, dates);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      leagueId: league.id,
      realSeasonId: bed.realSeason.id,
      status: 'pending',
      ...dates,
      nbTeams: 4,
      nbMaxFantasyTeams: 4,
      draftWindow: bed.realSeason.draftWindow,
      startsAt: `${NEXT_YEAR}-03-10`,
      endsAt: `${NEXT_YEAR}-08-31`,
      draft: null,
    });
    const stored = await LeagueSeason.findById(res.body.id).lean();
    const startsAt = parseUtcDateTime(dates.draftStartsAt);
    expect(stored).toMatchObject({
      status: 'pending',
      draftStartsAt: startsAt,
      draftEndsAt: parseUtcDateTime(dates.draftEndsAt),
      clockStartsAt: startsAt,
    });
    expect(String(stored!.leagueId)).toBe(league.id);
    expect(String(stored!.realSeasonId)).toBe(bed.realSeason.id);
    const pointer = await CurrentLeagueSeason.findById(league.id).lean();
    expect(String(pointer!.seasonId)).toBe(res.body.id);
    expect(await draftJobs('draft.start')).toEqual([
      { name: 'draft.start', data: { leagueSeasonId: res.body.id }, nextRunAt: startsAt, lockedAt: null },
    ]);
    // Its managers are reminded 24 hours and 1 hour before the start.
    const remind = (hours: number) => ({
      name: 'draft.startsSoon',
      data: { leagueSeasonId: res.body.id, hours, startsAt: startsAt!.toISOString() },
      nextRunAt: new Date(startsAt!.getTime() - hours * 3_600_000),
      lockedAt: null,
    });
    expect(
      (await draftJobs('draft.startsSoon')).sort((a, b) => a.nextRunAt!.getTime() - b.nextRunAt!.getTime()),
    ).toEqual([remind(24), remind(1)]);
  });

  it.each(dateRules)(
    'when %s, then 400 with the rule broken on its field and nothing stored',
    async (_case, body, violations) => {
      const res = await addDraft(league, body());

      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('input_invalid');
      expect(sorted(res.body.error.violations)).toEqual(sorted(violations()));
      await nothingStored();
    },
  );

  it.each([
    [
      'the draft window opens',
      () => ({ draftStartsAt: bed.realSeason.draftWindow.startDate, draftEndsAt: at(windowStart(), 3) }),
    ],
    [
      'the draft window closes',
      () => ({ draftStartsAt: at(windowEnd(), -3), draftEndsAt: bed.realSeason.draftWindow.endDate }),
    ],
  ])('when a 3-hour draft lies on the minute %s, then it is accepted', async (_case, body) => {
    const res = await addDraft(league, body());

    expect(res.status).toBe(201);
    expect(await LeagueSeason.countDocuments({ _id: res.body.id })).toBe(1);
  });

  it('when the league still has free slots, then 409 "League slots are not filled yet for the draft" and nothing stored', async () => {
    const league = await createDraftLeague({ nbTeams: 3, nbMaxTeams: 4 });

    const res = await addDraft(league, datesInWindow(bed.realSeason));

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: 'League slots are not filled yet for the draft' } });
    await nothingStored();
  });

  it('when the league has more teams than the season allows, then 422 league_not_qualified naming both counts, nothing stored', async () => {
    const league = await createDraftLeague({ nbTeams: 6 });

    const res = await addDraft(league, datesInWindow(bed.realSeason));

    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: { code: 'league_not_qualified', message: 'The league has 6 teams, but this season allows at most 4' },
    });
    await nothingStored();
  });

  it('when the league already has a draft for the season, then 409 and the first one stays', async () => {
    const first = await addDraft(league, datesInWindow(bed.realSeason));

    const res = await addDraft(league, datesInWindow(bed.realSeason, 5));

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: { code: 'conflict', message: 'This league already has a draft for the season' },
    });
    expect((await LeagueSeason.find({}).lean()).map((s) => String(s._id))).toEqual([first.body.id]);
    expect(String((await CurrentLeagueSeason.findById(league.id).lean())!.seasonId)).toBe(first.body.id);
  });

  it('when no real season is open, then 404 "There is no active season" and nothing stored', async () => {
    await setRealSeasonOpen(bed.realSeason.id, false);
    try {
      const res = await addDraft(league, datesInWindow(bed.realSeason));

      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'There is no active season' } });
      await nothingStored();
    } finally {
      await setRealSeasonOpen(bed.realSeason.id, true);
    }
  });

  it.each([
    ['the league admin', 201, 'admin'],
    ['the owner', 201, 'owner'],
    ['a member who is not the admin', 403, 'member'],
    ['a user outside the league', 403, 'outsider'],
    ['a visitor', 401, 'visitor'],
  ] as const)('when %s adds a draft, then %i', async (_case, status, who) => {
    const res = await addDraft(league, datesInWindow(bed.realSeason), who);

    expect(res.status).toBe(status);
    expect(await LeagueSeason.countDocuments()).toBe(status === 201 ? 1 : 0);
  });

  it.each([
    ['unknown', () => newUserId()],
    ['malformed', () => 'not-an-id'],
    ['an operator', () => encodeURIComponent('{"$gt":""}')],
  ])('when the league id is %s, then 404', async (_case, id) => {
    const res = await request(bed.app)
      .post(`/leagues/${id()}/seasons`)
      .set(await asSuperAdmin())
      .send(datesInWindow(bed.realSeason));

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    await nothingStored();
  });
});

describe('POST /leagues/:leagueId/seasons/:seasonId (change a draft)', () => {
  const changeDraft = async (league: TestLeague, seasonId: string, body: object, who: Who = 'admin') =>
    request(bed.app)
      .post(`/leagues/${league.id}/seasons/${seasonId}`)
      .set(await as(who, league))
      .send(body);

  it.each([
    ['the admin', 'admin'],
    ['the owner', 'owner'],
  ] as const)(
    'when %s changes a pending draft, then 200 with the new dates, stored, and its start scheduled at the new time',
    async (_case, who) => {
      const season = await scheduleDraft(bed, league);
      const dates = datesInWindow(bed.realSeason, 6);
      const later = {
        draftStartsAt: at(parseUtcDateTime(dates.draftStartsAt)!, 24),
        draftEndsAt: at(parseUtcDateTime(dates.draftEndsAt)!, 24),
      };

      const res = await changeDraft(league, String(season._id), later, who);

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: String(season._id), status: 'pending', ...later, nbTeams: 4, draft: null });
      const newStart = parseUtcDateTime(later.draftStartsAt);
      expect(await LeagueSeason.findById(season._id).lean()).toMatchObject({
        status: 'pending',
        draftStartsAt: newStart,
        draftEndsAt: parseUtcDateTime(later.draftEndsAt),
        clockStartsAt: newStart,
      });
      // The old date's job stays: it runs, finds the new date ahead and does nothing.
      expect(
        (await draftJobs('draft.start')).map((job) => job.nextRunAt).sort((a, b) => a!.getTime() - b!.getTime()),
      ).toEqual([season.draftStartsAt, newStart]);
    },
  );

  it('when the draft has started, then 409 and its dates stay', async () => {
    const draft = await startDraft(bed, league);
    const before = await LeagueSeason.findById(draft._id).lean();

    const res = await changeDraft(league, String(draft._id), datesInWindow(bed.realSeason, 6));

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: { code: 'conflict', message: 'The draft has started and its dates can no longer be changed' },
    });
    expect(await LeagueSeason.findById(draft._id).lean()).toEqual(before);
  });

  it.each([
    ['is being started (its time came a minute ago)', 409, 1],
    ['never started (its time came 11 minutes ago and it is still pending)', 200, 11],
  ] as const)('when a pending draft %s, then changing its dates answers %i', async (_case, status, minutesAgo) => {
    const season = await scheduleDraft(bed, league);
    await LeagueSeason.updateOne(
      { _id: season._id },
      { $set: { clockStartsAt: new Date(Date.now() - minutesAgo * 60_000) } },
    );
    const dates = datesInWindow(bed.realSeason, 6);
    const later = {
      draftStartsAt: at(parseUtcDateTime(dates.draftStartsAt)!, 24),
      draftEndsAt: at(parseUtcDateTime(dates.draftEndsAt)!, 24),
    };

    const res = await changeDraft(league, String(season._id), later);

    expect(res.status).toBe(status);
    const stored = await LeagueSeason.findById(season._id).lean();
    expect(stored!.draftStartsAt.getTime() === season.draftStartsAt.getTime()).toBe(status === 409);
  });

  it('when the new dates break a rule, then 400 with the violation and the dates stay', async () => {
    const season = await scheduleDraft(bed, league);

    const res = await changeDraft(league, String(season._id), {
      draftStartsAt: at(windowStart(), 34),
      draftEndsAt: at(windowStart(), 35),
    });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'draftEndsAt', message: 'Draft period should at least be 3 hours long!' },
    ]);
    expect((await LeagueSeason.findById(season._id).lean())!.draftStartsAt).toEqual(season.draftStartsAt);
  });

  it.each([
    ['a member', 403, 'member'],
    ['a user outside the league', 403, 'outsider'],
  ] as const)('when %s changes the draft, then %i and the dates stay', async (_case, status, who) => {
    const season = await scheduleDraft(bed, league);

    const res = await changeDraft(league, String(season._id), datesInWindow(bed.realSeason, 6), who);

    expect(res.status).toBe(status);
    expect((await LeagueSeason.findById(season._id).lean())!.draftStartsAt).toEqual(season.draftStartsAt);
  });

  it.each([
    ['unknown', () => newUserId()],
    ['malformed', () => 'nope'],
    ['an operator', () => encodeURIComponent('{"$ne":null}')],
  ])('when the season id is %s, then 404 "There is no active season"', async (_case, id) => {
    await scheduleDraft(bed, league);

    const res = await changeDraft(league, id(), datesInWindow(bed.realSeason, 6));

    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('There is no active season');
  });

  it("when the season is another league's, then 404 and it stays", async () => {
    const other = await createDraftLeague();
    const othersSeason = await scheduleDraft(bed, other);

    const res = await changeDraft(league, String(othersSeason._id), datesInWindow(bed.realSeason, 6));

    expect(res.status).toBe(404);
    expect((await LeagueSeason.findById(othersSeason._id).lean())!.draftStartsAt).toEqual(othersSeason.draftStartsAt);
  });
});

describe('GET /leagues/:leagueId/prepare-season/:start/:end (draft settings)', () => {
  const prepare = async (league: TestLeague, start: string, end: string, who: Who = 'admin') =>
    request(bed.app)
      .get(`/leagues/${league.id}/prepare-season/${encodeURIComponent(start)}/${encodeURIComponent(end)}`)
      .set(await as(who, league));

  it.each([
    [
      'a 4-team league drafting 3 hours',
      4,
      4,
      3,
      { nbTeams: 4, nbRounds: 14, nbTotalPicks: 56, draftTurnDurationSeconds: 192 },
    ],
    [
      'an 8-team league (3 teams in so far) drafting 4 hours',
      3,
      8,
      4,
      { nbTeams: 8, nbRounds: 14, nbTotalPicks: 112, draftTurnDurationSeconds: 128 },
    ],
    [
      'a 16-team league drafting 24 hours',
      2,
      16,
      24,
      { nbTeams: 16, nbRounds: 14, nbTotalPicks: 224, draftTurnDurationSeconds: 385 },
    ],
  ])(
    'when the admin prepares %s, then the league size, 14 rounds, the total picks and the seconds per turn',
    async (_case, nbTeams, nbMaxTeams, hours, settings) => {
      const league = await createDraftLeague({ nbTeams, nbMaxTeams });
      const dates = datesInWindow(bed.realSeason, hours);

      const res = await prepare(league, dates.draftStartsAt, dates.draftEndsAt);

      expect(res.status).toBe(200);
      expect(res.body).toEqual(settings);
    },
  );

  it.each(dateRules.filter(([name]) => !UNREADABLE_DATES.has(name)))(
    'when %s, then 400 with the same rule broken',
    async (_case, body, violations) => {
      const { draftStartsAt, draftEndsAt } = body() as { draftStartsAt: string; draftEndsAt: string };

      const res = await prepare(league, draftStartsAt, draftEndsAt);

      expect(res.status).toBe(400);
      expect(sorted(res.body.error.violations)).toEqual(sorted(violations()));
    },
  );

  it('when a date is not a date at all, then 400 "Invalid data provided"', async () => {
    const res = await prepare(league, 'tomorrow', '{"$gt":""}');

    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'input_invalid', message: 'Invalid data provided' });
  });

  it.each([
    ['the owner', 200, 'owner'],
    ['a member', 403, 'member'],
    ['a user outside the league', 403, 'outsider'],
  ] as const)('when %s asks, then %i', async (_case, status, who) => {
    const dates = datesInWindow(bed.realSeason);

    const res = await prepare(league, dates.draftStartsAt, dates.draftEndsAt, who);

    expect(res.status).toBe(status);
  });
});

describe('GET /leagues/:leagueId/qualifications/:realSeasonId', () => {
  const qualifications = async (league: TestLeague, realSeasonId: string, who: Who = 'admin') =>
    request(bed.app)
      .get(`/leagues/${league.id}/qualifications/${realSeasonId}`)
      .set(await as(who, league));

  it.each([
    ["full and within the season's limit", true, 4, 4],
    ['not full', false, 3, 4],
    ['full but larger than the season allows', false, 6, 6],
  ])('when the league is %s, then qualificationsMet is %s', async (_case, met, nbTeams, nbMaxTeams) => {
    const league = await createDraftLeague({ nbTeams, nbMaxTeams });

    const res = await qualifications(league, bed.realSeason.id);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ qualificationsMet: met });
  });

  it.each([
    ['unknown', () => newUserId()],
    ['malformed', () => 'season'],
    ['an operator', () => encodeURIComponent('{"$gt":""}')],
  ])('when the real season is %s, then 404', async (_case, id) => {
    const res = await qualifications(league, id());

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it.each([
    ['the owner', 200, 'owner'],
    ['a member', 403, 'member'],
    ['a user outside the league', 403, 'outsider'],
  ] as const)('when %s asks, then %i', async (_case, status, who) => {
    const res = await qualifications(league, bed.realSeason.id, who);

    expect(res.status).toBe(status);
  });
});

describe('GET /leagues/:leagueId/seasons/current and /:seasonId', () => {
  const season = async (league: TestLeague, seasonId: string, who: Who) =>
    request(bed.app)
      .get(`/leagues/${league.id}/seasons/${seasonId}`)
      .set(await as(who, league));

  it.each([
    ['a member', 'member'],
    ['the admin', 'admin'],
    ['the owner', 'owner'],
  ] as const)(
    'when %s reads a pending draft, then the season with its dates and the league size',
    async (_case, who) => {
      const scheduled = await scheduleDraft(bed, league);

      const [current, byId] = [await season(league, 'current', who), await season(league, String(scheduled._id), who)];

      expect(current.status).toBe(200);
      expect(current.body).toMatchObject({
        id: String(scheduled._id),
        status: 'pending',
        draftStartsAt: formatUtcDateTime(scheduled.draftStartsAt),
        draftEndsAt: formatUtcDateTime(scheduled.draftEndsAt),
        nbTeams: 4,
        nbMaxFantasyTeams: 4,
        draft: null,
      });
      expect(byId.body).toEqual(current.body);
    },
  );

  it('when the draft is on, then the season shows the team on the clock, the round, the direction and the deadline', async () => {
    const draft = await startDraft(bed, league);
    const { owners, ...first } = draft.teams[0]!;

    const res = await season(league, 'current', 'member');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'drafting', nbTeams: 4 });
    expect(res.body.draft).toEqual({
      team: { ...first, logoUrl: first.logoUrl ?? null, owner: owners.en, draftOrder: 1 },
      round: 1,
      nbRounds: 14,
      direction: 'forward',
      turnDeadlineAt: new Date(draft.startedAt.getTime() + draft.turnSeconds * 1000).toISOString(),
    });
  });

  it('when the league has no season, then 404 "There is no active season"', async () => {
    const res = await season(league, 'current', 'member');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'There is no active season' } });
  });

  it.each([
    ['unknown', () => newUserId()],
    ['malformed', () => 'x'],
    ['an operator', () => encodeURIComponent('{"$gt":""}')],
  ])('when the season id is %s, then 404', async (_case, id) => {
    await scheduleDraft(bed, league);

    const res = await season(league, id(), 'member');

    expect(res.status).toBe(404);
  });

  it('when a user outside the league reads it, then 403', async () => {
    await scheduleDraft(bed, league);

    const res = await season(league, 'current', 'outsider');

    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_allowed');
  });
});

describe('POST /internal/league-seasons/current (for the leagues service)', () => {
  it("when leagues asks about some leagues, then each one's current season, none for a league without one", async () => {
    const plainLeague = await createDraftLeague();
    const season = await scheduleDraft(bed, league);

    const res = await request(bed.app)
      .post(DRAFT_INTERNAL.currentLeagueSeasons)
      .set(await internalHeaders({ service: 'leagues' }))
      .send({ leagueIds: [league.id, plainLeague.id] });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      seasons: {
        [league.id]: {
          id: String(season._id),
          status: 'pending',
          draftStartsAt: formatUtcDateTime(season.draftStartsAt),
          draftEndsAt: formatUtcDateTime(season.draftEndsAt),
        },
      },
    });
  });

  it.each([
    ['a user calls', 403, () => asUser(newUserId()), { leagueIds: [] }],
    [
      'leagues sends operators for ids',
      400,
      () => internalHeaders({ service: 'leagues' }),
      { leagueIds: [{ $gt: '' }] },
    ],
    ['leagues sends no list', 400, () => internalHeaders({ service: 'leagues' }), { leagueIds: 'all' }],
  ] as const)('when %s, then %i', async (_case, status, headers, body) => {
    const res = await request(bed.app)
      .post(DRAFT_INTERNAL.currentLeagueSeasons)
      .set(await headers())
      .send(body);

    expect(res.status).toBe(status);
  });
});
