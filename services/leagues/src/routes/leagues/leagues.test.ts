import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { FantasyTeam } from '../../models/fantasy-team';
import { backfillLeagueSearch, League } from '../../models/league';
import { markLeagueDeleted } from '../../models/league-deletion';
import { Membership } from '../../models/membership';
import { SlotClaim } from '../../models/slot-claim';
import { addLeagueSeason, addMember, createLeague } from '../../testing/factories';
import {
  asSuperAdmin,
  asUser,
  asVisitor,
  buildLeaguesApp,
  createAccountsUser,
  databaseState,
  newId,
  newUserId,
  setUpLeaguesTests,
  UNREACHABLE_URL,
} from '../../testing/support';

let app: Express;

setUpLeaguesTests('leagues_leagues', (service) => {
  app = service.app;
});

const validLeague = {
  name: 'Budapest Bulls',
  nbMaxTeams: 8,
  description: 'Friends from work',
  teamName: 'Kovács Crushers',
  timezone: 'Europe/Budapest',
};

describe('POST /leagues', () => {
  it('when a user creates a league, then they are its LEAGUE_ADMIN with a team in slot 0', async () => {
    const userId = newUserId();

    const res = await request(app)
      .post('/leagues')
      .set(await asUser(userId))
      .send(validLeague);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const league = await League.findById(res.body.id);
    expect(league).toMatchObject({
      name: 'Budapest Bulls',
      nbMaxTeams: 8,
      description: 'Friends from work',
      adminUserId: userId,
    });
    const memberships = await Membership.find({ leagueId: league!._id });
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ userId, role: 'LEAGUE_ADMIN', status: 'active', type: null });
    const team = await FantasyTeam.findById(memberships[0]!.teamId);
    expect(team).toMatchObject({ userId, name: 'Kovács Crushers', timezone: 'Europe/Budapest' });
    const claims = await SlotClaim.find({ leagueId: league!._id });
    expect(claims.map((c) => [c.slot, String(c.membershipId)])).toEqual([[0, memberships[0]!.id]]);
  });

  it('when a visitor creates a league, then 401 and nothing is stored', async () => {
    const res = await request(app)
      .post('/leagues')
      .set(await asVisitor())
      .send(validLeague);

    expect(res.status).toBe(401);
    expect(await League.countDocuments()).toBe(0);
  });

  it('when the form is empty, then 400 with every spec message in the language of the request', async () => {
    const res = await request(app)
      .post('/leagues')
      .set(await asUser(newUserId(), 'hu'))
      .send({});

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Érvénytelen adatok',
      violations: [
        { property: 'name', message: 'Kérjük, add meg a liga nevét' },
        { property: 'nbMaxTeams', message: 'Kérjük, válaszd ki a csapatok számát' },
        { property: 'teamName', message: 'Kérjük, add meg a csapatod nevét' },
        { property: 'timezone', message: 'Kérjük, válaszd ki az időzónád' },
      ],
    });
    expect(await League.countDocuments()).toBe(0);
  });

  it.each([
    ['an operator as the name', { name: { $ne: null } }, 'name'],
    ['an operator as the size', { nbMaxTeams: { $gt: 0 } }, 'nbMaxTeams'],
    ['an odd size', { nbMaxTeams: 7 }, 'nbMaxTeams'],
    ['a size as a list', { nbMaxTeams: [8] }, 'nbMaxTeams'],
    ['an unknown timezone', { timezone: 'Europe/Atlantis' }, 'timezone'],
    ['a team name as a number list', { teamName: [1, 2] }, 'teamName'],
  ])('when the payload has %s, then 400 and nothing is stored', async (_label, override, property) => {
    const before = await databaseState();

    const res = await request(app)
      .post('/leagues')
      .set(await asUser(newUserId()))
      .send({ ...validLeague, ...override });

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property)).toEqual([property]);
    expect(await databaseState()).toEqual(before);
  });

  it('when the body is malformed JSON, then 400 in the envelope', async () => {
    const res = await request(app)
      .post('/leagues')
      .set(await asUser(newUserId()))
      .set('content-type', 'application/json')
      .send('{"name": ');

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when the payload sets the admin or extra fields, then they are ignored', async () => {
    const userId = newUserId();

    const res = await request(app)
      .post('/leagues')
      .set(await asUser(userId))
      .send({ ...validLeague, adminUserId: newUserId(), _id: newId() });

    expect(res.status).toBe(201);
    expect((await League.findById(res.body.id))?.adminUserId).toBe(userId);
  });
});

