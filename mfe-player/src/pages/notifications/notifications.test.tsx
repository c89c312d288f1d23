import { act, screen, waitFor, within } from '@testing-library/react';
import { API, type NotificationItem } from '@hfl/contracts';
import { selectUnreadCount, unreadCountChanged } from '@hfl/shared-ui';
import enPlayer from '@hfl/contracts/locales/en/player.json';
import huPlayer from '@hfl/contracts/locales/hu/player.json';
import {
  startApiServer,
  type ApiServer,
  type Reply,
  renderRemote,
  TEST_CSRF_TOKEN,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import registration from '../../register';

const NOTIFICATIONS: NotificationItem[] = [
  {
    id: 'n2',
    // 11:05:09 in Budapest (UTC+1 in November).
    createdAt: '2026-11-22T10:05:09.000Z',
    league: { id: 'league-7', name: 'Budapest Bowl' },
    link: null,
    isViewed: false,
    type: 'LEAGUE',
    kind: 'joinRequested',
    message: 'Danube Dragons asked to join Budapest Bowl',
  },
  {
    id: 'n1',
    // 17:30:00 in Budapest (UTC+2 in July).
    createdAt: '2026-07-03T15:30:00.000Z',
    league: { id: 'league-3', name: 'Pest Cup' },
    link: null,
    isViewed: true,
    type: 'LEAGUE',
    kind: 'memberRemoved',
    message: 'You were removed from Pest Cup',
  },
];

describe('notifications page', () => {
  let server: ApiServer;
  let listReply: Reply;

  beforeEach(async () => {
    listReply = { status: 200, body: NOTIFICATIONS };
    server = await startApiServer({
      [`GET ${API.notifications}`]: () => listReply,
      [`POST ${API.markNotificationsViewed}`]: () => ({ status: 200, body: { count: 0 } }),
    });
  });

  afterEach(() => server.close());

  const markViewedCalls = () =>
    server.requests.filter((r) => r.method === 'POST' && r.path === API.markNotificationsViewed);

  async function open(user = testUsers.player) {
    const view = await renderRemote(registration, { path: '/notifications', user, apiBaseUrl: server.baseUrl });
    view.store.dispatch(unreadCountChanged(2));
    return view;
  }

  it('when the list loads, then each row shows the Budapest date, the league link, status, type and message', async () => {
    await open();

    const table = await screen.findByRole('table');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'League', 'Status', 'Type', 'Message']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '22nd November 2026, 11:05:09 AM',
      'Budapest Bowl',
      'New',
      'League',
      'Danube Dragons asked to join Budapest Bowl',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Budapest Bowl' })).toHaveAttribute('href', '/leagues/league-7');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3rd July 2026, 5:30:00 PM', 'Pest Cup', 'Viewed', 'League', 'You were removed from Pest Cup']);
  });

  it('when a notification has a link, then its message leads to the thing itself and the league link stays', async () => {
    const tradeOffer: NotificationItem = {
      id: 'n4',
      createdAt: '2026-11-23T09:00:00.000Z',
      league: { id: 'league-7', name: 'Budapest Bowl' },
      link: '/team?league=league-7&trade=tp-1',
      isViewed: false,
      type: 'LEAGUE',
      kind: 'tradeProposed',
      message: 'Danube Dragons offer you a trade',
    };
    listReply = { status: 200, body: [tradeOffer, ...NOTIFICATIONS] };
    const view = await open();

    const [, linked, unlinked] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(linked!).getByRole('link', { name: 'Budapest Bowl' })).toHaveAttribute('href', '/leagues/league-7');
    const message = within(linked!).getByRole('link', { name: 'Danube Dragons offer you a trade' });
    expect(message).toHaveAttribute('href', '/team?league=league-7&trade=tp-1');
    expect(within(unlinked!).queryByRole('link', { name: /asked to join/ })).not.toBeInTheDocument();

    await view.user.click(message);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/team'));
    expect(view.router.state.location.search).toBe('?league=league-7&trade=tp-1');
  });

  it.each(['https://elsewhere.example/x', '//elsewhere.example/x', 'javascript:alert(1)'])(
    'when a link is not a path of this site (%s), then the message is plain text',
    async (link) => {
      listReply = { status: 200, body: [{ ...NOTIFICATIONS[0]!, link }] };
      await open();

      const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
      expect(
        within(row!)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Budapest Bowl']);
      expect(row).toHaveTextContent('Danube Dragons asked to join Budapest Bowl');
    },
  );

  it('when the list has loaded, then they are marked viewed once (with the CSRF token) and the badge count goes to 0', async () => {
    const view = await open();
    await screen.findByRole('table');

    await waitFor(() => expect(selectUnreadCount(view.store.getState())).toBe(0));
    expect(markViewedCalls()).toHaveLength(1);
    expect(markViewedCalls()[0]!.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    const listed = server.requests.findIndex((r) => r.path === API.notifications);
    expect(listed).toBeLessThan(server.requests.indexOf(markViewedCalls()[0]!));
  });

  it('when the language is Hungarian, then dates and texts are Hungarian', async () => {
    const view = await open();
    await screen.findByRole('table');
    // Marked viewed once the list loaded (on a busy machine, after the table shows); a new language marks nothing.
    await waitFor(() => expect(markViewedCalls()).toHaveLength(1));

    await act(() => view.i18n.changeLanguage('hu'));

    expect(await screen.findByRole('columnheader', { name: 'Dátum' })).toBeInTheDocument();
    expect(screen.getByText('2026. november 22., 11:05:09')).toBeInTheDocument();
    expect(screen.getByText('Megtekintve')).toBeInTheDocument();
    expect(markViewedCalls()).toHaveLength(1);
  });

  it('when an account notice (PROFILE) is listed, then it shows without a league, typed Profile, in either language', async () => {
    const profileNotice = (message: string): NotificationItem => ({
      id: 'n3',
      createdAt: '2026-11-22T12:00:00.000Z',
      league: null,
      link: null,
      isViewed: false,
      type: 'PROFILE',
      kind: 'passwordChanged',
      message,
    });
    listReply = { status: 200, body: [profileNotice(enPlayer.notifications.messages.passwordChanged)] };
    const view = await open();

    const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^$/);
    expect(within(row!).queryByRole('link')).toBeNull();
    expect(cells[3]).toHaveTextContent('Profile');
    expect(cells[4]).toHaveTextContent(
      `Your password was changed. If it wasn't you, reset it at once with "Forgot your password?" on the login page`,
    );

    listReply = { status: 200, body: [profileNotice(huPlayer.notifications.messages.passwordChanged)] };
    await act(() => view.i18n.changeLanguage('hu'));
    view.router.navigate('/secure');
    await act(() => view.router.navigate('/notifications'));

    await waitFor(() => expect(screen.getByText(/^Megváltozott a jelszavad\./)).toBeInTheDocument());
    const [, huRow] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(huRow!).getAllByRole('cell')[3]).toHaveTextContent(huPlayer.notifications.types.PROFILE);
  });

  it('when there are none, then "No notifications yet" shows', async () => {
    listReply = { status: 200, body: [] };

    await open();

    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('when the list cannot be loaded, then the error toast shows and nothing is marked viewed', async () => {
    listReply = { status: 500, body: { error: { code: 'internal_error', message: 'Server error' } } };
    const view = await open();

    expect(await findToast('Error')).toHaveTextContent('Server error');
    expect(markViewedCalls()).toHaveLength(0);
    expect(selectUnreadCount(view.store.getState())).toBe(2);
  });

  it('when a visitor opens it, then they are sent to /login', async () => {
    const view = await renderRemote(registration, { path: '/notifications', user: null, apiBaseUrl: server.baseUrl });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(server.requests).toHaveLength(0);
  });
});
