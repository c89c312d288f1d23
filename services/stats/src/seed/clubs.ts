import { Types } from 'mongoose';
import {
  DEMO_REAL_TEAM_IDS,
  PLAYER_BOUNDS,
  POSITIONS,
  type DemoRealTeam,
  type PlayerStatus,
  type Position,
  createRandom,
  type Random,
} from '@hfl/contracts';

/**
 * The demo real league's clubs and their players. The clubs are the eight of the 2018 HFL season (public names);
 * every player is invented: names are drawn from common Hungarian first and last names, and no birth date, measure
 * or note belongs to a real person. Built by a seeded generator, so every fresh database gets the same league; only
 * birth dates follow the day of the run, so ages stay as drawn.
 */

export interface DemoClub {
  key: DemoRealTeam;
  id: Types.ObjectId;
  name: string;
  /** Depth chart order within each position: the first of a position is the starter, never injured or inactive. */
  players: DemoPlayerDoc[];
}

export interface DemoPlayerDoc {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  name: string;
  position: Position;
  birthDate: string | null;
  height: number | null;
  weight: number | null;
  jerseyNumber: number | null;
  status: PlayerStatus;
  analysis: string;
  photoFileId: null;
  createdAt: Date;
}

/** In playoff seeding order (the demo schedule's semifinals pair them 1–4 and 2–3). */
const CLUB_NAMES: Record<DemoRealTeam, string> = {
  'budapest-wolves': 'Budapest Wolves',
  'fehervar-enthroners': 'Fehérvár Enthroners',
  'budapest-cowbells': 'Budapest Cowbells',
  'gyor-sharks': 'Győr Sharks',
  'miskolc-steelers': 'Miskolc Steelers',
  'budapest-eagles': 'Budapest Eagles',
  'dunaujvaros-gorillaz': 'Dunaújváros Gorillaz',
  'nyiregyhaza-tigers': 'Nyíregyháza Tigers',
};

/** A 40-strong squad: a typical HFL roster's skill players, kickers, the defence unit and the head coach. */
const SQUAD: Readonly<Record<Position, number>> = { QB: 4, RB: 10, WR: 14, TE: 7, K: 3, DEF: 1, HC: 1 };

const FIRST_NAMES = [
  'Ádám',
  'András',
  'Áron',
  'Attila',
  'Balázs',
  'Barnabás',
  'Bence',
  'Benedek',
  'Botond',
  'Csaba',
  'Dániel',
  'Dávid',
  'Dominik',
  'Gábor',
  'Gergely',
  'Gergő',
  'Imre',
  'István',
  'János',
  'József',
  'Kristóf',
  'Krisztián',
  'László',
  'Levente',
  'Márk',
  'Márton',
  'Máté',
  'Mátyás',
  'Miklós',
  'Milán',
  'Norbert',
  'Olivér',
  'Patrik',
  'Richárd',
  'Roland',
  'Sándor',
  'Szabolcs',
  'Tamás',
  'Tibor',
  'Tivadar',
  'Viktor',
  'Vilmos',
  'Zalán',
  'Zoltán',
  'Zsolt',
  'Ákos',
  'Bálint',
  'Ferenc',
  'Győző',
  'Kornél',
];

const LAST_NAMES = [
  'Nagy',
  'Kovács',
  'Tóth',
  'Szabó',
  'Horváth',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
  'Balogh',
  'Papp',
  'Takács',
  'Juhász',
  'Lakatos',
  'Oláh',
  'Simon',
  'Rácz',
  'Fekete',
  'Szilágyi',
  'Török',
  'Fehér',
  'Gál',
  'Szűcs',
  'Kocsis',
  'Pintér',
  'Fodor',
  'Sipos',
  'Magyar',
  'Lukács',
  'Gulyás',
  'Bíró',
  'Király',
  'Katona',
  'Jakab',
  'Sándor',
  'Boros',
  'Fazekas',
  'Kelemen',
  'Antal',
  'Orosz',
  'Somogyi',
  'Fülöp',
  'Veres',
  'Vincze',
  'Hegedűs',
  'Deák',
  'Bálint',
  'Illés',
  'Vörös',
  'Vass',
  'Bognár',
  'Lengyel',
  'Fábián',
  'Bodnár',
  'Szőke',
  'Hajdu',
  'Halász',
  'Major',
  'Csonka',
  'Erdős',
];