describe('POST /leagues by the SUPER_ADMIN (owner back office)', () => {
  it('when the owner creates a league, then it has no admin, no member and no team, and players then join it directly', async () => {
    const ownerId = newUserId();

    const res = await request(app)
      .post('/leagues')
      .set(await asSuperAdmin(ownerId))
      .send({ name: 'Owner League', nbMaxTeams: 6, description: 'Made in the back office' });

    expect(res.status).toBe(201);
    const league = await League.findById(res.body.id);
    expect(league).toMatchObject({
      name: 'Owner League',
      nbMaxTeams: 6,
      description: 'Made in the back office',
      adminUserId: null,
    });
    expect(await Membership.countDocuments({ leagueId: league!._id })).toBe(0);
    expect(await FantasyTeam.countDocuments({ leagueId: league!._id })).toBe(0);
    expect(await SlotClaim.countDocuments({ leagueId: league!._id })).toBe(0);

    const playerId = newUserId();
    const joined = await request(app)
      .post(`/leagues/${res.body.id}/join`)
      .set(await asUser(playerId))
      .send({ teamName: 'First In', timezone: 'Europe/Budapest' });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ status: 'active', type: null });
  });

  it('when the owner sends team fields too, then no team is made and the owner is no member', async () => {
    const ownerId = newUserId();

    const res = await request(app)
      .post('/leagues')
      .set(await asSuperAdmin(ownerId))
      .send({ ...validLeague });

    expect(res.status).toBe(201);
    expect(await League.findById(res.body.id)).toMatchObject({ adminUserId: null });
    expect(await Membership.countDocuments({ userId: ownerId })).toBe(0);
    expect(await FantasyTeam.countDocuments()).toBe(0);
  });

  it('when the owner sends an empty form, then 400 with the league messages only (no team is asked for)', async () => {
    const res = await request(app)
      .post('/leagues')
      .set(await asSuperAdmin())
      .send({});

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'name', message: 'Please input league name' },
      { property: 'nbMaxTeams', message: 'Please select number of teams' },
    ]);
    expect(await League.countDocuments()).toBe(0);
  });
});

