import request from 'supertest';
import { draftOrderOf } from '@hfl/contracts';
import { ConflictError } from '@hfl/kit';
import { asUser } from '../testing/support';
import {
  draftJobs,
  makeTurnOverdue,
  managerOnTheClock,
  publishedEvents,
  recordPicks,
  scheduleDraft,
  setUpDraftTests,
  startDraft,
  storedDraft,
  type DraftTestbed,
  type TestLeague,
} from '../testing/draft-fixtures';
import { Draft, unpackDraft, type DraftFields, type StoredDraftFields } from '../models/draft';
import { DraftPick } from '../models/draft-pick';
import { LeagueSeason } from '../models/league-season';
import { currentTurnOf } from './turns';

let bed: DraftTestbed;
let league: TestLeague;
setUpDraftTests('fantasy_draft_races', (started) => {
  bed = started;
  league = started.league;
});

const N = 8;
const pool = () => bed.realSeason.pool;
/** A copy of the draft as stored for each of `n` concurrent callers, as separate requests or processes read it. */
const copies = (draft: DraftFields, n: number) => Promise.all(Array.from({ length: n }, () => storedDraft(draft._id)));
const postPick = async (userId: string, body: { playerId: string; pickNo: number }) =>
  request(bed.app)
    .post(`/leagues/${league.id}/draft/picks`)
    .set(await asUser(userId))
    .send(body);

/** The picks as stored: the DraftPick claims and the Draft's mirror. */
async function storedPicks(seasonId: DraftFields['_id']) {
  const claims = await DraftPick.find({}, { _id: 0, pickNo: 1, playerId: 1, teamId: 1, automatic: 1 })
    .sort({ pickNo: 1 })
    .lean();
  const mirrored = (await storedDraft(seasonId)).picks.map(({ pickNo, playerId, teamId, automatic }) => ({
    pickNo,
    playerId,
    teamId,
    automatic,
  }));
  return { claims, mirrored };
}

describe('concurrent picks of one turn', () => {
  it(`when the manager on the clock sends the same pick ${N} times at once, then one is made (201) and the others get 409`, async () => {
    const draft = await startDraft(bed, league);
    const manager = managerOnTheClock(draft);
    const player = pool()[7]!.id;

    const answers = await Promise.all(
      Array.from({ length: N }, () => postPick(manager.userId, { playerId: player, pickNo: 1 })),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(N - 1).fill(409)]);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(['This turn has already been picked', 'This player has already been drafted']).toContain(
        lost.body.error.message,
      );
    }
    const made = { pickNo: 1, playerId: player, teamId: manager.teamId, automatic: false };
    expect(await storedPicks(draft._id)).toEqual({ claims: [made], mirrored: [made] });
    // Whoever announces the pick (its maker, or a request that found it claimed), the room hears only this pick.
    const announced = publishedEvents(bed.bff).filter((e) => e.event === 'draft/pickMade');
    expect(announced.length).toBeGreaterThanOrEqual(1);
    expect(new Set(announced.map((e) => JSON.stringify(e.data)))).toEqual(
      new Set([JSON.stringify(announced[0]!.data)]),
    );
  });

  it(`when ${N} claims of the same turn name different players at once, then exactly one is made and the others are told the turn passed`, async () => {
    const draft = await startDraft(bed, league);
    const turn = currentTurnOf(draft)!;
    const views = await copies(draft, N);

    const results = await Promise.allSettled(
      views.map((view, i) =>
        bed.engine.claimPick(view, turn, {
          playerId: pool()[i]!.id,
          automatic: false,
          userId: managerOnTheClock(draft).userId,
        }),
      ),
    );

    const made = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    expect(made).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
    expect(refused.every((error) => error instanceof ConflictError && error.message === 'errors:turnPassed')).toBe(
      true,
    );
    const stored = await storedPicks(draft._id);
    expect(stored.claims).toEqual([{ pickNo: 1, playerId: made[0]!.playerId, teamId: turn.teamId, automatic: false }]);
    expect(stored.mirrored).toEqual(stored.claims);
  });

  it('when claims name a player an earlier turn took (a view too old to see it), then each gets 409 player taken and the turn stays open', async () => {
    const draft = await recordPicks(await startDraft(bed, league), 1);
    const turn = currentTurnOf(draft)!;
    const taken = draft.picks[0]!.playerId;
    const views = await copies(draft, 4);

    const results = await Promise.allSettled(
      views.map((view) => bed.engine.claimPick(view, turn, { playerId: taken, automatic: false, userId: null })),
    );

    expect(results.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual(
      Array<string>(4).fill('errors:playerTaken'),
    );
    expect(await DraftPick.countDocuments()).toBe(1);
    expect(currentTurnOf(await storedDraft(draft._id))?.pickNo).toBe(2);
  });
});