/** Height and weight ranges (cm, kg) that look like the position; all inside the spec's bounds. */
const BUILD: Readonly<Partial<Record<Position, { height: [number, number]; weight: [number, number] }>>> = {
  QB: { height: [180, 198], weight: [84, 104] },
  RB: { height: [170, 188], weight: [80, 102] },
  WR: { height: [173, 195], weight: [72, 95] },
  TE: { height: [188, 201], weight: [100, 122] },
  K: { height: [172, 190], weight: [72, 92] },
};

/** Customary jersey ranges; a player takes any free number once his are used up. */
const JERSEY_RANGES: Readonly<Partial<Record<Position, [number, number][]>>> = {
  QB: [[1, 19]],
  K: [[1, 19]],
  WR: [
    [10, 19],
    [80, 89],
  ],
  RB: [[20, 49]],
  TE: [
    [80, 89],
    [40, 49],
  ],
};

const PLAYER_AGES: [number, number] = [19, 38];
const COACH_AGES: [number, number] = [34, 62];

/** Short, neutral scouting notes; some players get one. */
const ANALYSIS: Readonly<Record<Position, readonly string[]>> = {
  QB: [
    'Reads the defence quickly before the snap and rarely forces a throw into coverage.',
    'A mobile passer who extends plays with his legs when the pocket breaks down.',
    'Strong arm on the deep ball; still working on touch on the short routes.',
  ],
  RB: [
    'A one-cut runner who falls forward after contact.',
    'Reliable in pass protection and a safe outlet on third down.',
    'Quick to the edge, at his best on outside zone runs.',
  ],
  WR: [
    'Runs precise routes and has dependable hands over the middle.',
    'A deep threat who makes defences respect the long ball.',
    'Comfortable in the slot; gains most of his yards after the catch.',
  ],
  TE: [
    'A solid in-line blocker who also finds the soft spots in zone coverage.',
    'Big target in the red zone, hard to cover one-on-one.',
  ],
  K: [
    'Consistent from inside 40 yards; kickoffs regularly reach the end zone.',
    'Strong leg, accuracy from long range still varies from week to week.',
  ],
  DEF: [
    'A disciplined unit that limits big plays and tackles well in space.',
    'An aggressive front that lives in the opponent’s backfield; the secondary is young.',
    'Physical at the line of scrimmage and opportunistic with turnovers.',
  ],
  HC: [
    'Favours a balanced offence and a patient, physical style of play.',
    'Known for creative play-calling and careful game preparation.',
    'A former player of the club who has built the squad around young Hungarian talent.',
  ],
};
const ANALYSIS_SHARE = 0.3;

const DAY_MS = 86_400_000;
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Fixed ids too: a rerun after a failed first try, or another service's demo data, finds the same players. */
const playerId = (club: number, index: number) => new Types.ObjectId(`68f1c2${pad(club, 2)}${pad(index, 16)}`);

/** A birth date that makes the person `age` on `today`: the last birthday fell 1–360 days ago. */
function birthDateAt(random: Random, today: Date, [minAge, maxAge]: [number, number]): string {
  const age = random.int(minAge, maxAge);
  const birthday = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  return isoDay(birthday - random.int(1, 360) * DAY_MS);
}