describe('POST /leagues (creation limit)', () => {
  const limited = () => buildLeaguesApp({ LEAGUES_CREATED_PER_USER: '2' });

  it('when a user has created as many leagues as allowed, then 429 saying so in their language and nothing is stored', async () => {
    const target = limited();
    const userId = newUserId();
    for (const name of ['First', 'Second']) {
      expect(
        (
          await request(target)
            .post('/leagues')
            .set(await asUser(userId))
            .send({ ...validLeague, name })
        ).status,
      ).toBe(201);
    }
    const before = await databaseState();

    const res = await request(target)
      .post('/leagues')
      .set(await asUser(userId))
      .send({ ...validLeague, name: 'Third' });
    const hu = await request(target)
      .post('/leagues')
      .set(await asUser(userId, 'hu'))
      .send({ ...validLeague, name: 'Third' });

    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({
      code: 'rate_limited',
      message: 'You can create at most 2 leagues in 24 hours. Please try again later.',
    });
    expect(hu.body.error.message).toBe('24 óra alatt legfeljebb 2 ligát hozhatsz létre. Kérjük, próbáld újra később.');
    expect(await databaseState()).toEqual(before);
    expect(await League.countDocuments({ adminUserId: userId })).toBe(2);
  });

  it('when one user has reached the limit, then another user still creates a league', async () => {
    const target = limited();
    const userId = newUserId();
    for (const name of ['First', 'Second'])
      await request(target)
        .post('/leagues')
        .set(await asUser(userId))
        .send({ ...validLeague, name });

    const res = await request(target)
      .post('/leagues')
      .set(await asUser(newUserId()))
      .send(validLeague);

    expect(res.status).toBe(201);
  });

  it('when a creation is refused after the limit was counted (an unknown logo), then it does not count', async () => {
    const target = buildLeaguesApp({ LEAGUES_CREATED_PER_USER: '1' });
    const userId = newUserId();
    const refused = await request(target)
      .post('/leagues')
      .set(await asUser(userId))
      .send({ ...validLeague, ownerLogo: newId() });
    expect(refused.status).toBe(400);

    const res = await request(target)
      .post('/leagues')
      .set(await asUser(userId))
      .send(validLeague);

    expect(res.status).toBe(201);
    expect(await League.countDocuments()).toBe(1);
  });

  it('when the SUPER_ADMIN creates more leagues than a user may, then every one is made', async () => {
    const target = limited();
    const ownerId = newUserId();

    const statuses = [];
    for (const name of ['One', 'Two', 'Three']) {
      statuses.push(
        (
          await request(target)
            .post('/leagues')
            .set(await asSuperAdmin(ownerId))
            .send({ name, nbMaxTeams: 6 })
        ).status,
      );
    }

    expect(statuses).toEqual([201, 201, 201]);
    expect(await League.countDocuments()).toBe(3);
  });

  it('when five creations by one user race past the limit, then at most two leagues are made', async () => {
    const target = limited();
    const h = await asUser(newUserId());

    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        request(target)
          .post('/leagues')
          .set(h)
          .send({ ...validLeague, name: `Racer ${n}` }),
      ),
    );

    const made = answers.filter((r) => r.status === 201).length;
    expect(made).toBeLessThanOrEqual(2);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5 - made);
    expect(await League.countDocuments()).toBe(made);
  });
});

