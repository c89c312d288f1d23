import {
  API,
  chooseAutomaticPick,
  type AvailablePlayersResponse,
  type DraftJoinAnswer,
  type DraftPickView,
  type DraftState,
  type OpenLeagueDraft,
  type Position,
  type ServerToClientEvents,
} from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from '@hfl/kit';
import { testSecret, allowTestTime, testTime } from '@hfl/kit/testing';
import { DraftPick } from '@hfl/fantasy/models/draft-pick';
import { OWNER, startStack, type Stack } from './testing/stack';
import { openSocket as openSocketAt, type ClientSocket } from './testing/sockets';
import type { Browser } from './testing/browser';

/**
 * The BFF's draft rooms against the real services and fantasy's worker: leagues, the real season and each draft are
 * made through the APIs (the owner's real league and season in stats, a league the members join, the draft added by
 * the owner); the draft starts at once and turns last 600 s (fantasy's test-only timing), so only these picks happen.
 */

allowTestTime(60_000);

type EventPayload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

const PLAYER_PASSWORD = 'HflPlayer2026!';
/** Demo players the accounts seed makes: four managers and one outsider. */
const MANAGERS = [
  'player@hfl.local',
  'bence.kovacs@hfl.local',
  'dora.szalai@hfl.local',
  'gergo.toth@hfl.local',
] as const;
const OUTSIDER = 'reka.varga@hfl.local';
const LEAGUE_SIZE = 4;
const SQUAD: readonly Position[] = ['QB', 'RB', 'WR', 'WR', 'TE', 'K', 'DEF', 'HC'];

interface Person {
  browser: Browser;
  id: string;
}

let stack: Stack;
let owner: Browser;
let ownerId: string;
let managers: Person[];
let outsider: Person;
/** The draft day: tomorrow (UTC), inside the real season's draft window. */
let draftDay: string;
const sockets: ClientSocket[] = [];
let leagueCount = 0;

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function expectStatus<T>(call: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const res = await call;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

async function signedIn(email: string): Promise<Person> {
  const browser = stack.browser();
  const user = await browser.signIn(email, email === OWNER.email ? OWNER.password : PLAYER_PASSWORD);
  return { browser, id: user.id };
}

/** The owner's real league: four clubs with a squad each, and a season whose draft window is tomorrow. */
async function createRealSeason(): Promise<void> {
  // Clubs and their squads are made side by side: one at a time, a loaded CI machine took over a minute.
  const clubs = await Promise.all(
    Array.from({ length: LEAGUE_SIZE }, async (_, index) => {
      const c = index + 1;
      const club = await expectStatus(owner.post<{ id: string }>(API.realTeams, { name: `Draft Club ${c}` }), 201);
      await Promise.all(
        SQUAD.map((position, i) => {
          const person = position !== 'DEF' && position !== 'HC';
          return expectStatus(
            owner.post(API.players, {
              teamId: club.id,
              name: `Club ${c} ${position} ${i}`,
              position,
              birthDate: position === 'DEF' ? null : '1996-04-04',
              ...(person ? { height: 185, weight: 95, jerseyNumber: 10 + i } : {}),
            }),
            201,
          );
        }),
      );
      return club.id;
    }),
  );
  const [a, b, c, d] = clubs as [string, string, string, string];
  const seasonStart = isoDay(2);
  await expectStatus(
    owner.post(API.seasons, {
      draftWindow: { startDate: `${draftDay} 10:00:00`, endDate: `${draftDay} 20:00:00` },
      startsAt: seasonStart,
      endsAt: isoDay(90),
      nbPlayoffWeeks: 1,
      nbMaxFantasyTeams: LEAGUE_SIZE,
      games: [
        { team1: a, team2: b, week: 1, date: isoDay(10) },
        { team1: c, team2: d, week: 1, date: isoDay(10) },
        { team1: a, team2: c, week: 2, date: isoDay(17) },
        { team1: b, team2: d, week: 2, date: isoDay(17) },
      ],
    }),
    201,
  );
}

beforeAll(async () => {
  stack = await startStack(
    'bff_draft',
    {},
    {
      fantasyEnv: { DRAFT_TEST_START_AFTER_SECONDS: '0', DRAFT_TEST_TURN_SECONDS: '600' },
      draftWorker: true,
    },
  );
  draftDay = isoDay(1);
  let ownerPerson: Person;
  [ownerPerson, outsider, managers] = await Promise.all([
    signedIn(OWNER.email),
    signedIn(OUTSIDER),
    Promise.all(MANAGERS.map(signedIn)),
  ]);
  ({ browser: owner, id: ownerId } = ownerPerson);
  await createRealSeason();
}, testTime(60_000));

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await stack.stop();
});