function uniqueName(random: Random, taken: Set<string>): string {
  for (;;) {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function jerseyNumber(random: Random, position: Position, taken: Set<number>): number {
  const free = (ranges: readonly [number, number][]) =>
    ranges
      .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
      .filter((n) => !taken.has(n));
  const { min, max } = PLAYER_BOUNDS.jerseyNumber;
  const preferred = free(JERSEY_RANGES[position] ?? []);
  const number = random.pick(preferred.length > 0 ? preferred : free([[min, max]]));
  taken.add(number);
  return number;
}

/** Starters and the DEF/HC entries always play; a few backups are injured or inactive. */
function playerStatus(random: Random, position: Position, depth: number): PlayerStatus {
  if (depth === 0 || position === 'DEF' || position === 'HC') return 'active';
  return random.weighted<PlayerStatus>([
    ['active', 89],
    ['injured', 7],
    ['inactive', 4],
  ]);
}

/** What the players of one club share while it is drawn. */
interface ClubDraw {
  random: Random;
  today: Date;
  teamId: Types.ObjectId;
  clubName: string;
  jerseys: Set<number>;
  /** Across the whole league: no two demo players share a name. */
  names: Set<string>;
}

function buildPlayer(draw: ClubDraw, position: Position, depth: number): Omit<DemoPlayerDoc, '_id'> {
  const { random, today, teamId } = draw;
  const status = playerStatus(random, position, depth);
  const notes = ANALYSIS[position];
  const analysis = position === 'DEF' || position === 'HC' || random.chance(ANALYSIS_SHARE) ? random.pick(notes) : '';
  const base = { teamId, position, status, analysis, photoFileId: null, createdAt: today };
  if (position === 'DEF') {
    return {
      ...base,
      name: `${draw.clubName} Defense`,
      birthDate: null,
      height: null,
      weight: null,
      jerseyNumber: null,
    };
  }
  const name = uniqueName(random, draw.names);
  if (position === 'HC') {
    return {
      ...base,
      name,
      birthDate: birthDateAt(random, today, COACH_AGES),
      height: null,
      weight: null,
      jerseyNumber: null,
    };
  }
  const build = BUILD[position]!;
  return {
    ...base,
    name,
    birthDate: birthDateAt(random, today, PLAYER_AGES),
    height: random.int(...build.height),
    weight: random.int(...build.weight),
    jerseyNumber: jerseyNumber(random, position, draw.jerseys),
  };
}

/**
 * The news after the played rounds: Dunaújváros Gorillaz's starting running back was hurt in round 3. The seasons are
 * built with him playing (the clubs as drawn); he is stored injured. In the mid-season demo league he starts for the
 * demo player (fantasy's demo test checks it), whose /team then shows an injury and the bench running back to switch in.
 */
const INJURED_AFTER_ROUND_3: { club: DemoRealTeam; position: Position } = {
  club: 'dunaujvaros-gorillaz',
  position: 'RB',
};

/** A club's players as stored today: as drawn, but for the injury news above. */
export function storedSquad(club: DemoClub): DemoPlayerDoc[] {
  if (club.key !== INJURED_AFTER_ROUND_3.club) return club.players;
  const starter = club.players.find((player) => player.position === INJURED_AFTER_ROUND_3.position);
  return club.players.map((player) => (player === starter ? { ...player, status: 'injured' } : player));
}

/**
 * The eight clubs with 40 players each, positions in POSITIONS order and each position's depth chart in order. The
 * players are whole documents, every field of the model set: the seed inserts them without mongoose's defaults.
 */
export function buildDemoClubs(today: Date): DemoClub[] {
  const random = createRandom('hfl-demo-clubs');
  const names = new Set<string>();
  return (Object.keys(CLUB_NAMES) as DemoRealTeam[]).map((key, clubIndex) => {
    const id = new Types.ObjectId(DEMO_REAL_TEAM_IDS[key]);
    const draw: ClubDraw = { random, today, teamId: id, clubName: CLUB_NAMES[key], jerseys: new Set(), names };
    const players: DemoPlayerDoc[] = [];
    for (const position of POSITIONS) {
      for (let depth = 0; depth < SQUAD[position]; depth++) {
        players.push({ _id: playerId(clubIndex + 1, players.length + 1), ...buildPlayer(draw, position, depth) });
      }
    }
    return { key, id, name: CLUB_NAMES[key], players };
  });
}