describe('GET /leagues', () => {
  it('when a visitor lists leagues, then each row has slots counted from members and pending members, its admin and creation', async () => {
    const annaId = await createAccountsUser('Anna', 'Szabó');
    const { league: open } = await createLeague({ name: 'Open League', nbMaxTeams: 4, adminUserId: annaId });
    await addMember(open);
    await addMember(open, { status: 'pending' });
    const { league: full } = await createLeague({ name: 'Full League', nbMaxTeams: 4, adminUserId: null });
    for (let i = 0; i < 4; i++) await addMember(full);

    const res = await request(app)
      .get('/leagues')
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: open.id,
        name: 'Open League',
        status: 'Available',
        nbMaxTeams: 4,
        nbTeams: 2,
        nbAvailableSlots: 1,
        membershipStatus: null,
        adminUser: { id: annaId, name: 'Anna Szabó' },
        createdAt: open.createdAt.toISOString(),
        currentSeason: null,
      },
      {
        id: full.id,
        name: 'Full League',
        status: 'Full',
        nbMaxTeams: 4,
        nbTeams: 4,
        nbAvailableSlots: 0,
        membershipStatus: null,
        adminUser: null,
        createdAt: full.createdAt.toISOString(),
        currentSeason: null,
      },
    ]);
  });

  it('when a league\'s admin deleted their account, then the row names them "deleted user" in the caller\'s language', async () => {
    const goneId = await createAccountsUser('Gone', 'Person');
    await mongoose.connection
      .db!.collection('users')
      .updateOne(
        { _id: new mongoose.Types.ObjectId(goneId) },
        { $set: { firstName: null, lastName: null, deletedAt: new Date() } },
      );
    await createLeague({ adminUserId: goneId });
    await createLeague({ adminUserId: newUserId() });

    const english = await request(app)
      .get('/leagues')
      .set(await asVisitor());
    const hungarian = await request(app)
      .get('/leagues')
      .set(await asUser(newUserId(), 'hu'));

    expect(english.body.map((r: { adminUser: unknown }) => r.adminUser)).toEqual([
      { id: goneId, name: 'deleted user' },
      { id: expect.any(String), name: 'deleted user' },
    ]);
    expect(hungarian.body.map((r: { adminUser: { name: string } }) => r.adminUser.name)).toEqual([
      'törölt felhasználó',
      'törölt felhasználó',
    ]);
  });

  it('when accounts cannot be reached, then 503 rather than rows without names', async () => {
    await createLeague();
    const offline = buildLeaguesApp({ ACCOUNTS_URL: UNREACHABLE_URL });

    const res = await request(offline)
      .get('/leagues')
      .set(await asVisitor());

    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
  });

  it('when a league has a season in fantasy, then its row shows it and the others show none', async () => {
    const { league: drafting } = await createLeague({ name: 'Drafting' });
    await createLeague({ name: 'Quiet' });
    const season = await addLeagueSeason(drafting, {
      status: 'drafting',
      draftStartsAt: new Date('2031-09-06T16:00:00Z'),
      draftEndsAt: new Date('2031-09-06T20:00:00Z'),
    });

    const res = await request(app)
      .get('/leagues')
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body.map((r: { name: string; currentSeason: unknown }) => [r.name, r.currentSeason])).toEqual([
      [
        'Drafting',
        { id: season.id, status: 'drafting', draftStartsAt: '2031-09-06 16:00:00', draftEndsAt: '2031-09-06 20:00:00' },
      ],
      ['Quiet', null],
    ]);
  });

  it('when fantasy cannot be reached, then the leagues are listed anyway, without seasons', async () => {
    const { league } = await createLeague({ name: 'Drafting' });
    await addLeagueSeason(league, {
      status: 'pending',
      draftStartsAt: new Date('2031-09-06T16:00:00Z'),
      draftEndsAt: new Date('2031-09-06T20:00:00Z'),
    });
    const offline = buildLeaguesApp({ FANTASY_URL: UNREACHABLE_URL });

    const res = await request(offline)
      .get('/leagues')
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ id: league.id, name: 'Drafting', currentSeason: null })]);
  });

  it("when a user lists leagues, then each row carries the caller's own membership status", async () => {
    const userId = newUserId();
    const { league: mine } = await createLeague({ adminUserId: userId });
    const { league: asked } = await createLeague();
    await addMember(asked, { userId, status: 'pending' });
    const { league: other } = await createLeague();

    const res = await request(app)
      .get('/leagues')
      .set(await asUser(userId));

    expect(res.body.map((r: { id: string; membershipStatus: string | null }) => [r.id, r.membershipStatus])).toEqual([
      [mine.id, 'active'],
      [asked.id, 'pending'],
      [other.id, null],
    ]);
  });

  it('when searching by a term, then only names containing it come back, ignoring case', async () => {
    await createLeague({ name: 'Budapest Bulls' });
    await createLeague({ name: 'Győr Sharks' });
    await createLeague({ name: 'BULLS of Pécs' });

    const res = await request(app)
      .get('/leagues')
      .query({ term: 'bulls' })
      .set(await asVisitor());

    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['Budapest Bulls', 'BULLS of Pécs']);
  });

  it.each([
    ['gyor', ['Győr Sharks']],
    ['PECS', ['BULLS of Pécs']],
    ['alföld', ['Alfold Eagles']],
  ])('when searching "%s", then accents and case are ignored', async (term, expected) => {
    await createLeague({ name: 'Budapest Bulls' });
    await createLeague({ name: 'Győr Sharks' });
    await createLeague({ name: 'BULLS of Pécs' });
    await createLeague({ name: 'Alfold Eagles' });

    const res = await request(app)
      .get('/leagues')
      .query({ term })
      .set(await asVisitor());

    expect(res.body.map((r: { name: string }) => r.name)).toEqual(expected);
  });

  it('when a league is renamed, then the search finds the new name and not the old', async () => {
    const { league } = await createLeague({ name: 'Budapest Bulls' });
    await League.updateOne({ _id: league._id }, { $set: { name: 'Szeged Szélvész' } });

    const found = async (term: string) =>
      (
        await request(app)
          .get('/leagues')
          .query({ term })
          .set(await asVisitor())
      ).body.map((r: { name: string }) => r.name);

    expect(await found('szelvesz')).toEqual(['Szeged Szélvész']);
    expect(await found('bulls')).toEqual([]);
  });

  it('when leagues were stored before their folded name, then the backfill gives it to them once, and they are found', async () => {
    const { league } = await createLeague({ name: 'Régi Liga' });
    // As it was stored before the folded name.
    await League.collection.updateOne({ _id: league._id }, { $unset: { search: 1 } });

    expect(await backfillLeagueSearch()).toBe(1);
    expect(await backfillLeagueSearch()).toBe(0);
    const res = await request(app)
      .get('/leagues')
      .query({ term: 'regi' })
      .set(await asVisitor());
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['Régi Liga']);
  });

  it.each([['.*'], ['(a+)+$'], ['[']])(
    'when the term %j has regex characters, then it matches literally',
    async (term) => {
      await createLeague({ name: 'Plain League' });
      await createLeague({ name: `Odd ${term} League` });

      const res = await request(app)
        .get('/leagues')
        .query({ term })
        .set(await asVisitor());

      expect(res.status).toBe(200);
      expect(res.body.map((r: { name: string }) => r.name)).toEqual([`Odd ${term} League`]);
    },
  );

  it.each([
    ['a repeated term', 'term=a&term=b'],
    ['a term too long', `term=${'x'.repeat(101)}`],
  ])('when the query has %s, then 400', async (_label, query) => {
    const res = await request(app)
      .get(`/leagues?${query}`)
      .set(await asVisitor());

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when the query smuggles an operator key, then it is an unknown parameter and every league comes back', async () => {
    await createLeague({ name: 'One' });
    await createLeague({ name: 'Two' });

    const res = await request(app)
      .get('/leagues?term[$ne]=x')
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
  });
});

