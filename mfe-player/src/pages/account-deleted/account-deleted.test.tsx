import { screen } from '@testing-library/react';
import { selectUser } from '@hfl/shared-ui';
import { renderRemote, testUsers } from '@hfl/shared-ui/testing';
import registration from '../../register';

// The page calls nothing; no server is listening at this address.
const NO_SERVER = 'http://127.0.0.1:9';

describe('account deleted page', () => {
  it('when arriving from a deletion, then it says the account has been deleted and the session ends', async () => {
    const view = await renderRemote(registration, {
      path: '/account-deleted',
      state: { accountDeleted: true },
      user: testUsers.player,
      apiBaseUrl: NO_SERVER,
    });

    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(selectUser(view.store.getState())).toBeNull();
  });

  it('when opened directly by a signed-in user, then their session is left alone', async () => {
    const view = await renderRemote(registration, {
      path: '/account-deleted',
      user: testUsers.player,
      apiBaseUrl: NO_SERVER,
    });

    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(selectUser(view.store.getState())).toEqual(testUsers.player);
  });
});
