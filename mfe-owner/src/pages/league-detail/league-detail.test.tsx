import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatZonedDateTime, type OpenLeagueDraft, type SessionUser } from '@hfl/contracts';
import {
  startApiServer,
  type ApiRoutes,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import {
  DAY_MS,
  KICKERS,
  OXEN,
  fullLineup,
  gameSide,
  gamesView,
  leagueGame,
  openRealSeason,
  rosterView,
  standingsView,
  today,
  utcAt,
} from '../../testing/league-season';
import { LEAGUE_ID, leagueDetails, memberRows, pendingRows } from '../../testing/leagues';
import registration from '../../register';

describe('owner league detail page', () => {
  let server: ApiServer;
  let members = memberRows();
  let pending = pendingRows();
  let actionReply: Reply;
  let seasonRoutes: (routes: ApiRoutes) => void;
  let withoutAdmin = false;

  beforeEach(async () => {
    withoutAdmin = false;
    members = memberRows();
    pending = pendingRows();
    actionReply = { status: 204 };
    const removePending = (request: RecordedRequest): Reply => {
      if (actionReply.status < 300) pending = pending.filter((row) => !request.path.endsWith(row.id));
      return actionReply;
    };
    const routes: ApiRoutes = {
      'GET /api/settings': () => ({ status: 200, body: { timezone: 'America/New_York' } }),
      [`GET /api/leagues/${LEAGUE_ID}`]: () => ({
        status: 200,
        body: leagueDetails({ nbTeams: members.length, ...(withoutAdmin ? { adminUser: null } : {}) }),
      }),
      [`GET /api/leagues/${LEAGUE_ID}/members`]: () => ({ status: 200, body: members }),
      [`GET /api/leagues/${LEAGUE_ID}/pending-members`]: () => ({ status: 200, body: pending }),
      'POST /api/pending-members/66f000000000000000000001/accept': () => {
        if (actionReply.status >= 300) return actionReply;
        members = [
          ...members,
          {
            id: '66d000000000000000000003',
            name: 'Csaba',
            user: { id: 'u-csaba', name: 'Csaba' },
            role: 'LEAGUE_USER',
            team: { id: '66e000000000000000000003', name: 'Csaba Chargers', logoUrl: null },
          },
        ];
        pending = pending.filter((row) => row.id !== '66f000000000000000000001');
        return { status: 200, body: { id: '66f000000000000000000001', status: 'active' } };
      },
      [`DELETE /api/leagues/${LEAGUE_ID}/pending-members/66f000000000000000000001`]: removePending,
      [`DELETE /api/leagues/${LEAGUE_ID}/pending-members/66f000000000000000000002`]: removePending,
      [`DELETE /api/leagues/${LEAGUE_ID}/members/u-bence`]: () => {
        members = members.filter((row) => row.user.id !== 'u-bence');
        return { status: 204 };
      },
    };
    server = await startApiServer(routes);
    // The server reads its routes per request: a test adds the season's reads before opening the page.
    seasonRoutes = (more) => Object.assign(routes, more);
  });

  afterEach(() => server.close());

  const open = (user: SessionUser = testUsers.owner) =>
    renderRemote(registration, { path: `/owner/leagues/${LEAGUE_ID}`, user, apiBaseUrl: server.baseUrl });

  const section = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section')!;
  const rowOf = (container: HTMLElement, text: string) => within(container).getByText(text).closest('tr')!;
  const calls = (method: string, path: string) =>
    server.requests.filter((request) => request.method === method && request.path === path);

  it('when opened, then the info shows the admin, members x/max, the creation day in the owner timezone, description and slides', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Budapest Bulls League' })).toBeInTheDocument();
    const info = await section('League information');
    const fact = (term: string) => within(info).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Admin')).toHaveTextContent('Anna Admin');
    expect(fact('Members')).toHaveTextContent('2/8');
    await waitFor(() => expect(fact('Creation date')).toHaveTextContent('09/03/2024'));
    expect(fact('Description')).toHaveTextContent('Friendly league of the Bulls fans. Draft in August.');
    expect(within(info).getByRole('img', { name: 'Opening game' })).toHaveAttribute(
      'src',
      '/api/files/66c000000000000000000001',
    );
    expect(within(info).getByRole('img', { name: 'Champions' })).toBeInTheDocument();
  });

  it('when opened, then Manage League, Edit Description and the back link lead where the spec says', async () => {
    await open();

    expect(await screen.findByRole('link', { name: 'Manage League' })).toHaveAttribute(
      'href',
      `/settings?league=${LEAGUE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Edit Description' })).toHaveAttribute(
      'href',
      `/owner/leagues/${LEAGUE_ID}/description`,
    );
    expect(screen.getByRole('link', { name: 'Back to leagues' })).toHaveAttribute('href', '/owner/leagues');
  });

  it('when the league has no season yet, then rosters, standings and games each say so, without a week switcher or error', async () => {
    await open();

    const texts: Array<[string, string]> = [
      ['Rosters', "No rosters yet: they are made by the league's draft."],
      ['Standings', 'No standings yet: they appear once the season has a schedule, after the draft.'],
      ['Games', "No games yet: the season's schedule is made when the league's draft is complete."],
    ];
    for (const [name, text] of texts) {
      expect(await within(await section(name)).findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('navigation', { name: 'Rounds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('with a scheduled season', () => {
    const weekGames = (week: number) =>
      week === 1
        ? [
            leagueGame('g1', 1, gameSide(KICKERS, { points: 101.5 }), gameSide(OXEN, { points: 99 }), {
              state: 'final',
              gameResult: 1,
            }),
          ]
        : [leagueGame('g2', 2, gameSide(OXEN), gameSide(KICKERS), { state: 'live' })];

    beforeEach(() => {
      seasonRoutes({
        [`GET /api/leagues/${LEAGUE_ID}/rosters`]: () => ({
          status: 200,
          body: [rosterView(KICKERS, fullLineup()), rosterView(OXEN, [], { status: 'locked', lockedWeek: 2 })],
        }),
        [`GET /api/leagues/${LEAGUE_ID}/standings`]: () => ({ status: 200, body: standingsView() }),
        [`GET /api/leagues/${LEAGUE_ID}/games`]: (request) => {
          const week = request.search === '?week=2' ? 2 : 1;
          return { status: 200, body: gamesView({ week, games: [...weekGames(1), ...weekGames(2)] }) };
        },
      });
    });

    it('when opened, then the rosters and the standings show each team', async () => {
      await open();

      const rosters = await section('Rosters');
      expect(await within(rosters).findByText('Kata Kickers')).toBeInTheDocument();
      expect(
        within(rosters)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        'TeamOwnerPlayersStatus',
        'Kata KickersKata Kovács8Open',
        'Ottó OxenOttó Nagy0Locked (round being played)',
      ]);
      const standings = await section('Standings');
      expect(await within(standings).findByText('Teri Tigers')).toBeInTheDocument();
      expect(within(standings).getAllByRole('row')[3]).toHaveTextContent(
        /^3Teri Tigerstie broken by points forTeri Szabó1–1–1260.00255.0050%50%$/,
      );
    });

    it("when the owner picks a week, then its games show with their state and when the week's results were computed", async () => {
      await open();

      const games = await section('Games');
      // The week's results at 20:00 UTC are 16:00 on the owner's clock (America/New_York).
      expect(await within(games).findByText('Results computed at 05/10/2031 16:00.')).toBeInTheDocument();
      expect(
        within(games)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['Home teamScoreAway teamState', 'Kata Kickers101.50 – 99.00Ottó OxenFinal']);

      await userEvent.click(within(games).getByRole('button', { name: /Round 2/ }));

      expect(await within(games).findByText("This round's results have not been computed yet.")).toBeInTheDocument();
      expect(within(games).getAllByRole('row')[1]).toHaveTextContent('Ottó Oxen– – –Kata KickersLive');
      expect(server.requests.at(-1)?.search).toBe('?week=2');
    });
  });

  it('when opened, then the members table shows name, team and role, with Remove only for a LEAGUE_USER', async () => {
    await open();
    const table = await section('Members');

    const admin = await waitFor(() => rowOf(table, 'Anna Admin'));
    expect(admin).toHaveTextContent('Anna Bulls');
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    const member = rowOf(table, 'Bence Member');
    expect(member).toHaveTextContent('Bence Bisons');
    expect(within(member).getByText('User')).toBeInTheDocument();
    expect(within(member).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('when the owner removes a member and confirms, then DELETE members/{userId} is sent and the table refreshes', async () => {
    const view = await open();
    const table = await section('Members');
    await waitFor(() => rowOf(table, 'Bence Member'));

    await view.user.click(within(rowOf(table, 'Bence Member')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove Bence Member from the league?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await findToast('Success')).toHaveTextContent('Bence Member was removed from the league');
    await waitFor(() => expect(within(table).queryByText('Bence Member')).not.toBeInTheDocument());
    const [removal] = calls('DELETE', `/api/leagues/${LEAGUE_ID}/members/u-bence`);
    expect(removal?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
  });

  it('when the remove confirmation is cancelled, then nothing is sent', async () => {
    const view = await open();
    const table = await section('Members');
    await waitFor(() => rowOf(table, 'Bence Member'));

    await view.user.click(within(rowOf(table, 'Bence Member')).getByRole('button', { name: 'Remove' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('when opened, then pending members show who asked, the team asked for and the type, Accept only for a request', async () => {
    await open();
    const table = await section('Pending members');

    const request = await waitFor(() => rowOf(table, 'Csaba Chargers'));
    expect(within(request).getByText('Csaba Kiss')).toBeInTheDocument();
    expect(within(request).getByText('Request to join')).toBeInTheDocument();
    expect(within(request).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    const invitation = rowOf(table, 'dora@example.com');
    expect(within(invitation).getByText('Invitation')).toBeInTheDocument();
    expect(within(invitation).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(invitation).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('when a request is accepted, then POST pending-members/{id}/accept is sent and the requester moves to the members', async () => {
    const view = await open();
    const pendingTable = await section('Pending members');
    await waitFor(() => rowOf(pendingTable, 'Csaba Chargers'));

    await view.user.click(within(rowOf(pendingTable, 'Csaba Chargers')).getByRole('button', { name: 'Accept' }));

    expect(await findToast('Success')).toHaveTextContent('Csaba Kiss is now a league member');
    const membersTable = await section('Members');
    expect(await within(membersTable).findByText('Csaba Chargers')).toBeInTheDocument();
    await waitFor(() => expect(within(pendingTable).queryByText('Csaba Chargers')).not.toBeInTheDocument());
    expect(calls('POST', '/api/pending-members/66f000000000000000000001/accept')).toHaveLength(1);
    const info = await section('League information');
    expect(within(info).getByText('Members', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3/8');
  });

  it('when an invitation is removed, then DELETE pending-members/{id} is sent and the row goes', async () => {
    const view = await open();
    const table = await section('Pending members');
    await waitFor(() => rowOf(table, 'dora@example.com'));

    await view.user.click(within(rowOf(table, 'dora@example.com')).getByRole('button', { name: 'Remove' }));

    expect(await findToast('Success')).toHaveTextContent('dora@example.com was removed from the pending members');
    await waitFor(() => expect(within(table).queryByText('dora@example.com')).not.toBeInTheDocument());
    expect(calls('DELETE', `/api/leagues/${LEAGUE_ID}/pending-members/66f000000000000000000002`)).toHaveLength(1);
  });

  it('when the server refuses an action, then its message shows in an error toast and the row stays', async () => {
    actionReply = {
      status: 409,
      body: { error: { code: 'conflict', message: 'This request has already been handled' } },
    };
    const view = await open();
    const table = await section('Pending members');
    await waitFor(() => rowOf(table, 'Csaba Chargers'));

    await view.user.click(within(rowOf(table, 'Csaba Chargers')).getByRole('button', { name: 'Remove' }));

    expect(await findToast('Error')).toHaveTextContent('This request has already been handled');
    expect(rowOf(table, 'Csaba Chargers')).toBeInTheDocument();
  });

  it('when the league does not exist, then the server message shows and a retry is offered', async () => {
    const view = await renderRemote(registration, {
      path: '/owner/leagues/66a0000000000000000000ff',
      user: testUsers.owner,
      apiBaseUrl: server.baseUrl,
    });

    expect(await findToast('Error')).toHaveTextContent('The requested item does not exist');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/owner/leagues/66a0000000000000000000ff');
  });

  it('when a user without SUPER_ADMIN opens it, then they are sent to /secure and nothing is loaded', async () => {
    const view = await open(testUsers.player);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(server.requests.filter((request) => request.path.startsWith('/api/leagues'))).toHaveLength(0);
  });

  describe('a league without an admin (HFL Open)', () => {
    let plan: OpenLeagueDraft;
    let planned: RecordedRequest[];

    beforeEach(() => {
      withoutAdmin = true;
      plan = { automatic: true, nbAvailableSlots: 2, plan: null, season: null };
      planned = [];
      seasonRoutes({
        // Mid-season: rounds 1–2 started, round 3 starts in three days.
        'GET /api/seasons/current': () => ({ status: 200, body: openRealSeason(2, [-30, -29]) }),
        [`GET /api/leagues/${LEAGUE_ID}/draft-plan`]: () => ({ status: 200, body: plan }),
        [`POST /api/leagues/${LEAGUE_ID}/draft-plan`]: (request) => {
          planned.push(request);
          const body = request.body as { draftStartsAt: string; draftEndsAt: string };
          plan = { ...plan, plan: body };
          return { status: 200, body: plan };
        },
      });
    });

    /** An instant as the owner's clock (America/New_York) shows it and the date field takes it. */
    const onOwnerClock = (utc: string) => formatZonedDateTime(utc, 'America/New_York');

    it('when the owner opens it, then the draft section says it is scheduled when the league fills, and until when', async () => {
      await open();

      const draft = await section('Draft (league without an admin)');
      const round3 = onOwnerClock(utcAt(today() + 3 * DAY_MS));
      expect(await within(draft).findByText(/^Nobody administers this league/, { selector: 'p' })).toHaveTextContent(
        `Nobody administers this league: its draft is scheduled automatically as soon as its 2 free slots are taken. Draft by ${round3} to play from round 3.`,
      );
    });

    it('when the owner plans a time, then it is sent in UTC, toasted and shown; a time after the round is refused first', async () => {
      const view = await open();
      const draft = await section('Draft (league without an admin)');
      await within(draft).findByLabelText('Draft start');
      const start = today() + 2 * DAY_MS + 18 * 3_600_000;
      const typeAt = (label: string, utc: string) =>
        fireEvent.change(within(draft).getByLabelText(label), { target: { value: onOwnerClock(utc) } });

      typeAt('Draft start', utcAt(today() + 3 * DAY_MS - 3_600_000));
      typeAt('Draft end', utcAt(today() + 3 * DAY_MS + 3_600_000));
      await view.user.click(within(draft).getByRole('button', { name: 'Save draft time' }));
      expect(
        await within(draft).findByText(
          `Draft end date/time should be before ${onOwnerClock(utcAt(today() + 3 * DAY_MS))}, when round 3 starts`,
        ),
      ).toBeInTheDocument();
      expect(planned).toHaveLength(0);

      typeAt('Draft start', utcAt(start));
      typeAt('Draft end', utcAt(start + 3 * 3_600_000));
      await view.user.click(within(draft).getByRole('button', { name: 'Save draft time' }));

      expect(await findToast('Success')).toHaveTextContent('The draft time was saved');
      expect(planned[0]?.body).toEqual({ draftStartsAt: utcAt(start), draftEndsAt: utcAt(start + 3 * 3_600_000) });
      expect(planned[0]?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
      expect(
        await within(draft).findByText(new RegExp(`^Planned for ${onOwnerClock(utcAt(start)).replace(/\//g, '\\/')}`)),
      ).toBeInTheDocument();
    });

    it('when the league has an admin, then there is no such section', async () => {
      withoutAdmin = false;
      await open();
      await screen.findByRole('heading', { level: 2, name: 'Members' });
      expect(
        screen.queryByRole('heading', { level: 2, name: 'Draft (league without an admin)' }),
      ).not.toBeInTheDocument();
    });
  });
});
