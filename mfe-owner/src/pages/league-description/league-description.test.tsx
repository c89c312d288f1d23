import { screen, waitFor } from '@testing-library/react';
import type { LeagueDetails } from '@hfl/contracts';
import {
  readMultipart,
  startApiServer,
  type ApiServer,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import { LEAGUE_ID, leagueDetails, memberRows, pendingRows } from '../../testing/leagues';
import registration from '../../register';

describe('owner league description page', () => {
  let server: ApiServer;
  let league: LeagueDetails;
  let updateReply: Reply | null;

  beforeEach(async () => {
    league = leagueDetails();
    updateReply = null;
    server = await startApiServer({
      'GET /api/settings': () => ({ status: 200, body: { timezone: 'Europe/Budapest' } }),
      [`GET /api/leagues/${LEAGUE_ID}`]: () => ({ status: 200, body: league }),
      [`GET /api/leagues/${LEAGUE_ID}/members`]: () => ({ status: 200, body: memberRows() }),
      [`GET /api/leagues/${LEAGUE_ID}/pending-members`]: () => ({ status: 200, body: pendingRows() }),
      [`POST /api/owner/leagues/${LEAGUE_ID}/update`]: async (request) => {
        if (updateReply) return updateReply;
        league = { ...league, description: String((await readMultipart(request)).get('description')) };
        return { status: 200, body: { id: LEAGUE_ID } };
      },
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, {
      path: `/owner/leagues/${LEAGUE_ID}/description`,
      user: testUsers.owner,
      apiBaseUrl: server.baseUrl,
    });
  const updates = () => server.requests.filter((request) => request.method === 'POST');

  it('when opened, then the textarea holds the current description and a back link leads to the league', async () => {
    await open();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit the description of Budapest Bulls League' }),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveValue('Friendly league of the Bulls fans.\nDraft in August.');
    expect(screen.getByRole('link', { name: 'Back to the league' })).toHaveAttribute(
      'href',
      `/owner/leagues/${LEAGUE_ID}`,
    );
  });

  it('when the description is updated, then the league fields and kept slides go along, the spec message shows and the league opens', async () => {
    const view = await open();
    const field = await screen.findByRole('textbox', { name: 'Description' });

    await view.user.clear(field);
    await view.user.type(field, 'New season, new rules');
    await view.user.click(screen.getByRole('button', { name: 'Update League' }));

    const toast = await findToast('Success');
    expect(toast).toHaveTextContent('League "Budapest Bulls League" was successfully updated');
    const [update] = updates();
    expect(update?.path).toBe(`/api/owner/leagues/${LEAGUE_ID}/update`);
    expect(update?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(Object.fromEntries((await readMultipart(update!)).entries())).toEqual({
      name: 'Budapest Bulls League',
      nbMaxTeams: '8',
      description: 'New season, new rules',
      'images[0][id]': '66b000000000000000000001',
      'images[0][title]': 'Opening game',
      'images[1][id]': '66b000000000000000000002',
      'images[1][title]': 'Champions',
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/owner/leagues/${LEAGUE_ID}`));
    const info = (await screen.findByRole('heading', { level: 2, name: 'League information' })).closest('section')!;
    await waitFor(() => expect(info).toHaveTextContent('New season, new rules'));
  });

  it('when the description is too long, then the length message shows and nothing is sent', async () => {
    const view = await open();
    const field = await screen.findByRole('textbox', { name: 'Description' });

    await view.user.clear(field);
    // Pasted rather than typed: 2001 keystrokes would only slow the test down.
    await view.user.click(field);
    await view.user.paste('x'.repeat(2001));
    await view.user.click(screen.getByRole('button', { name: 'Update League' }));

    expect(await screen.findByText('Must be shorter than 2000 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(updates()).toHaveLength(0);
  });

  it('when the server refuses the update, then its message shows and the page stays', async () => {
    updateReply = {
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'The number of teams cannot be less than the number of members and pending members',
        },
      },
    };
    const view = await open();
    await screen.findByRole('textbox', { name: 'Description' });

    await view.user.click(screen.getByRole('button', { name: 'Update League' }));

    expect(await findToast('Error')).toHaveTextContent(
      'The number of teams cannot be less than the number of members and pending members',
    );
    expect(view.router.state.location.pathname).toBe(`/owner/leagues/${LEAGUE_ID}/description`);
  });

  it('when the server puts a violation on the description, then it shows on the field', async () => {
    updateReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'description', message: 'Must be shorter than 2000 characters' }],
        },
      },
    };
    const view = await open();
    await screen.findByRole('textbox', { name: 'Description' });

    await view.user.click(screen.getByRole('button', { name: 'Update League' }));

    expect(await screen.findByText('Must be shorter than 2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
  });
});