describe('GET /leagues, a page at a time', () => {
  /** `count` admin-less leagues named "League 001"…, oldest first. */
  async function manyLeagues(count: number): Promise<string[]> {
    const names = Array.from({ length: count }, (_, i) => `League ${String(i + 1).padStart(3, '0')}`);
    await League.insertMany(names.map((name) => ({ name, description: '', nbMaxTeams: 4, adminUserId: null })));
    return names;
  }

  it('when no limit is asked, then the first 100 leagues come back and X-Total-Count tells all of them', async () => {
    const names = await manyLeagues(101);

    const res = await request(app)
      .get('/leagues')
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('101');
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(names.slice(0, 100));
  });

  it('when paging by limit and offset, then the pages together hold every league once, in order', async () => {
    const names = await manyLeagues(7);

    const pages = [];
    for (const offset of [0, 3, 6, 9])
      pages.push(
        await request(app)
          .get('/leagues')
          .query({ limit: 3, offset })
          .set(await asVisitor()),
      );

    expect(pages.map((page) => page.body.length)).toEqual([3, 3, 1, 0]);
    expect(pages.map((page) => page.headers['x-total-count'])).toEqual(['7', '7', '7', '7']);
    expect(pages.flatMap((page) => page.body.map((r: { name: string }) => r.name))).toEqual(names);
  });

  it('when searching, then the total counts the matching leagues only', async () => {
    await manyLeagues(5);
    await createLeague({ name: 'Budapest Bulls' });

    const res = await request(app)
      .get('/leagues')
      .query({ term: 'bulls', limit: 1 })
      .set(await asVisitor());

    expect(res.headers['x-total-count']).toBe('1');
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['Budapest Bulls']);
  });

  it.each([
    ['limit', '101', 'The limit must be a whole number from 1 to 100'],
    ['limit', '0', 'The limit must be a whole number from 1 to 100'],
    ['limit', 'many', 'The limit must be a whole number from 1 to 100'],
    ['offset', '-1', 'The offset must be a whole number, at least 0'],
    ['offset', '1.5', 'The offset must be a whole number, at least 0'],
  ])('when the %s is %s, then 400 in the envelope with its message', async (property, value, message) => {
    const res = await request(app)
      .get(`/leagues?${property}=${value}`)
      .set(await asVisitor());

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Invalid data provided',
      violations: [{ property, message }],
    });
  });

  it('when a Hungarian asks for too many, then the message is Hungarian', async () => {
    const res = await request(app)
      .get('/leagues?limit=500')
      .set(await asUser(newUserId(), 'hu'));

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'limit', message: 'A darabszám 1 és 100 közötti egész szám lehet' },
    ]);
  });
});

