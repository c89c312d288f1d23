import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationEvent, SessionUser } from '@hfl/contracts';
import { unreadCountChanged, type RemoteRegistration } from '@hfl/shared-ui';
import { inlineNamespace, type ApiServer } from '@hfl/shared-ui/testing';
import type { AppSocket } from '../session/socket';
import { startBffStub } from '../testing/bff-stub';
import { renderShellWithPlayer } from '../testing/render-shell';

/** The unread badge in the header: loaded with the session, moved by live events, reset by the notifications page. */

const player: SessionUser = { id: 'u1', email: 'kata@example.com', name: 'Kata', roles: ['USER'], locale: 'en' };

let bff: ApiServer;
let sessionUser: SessionUser | null;

beforeAll(async () => {
  bff = await startBffStub(() => sessionUser, {
    'GET /api/users/me/unread-notifications/count': () => ({ status: 200, body: { count: 3 } }),
  });
});

afterAll(() => bff.close());

beforeEach(() => {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
});

/** The socket boundary the shell is given: the test plays the server's part and emits notification events. */
function liveSocket() {
  const listeners = new Map<string, (payload: never) => void>();
  const socket: AppSocket = {
    on: (event, listener) => listeners.set(event, listener as (payload: never) => void),
    close: () => listeners.clear(),
  };
  const emit = (payload: NotificationEvent) => act(() => listeners.get('notification/created')?.(payload as never));
  return { connect: async () => socket, emit };
}

const playerRegistration: RemoteRegistration = {
  name: 'player',
  routes: [{ path: '/faq', element: <h1>Frequently asked</h1> }],
  i18n: { player: inlineNamespace({}) },
};

async function renderShell(socket = liveSocket()) {
  const shell = await renderShellWithPlayer(bff, playerRegistration, socket.connect);
  return { shell, socket };
}

const navigation = () => screen.getByRole('navigation', { name: /^(Main navigation|Főmenü)$/ });

/** The button the navigation folds behind, as a phone shows it (jsdom applies no media query: shown by hand). */
function phoneMenuButton(): HTMLElement {
  const menu = document.querySelector<HTMLElement>(`button[aria-controls="${navigation().id}"]`);
  if (!menu) throw new Error('no menu button');
  menu.style.display = 'inline-block';
  return menu;
}

describe('unread notifications badge', () => {
  it('when a signed-in user opens the app, then the Notifications item shows the unread count, read out as "3 unread"', async () => {
    sessionUser = player;

    await renderShell();

    const link = await within(navigation()).findByRole('link', { name: 'Notifications 3 unread' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('when a notification arrives, then the badge shows the new count; when the count is reset, the badge disappears', async () => {
    sessionUser = player;
    const { shell, socket } = await renderShell();
    await within(navigation()).findByRole('link', { name: 'Notifications 3 unread' });

    await socket.emit({ id: 'n9', type: 'LEAGUE', unreadCount: 4, createdAt: '2026-11-22T10:00:00.000Z' });

    expect(within(navigation()).getByRole('link', { name: 'Notifications 4 unread' })).toBeInTheDocument();

    act(() => {
      shell.store.dispatch(unreadCountChanged(0));
    });

    expect(within(navigation()).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(navigation()).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('when the menu is folded (a phone), then its closed button shows the unread count too, and open, only the items do', async () => {
    sessionUser = player;
    const { shell, socket } = await renderShell();

    await within(navigation()).findByRole('link', { name: 'Notifications 3 unread' });

    const menu = phoneMenuButton();
    expect(menu).toHaveAccessibleName('Menu 3 unread');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).getByText('3')).toHaveAttribute('aria-hidden', 'true');

    await socket.emit({ id: 'n9', type: 'LEAGUE', unreadCount: 4, createdAt: '2026-11-22T10:00:00.000Z' });
    expect(menu).toHaveAccessibleName('Menu 4 unread');

    await userEvent.click(menu);
    expect(menu).toHaveAccessibleName('Menu');
    expect(within(navigation()).getByRole('link', { name: 'Notifications 4 unread' })).toBeVisible();

    await userEvent.click(menu);
    act(() => {
      shell.store.dispatch(unreadCountChanged(0));
    });
    expect(menu).toHaveAccessibleName('Menu');
  });

  it('when the page is in Hungarian, then the closed menu button reads the count in Hungarian', async () => {
    sessionUser = player;
    const { shell } = await renderShell();
    await within(navigation()).findByRole('link', { name: 'Notifications 3 unread' });

    await act(() => shell.i18n.changeLanguage('hu'));

    expect(phoneMenuButton()).toHaveAccessibleName('Menü 3 olvasatlan');
  });

  it('when a visitor browses, then there is no Notifications item', async () => {
    sessionUser = null;

    await renderShell({
      connect: async () => Promise.reject(new Error('visitors open no socket')),
      emit: async () => {},
    });

    await within(navigation()).findByRole('link', { name: 'FAQ' });
    expect(within(navigation()).queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