describe('the manager and the server picking the same overdue turn', () => {
  it('when a manual pick races the automatic pick turn after turn, then each turn is picked exactly once, by one of them', async () => {
    let draft = await startDraft(bed, league);

    for (let turn = 1; turn <= 4; turn++) {
      await makeTurnOverdue(draft);
      const manager = managerOnTheClock(draft);
      const taken = new Set(draft.picks.map((p) => p.playerId));
      // Not the player the server would choose (the best-ranked), so the stored pick tells who won.
      const wanted = pool().filter((p) => !taken.has(p.id))[5]!.id;

      const [manual, automatic] = await Promise.all([
        postPick(manager.userId, { playerId: wanted, pickNo: manager.pickNo }),
        bed.engine.pickIfOverdue(String(draft._id)),
      ]);

      draft = await storedDraft(draft._id);
      const claims = await DraftPick.find({ pickNo: manager.pickNo }).lean();
      expect(claims).toHaveLength(1);
      expect(manual.status === 201).toBe(!automatic);
      expect(claims[0]).toMatchObject(
        manual.status === 201 ? { playerId: wanted, automatic: false } : { automatic: true, userId: null },
      );
      if (manual.status !== 201) expect(manual.body.error.message).toBe('This turn has already been picked');
      expect(draft.picks.map((p) => p.pickNo)).toEqual(Array.from({ length: turn }, (_, i) => i + 1));
    }
  });

  it(`when ${N} overdue checks arrive at once (rooms and workers), then one automatic pick is made`, async () => {
    const draft = await startDraft(bed, league);
    await makeTurnOverdue(draft);

    const answers = await Promise.all(Array.from({ length: N }, () => bed.engine.pickIfOverdue(String(draft._id))));

    expect(answers.filter(Boolean)).toHaveLength(1);
    const stored = await storedPicks(draft._id);
    expect(stored.claims).toEqual([
      { pickNo: 1, playerId: pool()[0]!.id, teamId: draft.teams[0]!.id, automatic: true },
    ]);
    expect(stored.mirrored).toEqual(stored.claims);
  });
});

describe('starting a draft twice at once', () => {
  it('when its start runs three times at once, then one Draft with one order, the season drafting, announced once', async () => {
    const season = await scheduleDraft(bed, league);
    const seasonId = String(season._id);
    await LeagueSeason.updateOne({ _id: season._id }, { $set: { clockStartsAt: new Date() } });

    await Promise.all([bed.engine.start(seasonId), bed.engine.start(seasonId), bed.engine.start(seasonId)]);

    const drafts = (await Draft.find({}).lean<StoredDraftFields[]>()).map(unpackDraft);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.teams.map((t) => t.id)).toEqual(
      draftOrderOf(
        seasonId,
        league.managers.map((m) => m.teamId),
      ),
    );
    expect(drafts[0]!.picks).toEqual([]);
    expect((await LeagueSeason.findById(season._id).lean())!.status).toBe('drafting');
    expect(publishedEvents(bed.bff).filter((e) => e.event === 'draft/started')).toEqual([
      { room: `draft:${league.id}`, event: 'draft/started', data: { leagueId: league.id, seasonId } },
    ]);
    // The losing starts take back the clocks they set: one clock, for the stored Draft's first turn.
    expect(await draftJobs('draft.turnExpired')).toEqual([
      expect.objectContaining({
        data: { leagueSeasonId: seasonId },
        nextRunAt: new Date(drafts[0]!.startedAt.getTime() + drafts[0]!.turnSeconds * 1000),
      }),
    ]);
  });
});