describe('GET /leagues/:id', () => {
  it('when anyone asks for a league, then its details come back with the named admin, slides and no season yet', async () => {
    const adminUserId = await createAccountsUser('Anna', 'Szabó');
    const { league } = await createLeague({ name: 'Bulls', description: 'Hi', nbMaxTeams: 6, adminUserId });
    await addMember(league, { status: 'pending' });

    const res = await request(app)
      .get(`/leagues/${league.id}`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: league.id,
      name: 'Bulls',
      description: 'Hi',
      status: 'Available',
      nbMaxTeams: 6,
      nbTeams: 1,
      nbAvailableSlots: 4,
      membershipStatus: null,
      adminUser: { id: adminUserId, name: 'Anna Szabó' },
      createdAt: league.createdAt.toISOString(),
      slides: [],
      currentSeason: null,
    });
  });

  it("when the league's draft is scheduled, then the details show its current season", async () => {
    const { league } = await createLeague();
    const season = await addLeagueSeason(league, {
      status: 'pending',
      draftStartsAt: new Date('2031-09-06T16:00:00Z'),
      draftEndsAt: new Date('2031-09-06T19:00:00Z'),
    });

    const res = await request(app)
      .get(`/leagues/${league.id}`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body.currentSeason).toEqual({
      id: season.id,
      status: 'pending',
      draftStartsAt: '2031-09-06 16:00:00',
      draftEndsAt: '2031-09-06 19:00:00',
    });
  });

  it('when fantasy cannot be reached, then the details come anyway, without a season', async () => {
    const { league } = await createLeague({ name: 'Bulls' });
    await addLeagueSeason(league, {
      status: 'pending',
      draftStartsAt: new Date('2031-09-06T16:00:00Z'),
      draftEndsAt: new Date('2031-09-06T20:00:00Z'),
    });
    const offline = buildLeaguesApp({ FANTASY_URL: UNREACHABLE_URL });

    const res = await request(offline)
      .get(`/leagues/${league.id}`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: league.id, name: 'Bulls', currentSeason: null });
  });

  it.each([
    ['unknown', newId()],
    ['malformed', 'not-an-id'],
    ['an operator-looking', '{"$ne":null}'],
  ])('when the id is %s, then 404 in the envelope', async (_label, id) => {
    const res = await request(app)
      .get(`/leagues/${encodeURIComponent(id)}`)
      .set(await asVisitor());

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });
});

