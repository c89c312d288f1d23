import request from 'supertest';
import type { Express } from 'express';
import {
  DEMO_DELETED_USER_ID,
  DEMO_INVITE_LINK_LEAGUE_ID,
  DEMO_INVITE_LINK_TOKEN,
  DEMO_MIDSEASON_LEAGUE_ID,
  DEMO_PLAYER_IDS,
  DEMO_TEAM_LOGO_IDS,
  DRAFT_INTERNAL,
  fileUrl,
  type DemoPlayer,
  type LeagueDraftInfo,
} from '@hfl/contracts';
import { FantasyTeam } from './models/fantasy-team';
import { League, type LeagueDocument } from './models/league';
import { Membership } from './models/membership';
import { SlotClaim } from './models/slot-claim';
import { seed } from './seed';
import { asUser, asVisitor, createAccountsUser, databaseState, startLeaguesWithAccounts } from './testing/support';
import { clearTestDatabase, dropTestDatabase, internalHeaders } from '@hfl/kit/testing';

let app: Express;

/** Accounts' demo players (its seed's ids and names): the accounts service under test names the members from them. */
const DEMO_PLAYER_NAMES: Record<DemoPlayer, [string, string]> = {
  player: ['Levente', 'Horváth'],
  bence: ['Bence', 'Kovács'],
  dora: ['Dóra', 'Szalai'],
  gergo: ['Gergő', 'Tóth'],
  reka: ['Réka', 'Varga'],
  mate: ['Máté', 'Fekete'],
  zsofia: ['Zsófia', 'Balogh'],
};

beforeAll(async () => {
  ({ app } = await startLeaguesWithAccounts('leagues_seed'));
});

afterAll(dropTestDatabase);

/**
 * An empty database but for accounts' demo players, whom the demo leagues name (in the database the accounts service
 * under test reads). The peers started on this database stay, so it is emptied rather than replaced.
 */
async function emptyDatabaseWithDemoPlayers(): Promise<void> {
  await clearTestDatabase();
  for (const [player, [firstName, lastName]] of Object.entries(DEMO_PLAYER_NAMES)) {
    await createAccountsUser(firstName, lastName, DEMO_PLAYER_IDS[player as DemoPlayer]);
  }
}

const PLAYER = DEMO_PLAYER_IDS.player;
const logoUrl = (logo: keyof typeof DEMO_TEAM_LOGO_IDS) => fileUrl(DEMO_TEAM_LOGO_IDS[logo]);

async function leagueNamed(name: string): Promise<LeagueDocument> {
  return League.findOne({ name }).orFail();
}

async function counts() {
  return {
    leagues: await League.countDocuments(),
    members: await Membership.countDocuments({ status: 'active' }),
    requests: await Membership.countDocuments({ status: 'pending', type: 'REQUESTED' }),
    slots: await SlotClaim.countDocuments(),
    teams: await FantasyTeam.countDocuments(),
  };
}

