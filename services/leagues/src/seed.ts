import { Types } from 'mongoose';
import {
  DEMO_DELETED_USER_ID,
  DEMO_DRAFT_LEAGUE_ID,
  DEMO_INVITE_LINK_LEAGUE_ID,
  DEMO_INVITE_LINK_TOKEN,
  DEMO_INVITE_LINK_TTL_DAYS,
  DEMO_MIDSEASON_LEAGUE_ID,
  DEFAULT_TIMEZONE,
  DEMO_PLAYER_IDS,
  DEMO_TEAM_LOGO_IDS,
  type DemoPlayer,
  type DemoTeamLogo,
  type LeagueSize,
  type MembershipRole,
  type MembershipStatus,
  type MembershipType,
  type Timezone,
} from '@hfl/contracts';
import { loadSeedMarks } from '@hfl/kit/seed-marks';
import { FantasyTeam } from './models/fantasy-team';
import { InviteLink } from './models/invite-link';
import { League, type LeagueDocument } from './models/league';
import { Membership, userKey } from './models/membership';
import { claimSlot, SlotClaim } from './models/slot-claim';

interface DemoTeam {
  /** Its manager: a demo player, or `deleted`, someone whose account is gone (DEMO_DELETED_USER_ID). */
  player: DemoPlayer | 'deleted';
  name: string;
  logo: DemoTeamLogo;
  /** DEFAULT_TIMEZONE unless given. */
  timezone?: Timezone;
}

const managerId = (team: DemoTeam): string =>
  team.player === 'deleted' ? DEMO_DELETED_USER_ID : DEMO_PLAYER_IDS[team.player];

interface DemoLeague {
  /** The league's seed mark: once made, it is never made again (edited, deleted or not). */
  key: string;
  /** For a league another service's seed refers to (contracts' demo-data). */
  fixedId?: Types.ObjectId;
  name: string;
  description: string;
  nbMaxTeams: LeagueSize;
  /** How long before the first run the league was made, in days: lists show some history. */
  ageDays: number;
  /** Whether the first member made the league and runs it (see memberStanding); otherwise the owner made it. */
  administered: boolean;
  /** Active members with their teams, in the order they came in. */
  members: DemoTeam[];
  /** Pending requests to join, each holding a slot. */
  requests: DemoTeam[];
  /** Played in the demo real season (its draft done before it began): made only where that season is seeded. */
  midSeason?: boolean;
  /** Its admin shares an invite link (DEMO_INVITE_LINK_TOKEN), made once with the league. */
  inviteLink?: boolean;
}

/**
 * Accounts' demo players in four leagues: the demo player's full league, which they run; a bigger one run by someone
 * else, with open slots, an invite link its admin shares and the demo player's request waiting; one the owner made, which players join directly; and a
 * full league of eight in the middle of its season (fantasy's demo job plays its past draft), one of whose teams
 * belongs to someone who has deleted their account.
 */
