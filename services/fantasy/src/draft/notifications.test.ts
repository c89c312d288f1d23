import mongoose from 'mongoose';
import request from 'supertest';
import { eventually } from '@hfl/kit/testing';
import { asUser } from '../testing/support';
import {
  makeTurnOverdue,
  recordPicks,
  setUpDraftTests,
  startDraft,
  type DraftTestbed,
  type TestLeague,
} from '../testing/draft-fixtures';

let bed: DraftTestbed;
let league: TestLeague;
setUpDraftTests('fantasy_draft_notifications', (started) => {
  bed = started;
  league = started.league;
});

/** Accounts' notifications (the test file's one database) of a kind, as their recipients and what they say. */
async function notificationsOf(kind: string) {
  const stored = await mongoose.connection.db!.collection('notifications').find({ kind }).toArray();
  return stored
    .map((n) => ({ userId: String(n.userId), type: n.type, league: n.league }))
    .sort((a, b) => a.userId.localeCompare(b.userId));
}

/** The notifications follow what caused them (they are not awaited): once every manager has one, what they are. */
const toldEveryManager = (kind: string) =>
  eventually(
    async () => {
      const told = await notificationsOf(kind);
      return told.length >= league.managers.length && told;
    },
    5_000,
    `the ${kind} notifications`,
  );

const everyManager = (type: string) =>
  league.managers
    .map((m) => ({ userId: m.userId, type, league: { id: league.id, name: expect.any(String) } }))
    .sort((a, b) => a.userId.localeCompare(b.userId));

beforeEach(async () => {
  await mongoose.connection.db!.collection('notifications').deleteMany({});
});

describe('the draft tells its managers', () => {
  it('when the draft starts, then every manager has a DRAFT notification that it has started, under the league', async () => {
    await startDraft(bed, league);

    expect(await toldEveryManager('draftStarted')).toEqual(everyManager('DRAFT'));
  });

  it('when the last pick is made, then every manager is told the draft is over, once', async () => {
    const draft = await recordPicks(await startDraft(bed, league), 55);
    await makeTurnOverdue(draft);

    // The room's overdue check makes the last pick.
    const check = await request(bed.app)
      .post(`/leagues/${league.id}/check-draft-overdue`)
      .set(await asUser(league.managers[1]!.userId));

    expect(check.body).toEqual({ player_picked: true });
    expect(await toldEveryManager('draftEnded')).toEqual(everyManager('DRAFT'));
  });

  it('when a draft is started a second time (a job run again), then nobody is told twice', async () => {
    const draft = await startDraft(bed, league);
    await toldEveryManager('draftStarted');

    await bed.engine.start(String(draft._id));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(await notificationsOf('draftStarted')).toHaveLength(league.managers.length);
  });
});
