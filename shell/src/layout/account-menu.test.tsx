import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@hfl/contracts';
import type { RemoteRegistration } from '@hfl/shared-ui';
import { inlineNamespace, type ApiServer } from '@hfl/shared-ui/testing';
import { startBffStub } from '../testing/bff-stub';
import { renderShellWithPlayer } from '../testing/render-shell';

/** The signed-in user's own pages sit behind their name, so the header's navigation keeps to the game's pages. */

const player: SessionUser = { id: 'u1', email: 'kata@example.com', name: 'Kata Kiss', roles: ['USER'], locale: 'en' };

let bff: ApiServer;
let sessionUser: SessionUser | null;

beforeAll(async () => {
  bff = await startBffStub(() => sessionUser, {
    'GET /api/users/me/unread-notifications/count': () => ({ status: 200, body: { count: 0 } }),
  });
});

afterAll(() => bff.close());

beforeEach(() => {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
});

const registration: RemoteRegistration = {
  name: 'player',
  routes: [
    { path: '/faq', element: <h1>Frequently asked</h1> },
    { path: '/profile', element: <h1>My profile</h1> },
  ],
  i18n: { player: inlineNamespace({}) },
};

async function renderShell() {
  await renderShellWithPlayer(bff, registration);
  await screen.findByRole('heading', { name: 'Frequently asked' });
}

describe('account menu', () => {
  it("when a signed-in user opens their menu, then it lists their own pages and Logout, which the navigation doesn't; Escape closes it", async () => {
    sessionUser = player;
    await renderShell();
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // The items show once the session is in.
    const mainLinks = (await within(nav).findAllByRole('link')).map((link) => link.getAttribute('href'));
    expect(mainLinks).toContain('/faq');
    for (const own of ['/settings', '/profile', '/logout']) expect(mainLinks).not.toContain(own);

    const toggle = await screen.findByRole('button', { name: 'Account of Kata Kiss' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(menu).getByText('Signed in as Kata Kiss')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/settings', '/profile', '/logout']);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('when a link in the menu is followed, then its page opens and the menu closes', async () => {
    sessionUser = player;
    await renderShell();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Account of Kata Kiss' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Profile' }));

    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a visitor browses, then there is no account menu but a Login link', async () => {
    sessionUser = null;
    await renderShell();
    expect(screen.queryByRole('button', { name: /Account of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
