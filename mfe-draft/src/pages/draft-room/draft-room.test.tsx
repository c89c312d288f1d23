import { act, screen, waitFor, within } from '@testing-library/react';
import { API, type DraftPickView, type DraftState, type SessionUser } from '@hfl/contracts';
import { consumeReturnRoute, createInjectableStore, type InjectableStore } from '@hfl/shared-ui';
import {
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import {
  LEAGUE_ID,
  MY_USER_ID,
  SEASON_ID,
  draftPoolAnswer,
  draftState,
  pickOf,
  playerId,
  turnOf,
} from '../../testing/draft-room-fixtures';
import { FakeDraftSocket } from '../../testing/fake-draft-socket';
import { createDraftSaga } from '../../draft/saga';
import { DRAFT_KEY } from '../../draft/slice';
import registration from '../../register';

const ROOM_PATH = `/leagues/${LEAGUE_ID}/draft`;

let server: ApiServer;
let draftReply: () => Reply;
let poolReply: () => Reply;
let socket: FakeDraftSocket;

const answerState = (state: DraftState): DraftState => ({ ...state, serverTime: new Date().toISOString() });

beforeEach(async () => {
  const state = draftState({ nbPicks: 2 });
  draftReply = () => ({ status: 200, body: answerState(state) });
  poolReply = () => ({ status: 200, body: draftPoolAnswer() });
  server = await startApiServer({
    [`GET ${API.draft(LEAGUE_ID)}`]: () => draftReply(),
    [`GET ${API.draftPool(LEAGUE_ID)}`]: () => poolReply(),
    [`POST ${API.draftPicks(LEAGUE_ID)}`]: (request) => {
      const { playerId: picked, pickNo } = request.body as { playerId: string; pickNo: number };
      const pick: DraftPickView = { ...pickOf(pickNo, 1), playerId: picked };
      return { status: 201, body: pick };
    },
    [`PUT ${API.draftQueue(LEAGUE_ID)}`]: (request) => ({ status: 200, body: request.body }),
  });
  // Already connected: the room joins at once and its answer is the state the API holds.
  socket = new FakeDraftSocket(() => ({ ok: true, state: draftReply().body as DraftState }));
  socket.connected = true;
});

afterEach(async () => {
  await server.close();
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(window, 'matchMedia');
});

/** The room as the shell renders it, with the page's saga talking to the fake socket. */
async function renderRoom(user: SessionUser = testUsers.player) {
  const store: InjectableStore = createInjectableStore();
  store.injectSaga(DRAFT_KEY, createDraftSaga({ connect: async () => socket }));
  return renderRemote(registration, { path: ROOM_PATH, user, apiBaseUrl: server.baseUrl, store });
}

const serveState = (state: DraftState) => {
  draftReply = () => ({ status: 200, body: answerState(state) });
};

const section = (name: string) => screen.getByRole('region', { name });
/** The list's row of a player (found by its name: role queries over the whole list are slow in jsdom). */
async function playerRow(name: string): Promise<HTMLElement> {
  const cell = await within(await screen.findByRole('region', { name: 'Available players' })).findByText(name, {
    selector: 'td strong',
  });
  return cell.closest('tr') as HTMLElement;
}
/** The player names the list shows, in order. */
const listedNames = (players: HTMLElement) =>
  Array.from(players.querySelectorAll('tbody tr'), (row) => row.querySelector('td strong')?.textContent);
/** What the room's one polite live region says. */
const liveRegion = () => {
  const regions = screen.getAllByRole('status').filter((region) => region.id === 'draft-live-region');
  expect(regions).toHaveLength(1);
  expect(regions[0]).toHaveAttribute('aria-live', 'polite');
  return regions[0]!;
};
/** A control's accessible name as a keyboard user hears it (its label, else its text). */
const nameOf = (element: Element | null) =>
  element?.getAttribute('aria-label') ?? element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** Presses Tab (and only Tab) until the control named `name` has focus: it is reachable from the keyboard. */
async function tabTo(user: { tab: () => Promise<void> }, name: string, maxTabs = 150): Promise<HTMLElement> {
  for (let i = 0; i < maxTabs; i += 1) {
    await user.tab();
    if (nameOf(document.activeElement) === name) return document.activeElement as HTMLElement;
  }
  throw new Error(`"${name}" was not reached with Tab`);
}
/** Makes the screen a phone's (390 px wide) for the room's media queries. */
function phoneScreen() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: /max-width:\s*640px/.test(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}
const sent = (method: string, path: string): RecordedRequest[] =>
  server.requests.filter((request) => request.method === method && request.path === path);
/**
 * A countdown that stood at `fullSeconds` when its state was built (at `since`) shows that, less at most the time
 * gone since, whole seconds either way: a loaded machine may take seconds to show it.
 */
function expectCountdown(timer: HTMLElement, fullSeconds: number, since: number) {
  const text = timer.textContent ?? '';
  expect(text).toMatch(/^(\d+:)?\d{2}:\d{2}$/);
  const shown = text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  expect(shown).toBeLessThanOrEqual(fullSeconds + 1);
  expect(shown).toBeGreaterThanOrEqual(fullSeconds - Math.ceil((Date.now() - since) / 1000) - 1);
}

describe('draft room page', () => {
  it('when the draft load is answered 403, then the path is remembered and the viewer is sent to /login', async () => {
    draftReply = () => ({
      status: 403,
      body: { error: { code: 'forbidden', message: 'You are not a member of this league' } },
    });

    const { router } = await renderRoom();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const { returnHash } = router.state.location.state as { returnHash: string };
    expect(consumeReturnRoute(returnHash)).toBe(ROOM_PATH);
    expect(socket.joins).toEqual([]);
  });

  it('when the league has no season, then "Cannot access draft" is shown and the viewer goes back to the league', async () => {
    draftReply = () => ({ status: 404, body: { error: { code: 'not_found', message: 'There is no active season' } } });

    const { router } = await renderRoom();

    const toast = await findToast('Cannot access draft');
    expect(toast).toHaveTextContent('There is no active season');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leagues/${LEAGUE_ID}`));
  });

  it('when the season is past its draft, then "Draft ended" is shown and the viewer goes back to the league', async () => {
    // A short draft (4 rounds), every pick made.
    serveState(draftState({ nbPicks: 16, nbRounds: 4, status: 'ongoing', current: null }));

    const { router } = await renderRoom();

    const toast = await findToast('Draft ended');
    expect(toast).toHaveTextContent('The draft has ended, good luck this season');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leagues/${LEAGUE_ID}`));
  });

  it('when my team is on the clock and I confirm a pick, then it is posted with the turn and announced', async () => {
    // Picks 1 and 2 are made: pick 3 is the third team's, mine.
    const { user } = await renderRoom();
    expect(await screen.findByText("It's your turn to pick!")).toBeInTheDocument();

    await user.click(within(await playerRow('Elemér Erdős')).getByRole('button', { name: 'Pick Elemér Erdős' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to draft Elemér Erdős?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const toast = await findToast('Pick successful');
    expect(toast).toHaveTextContent('You have successfully drafted Elemér Erdős (QB)');
    expect(sent('POST', API.draftPicks(LEAGUE_ID)).map((request) => request.body)).toEqual([
      { playerId: playerId(5), pickNo: 3 },
    ]);

    // The pick's event reaches the room: the player leaves the list and joins my team as its QB.
    const pick = { ...pickOf(3, 5) };
    act(() => {
      socket.push('draft/pickMade', {
        leagueId: LEAGUE_ID,
        seasonId: SEASON_ID,
        pick,
        current: turnOf(4, new Date(Date.now() + 60_000).toISOString()),
      });
    });
    await waitFor(() => expect(listedNames(section('Available players'))).not.toContain('Elemér Erdős'));
    expect(within(section('My team')).getAllByRole('row')[1]).toHaveTextContent(/QB\s*Elemér Erdős\s*Active\s*QB/);
  });

  it('when another team is on the clock, then the list is read-only for me: every Pick button is disabled', async () => {
    serveState(draftState({ nbPicks: 0 }));

    await renderRoom();

    const players = await screen.findByRole('region', { name: 'Available players' });
    await playerRow('Ádám Arany');
    expect(within(players).getByText('You can pick when your team is on the clock.')).toBeInTheDocument();
    const picks = within(players).getAllByRole('button', { name: /^Pick / });
    expect(picks).toHaveLength(16);
    for (const button of picks) expect(button).toBeDisabled();
    expect(screen.getByText('Budapest Bisons is on the clock')).toBeInTheDocument();
  });

  it('when I filter the available players, then only matching ones show, best-ranked first, without the drafted ones', async () => {
    const { user } = await renderRoom();
    await playerRow('Csaba Czakó');
    const players = section('Available players');
    const names = () => listedNames(players);
    // Players 1 and 2 are drafted.
    expect(names().slice(0, 3)).toEqual(['Csaba Czakó', 'Dániel Deák', 'Elemér Erdős']);

    await user.selectOptions(within(players).getByLabelText('Position'), 'WR');
    await user.click(within(players).getByRole('button', { name: 'Search' }));
    expect(names()).toEqual(['Csaba Czakó', 'Ferenc Fehér', 'János Jakab']);

    await user.selectOptions(within(players).getByLabelText('Team'), 'Győr Sharks');
    await user.click(within(players).getByRole('button', { name: 'Search' }));
    expect(names()).toEqual(['Ferenc Fehér']);

    await user.click(within(players).getByRole('button', { name: 'Reset' }));
    await user.type(within(players).getByLabelText('Player name'), 'defense');
    await user.click(within(players).getByRole('button', { name: 'Search' }));
    expect(names()).toEqual(['Wolves Defense', 'Sharks Defense']);

    // Accents and case ignored: "ERDOS" finds Erdős.
    await user.click(within(players).getByRole('button', { name: 'Reset' }));
    await user.type(within(players).getByLabelText('Player name'), 'ERDOS');
    await user.click(within(players).getByRole('button', { name: 'Search' }));
    expect(names()).toEqual(['Elemér Erdős']);
  });

  it('when a player is injured or inactive, then his row says so with an icon named in words, in English and Hungarian', async () => {
    const { i18n } = await renderRoom();

    const injured = await playerRow('Csaba Czakó');
    expect(within(injured).getByRole('img', { name: 'Injured' })).toBeInTheDocument();
    expect(within(await playerRow('István Illés')).getByRole('img', { name: 'Inactive' })).toBeInTheDocument();
    expect(within(await playerRow('Dániel Deák')).getByRole('img', { name: 'Active' })).toBeInTheDocument();

    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    expect(await within(injured).findByRole('img', { name: 'Sérült' })).toBeInTheDocument();
  });

  it('when the viewer has no team in the league (the owner), then the list has no actions', async () => {
    serveState({ ...draftState({ nbPicks: 0 }), myTeamId: null });

    await renderRoom(testUsers.owner);

    const players = await screen.findByRole('region', { name: 'Available players' });
    await playerRow('Ádám Arany');
    expect(within(players).queryByRole('button', { name: /^Pick / })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My team' })).not.toBeInTheDocument();
  });

  it('when picks are on the board, then each shows the player with position and status by round and team, automatic ones marked "Auto"', async () => {
    const state = draftState({ nbPicks: 14 });
    state.picks[12] = { ...state.picks[12]!, automatic: true };
    serveState(state);

    await renderRoom();

    const board = await screen.findByRole('region', { name: 'Picks' });
    const rows = await within(board).findAllByRole('row');
    // Header, then one row per round; round 4 runs back up the order: pick 13 is the fourth team's, 15 on the clock.
    expect(rows[0]).toHaveTextContent(/Round\s*Budapest Bisons\s*Pécs Panthers\s*Kata Kickers\s*Győr Giants/);
    expect(rows[1]).toHaveTextContent(/1\s*Ádám Arany\s*QB\s*Bence Bognár\s*RB\s*Csaba Czakó\s*WR\s*Dániel Deák\s*TE/);
    const round4 = within(rows[4]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(round4).toEqual(['4', '', 'On the clock', 'Sharks Defense DEF ', 'László Lakatos K Auto']);
    expect(within(board).getAllByText('Auto')).toHaveLength(1);
    // The status is the icon alone in a board's narrow cell, named in words.
    const round1 = within(rows[1]!).getAllByRole('cell');
    expect(within(round1[3]!).getByRole('img', { name: 'Injured' })).toBeInTheDocument();
    expect(within(round1[4]!).getByRole('img', { name: 'Active' })).toBeInTheDocument();
    expect(within(board).queryByText('Injured')).not.toBeInTheDocument();
  });

  it("when my team has drafted, then it is shown by roster slot with each player's status and the empty slots, the bench's six included", async () => {
    // My picks: 3 (Csaba, WR), 6 (Ferenc, WR), 11 (János, WR), 14 (Sharks Defense).
    serveState(draftState({ nbPicks: 14 }));

    await renderRoom();

    const team = await screen.findByRole('region', { name: 'My team' });
    const rows = (await within(team).findAllByRole('row')).slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      'QBEmpty',
      'RBEmpty',
      'TE/WRCsaba Czakó InjuredWR',
      'TE/WRFerenc Fehér ActiveWR',
      'FLEXJános Jakab ActiveWR',
      'KEmpty',
      'DEFSharks Defense ActiveDEF',
      'HCEmpty',
      ...Array.from({ length: 6 }, () => 'BenchEmpty'),
    ]);
  });

  it('when I queue players and reorder them, then each change is saved and the queue shows the order', async () => {
    const { user } = await renderRoom();

    await user.click(within(await playerRow('Gábor Gál')).getByRole('button', { name: 'Queue Gábor Gál' }));
    await waitFor(() => expect(sent('PUT', API.draftQueue(LEAGUE_ID))).toHaveLength(1));
    await user.click(within(await playerRow('Elemér Erdős')).getByRole('button', { name: 'Queue Elemér Erdős' }));
    await waitFor(() => expect(sent('PUT', API.draftQueue(LEAGUE_ID))).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Move Elemér Erdős up' }));

    await waitFor(() =>
      expect(sent('PUT', API.draftQueue(LEAGUE_ID)).map((request) => request.body)).toEqual([
        { playerIds: [playerId(7)] },
        { playerIds: [playerId(7), playerId(5)] },
        { playerIds: [playerId(5), playerId(7)] },
      ]),
    );
    const queue = within(section('My queue')).getAllByRole('listitem');
    // Each with his position and status.
    expect(queue.map((item) => item.firstChild?.textContent)).toEqual(['Elemér ErdősQBActive', 'Gábor GálKActive']);
    expect(within(await playerRow('Gábor Gál')).getByRole('button', { name: 'Queued Gábor Gál' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Remove Gábor Gál from the queue' }));
    await waitFor(() =>
      expect(sent('PUT', API.draftQueue(LEAGUE_ID)).at(-1)?.body).toEqual({ playerIds: [playerId(5)] }),
    );
  });

  it('when my team picks next, then an alert shows and, once allowed, a browser notification', async () => {
    const notifications: Array<{ title: string; body?: string }> = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = async () => {
        FakeNotification.permission = 'granted';
        return 'granted' as const;
      };
      constructor(title: string, options?: NotificationOptions) {
        notifications.push({ title, body: options?.body });
      }
    }
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
    // Pick 2 is on the clock (the second team); pick 3 is mine.
    serveState(draftState({ nbPicks: 1 }));

    const { user } = await renderRoom();

    expect(await screen.findByText("You're on deck: your team picks next!")).toBeInTheDocument();
    // Said once, by the room's live region (no alert of its own).
    expect(liveRegion()).toHaveTextContent("You're on deck: your team picks next.");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notifications).toEqual([]);
    await user.click(screen.getByRole('button', { name: "Notify me when I'm on deck" }));

    await waitFor(() =>
      expect(notifications).toEqual([{ title: "You're on deck", body: "You're on deck: your team picks next!" }]),
    );
    expect(screen.queryByRole('button', { name: "Notify me when I'm on deck" })).not.toBeInTheDocument();
  });

  it('when the room is live, then the indicator says so and the draft order shows who is in the room', async () => {
    await renderRoom();
    expect(await screen.findByText('Live')).toBeInTheDocument();

    act(() => {
      socket.push('draft/presence', { leagueId: LEAGUE_ID, userIds: [MY_USER_ID, 'u-anna'] });
    });

    const order = section('Draft order');
    await waitFor(() =>
      expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent('Budapest Bisons, in the room'),
    );
    const items = within(order).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Pécs Panthers, not in the room');
    expect(items[2]).toHaveTextContent('Kata Kickers, in the room, on the clock');
    expect(items[2]).toHaveAttribute('aria-current', 'true');
    expect(within(order).getByText('Round 1: first to last')).toBeInTheDocument();

    act(() => {
      socket.serverDrops();
    });
    expect(await screen.findByText('Reconnecting… refreshing every 4 s')).toBeInTheDocument();
  });

  it('when the draft is still pending, then the order to be and the countdown to the start show, and the start brings the live draft', async () => {
    const pendingSince = Date.now();
    const pending = draftState({
      status: 'pending',
      current: null,
      draftStartsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    serveState(pending);

    await renderRoom();

    expect(await screen.findByText('The draft has not started yet')).toBeInTheDocument();
    // An hour away, less the time the answer took to show (the countdown runs on the server's clock).
    expectCountdown(screen.getByRole('timer', { name: 'Time until the draft starts' }), 3600, pendingSince);
    expect(within(section('Draft order')).getAllByRole('listitem')).toHaveLength(4);

    const startedSince = Date.now();
    serveState(draftState({ nbPicks: 0 }));
    act(() => {
      socket.push('draft/started', { leagueId: LEAGUE_ID, seasonId: pending.seasonId });
    });

    expect(await screen.findByText('Budapest Bisons is on the clock')).toBeInTheDocument();
    expectCountdown(screen.getByRole('timer', { name: 'Time left' }), 60, startedSince);
  });

  describe('with the keyboard alone', () => {
    it('when I queue with Enter and Space and reorder with the arrows, then focus stays with the player and each result is announced', async () => {
      const { user } = await renderRoom();
      await playerRow('Gábor Gál');

      await tabTo(user, 'Queue Gábor Gál');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(liveRegion()).toHaveTextContent('Gábor Gál added to your queue, position 1 of 1.'));
      // Still focused, now saying it is queued (and doing nothing more).
      expect(nameOf(document.activeElement)).toBe('Queued Gábor Gál');
      await user.keyboard('{Enter}');

      await tabTo(user, 'Queue Elemér Erdős');
      await user.keyboard(' ');
      await waitFor(() => expect(liveRegion()).toHaveTextContent('Elemér Erdős added to your queue, position 2 of 2.'));

      await tabTo(user, 'Move Elemér Erdős up');
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(liveRegion()).toHaveTextContent('Elemér Erdős moved to position 1 of 2 in your queue.'),
      );
      // At the top "up" is disabled: focus went to the same player's "down".
      expect(nameOf(document.activeElement)).toBe('Move Elemér Erdős down');
      const order = () =>
        within(section('My queue'))
          .getAllByRole('listitem')
          .map((item) => item.firstChild?.textContent);
      expect(order()).toEqual(['Elemér ErdősQBActive', 'Gábor GálKActive']);

      await user.keyboard(' ');
      await waitFor(() => expect(order()).toEqual(['Gábor GálKActive', 'Elemér ErdősQBActive']));
      expect(nameOf(document.activeElement)).toBe('Move Elemér Erdős up');
      expect(liveRegion()).toHaveTextContent('Elemér Erdős moved to position 2 of 2 in your queue.');
      await waitFor(() =>
        expect(sent('PUT', API.draftQueue(LEAGUE_ID)).at(-1)?.body).toEqual({
          playerIds: [playerId(7), playerId(5)],
        }),
      );

      // Removing moves focus to the next player's remove button (here the one before), never to nowhere.
      await tabTo(user, 'Remove Elemér Erdős from the queue');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(liveRegion()).toHaveTextContent('Elemér Erdős removed from your queue.'));
      expect(nameOf(document.activeElement)).toBe('Remove Gábor Gál from the queue');
    });

    it('when I pick with Tab and Enter, then the confirmation takes focus and Enter drafts the player', async () => {
      const { user } = await renderRoom();
      await playerRow('Elemér Erdős');
      // The room says whose turn it is when I enter.
      await waitFor(() => expect(liveRegion()).toHaveTextContent("It's your turn to pick: round 1, pick 3."));

      await tabTo(user, 'Pick Elemér Erdős');
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog');
      await tabTo(user, 'Confirm', 5);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Enter}');

      await waitFor(() =>
        expect(sent('POST', API.draftPicks(LEAGUE_ID)).map((request) => request.body)).toEqual([
          { playerId: playerId(5), pickNo: 3 },
        ]),
      );
      // Focus goes on from the list, not from the top of the page.
      await findToast('Pick successful');
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Available players' })),
      );
    });
  });

  describe('the live region', () => {
    it('when another team picks and the turn comes to me, then the one polite region says the pick and my turn, in English and in Hungarian', async () => {
      serveState(draftState({ nbPicks: 1 }));
      const { i18n } = await renderRoom();
      await playerRow('Bence Bognár');
      await waitFor(() => expect(liveRegion()).toHaveTextContent("You're on deck: your team picks next."));

      act(() => {
        socket.push('draft/pickMade', {
          leagueId: LEAGUE_ID,
          seasonId: SEASON_ID,
          pick: pickOf(2, 2),
          current: turnOf(3, new Date(Date.now() + 60_000).toISOString()),
        });
      });

      await waitFor(() =>
        expect(liveRegion()).toHaveTextContent(
          "Pick 2: Pécs Panthers drafted Bence Bognár (RB). It's your turn to pick: round 1, pick 3.",
        ),
      );
      await act(async () => {
        await i18n.changeLanguage('hu');
      });
      expect(liveRegion()).toHaveTextContent(
        '2. választás: Pécs Panthers választotta Bence Bognár játékost (RB). Te következel, válassz: 1. kör, 3. választás.',
      );
    });
  });

  it('when the board shows, then each team has its empty starting slots as its positional needs', async () => {
    // My picks: 3 (Csaba, WR), 6 (Ferenc, WR), 11 (János, WR), 14 (Sharks Defense).
    serveState(draftState({ nbPicks: 14 }));

    await renderRoom();

    const needs = await screen.findByRole('region', { name: 'Positional needs' });
    const rows = within(needs)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
    // Snake order: Bisons QB DEF HC; Panthers RB K RB (the second in FLEX); Kickers WR WR WR DEF; Giants TE QB TE K.
    expect(rows).toEqual([
      ['Budapest Bisons', 'RBTE/WRTE/WRFLEXK'],
      ['Pécs Panthers', 'QBTE/WRTE/WRDEFHC'],
      ['Kata Kickers', 'QBRBKHC'],
      ['Győr Giants', 'RBFLEXDEFHC'],
    ]);
  });

  it('when the owner uploaded a photo, then it shows at 40 px with its alt text, otherwise a silhouette that says so', async () => {
    const pool = draftPoolAnswer();
    pool.players = pool.players.map((player, index) =>
      index === 2 ? { ...player, photoUrl: '/api/files/67f000000000000000000001' } : player,
    );
    poolReply = () => ({ status: 200, body: pool });

    await renderRoom();

    const row = await playerRow('Csaba Czakó');
    const photo = within(row).getByRole('img', { name: 'Photo of Csaba Czakó' });
    expect(photo).toHaveAttribute('src', '/api/files/67f000000000000000000001');
    expect(within(await playerRow('Dániel Deák')).getByRole('img', { name: 'No photo of Dániel Deák' })).toBeVisible();
  });

  it('when the screen is a phone, then the clock stays on top and the sections are tabs: Players with Pick and Queue, then Queue, My team and Board', async () => {
    phoneScreen();
    const { user } = await renderRoom();

    expect(await screen.findByText("It's your turn to pick!")).toBeInTheDocument();
    const tabs = within(await screen.findByRole('tablist', { name: 'Draft room sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Players', 'Queue', 'My team', 'Board']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const row = await playerRow('Elemér Erdős');
    // One column for the player (rank, name, position, status, team, last season's points) beside the actions.
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
    expect(row).toHaveTextContent('5.Elemér ErdősQBActiveGyőr Sharks · 250.00');
    expect(within(row).getByRole('button', { name: 'Pick Elemér Erdős' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Picks' })).not.toBeInTheDocument();
    // The filters are folded away until asked for.
    const filters = screen.getByText('Filter players').closest('details')!;
    expect(filters).not.toHaveAttribute('open');
    await user.click(screen.getByText('Filter players'));
    expect(filters).toHaveAttribute('open');

    await tabTo(user, 'Players');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(await screen.findByRole('region', { name: 'My queue' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Queue' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(await screen.findByRole('region', { name: 'Picks' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Positional needs' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Available players' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('region', { name: 'My team' })).toBeInTheDocument();
  });
});