/** The tests that only read what one run made share it. */
describe('leagues seed, run once on an empty database', () => {
  beforeAll(async () => {
    await emptyDatabaseWithDemoPlayers();
    await seed();
  });

  it('when run on an empty database, then four leagues hold their members, teams, the open request and a slot each', async () => {
    expect(await counts()).toEqual({ leagues: 4, members: 20, requests: 1, slots: 21, teams: 20 });
    const leagues = await League.find({}).sort({ createdAt: 1 });
    expect(leagues.map((l) => [l.name, l.nbMaxTeams, l.adminUserId])).toEqual([
      ['Pannon Bajnokság', 8, DEMO_PLAYER_IDS.bence],
      ['Duna Kupa', 4, PLAYER],
      ['Alföld Liga', 8, DEMO_PLAYER_IDS.reka],
      ['HFL Open', 6, null],
    ]);
    expect(leagues.every((l) => l.description.length > 0)).toBe(true);
    // Slots are 0, 1, 2… per league, one per membership; every member's team is theirs, in the same league.
    for (const league of leagues) {
      const memberships = await Membership.find({ leagueId: league._id }).sort({ createdAt: 1 });
      const claims = await SlotClaim.find({ leagueId: league._id }).sort({ slot: 1 });
      expect(claims.map((c) => c.slot)).toEqual(memberships.map((_, slot) => slot));
      expect(claims.map((c) => String(c.membershipId)).sort()).toEqual(memberships.map((m) => m.id as string).sort());
      for (const member of memberships.filter((m) => m.status === 'active')) {
        const team = await FantasyTeam.findById(member.teamId).orFail();
        expect([String(team.leagueId), team.userId]).toEqual([league.id, member.userId]);
      }
    }
  });

  describe('the seeded leagues through the app', () => {
    it("when a visitor opens the demo player's league, then it is full, run by the demo player", async () => {
      const duna = await leagueNamed('Duna Kupa');

      const res = await request(app)
        .get(`/leagues/${duna.id}`)
        .set(await asVisitor());

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: duna.id,
        name: 'Duna Kupa',
        status: 'Full',
        nbMaxTeams: 4,
        nbTeams: 4,
        nbAvailableSlots: 0,
        membershipStatus: null,
        adminUser: { id: PLAYER, name: 'Levente Horváth' },
        description: duna.description,
        slides: [],
      });
    });

    it('when the demo player lists the members of their league, then the four named players come back with teams and logos', async () => {
      const duna = await leagueNamed('Duna Kupa');

      const res = await request(app)
        .get(`/leagues/${duna.id}/members`)
        .set(await asUser(PLAYER));

      expect(res.status).toBe(200);
      expect(
        res.body.map((m: { name: string; role: string; team: { name: string; logoUrl: string } }) => [
          m.name,
          m.role,
          m.team.name,
          m.team.logoUrl,
        ]),
      ).toEqual([
        ['Levente Horváth', 'LEAGUE_ADMIN', 'Budai Bikák', logoUrl('red-pale')],
        ['Bence Kovács', 'LEAGUE_USER', 'Debreceni Darazsak', logoUrl('orange-bolt')],
        ['Dóra Szalai', 'LEAGUE_USER', 'Szegedi Szelek', logoUrl('teal-goal')],
        ['Gergő Tóth', 'LEAGUE_USER', 'Pécsi Párducok', logoUrl('black-cross')],
      ]);
    });

    it('when the demo player opens the bigger league, then their request is pending and its admin sees it among the pending members', async () => {
      const alfold = await leagueNamed('Alföld Liga');

      const details = await request(app)
        .get(`/leagues/${alfold.id}`)
        .set(await asUser(PLAYER));
      const pending = await request(app)
        .get(`/leagues/${alfold.id}/pending-members`)
        .set(await asUser(DEMO_PLAYER_IDS.reka));

      expect(details.status).toBe(200);
      expect(details.body).toMatchObject({
        status: 'Available',
        nbMaxTeams: 8,
        nbTeams: 3,
        nbAvailableSlots: 4,
        membershipStatus: 'pending',
        adminUser: { id: DEMO_PLAYER_IDS.reka, name: 'Réka Varga' },
      });
      expect(pending.status).toBe(200);
      expect(pending.body).toEqual([
        {
          id: expect.any(String),
          type: 'REQUESTED',
          displayName: 'Pesti Rakéták',
          user: { id: PLAYER, name: 'Levente Horváth' },
          createdAt: expect.any(String),
        },
      ]);
    });

    it("when a newcomer opens Alföld Liga's invite link, then the league shows and Réka reads the link back to copy it", async () => {
      const link = await request(app)
        .get(`/leagues/${DEMO_INVITE_LINK_LEAGUE_ID}/invite-link/${DEMO_INVITE_LINK_TOKEN}`)
        .set(await asVisitor());
      const admin = await request(app)
        .get(`/leagues/${DEMO_INVITE_LINK_LEAGUE_ID}/invite-link`)
        .set(await asUser(DEMO_PLAYER_IDS.reka));

      expect(link.status).toBe(200);
      expect(link.body.league).toMatchObject({ name: 'Alföld Liga', nbAvailableSlots: 4 });
      const days = (Date.parse(link.body.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(admin.body).toMatchObject({ token: DEMO_INVITE_LINK_TOKEN, expiresAt: link.body.expiresAt });
    });

    it("when the demo player opens the owner's league, then it has no admin, five members and the last slot to join directly", async () => {
      const open = await leagueNamed('HFL Open');

      const details = await request(app)
        .get(`/leagues/${open.id}`)
        .set(await asUser(PLAYER));
      const members = await request(app)
        .get(`/leagues/${open.id}/members`)
        .set(await asUser(DEMO_PLAYER_IDS.gergo));

      expect(details.body).toMatchObject({ adminUser: null, nbTeams: 5, nbAvailableSlots: 1, membershipStatus: null });
      expect(members.body.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
        ['Gergő Tóth', 'LEAGUE_USER'],
        ['Zsófia Balogh', 'LEAGUE_USER'],
        ['Bence Kovács', 'LEAGUE_USER'],
        ['Dóra Szalai', 'LEAGUE_USER'],
        ['Réka Varga', 'LEAGUE_USER'],
      ]);
    });

    it('when the demo player opens the league in mid-season, then it is full, run by Bence, and its eight teams include a "deleted user" one', async () => {
      const pannon = await League.findById(DEMO_MIDSEASON_LEAGUE_ID).orFail();

      const details = await request(app)
        .get(`/leagues/${pannon.id}`)
        .set(await asUser(PLAYER));
      const members = await request(app)
        .get(`/leagues/${pannon.id}/members`)
        .set(await asUser(PLAYER));
      const info = await request(app)
        .get(DRAFT_INTERNAL.leagueDraftInfo(pannon.id))
        .set(await internalHeaders({ service: 'fantasy' }));

      expect(details.status).toBe(200);
      expect(details.body).toMatchObject({
        name: 'Pannon Bajnokság',
        status: 'Full',
        nbMaxTeams: 8,
        nbTeams: 8,
        nbAvailableSlots: 0,
        membershipStatus: 'active',
        adminUser: { id: DEMO_PLAYER_IDS.bence, name: 'Bence Kovács' },
      });
      // Made about forty days ago, its members arriving one after another.
      expect(Date.now() - pannon.createdAt.getTime()).toBeGreaterThan(39 * 86_400_000);
      expect(members.status).toBe(200);
      expect(
        members.body.map((m: { name: string; role: string; team: { name: string; logoUrl: string } }) => [
          m.name,
          m.role,
          m.team.name,
          m.team.logoUrl,
        ]),
      ).toEqual([
        ['Bence Kovács', 'LEAGUE_ADMIN', 'Soproni Sasok', logoUrl('navy-chevron')],
        ['Levente Horváth', 'LEAGUE_USER', 'Kecskeméti Kosok', logoUrl('red-pale')],
        ['Dóra Szalai', 'LEAGUE_USER', 'Veszprémi Villámok', logoUrl('orange-bolt')],
        ['Gergő Tóth', 'LEAGUE_USER', 'Zalai Zsiványok', logoUrl('black-cross')],
        ['Réka Varga', 'LEAGUE_USER', 'Szombathelyi Szarvasok', logoUrl('green-star')],
        ['Máté Fekete', 'LEAGUE_USER', 'Tatabányai Titánok', logoUrl('brown-ball')],
        ['Zsófia Balogh', 'LEAGUE_USER', 'Kaposvári Kardok', logoUrl('purple-bend')],
        ['deleted user', 'LEAGUE_USER', 'Dunakeszi Délibábok', logoUrl('teal-goal')],
      ]);
      // The draft's view of the league: the same eight teams, the gone manager named as such.
      expect(info.status).toBe(200);
      const teams = (info.body as LeagueDraftInfo).teams;
      expect(teams).toHaveLength(8);
      expect(teams.find((team) => team.userId === DEMO_DELETED_USER_ID)).toMatchObject({
        name: 'Dunakeszi Délibábok',
        owners: { en: 'deleted user', hu: 'törölt felhasználó' },
      });
      expect(await FantasyTeam.findOne({ userId: DEMO_PLAYER_IDS.mate, leagueId: pannon._id }).orFail()).toMatchObject({
        timezone: 'Europe/London',
      });
    });
  });
});

