import request from 'supertest';
import { Types } from 'mongoose';
import { formatUtcDateTime, type LeagueSeasonSummary } from '@hfl/contracts';
import { writeRealSeason } from '../../testing/peer-storage';
import { asService, asSuperAdmin, asUser, asVisitor, newUserId, NEXT_YEAR } from '../../testing/support';
import { createDraftLeague, scheduleDraft, setUpDraftTests, type DraftTestbed } from '../../testing/draft-fixtures';
import { CurrentLeagueSeason, LeagueSeason } from '../../models/league-season';

let bed: DraftTestbed;
setUpDraftTests('fantasy_league_seasons_list', (started) => {
  bed = started;
});

const list = async (leagueId: string, headers: Record<string, string>) =>
  request(bed.app).get(`/leagues/${leagueId}/seasons`).set(headers);

/** A season the league played last year (finished, its real season finished too), stored as it was left. */
async function lastYearsSeason(leagueId: string) {
  const realSeasonId = await writeRealSeason([], {
    status: 'finished',
    startsAt: `${NEXT_YEAR - 1}-03-10`,
    endsAt: `${NEXT_YEAR - 1}-08-31`,
    // Unique per call: several tests of this file store a season of last year.
    activeKey: `finished-last-year-${new Types.ObjectId().toHexString()}`,
  });
  const draftStartsAt = new Date(Date.UTC(NEXT_YEAR - 1, 1, 20, 18));
  const season = await LeagueSeason.create({
    leagueId: new Types.ObjectId(leagueId),
    realSeasonId,
    status: 'finished',
    draftStartsAt,
    draftEndsAt: new Date(draftStartsAt.getTime() + 3 * 3_600_000),
    clockStartsAt: draftStartsAt,
  });
  return { season, realSeasonId: realSeasonId.toHexString(), draftStartsAt };
}

describe('GET /leagues/:leagueId/seasons', () => {
  it.each([
    ['its admin', () => bed.league.adminUserId],
    ['a member', () => bed.league.managers[2]!.userId],
  ])(
    'when %s asks for the seasons of a league with one, then it gets that season as the current one',
    async (_, who) => {
      const season = await scheduleDraft(bed, bed.league);

      const res = await list(bed.league.id, await asUser(who()));

      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        {
          id: season._id.toHexString(),
          realSeasonId: bed.realSeason.id,
          name: String(NEXT_YEAR),
          status: 'pending',
          draftStartsAt: formatUtcDateTime(season.draftStartsAt),
          isCurrent: true,
        },
      ] satisfies LeagueSeasonSummary[]);
    },
  );

  it('when the league played a season before, then both come newest first, the current one marked', async () => {
    // Stored oldest first: the list's order is not the order the database keeps them in.
    const older = await lastYearsSeason(bed.league.id);
    const current = await scheduleDraft(bed, bed.league);

    const res = await list(bed.league.id, await asSuperAdmin());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ id: current._id.toHexString(), name: String(NEXT_YEAR), isCurrent: true }),
      {
        id: older.season._id.toHexString(),
        realSeasonId: older.realSeasonId,
        name: String(NEXT_YEAR - 1),
        status: 'finished',
        draftStartsAt: formatUtcDateTime(older.draftStartsAt),
        isCurrent: false,
      },
    ]);
    expect((await CurrentLeagueSeason.findById(bed.league.id).lean())?.seasonId.toHexString()).toBe(
      current._id.toHexString(),
    );
    expect(await LeagueSeason.countDocuments({ leagueId: bed.league.id })).toBe(2);
  });

  it("when another league has seasons, then they are not in this league's list", async () => {
    const other = await createDraftLeague();
    await scheduleDraft(bed, other);

    const res = await list(bed.league.id, await asUser(bed.league.adminUserId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(await LeagueSeason.countDocuments()).toBe(1);
  });

  it.each([
    ['a visitor', () => bed.league.id, asVisitor, 401],
    ['a user outside the league', () => bed.league.id, () => asUser(newUserId()), 403],
    ['someone, for an unknown league,', () => new Types.ObjectId().toHexString(), () => asUser(newUserId()), 404],
    ['the owner, for an unknown league,', () => new Types.ObjectId().toHexString(), () => asSuperAdmin(), 404],
    ['someone, for a malformed league id,', () => 'not-an-id', () => asUser(newUserId()), 404],
  ])('when %s asks for the seasons, then it is refused', async (_, leagueId, headers, status) => {
    await scheduleDraft(bed, bed.league);

    const res = await list(leagueId(), await headers());

    expect(res.status).toBe(status);
    expect(res.body.seasons).toBeUndefined();
    expect(Array.isArray(res.body)).toBe(false);
  });
});

describe('GET /internal/league-seasons/draft-facts', () => {
  const facts = async (headers: Record<string, string>) =>
    request(bed.app).get('/internal/league-seasons/draft-facts').set(headers);

  it('when accounts asks, then the current real season and each league draft of it, done or scheduled, with its length', async () => {
    const scheduled = await scheduleDraft(bed, bed.league);
    const other = await createDraftLeague();
    const done = await scheduleDraft(bed, other);
    await LeagueSeason.updateOne({ _id: done._id }, { $set: { status: 'ongoing' } });
    // Last year's season of a third league is not the current real season's.
    await lastYearsSeason(new Types.ObjectId().toHexString());

    const res = await facts(await asService('accounts'));

    expect(res.status).toBe(200);
    expect(res.body.season).toEqual({ id: bed.realSeason.id, nbMaxFantasyTeams: expect.any(Number) });
    const hours = (season: typeof scheduled) =>
      (season.draftEndsAt.getTime() - season.draftStartsAt.getTime()) / 3_600_000;
    expect([...res.body.drafts].sort((a, b) => a.leagueId.localeCompare(b.leagueId))).toEqual(
      [
        { leagueId: bed.league.id, status: 'scheduled', lengthHours: hours(scheduled) },
        { leagueId: other.id, status: 'done', lengthHours: hours(done) },
      ].sort((a, b) => a.leagueId.localeCompare(b.leagueId)),
    );
  });

  it.each([
    ['a visitor', async () => asVisitor()],
    ['the owner', async () => asSuperAdmin(newUserId())],
  ])('when %s asks, then it is refused', async (_who, headers) => {
    const res = await facts(await headers());

    expect([401, 403]).toContain(res.status);
    expect(res.body.drafts).toBeUndefined();
  });
});
