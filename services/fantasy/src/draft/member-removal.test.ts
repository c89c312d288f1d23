import request from 'supertest';
import { DRAFT_INTERNAL, DRAFT_ROUNDS } from '@hfl/contracts';
import { internalHeaders } from '@hfl/kit/testing';
import { asSuperAdmin, asUser, asVisitor, newUserId } from '../testing/support';
import {
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
import type { DraftFields } from '../models/draft';
import { DraftPick } from '../models/draft-pick';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';

let bed: DraftTestbed;
let league: TestLeague;
setUpDraftTests('fantasy_draft_removal', (started) => {
  bed = started;
  league = started.league;
});

/** What leagues sends before it deletes a membership. */
const removeMember = async (userId: string, leagueId = league.id, headers = internalHeaders({ service: 'leagues' })) =>
  request(bed.app)
    .post(DRAFT_INTERNAL.memberRemoved)
    .set(await headers)
    .send({ leagueId, userId });
const pick = async (userId: string, body: object) =>
  request(bed.app)
    .post(`/leagues/${league.id}/draft/picks`)
    .set(await asUser(userId))
    .send(body);
const openRoom = async (userId: string) =>
  request(bed.app)
    .get(`/leagues/${league.id}/draft`)
    .set(await asUser(userId));

/** The draft, picked on until a manager other than the admin (whom leagues never removes) is on the clock. */
async function draftWithMemberOnTheClock(draft: DraftFields): Promise<DraftFields> {
  let current = draft;
  while (managerOnTheClock(current).userId === league.adminUserId) current = await recordPicks(current, 1);
  return current;
}

describe('POST /internal/drafts/member-removed (leagues removes a member)', () => {
  it('when a manager is removed mid-draft, then 204, the Draft records it, the room is told, and their pick on their turn is 403 with nothing claimed', async () => {
    const draft = await draftWithMemberOnTheClock(await startDraft(bed, league));
    const removed = managerOnTheClock(draft);
    // Their room is open: this process keeps its copy of the live draft, which the removal must reach too.
    expect((await openRoom(removed.userId)).status).toBe(200);
    const claims = await DraftPick.countDocuments();

    const res = await removeMember(removed.userId);

    expect(res.status).toBe(204);
    expect((await storedDraft(draft._id)).removedUserIds).toEqual([removed.userId]);
    expect(publishedEvents(bed.bff)).toContainEqual({
      room: `draft:${league.id}`,
      event: 'draft/memberRemoved',
      data: { leagueId: league.id, userId: removed.userId },
    });
    const refused = await pick(removed.userId, { playerId: bed.realSeason.pool.at(-1)!.id, pickNo: removed.pickNo });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'not_allowed', message: 'You are not allowed to do this' } });
    expect(await DraftPick.countDocuments()).toBe(claims);
    expect((await storedDraft(draft._id)).picks).toHaveLength(draft.picks.length);
  });

  it('when a removed manager opens the room (what draft/join reads), then 403 as for a non-member; the others still enter', async () => {
    const draft = await startDraft(bed, league);
    const [, removed, stays] = league.managers;

    await removeMember(removed!.userId);

    expect((await openRoom(removed!.userId)).status).toBe(403);
    expect((await openRoom(stays!.userId)).status).toBe(200);
    expect((await storedDraft(draft._id)).teams.map((t) => t.id)).toEqual(draft.teams.map((t) => t.id));
  });

  it("when a removed manager's turn runs out, then the clock picks it automatically from their queue, as for a manager who is away", async () => {
    const draft = await draftWithMemberOnTheClock(await startDraft(bed, league));
    const removed = managerOnTheClock(draft);
    const wanted = bed.realSeason.pool[20]!.id;
    await request(bed.app)
      .put(`/leagues/${league.id}/draft/queue`)
      .set(await asUser(removed.userId))
      .send({ playerIds: [wanted] });
    await removeMember(removed.userId);
    await makeTurnOverdue(draft);

    await bed.engine.tick(String(draft._id));

    const picked = (await storedDraft(draft._id)).picks[removed.pickNo - 1];
    expect(picked).toMatchObject({ pickNo: removed.pickNo, teamId: removed.teamId, playerId: wanted, automatic: true });
  });

  it('when the draft of a removed manager completes, then every other team gets its roster and theirs none', async () => {
    const started = await startDraft(bed, league);
    const removed = league.managers[2]!;
    await removeMember(removed.userId);
    const draft = await recordPicks(await storedDraft(started._id), 55);
    await makeTurnOverdue(draft);
    await bed.engine.tick(String(draft._id));

    await bed.engine.complete(String(draft._id));

    const rosters = await Roster.find({}).lean();
    expect(rosters.map((r) => String(r.fantasyTeamId)).sort()).toEqual(
      league.managers
        .filter((m) => m !== removed)
        .map((m) => m.teamId)
        .sort(),
    );
    expect(await RosterPlayer.countDocuments()).toBe(3 * DRAFT_ROUNDS);
  });

  it('when leagues tells of the same removal again, then 204 and it is recorded once', async () => {
    const draft = await startDraft(bed, league);
    const removed = league.managers[1]!;

    const answers = [await removeMember(removed.userId), await removeMember(removed.userId)];

    expect(answers.map((res) => res.status)).toEqual([204, 204]);
    expect((await storedDraft(draft._id)).removedUserIds).toEqual([removed.userId]);
  });

  it.each([
    ['the league has no season', async () => undefined],
    ["the league's draft is only scheduled", async () => scheduleDraft(bed, league)],
  ])('when %s, then 204 and nothing is stored or published', async (_case, arrange) => {
    await arrange();

    const res = await removeMember(league.managers[1]!.userId);

    expect(res.status).toBe(204);
    expect(publishedEvents(bed.bff)).toEqual([]);
    expect(await DraftPick.countDocuments()).toBe(0);
  });

  it.each([
    ['a visitor', 403, () => asVisitor()],
    ['a user', 403, () => asUser(newUserId())],
    ['the owner', 403, () => asSuperAdmin()],
  ])('when %s calls it, then %i and nobody is removed', async (_case, status, headers) => {
    const draft = await startDraft(bed, league);

    const res = await removeMember(league.managers[1]!.userId, league.id, headers());

    expect(res.status).toBe(status);
    expect((await storedDraft(draft._id)).removedUserIds).toEqual([]);
  });

  it.each([
    ['operators for the user', { leagueId: 'LEAGUE', userId: { $ne: null } }],
    ['no league', { userId: 'USER' }],
  ])('when leagues sends %s, then 400 and nobody is removed', async (_case, body) => {
    const draft = await startDraft(bed, league);
    const filled = JSON.parse(
      JSON.stringify(body).replace('LEAGUE', league.id).replace('USER', league.managers[1]!.userId),
    );

    const res = await request(bed.app)
      .post(DRAFT_INTERNAL.memberRemoved)
      .set(await internalHeaders({ service: 'leagues' }))
      .send(filled);

    expect(res.status).toBe(400);
    expect((await storedDraft(draft._id)).removedUserIds).toEqual([]);
  });
});
