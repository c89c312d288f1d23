import { screen, waitFor } from '@testing-library/react';
import { selectUser } from '@hfl/shared-ui';
import {
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import { KATA, fill, fillPersonalData } from '../../testing/account-forms';
import { PLAYER_PROFILE } from '../../testing/profiles';
import registration from '../../register';

describe('edit profile page', () => {
  let server: ApiServer;
  let updateReply: (request: RecordedRequest) => Reply;

  beforeEach(async () => {
    // Like accounts: the answer is the updated profile, its name made of the new first and last name.
    updateReply = (request) => {
      const body = request.body as typeof PLAYER_PROFILE;
      return { status: 200, body: { ...PLAYER_PROFILE, ...body, name: `${body.firstName} ${body.lastName}` } };
    };
    server = await startApiServer({
      'GET /api/users/me': () => ({ status: 200, body: PLAYER_PROFILE }),
      'POST /api/users/me': (request) => updateReply(request),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/edit-profile', user: testUsers.player, apiBaseUrl: server.baseUrl });

  const save = (view: Awaited<ReturnType<typeof open>>) =>
    view.user.click(screen.getByRole('button', { name: 'Save' }));

  it('when loaded, then the form is prefilled from the profile', async () => {
    await open();

    expect(await screen.findByLabelText('First name')).toHaveValue('Kata');
    expect(screen.getByLabelText('Last name')).toHaveValue('Kovács');
    expect(screen.getByLabelText('Location')).toHaveValue('Budapest');
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('05/03/2000');
    expect(screen.getByRole('checkbox', { name: 'Send me the HFL Fantasy newsletter' })).not.toBeChecked();
  });

  it('when saved unchanged without a gender, then the gender message shows and nothing is sent', async () => {
    const view = await open();
    await screen.findByLabelText('First name');

    await save(view);

    expect(await screen.findByText('Please choose your gender')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('when the changes are saved, then it posts them with the date as YYYY-MM-DD, updates the session and goes to /profile', async () => {
    const view = await open();
    await screen.findByLabelText('First name');
    await fillPersonalData(view.user, {
      ...KATA,
      firstName: 'Katalin',
      location: 'Debrecen',
      birthDate: [9, 12, 1999],
    });
    await view.user.click(screen.getByRole('checkbox', { name: 'Send me the HFL Fantasy newsletter' }));

    await save(view);

    expect(await findToast('Profile updated')).toHaveTextContent('Your changes have been saved');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile'));
    const update = server.requests.find((request) => request.method === 'POST');
    expect(update?.path).toBe('/api/users/me');
    expect(update?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(update?.body).toEqual({
      firstName: 'Katalin',
      lastName: 'Kovács',
      gender: 'f',
      location: 'Debrecen',
      birthDate: '1999-12-09',
      newsletter: true,
    });
    expect(selectUser(view.store.getState())).toEqual({ ...testUsers.player, name: 'Katalin Kovács' });
    expect(view.store.getState().session?.csrfToken).toBe(TEST_CSRF_TOKEN);
  });

  it('when the server rejects a field, then its message shows under that field', async () => {
    updateReply = () => ({
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'location', message: 'Must be shorter than 180 characters' }],
        },
      },
    });
    const view = await open();
    await screen.findByLabelText('First name');
    await fillPersonalData(view.user, KATA);
    await fill(view.user, 'Location', 'Szeged');

    await save(view);

    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Must be shorter than 180 characters'),
    );
    expect(view.router.state.location.pathname).toBe('/edit-profile');
  });
});