/**
 * A full league of the four managers whose draft is live: the owner's league has no admin, so they join directly, and
 * its draft is scheduled as it fills, at the time the owner planned.
 */
async function draftingLeague(): Promise<string> {
  const { id } = await expectStatus(
    owner.post<{ id: string }>(API.leagues, { name: `Draft Room ${++leagueCount}`, nbMaxTeams: LEAGUE_SIZE }),
    201,
  );
  await expectStatus(
    owner.post<OpenLeagueDraft>(API.leagueDraftPlan(id), {
      draftStartsAt: `${draftDay} 10:00:00`,
      draftEndsAt: `${draftDay} 14:00:00`,
    }),
    200,
  );
  for (const [i, manager] of managers.entries()) {
    await expectStatus(
      manager.browser.post(API.joinLeague(id), {
        teamName: `Team ${leagueCount}-${i + 1}`,
        timezone: 'Europe/Budapest',
      }),
      201,
    );
  }
  // Reading the plan schedules the draft if the league's word that it filled was lost.
  const plan = await expectStatus(owner.get<OpenLeagueDraft>(API.leagueDraftPlan(id)), 200);
  expect(plan.season).not.toBeNull();
  // The worker starts it (the test timing puts the start right away) within its one-second scan.
  for (let i = 0; i < 100; i++) {
    const state = await owner.get<DraftState>(API.draft(id));
    if (state.body.status === 'drafting') return id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the draft of league ${id} did not start`);
}

const openSocket = (browser: Browser, options: { reconnect?: boolean } = {}): Promise<ClientSocket> =>
  openSocketAt(stack.bffUrl, { browser, reconnect: options.reconnect, opened: sockets });

function join(socket: ClientSocket, payload: unknown): Promise<DraftJoinAnswer> {
  return new Promise((resolve) => socket.emit('draft/join', payload as { leagueId: string }, resolve));
}

async function joined(person: Person, leagueId: string): Promise<ClientSocket> {
  const socket = await openSocket(person.browser);
  const answer = await join(socket, { leagueId });
  if (!answer.ok) throw new Error(`join refused: ${JSON.stringify(answer)}`);
  return socket;
}

/**
 * Resolves with the first `event` that satisfies `accept`, or rejects after `timeoutMs`. The wait starts before the
 * call that causes the event (a pick through the BFF and fantasy), which a busy machine serves many times slower.
 */
function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  accept: (payload: EventPayload<E>) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<EventPayload<E>> {
  return new Promise((resolve, reject) => {
    const listener = ((payload: EventPayload<E>) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}

/** Every `event` the socket hears from now on. */
function recorder<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E): EventPayload<E>[] {
  const heard: EventPayload<E>[] = [];
  socket.on(event, ((payload: EventPayload<E>) => heard.push(payload)) as never);
  return heard;
}

const presenceOf = (leagueId: string, userIds: string[]) => (payload: EventPayload<'draft/presence'>) =>
  payload.leagueId === leagueId && JSON.stringify(payload.userIds) === JSON.stringify([...userIds].sort());

/** Reads a draft path as `person` (the owner when null): through the BFF, or straight from fantasy while the BFF is down. */
type Read = <T>(path: string, person: Person | null) => Promise<T>;

const throughBff: Read = (path, person) => expectStatus((person?.browser ?? owner).get(path), 200);

/** A call to fantasy carrying the identity the BFF would sign for `person` (the owner when null). */
async function atFantasy(path: string, person: Person | null, init: RequestInit = {}): Promise<Response> {
  const identity = person
    ? { userId: person.id, roles: ['USER' as const] }
    : { userId: ownerId, roles: ['SUPER_ADMIN' as const] };
  const token = await signInternalToken({ ...identity, locale: 'en' }, testSecret(), 'fantasy');
  return fetch(new URL(path.replace(/^\/api/, ''), stack.services.fantasy.url), {
    ...init,
    headers: { [INTERNAL_TOKEN_HEADER]: token, 'content-type': 'application/json' },
  });
}

const fromFantasy: Read = async (path, person) => {
  const res = await atFantasy(path, person);
  if (res.status !== 200) throw new Error(`GET ${path} at fantasy: ${res.status} ${await res.text()}`);
  return res.json();
};

/** The pick the manager on the clock would make: their best-ranked legal player. Returns who picks and the body. */
async function nextPick(
  leagueId: string,
  read: Read,
): Promise<{ manager: Person; body: { playerId: string; pickNo: number } }> {
  const state = await read<DraftState>(API.draft(leagueId), null);
  const current = state.current!;
  const teamUser = state.teams.find((t) => t.id === current.teamId)!.userId;
  const manager = managers.find((m) => m.id === teamUser)!;
  const pool = await read<AvailablePlayersResponse>(API.draftPool(leagueId), manager);
  const positions = new Map(pool.players.map((p) => [p.id, p.position]));
  const choice = chooseAutomaticPick({
    ranked: pool.players,
    taken: new Set(state.picks.map((p) => p.playerId)),
    queue: [],
    teamPositions: state.picks.filter((p) => p.teamId === current.teamId).map((p) => positions.get(p.playerId)!),
  });
  return { manager, body: { playerId: choice!.id, pickNo: current.pickNo } };
}

/** The manager on the clock picks through the BFF, as the room does. */
async function pickThroughBff(leagueId: string): Promise<DraftPickView> {
  const { manager, body } = await nextPick(leagueId, throughBff);
  return expectStatus(manager.browser.post<DraftPickView>(API.draftPicks(leagueId), body), 201);
}

/** The same pick sent straight to fantasy: what reaches it while the BFF is down (another BFF instance, say). */
async function pickAtFantasy(leagueId: string): Promise<DraftPickView> {
  const { manager, body } = await nextPick(leagueId, fromFantasy);
  const res = await atFantasy(API.draftPicks(leagueId), manager, { method: 'POST', body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`pick at fantasy: ${res.status} ${await res.text()}`);
  return (await res.json()) as DraftPickView;
}

const storedPicks = async (seasonId: string) =>
  (await DraftPick.find({ leagueSeasonId: seasonId }).sort({ pickNo: 1 }).lean()).map((p) => ({
    pickNo: p.pickNo,
    playerId: p.playerId,
  }));

describe('draft/join', () => {
  it('when a member joins a live draft, then the ack carries the draft state as that member reads it', async () => {
    const leagueId = await draftingLeague();
    const [member] = managers as [Person];
    const socket = await openSocket(member.browser);

    const answer = await join(socket, { leagueId });

    expect(answer.ok).toBe(true);
    const { state } = answer as Extract<DraftJoinAnswer, { ok: true }>;
    const read = await expectStatus(member.browser.get<DraftState>(API.draft(leagueId)), 200);
    expect({ ...state, serverTime: undefined }).toEqual({ ...read, serverTime: undefined });
    expect(state).toMatchObject({ leagueId, status: 'drafting', nbTeams: LEAGUE_SIZE, picks: [], turnSeconds: 600 });
    expect(state.current).toMatchObject({ pickNo: 1, round: 1 });
    expect(state.teams.find((t) => t.id === state.myTeamId)?.userId).toBe(member.id);
  });

  it('when a member switches language after the socket connected, then the next join reads the room in it', async () => {
    const leagueId = await draftingLeague();
    const member = managers[0]!;
    const socket = await openSocket(member.browser);
    const ownerOf = (answer: DraftJoinAnswer) =>
      (answer as Extract<DraftJoinAnswer, { ok: true }>).state.teams.find((t) => t.userId === member.id)?.owner;

    const before = await join(socket, { leagueId });
    try {
      await expectStatus(member.browser.post(API.userLocale('me', 'hu')), 200);
      const after = await join(socket, { leagueId });

      expect(ownerOf(before)).toBe('Levente Horváth');
      expect(ownerOf(after)).toBe('Horváth Levente');
    } finally {
      await expectStatus(member.browser.post(API.userLocale('me', 'en')), 200);
    }
  });

  it('when someone without a team in the league joins, then 403 and the room does not reach them', async () => {
    const leagueId = await draftingLeague();
    const socket = await openSocket(outsider.browser);

    const answer = await join(socket, { leagueId });

    // The outsider's account speaks Hungarian: the answer is in the user's language, like any API error.
    expect(answer).toEqual({
      ok: false,
      status: 403,
      error: { code: 'not_allowed', message: 'Ehhez nincs jogosultságod' },
    });
    const heard = recorder(socket, 'draft/pickMade');
    const member = await joined(managers[0]!, leagueId);
    const reached = nextEvent(member, 'draft/pickMade');
    await pickThroughBff(leagueId);
    await reached;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });

  it.each([
    ['not an id', 'not-a-league'],
    ['an operator', { $gt: '' }],
    ['an unknown league', '0123456789abcdef01234567'],
  ])('when the league id is %s, then 404', async (_what, leagueId) => {
    const socket = await openSocket(managers[0]!.browser);

    const answer = await join(socket, { leagueId });

    expect(answer).toMatchObject({ ok: false, status: 404, error: { code: 'not_found' } });
  });
});

describe('draft/pickMade', () => {
  it('when the manager on the clock picks, then every socket in that draft room hears it and no other socket does', async () => {
    const leagueId = await draftingLeague();
    const otherLeagueId = await draftingLeague();
    const inRoom = await Promise.all(managers.slice(0, 3).map((m) => joined(m, leagueId)));
    const notJoined = await openSocket(managers[3]!.browser);
    const otherRoom = await joined(managers[3]!, otherLeagueId);
    const strays = [recorder(notJoined, 'draft/pickMade'), recorder(otherRoom, 'draft/pickMade')];
    const heard = inRoom.map((socket) => nextEvent(socket, 'draft/pickMade'));

    const pick = await pickThroughBff(leagueId);

    const events = await Promise.all(heard);
    const state = await expectStatus(owner.get<DraftState>(API.draft(leagueId)), 200);
    for (const event of events)
      expect(event).toEqual({ leagueId, seasonId: state.seasonId, pick, current: state.current });
    expect(state.current?.pickNo).toBe(2);
    expect(await storedPicks(state.seasonId)).toEqual([{ pickNo: 1, playerId: pick.playerId }]);
    // The other room's next pick arriving there shows anything for it would have arrived by now.
    const otherHeard = nextEvent(otherRoom, 'draft/pickMade');
    await pickThroughBff(otherLeagueId);
    await otherHeard;
    expect(strays[0]).toEqual([]);
    expect(strays[1]!.map((e) => e.leagueId)).toEqual([otherLeagueId]);
  });
});

describe('draft/presence', () => {
  it('when members enter and leave the room, then everyone in it hears who is there', async () => {
    const leagueId = await draftingLeague();
    const [a, b, c] = managers as [Person, Person, Person];
    const first = await openSocket(a.browser);
    const alone = nextEvent(first, 'draft/presence', presenceOf(leagueId, [a.id]));
    await join(first, { leagueId });
    await alone;

    const second = await openSocket(b.browser);
    const both = [first, second].map((s) => nextEvent(s, 'draft/presence', presenceOf(leagueId, [a.id, b.id])));
    await join(second, { leagueId });
    await Promise.all(both);

    // A second tab of the same user is one person.
    const secondTab = await openSocket(b.browser);
    const stillTwo = nextEvent(first, 'draft/presence');
    await join(secondTab, { leagueId });
    expect((await stillTwo).userIds).toEqual([a.id, b.id].sort());

    const third = await openSocket(c.browser);
    await join(third, { leagueId });
    const afterLeave = nextEvent(first, 'draft/presence', presenceOf(leagueId, [a.id, b.id]));
    third.emit('draft/leave', { leagueId });
    await afterLeave;

    secondTab.disconnect();
    expect((await nextEvent(first, 'draft/presence')).userIds).toEqual([a.id, b.id].sort());
    const afterDisconnect = nextEvent(first, 'draft/presence', presenceOf(leagueId, [a.id]));
    second.disconnect();
    await afterDisconnect;
  });
});

describe('a BFF restart mid-draft', () => {
  it('when the BFF restarts while picks are made, then a room that reconnects and joins again has every pick and hears the next', async () => {
    const leagueId = await draftingLeague();
    const [a, b] = managers as [Person, Person];
    const rooms = await Promise.all([a, b].map((person) => openSocket(person.browser, { reconnect: true })));
    // What the draft room does: enter on every (re)connection, keep the latest state from the ack.
    const latest = new Map<ClientSocket, DraftState>();
    const rejoined = rooms.map(
      (socket) =>
        new Promise<DraftState>((resolve) => {
          let connections = 0;
          const enter = async () => {
            const answer = await join(socket, { leagueId });
            if (!answer.ok) throw new Error(`join refused: ${JSON.stringify(answer)}`);
            latest.set(socket, answer.state);
            if (++connections === 2) resolve(answer.state);
          };
          socket.on('connect', () => void enter());
          void enter();
        }),
    );
    await Promise.all(rooms.map((socket) => nextEvent(socket, 'draft/presence', presenceOf(leagueId, [a.id, b.id]))));
    const first = await pickThroughBff(leagueId);
    const meanwhile: DraftPickView[] = [];

    await stack.restartBff(async () => {
      meanwhile.push(await pickAtFantasy(leagueId), await pickAtFantasy(leagueId));
    });

    const states = await Promise.all(rejoined);
    const seasonId = states[0]!.seasonId;
    for (const state of states) {
      expect(state.picks).toEqual([first, ...meanwhile]);
      expect(state.current?.pickNo).toBe(4);
    }
    expect(await storedPicks(seasonId)).toEqual(
      [first, ...meanwhile].map(({ pickNo, playerId }) => ({ pickNo, playerId })),
    );
    const heard = rooms.map((socket) => nextEvent(socket, 'draft/pickMade'));
    const next = await pickThroughBff(leagueId);
    for (const event of await Promise.all(heard)) expect(event.pick).toEqual(next);
  });
});

describe('a member removed mid-draft', () => {
  it('when the league removes a member during the draft, then their sockets leave the room and hear no more picks, the others hear who is left and the next pick, and their join is refused', async () => {
    const leagueId = await draftingLeague();
    // Not the manager on the clock: the next pick is made by a manager who stays.
    const state = await throughBff<DraftState>(API.draft(leagueId), null);
    const onTheClock = state.teams.find((t) => t.id === state.current!.teamId)!.userId;
    const [removed, stays] = managers.filter((m) => m.id !== onTheClock) as [Person, Person];
    const [removedTab, removedOtherTab, staying] = await Promise.all([
      joined(removed, leagueId),
      joined(removed, leagueId),
      joined(stays, leagueId),
    ]);
    const heardByRemoved = [recorder(removedTab, 'draft/pickMade'), recorder(removedOtherTab, 'draft/pickMade')];
    const whoIsLeft = nextEvent(staying, 'draft/presence', presenceOf(leagueId, [stays.id]));

    await expectStatus(owner.request('DELETE', API.leagueMember(leagueId, removed.id)), 204);

    await whoIsLeft;
    const reached = nextEvent(staying, 'draft/pickMade');
    const pick = await pickThroughBff(leagueId);
    expect((await reached).pick).toEqual(pick);
    // The staying socket heard the pick: anything for the removed tabs would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByRemoved).toEqual([[], []]);
    expect(await join(removedTab, { leagueId })).toMatchObject({
      ok: false,
      status: 403,
      error: { code: 'not_allowed' },
    });
  });
});
