import request from 'supertest';
import type { LeaderboardRow as LeaderboardRowView } from '@hfl/contracts';
import { eventually } from '@hfl/kit/testing';
import { LeaderboardRow } from '../models/leaderboard-row';
import { setUpDraftTests, type DraftTestbed } from '../testing/draft-fixtures';
import { draftedLeague } from '../testing/roster-fixtures';
import { asVisitor } from '../testing/support';

let bed: DraftTestbed;
setUpDraftTests('fantasy_leaderboard_draft', (started) => {
  bed = started;
});

describe('the leaderboard after a draft', () => {
  it("when a league's draft completes, then its teams appear on the real season's leaderboard with 0 points", async () => {
    const drafted = await draftedLeague(bed);

    const rows = await eventually(
      async () => {
        const res = await request(bed.app)
          .get(`/leaderboard/${bed.realSeason.id}`)
          .set(await asVisitor());
        return res.status === 200 && (res.body as LeaderboardRowView[]).length > 0
          ? (res.body as LeaderboardRowView[])
          : null;
      },
      10_000,
      'the leaderboard refreshed after the draft',
    );
    expect(rows.map((row) => row.team.id).sort()).toEqual(
      drafted.league.managers.map((manager) => manager.teamId).sort(),
    );
    expect(rows.every((row) => row.points === 0 && row.rank === 1 && row.nbTeams === 4)).toBe(true);
    expect(rows.every((row) => row.league.id === drafted.league.id)).toBe(true);
    expect(await LeaderboardRow.countDocuments({ realSeasonId: drafted.season.realSeasonId })).toBe(rows.length);
  });
});
