import { DRAFT_ROUNDS } from '@hfl/contracts';
import {
  makeTurnOverdue,
  recordPicks,
  setUpDraftTests,
  startDraft,
  storedDraft,
  type DraftTestbed,
  type TestLeague,
} from '../testing/draft-fixtures';
import { loadFantasyConfig } from '../config';
import { Draft } from '../models/draft';
import { DraftPick } from '../models/draft-pick';
import { DraftPool } from '../models/draft-pool';
import { currentTurnOf } from './turns';
import { packPool } from './pool';
import { buildRuntime } from '../runtime';

let bed: DraftTestbed;
let league: TestLeague;
setUpDraftTests('fantasy_draft_engine', (started) => {
  bed = started;
  league = started.league;
});

const deadlineOnTheClock = async (seasonId: Parameters<typeof storedDraft>[0]) =>
  new Date(currentTurnOf(await storedDraft(seasonId))!.deadlineAt);

describe("the turn clock's run (tick)", () => {
  it('when picks overtook the turn it was set for, then it picks nothing and wakes next at the deadline on the clock', async () => {
    const draft = await recordPicks(await startDraft(bed, league), 2);

    const next = await bed.engine.tick(String(draft._id));

    expect(next).toEqual(await deadlineOnTheClock(draft._id));
    expect(await DraftPick.countDocuments()).toBe(2);
  });

  it('when the turn on the clock is overdue, then it makes the automatic pick and wakes next at the new turn’s deadline', async () => {
    const draft = await recordPicks(await startDraft(bed, league), 1);
    await makeTurnOverdue(draft);

    const next = await bed.engine.tick(String(draft._id));

    const stored = await storedDraft(draft._id);
    expect(stored.picks).toHaveLength(2);
    expect(stored.picks[1]).toMatchObject({ pickNo: 2, automatic: true });
    expect(next).toEqual(new Date(stored.picks[1]!.at.getTime() + stored.turnSeconds * 1000));
  });

  it('when the overdue turn is the last, then it makes that pick and the clock stops', async () => {
    const draft = await recordPicks(await startDraft(bed, league), league.managers.length * DRAFT_ROUNDS - 1);
    await makeTurnOverdue(draft);

    const next = await bed.engine.tick(String(draft._id));

    expect(next).toBeNull();
    expect(currentTurnOf(await storedDraft(draft._id))).toBeNull();
  });
});

describe("a draft's pool", () => {
  it('when a draft starts, then its pool is stored apart from the Draft, best-ranked first, and read from there', async () => {
    const draft = await startDraft(bed, league);

    const stored = await DraftPool.findById(draft._id).lean();

    expect(stored!.players).toBe(packPool(bed.realSeason.pool));
    expect(await bed.engine.poolOf(draft)).toEqual(bed.realSeason.pool.map(({ id, position }) => ({ id, position })));
  });

  it('when a Draft started before pools had a collection of their own, then the pool it carries is used', async () => {
    const draft = await startDraft(bed, league);
    await DraftPool.deleteOne({ _id: draft._id });
    const older = bed.realSeason.pool.slice(0, 3);
    await Draft.collection.updateOne({ _id: draft._id }, { $set: { pool: packPool(older) } });

    // A process that has not read this pool yet, as after a restart; it schedules nothing here.
    const { engine } = buildRuntime(loadFantasyConfig(bed.env), () => {
      throw new Error('no job expected');
    });

    expect(await engine.poolOf(draft)).toEqual(older.map(({ id, position }) => ({ id, position })));
  });
});