describe('POST /leagues/:id/update', () => {
  it('when the admin edits the league, then it is stored and the details come back', async () => {
    const { league, adminUserId } = await createLeague({ nbMaxTeams: 4 });

    const res = await request(app)
      .post(`/leagues/${league.id}/update`)
      .set(await asUser(adminUserId!))
      .send({ name: 'Renamed', nbMaxTeams: 10, description: 'New text' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', nbMaxTeams: 10, description: 'New text', nbAvailableSlots: 9 });
    expect(await League.findById(league.id)).toMatchObject({
      name: 'Renamed',
      nbMaxTeams: 10,
      description: 'New text',
    });
  });

  it('when the SUPER_ADMIN edits any league, then it is stored', async () => {
    const { league } = await createLeague();

    const res = await request(app)
      .post(`/leagues/${league.id}/update`)
      .set(await asSuperAdmin())
      .send({ name: 'Owner', nbMaxTeams: 4 });

    expect(res.status).toBe(200);
    expect((await League.findById(league.id))?.name).toBe('Owner');
  });

  it('when the size would drop below the slots held, then 409 and nothing changes', async () => {
    const { league, adminUserId } = await createLeague({ nbMaxTeams: 8 });
    for (let i = 0; i < 4; i++) await addMember(league);
    await addMember(league, { status: 'pending' });
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/update`)
      .set(await asUser(adminUserId!))
      .send({ name: 'X', nbMaxTeams: 4 });

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'The number of teams cannot be less than the number of members and pending members',
    );
    expect(await databaseState()).toEqual(before);
  });

  it('when a league shrinks, then slots above the new size move down and the league fills exactly', async () => {
    const { league, adminUserId } = await createLeague({ nbMaxTeams: 8 });
    const members = [];
    for (let i = 0; i < 7; i++) members.push(await addMember(league));
    // Free slots 1..5: the remaining claims are 0 (admin), 6 and 7.
    for (const m of members.slice(0, 5)) {
      await Membership.deleteOne({ _id: m._id });
      await SlotClaim.deleteMany({ membershipId: m._id });
    }

    const res = await request(app)
      .post(`/leagues/${league.id}/update`)
      .set(await asUser(adminUserId!))
      .send({ name: 'X', nbMaxTeams: 4 });

    expect(res.status).toBe(200);
    expect(res.body.nbAvailableSlots).toBe(1);
    const slots = (await SlotClaim.find({ leagueId: league._id })).map((c) => c.slot).sort();
    expect(slots).toHaveLength(3);
    expect(Math.max(...slots)).toBeLessThan(4);
  });

  it('when the payload is invalid, then 400 and nothing changes', async () => {
    const { league, adminUserId } = await createLeague();
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${league.id}/update`)
      .set(await asUser(adminUserId!))
      .send({ name: { $set: 'x' }, nbMaxTeams: '9' });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'name', message: 'Please input league name' },
      { property: 'nbMaxTeams', message: 'Please select number of teams' },
    ]);
    expect(await databaseState()).toEqual(before);
  });
});

describe('DELETE /leagues/:id', () => {
  it('when the admin deletes the league, then its memberships, slots and teams go with it and other leagues stay', async () => {
    const { league, adminUserId } = await createLeague();
    await addMember(league);
    await addMember(league, { status: 'pending' });
    const { league: other } = await createLeague();

    const res = await request(app)
      .delete(`/leagues/${league.id}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(204);
    expect(await League.findById(league.id)).toBeNull();
    for (const model of [Membership, SlotClaim, FantasyTeam] as const) {
      expect(await (model as typeof Membership).countDocuments({ leagueId: league._id })).toBe(0);
      expect(await (model as typeof Membership).countDocuments({ leagueId: other._id })).toBe(1);
    }
  });

  it('when a deletion stopped half-way, then deleting again finishes it', async () => {
    const { league, adminUserId } = await createLeague();
    await addMember(league);
    // As a deletion leaves the league when it stops after its first steps: the tombstone written, slots and teams gone.
    await markLeagueDeleted(league._id);
    await Promise.all([
      SlotClaim.deleteMany({ leagueId: league._id }),
      FantasyTeam.deleteMany({ leagueId: league._id }),
    ]);

    const res = await request(app)
      .delete(`/leagues/${league.id}`)
      .set(await asUser(adminUserId!));

    expect(res.status).toBe(204);
    expect(await League.findById(league.id)).toBeNull();
    expect(await Membership.countDocuments({ leagueId: league._id })).toBe(0);
  });
});
