import { act, screen, waitFor, within } from '@testing-library/react';
import type { Season } from '@hfl/contracts';
import {
  startApiServer,
  type ApiServer,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import { FINISHED_SEASON_ID, SEASON_ID, finishedSeason, listItemOf, seasonOf } from '../../testing/season-fixtures';
import registration from '../../register';

describe('owner seasons page', () => {
  let server: ApiServer;
  let current: Season | null;
  let actionReply: Reply;

  beforeEach(async () => {
    current = seasonOf();
    actionReply = { status: 200 };
    const lifecycle = () => (actionReply.status < 300 ? { status: 200, body: current } : actionReply);
    server = await startApiServer({
      'GET /api/settings': () => ({ status: 200, body: { timezone: 'America/New_York' } }),
      'GET /api/seasons/current': () =>
        current
          ? { status: 200, body: current }
          : { status: 404, body: { error: { code: 'not_found', message: 'There is no active season' } } },
      'GET /api/seasons': () => ({
        status: 200,
        body: [...(current ? [listItemOf(current)] : []), listItemOf(finishedSeason())],
      }),
      'POST /api/seasons/current/start-week': lifecycle,
      'POST /api/seasons/current/weeks/current/freeze': lifecycle,
      'POST /api/seasons/current/weeks/2/finish': lifecycle,
      'POST /api/seasons/current/weeks/3/finish': lifecycle,
      'POST /api/seasons/current/weeks/4/finish': lifecycle,
      'POST /api/seasons/current/finish': lifecycle,
      'POST /api/seasons/current/recalculate': lifecycle,
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/owner/seasons', user: testUsers.owner, apiBaseUrl: server.baseUrl });

  const activeSection = async () =>
    (await screen.findByRole('heading', { level: 2, name: /^Active season/ })).closest('section')!;
  const fact = (section: HTMLElement, term: string) =>
    within(section).getByText(term, { selector: 'dt' }).nextElementSibling;
  const lifecycleButtons = async () => {
    await activeSection();
    const group = screen.queryByRole('group', { name: 'Season lifecycle' });
    return group
      ? within(group)
          .getAllByRole('button')
          .map((button) => button.textContent)
      : [];
  };
  const posts = () => server.requests.filter((request) => request.method === 'POST');
  const currentLoads = () =>
    server.requests.filter((request) => request.method === 'GET' && request.path === '/api/seasons/current');

  it('when a season is active, then its status, dates, draft window in the owner timezone, week and rounds show', async () => {
    await open();

    const section = await activeSection();
    expect(within(section).getByRole('heading', { name: 'Active season: 2031' })).toBeInTheDocument();
    expect(fact(section, 'Status')).toHaveTextContent('Ongoing');
    expect(fact(section, 'Dates')).toHaveTextContent('05/04/2031 – 26/04/2031');
    // 17:00 UTC is 13:00 in New York (daylight saving time from 9 March 2031).
    await waitFor(() => expect(fact(section, 'Draft window')).toHaveTextContent('20/03/2031 13:00 – 22/03/2031 13:00'));
    expect(fact(section, 'Current week')).toHaveTextContent('3 / 4');
    expect(fact(section, 'Active round')).toHaveTextContent('3');
    expect(fact(section, 'Frozen rounds')).toHaveTextContent('2');
    expect(fact(section, 'Playoff weeks')).toHaveTextContent('1');
    expect(fact(section, 'Max Fantasy Teams')).toHaveTextContent('4');
  });

  it('when a season is active, then Edit season and Edit schedule link to their pages', async () => {
    await open();

    const section = await activeSection();
    expect(within(section).getByRole('link', { name: 'Edit season' })).toHaveAttribute(
      'href',
      `/owner/seasons/${SEASON_ID}`,
    );
    expect(within(section).getByRole('link', { name: 'Edit schedule' })).toHaveAttribute(
      'href',
      '/owner/season/edit-schedule',
    );
    expect(screen.queryByRole('link', { name: 'Add season' })).not.toBeInTheDocument();
  });

  it.each<[string, Partial<Season>, string[]]>([
    [
      'drafting, nothing played',
      { status: 'drafting', currentWeek: 0, isWeekActive: false, frozenWeeks: [] },
      ['Start round 1'],
    ],
    [
      'round 3 active, round 2 frozen',
      { currentWeek: 3, isWeekActive: true, frozenWeeks: [2] },
      ['Freeze round', 'Lock round 2', 'Lock round 3', 'Recalculate points'],
    ],
    [
      'round 3 frozen, none active',
      { currentWeek: 3, isWeekActive: false, frozenWeeks: [3] },
      ['Start round 4', 'Lock round 3', 'Recalculate points'],
    ],
    [
      'the last round active',
      { currentWeek: 4, isWeekActive: true, frozenWeeks: [] },
      ['Lock round 4', 'Recalculate points'],
    ],
    [
      'the last round locked',
      { currentWeek: 4, isWeekActive: false, frozenWeeks: [] },
      ['Finish season', 'Recalculate points'],
    ],
    [
      'the service allows nothing',
      { actions: { startWeek: false, freezeWeek: false, lockWeeks: [], finish: false, recalculate: false } },
      [],
    ],
  ])('when the season is %s, then exactly the allowed lifecycle buttons show', async (_state, overrides, expected) => {
    current = seasonOf(overrides);
    await open();

    expect(await lifecycleButtons()).toEqual(expected);
  });

  it.each<[string, Partial<Season>, string, string, string]>([
    [
      'Start round 4',
      { currentWeek: 3, isWeekActive: false, frozenWeeks: [3] },
      'Are you sure you want to start round 4?',
      '/api/seasons/current/start-week',
      'Round 4 was successfully started',
    ],
    [
      'Freeze round',
      {},
      'Are you sure you want to freeze round 3? Its statistics stay editable until it is locked.',
      '/api/seasons/current/weeks/current/freeze',
      'Round 3 was successfully frozen',
    ],
    [
      'Lock round 2',
      {},
      'Are you sure you want to lock round 2? Its points are calculated and its statistics close.',
      '/api/seasons/current/weeks/2/finish',
      "Round 2 was successfully locked. The leagues' results are being computed: each league's page shows when they are in.",
    ],
    [
      'Finish season',
      { currentWeek: 4, isWeekActive: false, frozenWeeks: [] },
      'Are you sure you want to finish the season 2031?',
      '/api/seasons/current/finish',
      'Season 2031 was successfully finished',
    ],
    [
      'Recalculate points',
      {},
      'Are you sure you want to recalculate the points of every player this season with the current score configuration?',
      '/api/seasons/current/recalculate',
      'Points were successfully recalculated',
    ],
  ])(
    'when "%s" is confirmed, then it is posted, the success toast shows and the season reloads',
    async (label, overrides, question, path, done) => {
      current = seasonOf(overrides);
      const view = await open();
      await lifecycleButtons();

      await view.user.click(screen.getByRole('button', { name: label }));
      const dialog = await screen.findByRole('dialog', { name: label });
      expect(dialog).toHaveTextContent(question);
      await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      expect(await findToast('Success')).toHaveTextContent(done);
      const sent = posts();
      expect(sent.map((request) => request.path)).toEqual([path]);
      expect(sent[0]?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
      await waitFor(() => expect(currentLoads()).toHaveLength(2));
    },
  );

  it('when the service answers a new state after an action, then the page shows it', async () => {
    const view = await open();
    await lifecycleButtons();
    current = seasonOf({ currentWeek: 3, isWeekActive: false, frozenWeeks: [2, 3] });

    await view.user.click(screen.getByRole('button', { name: 'Freeze round' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    const section = await activeSection();
    await waitFor(() => expect(fact(section, 'Frozen rounds')).toHaveTextContent('2, 3'));
    expect(fact(section, 'Active round')).toHaveTextContent('None');
    expect(await lifecycleButtons()).toEqual(['Start round 4', 'Lock round 2', 'Lock round 3', 'Recalculate points']);
  });

  it('when round 3 is frozen and none is on, then each lifecycle button says what it does, with its round, before any confirmation', async () => {
    current = seasonOf({ currentWeek: 3, isWeekActive: false, frozenWeeks: [3] });
    await open();
    await lifecycleButtons();

    expect(screen.getByRole('button', { name: 'Start round 4' })).toHaveAccessibleDescription(
      'Starting round 4 locks every roster until the round is frozen or locked: the lineups as they stand now score for it.',
    );
    expect(screen.getByRole('button', { name: 'Lock round 3' })).toHaveAccessibleDescription(
      "Locking round 3 closes its statistics and makes its points and the leagues' results final; rosters reopen if it was still on.",
    );
    expect(screen.getByRole('button', { name: 'Recalculate points' })).toHaveAccessibleDescription(
      /^Recalculating scores every statistic of the season again with the current score configuration/,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the last round is locked, then Finish season says it closes every roster for good', async () => {
    current = seasonOf({ currentWeek: 4, isWeekActive: false, frozenWeeks: [] });
    await open();
    await lifecycleButtons();

    expect(screen.getByRole('button', { name: 'Finish season' })).toHaveAccessibleDescription(
      'Finishing the season closes every roster for good and makes way for a new season; it cannot be undone.',
    );
  });

  it.each<[string, Partial<Season>, Array<[string, string]>]>([
    [
      'drafting',
      { status: 'drafting', currentWeek: 0, isWeekActive: false, frozenWeeks: [] },
      [
        [
          '1. forduló indítása',
          'Az 1. forduló indítása minden keretet zárol, amíg a fordulót be nem fagyasztod vagy le nem zárod: a most érvényes kezdőcsapatok szereznek pontot benne.',
        ],
      ],
    ],
    [
      'round 3 on, round 2 frozen',
      { currentWeek: 3, isWeekActive: true, frozenWeeks: [2] },
      [
        [
          'Forduló befagyasztása',
          'A 3. forduló befagyasztása újra megnyitja a kereteket, és indítható a következő forduló; a statisztikái a lezárásig szerkeszthetők maradnak.',
        ],
        [
          '2. forduló lezárása',
          'A 2. forduló lezárása lezárja a statisztikáit, és véglegesíti a pontjait meg a ligák eredményeit; ha még zajlott, a keretek újra megnyílnak.',
        ],
      ],
    ],
  ])(
    'when the season is %s and the page is in Hungarian, then the explanations read in Hungarian with the right article',
    async (_state, overrides, expected) => {
      current = seasonOf(overrides);
      const view = await open();
      await lifecycleButtons();
      await act(() => view.i18n.changeLanguage('hu'));

      for (const [label, explanation] of expected) {
        expect(await screen.findByRole('button', { name: label })).toHaveAccessibleDescription(explanation);
      }
    },
  );

  it('when a confirmation is cancelled, then nothing is posted', async () => {
    const view = await open();
    await lifecycleButtons();

    await view.user.click(screen.getByRole('button', { name: 'Lock round 3' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts()).toHaveLength(0);
  });

  it('when the service refuses an action, then its message shows in an error toast and nothing reloads', async () => {
    actionReply = {
      status: 409,
      body: { error: { code: 'conflict', message: 'Only the active round before the last week can be frozen' } },
    };
    const view = await open();
    await lifecycleButtons();

    await view.user.click(screen.getByRole('button', { name: 'Freeze round' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    expect(await findToast('Error')).toHaveTextContent('Only the active round before the last week can be frozen');
    expect(currentLoads()).toHaveLength(1);
  });

  it('when there is no active season, then it says so with an Add season link', async () => {
    current = null;
    await open();

    expect(await screen.findByText('There is no active season.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add season' })).toHaveAttribute('href', '/owner/seasons/add');
    expect(screen.queryByRole('group', { name: 'Season lifecycle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when there are finished seasons, then the previous seasons table lists them with a View/edit link', async () => {
    await open();

    const table = (await screen.findByRole('heading', { level: 2, name: 'Previous seasons' })).closest('section')!;
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('2030');
    expect(rows[1]).toHaveTextContent('06/04/2030');
    expect(rows[1]).toHaveTextContent('27/07/2030');
    expect(rows[1]).toHaveTextContent('Finished');
    expect(within(rows[1]!).getByRole('link', { name: 'View/edit' })).toHaveAttribute(
      'href',
      `/owner/seasons/${FINISHED_SEASON_ID}`,
    );
    expect(within(table).queryByText('Ongoing')).not.toBeInTheDocument();
  });
});