const DEMO_LEAGUES: DemoLeague[] = [
  {
    key: 'duna-kupa',
    fixedId: new Types.ObjectId(DEMO_DRAFT_LEAGUE_ID),
    name: 'Duna Kupa',
    description:
      'Four friends, one trophy: the Danube Cup has been played since our university days. Full house again this ' +
      'season. The draft order follows last year’s standings in reverse, and the last-placed team buys the lángos.',
    nbMaxTeams: 4,
    ageDays: 21,
    administered: true,
    members: [
      { player: 'player', name: 'Budai Bikák', logo: 'red-pale' },
      { player: 'bence', name: 'Debreceni Darazsak', logo: 'orange-bolt' },
      { player: 'dora', name: 'Szegedi Szelek', logo: 'teal-goal' },
      { player: 'gergo', name: 'Pécsi Párducok', logo: 'black-cross' },
    ],
    requests: [],
  },
  {
    key: 'alfold-liga',
    fixedId: new Types.ObjectId(DEMO_INVITE_LINK_LEAGUE_ID),
    inviteLink: true,
    name: 'Alföld Liga',
    description:
      'An open league for NFL fans from the Great Plain and beyond. Half the slots are still free: send a request ' +
      'with your team name and the admin lets you in. Trades are welcome, trash talk in moderation.',
    nbMaxTeams: 8,
    ageDays: 12,
    administered: true,
    members: [
      { player: 'reka', name: 'Győri Griffek', logo: 'navy-chevron' },
      { player: 'mate', name: 'Miskolci Medvék', logo: 'brown-ball' },
      { player: 'zsofia', name: 'Egri Csillagok', logo: 'green-star' },
    ],
    requests: [{ player: 'player', name: 'Pesti Rakéták', logo: 'purple-bend' }],
  },
  {
    key: 'hfl-open',
    name: 'HFL Open',
    description:
      'The house league of Hungarian Fantasy League, run by the site itself. No admin, no requests: pick a team ' +
      'name and a logo and you are in. Six slots, first come, first served; the draft is scheduled as soon as the ' +
      'last one is taken, even in mid-season.',
    nbMaxTeams: 6,
    ageDays: 5,
    administered: false,
    members: [
      { player: 'gergo', name: 'Tiszai Tigrisek', logo: 'orange-bolt' },
      { player: 'zsofia', name: 'Balatoni Viharok', logo: 'teal-goal' },
      { player: 'bence', name: 'Hortobágyi Hősök', logo: 'brown-ball' },
      { player: 'dora', name: 'Mátrai Mackók', logo: 'green-star' },
      { player: 'reka', name: 'Bakonyi Betyárok', logo: 'black-cross' },
    ],
    requests: [],
  },
  {
    key: 'pannon-bajnoksag',
    fixedId: new Types.ObjectId(DEMO_MIDSEASON_LEAGUE_ID),
    midSeason: true,
    name: 'Pannon Bajnokság',
    description:
      'Eight teams from Sopron to Kaposvár. We drafted the evening before the season kicked off and the race is on: ' +
      'rosters open between rounds, so pick up free agents, cut who disappoints and trade one for one. Our old ' +
      'friend left the site, but his Délibábok play on.',
    nbMaxTeams: 8,
    ageDays: 40,
    administered: true,
    members: [
      { player: 'bence', name: 'Soproni Sasok', logo: 'navy-chevron' },
      { player: 'player', name: 'Kecskeméti Kosok', logo: 'red-pale' },
      { player: 'dora', name: 'Veszprémi Villámok', logo: 'orange-bolt' },
      { player: 'gergo', name: 'Zalai Zsiványok', logo: 'black-cross' },
      { player: 'reka', name: 'Szombathelyi Szarvasok', logo: 'green-star' },
      { player: 'mate', name: 'Tatabányai Titánok', logo: 'brown-ball', timezone: 'Europe/London' },
      { player: 'zsofia', name: 'Kaposvári Kardok', logo: 'purple-bend' },
      { player: 'deleted', name: 'Dunakeszi Délibábok', logo: 'teal-goal' },
    ],
    requests: [],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Between two arrivals in a league: members and requests come in one after another. */
const ARRIVAL_GAP_MS = 7 * 60 * 60 * 1000;

/** Where a demo membership stands; the rest follows from it. */
interface Standing {
  role: MembershipRole;
  status: MembershipStatus;
  type: MembershipType | null;
}

const REQUEST: Standing = { role: 'LEAGUE_USER', status: 'pending', type: 'REQUESTED' };

/**
 * The first member of an administered league made it and runs it; the others came in by request, accepted. In the
 * owner's league everyone joined directly.
 */
function memberStanding(demo: DemoLeague, index: number): Standing {
  if (!demo.administered) return { role: 'LEAGUE_USER', status: 'active', type: null };
  if (index === 0) return { role: 'LEAGUE_ADMIN', status: 'active', type: null };
  return { role: 'LEAGUE_USER', status: 'active', type: 'REQUESTED' };
}

/** The membership, its slot and (for a member) its team, as the endpoints leave them. */
async function addTeam(league: LeagueDocument, team: DemoTeam, standing: Standing, createdAt: Date): Promise<void> {
  const userId = managerId(team);
  const timezone = team.timezone ?? DEFAULT_TIMEZONE;
  const logoFileId = new Types.ObjectId(DEMO_TEAM_LOGO_IDS[team.logo]);
  // The creator named their team with the league: their membership carries no request (as POST /leagues leaves it).
  const creator = standing.role === 'LEAGUE_ADMIN';
  const membership = await Membership.create({
    leagueId: league._id,
    key: userKey(userId),
    userId,
    ...standing,
    displayName: creator ? null : team.name,
    request: creator ? undefined : { teamName: team.name, timezone, logoFileId },
    createdAt,
  });
  if (!(await claimSlot(league._id, membership._id, league.nbMaxTeams)))
    throw new Error(`demo league ${league.name} is full`);
  if (standing.status === 'pending') return;
  const fantasyTeam = await FantasyTeam.create({
    leagueId: league._id,
    userId,
    name: team.name,
    timezone,
    logoFileId,
    createdAt,
  });
  await Membership.updateOne({ _id: membership._id }, { $set: { teamId: fantasyTeam._id } });
}

async function createDemoLeague(leagueId: Types.ObjectId, demo: DemoLeague, now: number): Promise<void> {
  const createdAt = new Date(now - demo.ageDays * DAY_MS);
  const league = await League.create({
    _id: leagueId,
    name: demo.name,
    description: demo.description,
    nbMaxTeams: demo.nbMaxTeams,
    adminUserId: demo.administered ? managerId(demo.members[0]!) : null,
    createdAt,
  });
  const arrivals: [DemoTeam, Standing][] = [
    ...demo.members.map((team, index): [DemoTeam, Standing] => [team, memberStanding(demo, index)]),
    ...demo.requests.map((team): [DemoTeam, Standing] => [team, REQUEST]),
  ];
  for (const [index, [team, standing]] of arrivals.entries()) {
    await addTeam(league, team, standing, new Date(createdAt.getTime() + index * ARRIVAL_GAP_MS));
  }
  if (demo.inviteLink) {
    await InviteLink.create({
      _id: leagueId,
      token: DEMO_INVITE_LINK_TOKEN,
      createdBy: managerId(demo.members[0]!),
      createdAt: new Date(now),
      expiresAt: new Date(now + DEMO_INVITE_LINK_TTL_DAYS * DAY_MS),
    });
  }
}

/** Takes back what a failed first try wrote, so the rerun (under a new id) leaves no half-made league behind. */
async function removeDemoLeague(leagueId: Types.ObjectId): Promise<void> {
  await Promise.all([
    SlotClaim.deleteMany({ leagueId }),
    InviteLink.deleteOne({ _id: leagueId }),
    FantasyTeam.deleteMany({ leagueId }),
    Membership.deleteMany({ leagueId }),
    League.deleteOne({ _id: leagueId }),
  ]);
}

/**
 * The demo leagues on the current mongoose connection, for accounts' demo players (DEMO_PLAYER_IDS) with content's
 * pre-made logos (DEMO_TEAM_LOGO_IDS). Idempotent: each league is made whole once; a second run adds nothing, and a
 * league someone edited, emptied or deleted is left as it is, never brought back.
 */
export async function seed({ demo = true }: { demo?: boolean } = {}): Promise<void> {
  // Every league here is a demo league of demo players: production has none.
  if (!demo) return;
  const marks = await loadSeedMarks();
  const now = Date.now();
  // The browser tests' stack runs the owner's own season: a league drafted in the demo one would have no season there.
  const withDemoSeason = process.env.HFL_SEED_NO_DEMO_SEASON !== '1';
  for (const demo of DEMO_LEAGUES) {
    if (demo.midSeason && !withDemoSeason) continue;
    await marks.once(
      `league:${demo.key}`,
      async (leagueId) => {
        try {
          await createDemoLeague(leagueId, demo, now);
        } catch (error) {
          await removeDemoLeague(leagueId);
          throw error;
        }
      },
      demo.fixedId,
    );
  }
}
