import { screen, waitFor, within } from '@testing-library/react';
import { selectUser } from '@hfl/shared-ui';
import {
  startApiServer,
  type ApiServer,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
} from '@hfl/shared-ui/testing';
import { fill } from '../../testing/account-forms';
import { PLAYER_PROFILE } from '../../testing/profiles';
import registration from '../../register';

const ALERTS = {
  alerts: {
    draftStarting: true,
    draftTurn: true,
    tradeOffered: false,
    tradeAnswered: true,
    resultFinal: true,
    trophyWon: true,
    leagueMembership: true,
    newsletter: false,
  },
  dailySummary: false,
};

describe('profile page', () => {
  let server: ApiServer;
  let profileReply: Reply;
  let deleteReply: Reply;

  beforeEach(async () => {
    profileReply = { status: 200, body: PLAYER_PROFILE };
    deleteReply = { status: 204 };
    server = await startApiServer({
      'GET /api/users/me': () => profileReply,
      'DELETE /api/users/me': () => deleteReply,
      'GET /api/users/me/email-alerts': () => ({ status: 200, body: ALERTS }),
      // Administers no league that needs a new admin first (see delete-account-button.test.tsx).
      'GET /api/leagues/memberships/me/transfer-required': () => ({ status: 200, body: [] }),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/profile', user: testUsers.player, apiBaseUrl: server.baseUrl });

  /** The value shown next to a label in the profile's description list. */
  const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

  it('when loaded, then it shows the profile with DD/MM/YYYY, a dash for the unknown gender and a masked password', async () => {
    await open();

    expect(await screen.findByText('Kovács')).toBeInTheDocument();
    expect(valueOf('First name')).toBe('Kata');
    expect(valueOf('Last name')).toBe('Kovács');
    expect(valueOf('Gender')).toBe('–');
    expect(valueOf('Location')).toBe('Budapest');
    expect(valueOf('Date of birth')).toBe('05/03/2000');
    expect(valueOf('E-mail')).toBe('player@example.com');
    expect(valueOf('Password')).toBe('********');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('link', { name: 'Change e-mail' })).toHaveAttribute('href', '/change-email');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
  });

  it('when loaded, then the e-mail alerts follow the profile, as stored: a user in no league chooses them here', async () => {
    await open();

    await screen.findByText('Kovács');
    const card = await screen.findByRole('region', { name: 'E-mail alerts' });
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
    expect(within(card).getByRole('checkbox', { name: 'I am offered a trade' })).not.toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'My round result is final' })).toBeChecked();
  });

  it('when the gender is known, then it is named', async () => {
    profileReply = { status: 200, body: { ...PLAYER_PROFILE, gender: 'f' } };
    await open();

    expect(await screen.findByText('Female')).toBeInTheDocument();
  });

  it('when the profile cannot be loaded, then an error toast shows and it can be retried', async () => {
    profileReply = { status: 500 };
    const view = await open();

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    profileReply = { status: 200, body: PLAYER_PROFILE };
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('05/03/2000')).toBeInTheDocument();
  });

  it('when a visitor opens it, then they are sent to /login', async () => {
    const view = await renderRemote(registration, { path: '/profile', user: null, apiBaseUrl: server.baseUrl });

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(server.requests).toHaveLength(0);
  });

  it('when the deletion is confirmed, then the account is deleted, the session cleared and /account-deleted shown', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));
    // The button first asks which leagues need a new admin, so the confirmation opens after that answer.
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete your account? This cannot be undone.');
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await fill(view.user, 'Current password', 'my secret');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/account-deleted');
    expect(selectUser(view.store.getState())).toBeNull();
    const deletion = server.requests.find((request) => request.method === 'DELETE');
    expect(deletion?.path).toBe('/api/users/me');
    expect(deletion?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(deletion?.body).toEqual({ currentPassword: 'my secret' });
  });

  it('when the deletion is confirmed without the current password, then the spec message shows and nothing is sent', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });

    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(
        'Please input your current password',
      ),
    );
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it("when the current password is wrong, then the server's message shows under it, the dialog stays and the user too", async () => {
    deleteReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'currentPassword', message: 'Your current password is incorrect' }],
        },
      },
    };
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });

    await fill(view.user, 'Current password', 'wrong secret');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is incorrect',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Delete account' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/profile');
    expect(selectUser(view.store.getState())).toEqual(testUsers.player);
  });

  it('when the deletion is cancelled, then nothing is sent and the profile stays', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));

    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    expect(selectUser(view.store.getState())).toEqual(testUsers.player);
  });

  it('when the server refuses the deletion, then its message is toasted and the user stays signed in', async () => {
    deleteReply = {
      status: 403,
      body: { error: { code: 'not_allowed', message: "The site owner's account cannot be deleted." } },
    };
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await fill(view.user, 'Current password', 'my secret');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("The site owner's account cannot be deleted.");
    expect(view.router.state.location.pathname).toBe('/profile');
    expect(selectUser(view.store.getState())).toEqual(testUsers.player);
  });
});
