import { screen, waitFor, within } from '@testing-library/react';
import type { LeagueNeedingTransfer } from '@hfl/contracts';
import { selectUser } from '@hfl/shared-ui';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers, findToast } from '@hfl/shared-ui/testing';
import { fill } from '../testing/account-forms';
import { LEAGUE_A, LEAGUE_B, OTHER_USER, THIRD_USER, adminAndMember, memberRow } from '../testing/league-fixtures';
import { PLAYER_PROFILE } from '../testing/profiles';
import registration from '../register';

const me = testUsers.player;

describe('delete account with admin transfers', () => {
  let server: ApiServer;
  let transferRequired: Reply;

  beforeEach(async () => {
    transferRequired = { status: 200, body: [LEAGUE_A, LEAGUE_B] satisfies LeagueNeedingTransfer[] };
    server = await startApiServer({
      'GET /api/users/me': () => ({ status: 200, body: PLAYER_PROFILE }),
      'DELETE /api/users/me': () => ({ status: 204 }),
      'GET /api/leagues/memberships/me/transfer-required': () => transferRequired,
      [`GET /api/leagues/${LEAGUE_A.id}/members`]: () => ({ status: 200, body: adminAndMember() }),
      [`GET /api/leagues/${LEAGUE_B.id}/members`]: () => ({
        status: 200,
        body: [
          memberRow(me, 'LEAGUE_ADMIN', { name: 'Kata Sharks' }),
          memberRow(OTHER_USER, 'LEAGUE_USER', { name: 'Ottó Orcas' }),
          memberRow(THIRD_USER, 'LEAGUE_USER', { name: 'Teri Tuna' }),
        ],
      }),
      [`POST /api/leagues/${LEAGUE_A.id}/members/${me.id}/transfer-rights/${OTHER_USER.id}`]: () => ({
        status: 200,
        body: {},
      }),
      [`POST /api/leagues/${LEAGUE_B.id}/members/${me.id}/transfer-rights/${THIRD_USER.id}`]: () => ({
        status: 200,
        body: {},
      }),
    });
  });

  afterEach(() => server.close());

  const open = () => renderRemote(registration, { path: '/profile', user: me, apiBaseUrl: server.baseUrl });
  const calls = () =>
    server.requests
      .filter((request) => request.method !== 'GET' || request.path.endsWith('transfer-required'))
      .map((request) => `${request.method} ${request.path}`);

  it('when the user administers leagues with other members, then each is handed over before the confirmed deletion', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));

    let dialog = await screen.findByRole('dialog', { name: 'Transfer admin rights' });
    expect(dialog).toHaveTextContent(
      `You are the admin of ${LEAGUE_A.name}. Before your account is deleted, choose the member who becomes the new admin.`,
    );
    await view.user.selectOptions(await within(dialog).findByRole('combobox', { name: 'New admin' }), OTHER_USER.id);
    await view.user.click(within(dialog).getByRole('button', { name: 'Transfer admin rights' }));
    expect(await findToast('Success')).toHaveTextContent(
      `Admin rights of ${LEAGUE_A.name} were transferred to Ottó Nagy`,
    );

    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Transfer admin rights' })).toHaveTextContent(LEAGUE_B.name),
    );
    dialog = screen.getByRole('dialog', { name: 'Transfer admin rights' });
    await view.user.selectOptions(await within(dialog).findByRole('combobox', { name: 'New admin' }), THIRD_USER.id);
    await view.user.click(within(dialog).getByRole('button', { name: 'Transfer admin rights' }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(calls()).not.toContain('DELETE /api/users/me');
    await fill(view.user, 'Current password', 'my secret');
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(calls()).toEqual([
      'GET /api/leagues/memberships/me/transfer-required',
      `POST /api/leagues/${LEAGUE_A.id}/members/${me.id}/transfer-rights/${OTHER_USER.id}`,
      `POST /api/leagues/${LEAGUE_B.id}/members/${me.id}/transfer-rights/${THIRD_USER.id}`,
      'DELETE /api/users/me',
    ]);
  });

  it('when the user cancels a transfer, then nothing more is sent and the account stays', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer admin rights' });

    await view.user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls()).toEqual(['GET /api/leagues/memberships/me/transfer-required']);
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled();
    expect(selectUser(view.store.getState())).toEqual(me);
  });

  it('when the transfer cannot be made, then the error is toasted and the deletion does not go on', async () => {
    await server.close();
    server = await startApiServer({
      'GET /api/users/me': () => ({ status: 200, body: PLAYER_PROFILE }),
      'GET /api/leagues/memberships/me/transfer-required': () => ({ status: 200, body: [LEAGUE_A] }),
      [`GET /api/leagues/${LEAGUE_A.id}/members`]: () => ({ status: 200, body: adminAndMember() }),
      [`POST /api/leagues/${LEAGUE_A.id}/members/${me.id}/transfer-rights/${OTHER_USER.id}`]: () => ({
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'Admin rights can only be transferred to another active member of the league',
          },
        },
      }),
    });
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer admin rights' });
    await view.user.selectOptions(await within(dialog).findByRole('combobox', { name: 'New admin' }), OTHER_USER.id);

    await view.user.click(within(dialog).getByRole('button', { name: 'Transfer admin rights' }));

    expect(await findToast('Error')).toHaveTextContent(
      'Admin rights can only be transferred to another active member of the league',
    );
    expect(screen.getByRole('dialog', { name: 'Transfer admin rights' })).toBeInTheDocument();
    expect(calls()).not.toContain('DELETE /api/users/me');
  });

  it('when the check for leagues to hand over fails, then the error is toasted and nothing is deleted', async () => {
    transferRequired = { status: 500 };
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Delete account' }));

    expect(await findToast('Error')).toHaveTextContent('Server error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls()).toEqual(['GET /api/leagues/memberships/me/transfer-required']);
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });
});