/** A test that runs the seed a second time, after the admin's changes or none, needs a first run of its own. */
describe('leagues seed, each test on an empty database', () => {
  beforeEach(emptyDatabaseWithDemoPlayers);

  it('when run twice, then the second run adds and changes nothing', async () => {
    await seed();
    const first = await databaseState();

    await seed();

    expect(await databaseState()).toEqual(first);
  });

  it('when the admin deleted a demo league, then a new run does not bring it back', async () => {
    await seed();
    const duna = await leagueNamed('Duna Kupa');
    const deleted = await request(app)
      .delete(`/leagues/${duna.id}`)
      .set(await asUser(PLAYER));
    expect(deleted.status).toBe(204);
    const before = await databaseState();

    await seed();

    expect(await League.exists({ name: 'Duna Kupa' })).toBeNull();
    expect(await counts()).toEqual({ leagues: 3, members: 16, requests: 1, slots: 17, teams: 16 });
    expect(await databaseState()).toEqual(before);
  });

  it('when the admin edited a demo league and removed a member, then a new run leaves both changes alone', async () => {
    await seed();
    const duna = await leagueNamed('Duna Kupa');
    const edited = await request(app)
      .post(`/leagues/${duna.id}/update`)
      .set(await asUser(PLAYER))
      .send({ name: 'Duna Kupa 2026', nbMaxTeams: 6, description: 'Our league.' });
    expect(edited.status).toBe(200);
    const removed = await request(app)
      .delete(`/leagues/${duna.id}/members/${DEMO_PLAYER_IDS.bence}`)
      .set(await asUser(PLAYER));
    expect(removed.status).toBe(204);
    const before = await databaseState();

    await seed();

    expect(await databaseState()).toEqual(before);
    expect(await League.findById(duna._id).orFail()).toMatchObject({
      name: 'Duna Kupa 2026',
      nbMaxTeams: 6,
      description: 'Our league.',
    });
    expect(await Membership.exists({ leagueId: duna._id, userId: DEMO_PLAYER_IDS.bence })).toBeNull();
  });
});
