import { screen, within } from '@testing-library/react';
import type { PageViewCount } from '@hfl/contracts';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers } from '@hfl/shared-ui/testing';
import { seasonOf } from '../../testing/season-fixtures';
import registration from '../../register';

describe('owner home dashboard', () => {
  let server: ApiServer;
  let usersReply: Reply;
  let seasonReply: Reply;
  let pageViews: PageViewCount[];

  beforeEach(async () => {
    usersReply = { status: 200, body: { total: 120, confirmed: 98, newLast7Days: 7, newsletterSubscribers: 45 } };
    seasonReply = { status: 200, body: seasonOf() };
    pageViews = [
      { path: '/leagues/:id/standings', last7Days: 40, last30Days: 300 },
      { path: '/', last7Days: 55, last30Days: 210 },
    ];
    server = await startApiServer({
      'GET /api/settings': () => ({ status: 200, body: { timezone: 'UTC' } }),
      'GET /api/owner/users-summary': () => usersReply,
      'GET /api/owner/leagues-summary': () => ({ status: 200, body: { total: 12, full: 5, withDraft: 9 } }),
      'GET /api/owner/drafts-summary': () => ({
        status: 200,
        body: { scheduled: 3, running: 1, completedThisSeason: 6 },
      }),
      'GET /api/seasons/current': () => seasonReply,
      'GET /api/owner/page-views': () => ({ status: 200, body: pageViews }),
    });
  });

  afterEach(() => server.close());

  const open = () => renderRemote(registration, { path: '/owner', user: testUsers.owner, apiBaseUrl: server.baseUrl });
  const card = async (name: string) => screen.findByRole('region', { name });
  /** A card's label and value pairs, once loaded. */
  const countsOf = async (name: string) => {
    const region = await card(name);
    await within(region).findAllByRole('definition');
    const terms = within(region)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(region)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    return terms.map((term, i) => [term, values[i]]);
  };

  it('when opened, then the cards show the counts, each linking to its screen, and the active season with its week and state', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Back-office' })).toBeInTheDocument();
    expect(await countsOf('Users')).toEqual([
      ['Users', '120'],
      ['Confirmed', '98'],
      ['New in the last 7 days', '7'],
      ['Newsletter subscribers', '45'],
    ]);
    expect(await countsOf('Leagues')).toEqual([
      ['Leagues', '12'],
      ['Full', '5'],
      ['With a draft', '9'],
    ]);
    expect(await countsOf('Drafts')).toEqual([
      ['Scheduled', '3'],
      ['Running now', '1'],
      ['Completed this season', '6'],
    ]);
    expect(await countsOf('Season')).toEqual([
      ['Active season', '2031'],
      ['Week', '3 / 4'],
      ['State', 'Ongoing'],
      ['Round', 'Round 3 under way'],
      ['Frozen rounds', '2'],
    ]);
    const links = (name: string) => within(screen.getByRole('region', { name })).getByRole('link');
    expect(links('Users')).toHaveAttribute('href', '/owner/users');
    expect(links('Leagues')).toHaveAttribute('href', '/owner/leagues');
    expect(links('Drafts')).toHaveAttribute('href', '/owner/leagues');
    expect(links('Season')).toHaveAttribute('href', '/owner/seasons');
  });

  it('when opened, then every owner screen is linked', async () => {
    await open();

    const screens = await screen.findByRole('navigation', { name: 'Owner screens' });
    expect(
      within(screens)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/owner/users',
      '/owner/teams',
      '/owner/seasons',
      '/owner/stats',
      '/owner/players',
      '/owner/rosters',
      '/owner/score-config',
      '/owner/leagues',
      '/owner/leaderboard',
      '/owner/blog',
      '/owner/files',
      '/owner/settings',
    ]);
  });

  it('when pages were viewed, then the table lists each page with its 7- and 30-day counts, in the order given', async () => {
    await open();

    const table = await screen.findByRole('table');
    await within(table).findByRole('cell', { name: '/leagues/:id/standings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Page', 'Last 7 days', 'Last 30 days']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['/leagues/:id/standings', '40', '300'],
      ['/', '55', '210'],
    ]);
  });

  it('when nothing was viewed, then the table says so', async () => {
    pageViews = [];
    await open();

    expect(await screen.findByText('No page views yet.')).toBeInTheDocument();
  });

  it('when there is no active season, then the season card says so and links to adding one', async () => {
    seasonReply = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    await open();

    await screen.findByText('No active season');
    const season = await card('Season');
    expect(within(season).getByText('No active season')).toBeInTheDocument();
    expect(within(season).getByRole('link', { name: 'Add season' })).toHaveAttribute('href', '/owner/seasons/add');
  });

  it('when one service fails, then only its card offers a retry, the others show their counts, and the retry loads it', async () => {
    usersReply = { status: 503, body: { error: { code: 'service_unavailable', message: 'Unavailable' } } };
    const view = await open();

    const users = await card('Users');
    const retry = await within(users).findByRole('button', { name: 'Try again' });
    expect(await countsOf('Leagues')).toEqual([
      ['Leagues', '12'],
      ['Full', '5'],
      ['With a draft', '9'],
    ]);
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);

    usersReply = { status: 200, body: { total: 121, confirmed: 98, newLast7Days: 8, newsletterSubscribers: 45 } };
    await view.user.click(retry);

    expect(await countsOf('Users')).toEqual([
      ['Users', '121'],
      ['Confirmed', '98'],
      ['New in the last 7 days', '8'],
      ['Newsletter subscribers', '45'],
    ]);
    expect(within(users).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
