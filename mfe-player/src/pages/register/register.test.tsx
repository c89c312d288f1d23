import { act, screen, waitFor } from '@testing-library/react';
import { rememberReturnRoute } from '@hfl/shared-ui';
import { startApiServer, type ApiServer, type Reply, renderRemote } from '@hfl/shared-ui/testing';
import { KATA, chooseBirthDate, fill, fillPersonalData } from '../../testing/account-forms';
import registration from '../../register';

const LEAGUE_ID = '66a0000000000000000000ff';
const INVITATION_ID = '66a0000000000000000000aa';

describe('registration page', () => {
  let server: ApiServer;
  let registerReply: Reply;

  beforeEach(async () => {
    registerReply = { status: 201, body: { id: 'u-new' } };
    server = await startApiServer({
      'POST /api/user/register': () => registerReply,
      [`GET /api/invitations/${INVITATION_ID}`]: () => ({
        status: 200,
        body: { league: { id: LEAGUE_ID, name: 'Alföld Liga' }, email: 'invited.kata@example.com' },
      }),
    });
  });

  afterEach(() => {
    sessionStorage.clear();
    return server.close();
  });

  const open = (path = '/register') => renderRemote(registration, { path, user: null, apiBaseUrl: server.baseUrl });

  type View = Awaited<ReturnType<typeof open>>;

  const fillAccount = async (view: View, overrides: Partial<Record<string, string>> = {}) => {
    const values = {
      'E-mail': 'kata@example.com',
      'Confirm e-mail': 'kata@example.com',
      Password: 'correct horse',
      'Confirm password': 'correct horse',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) await fill(view.user, label, value ?? '');
  };

  const submit = (view: View) => view.user.click(screen.getByRole('button', { name: 'Register' }));

  it('when the page is in English, then it asks for the first name before the last name', async () => {
    await open();

    const names = await screen.findAllByRole('textbox', { name: /name/ });
    expect(names.map((field) => field.getAttribute('name'))).toEqual(['firstName', 'lastName']);
  });

  it('when the page is in Hungarian, then it asks for the family name first (Vezetéknév, then Keresztnév)', async () => {
    const view = await open();
    await act(() => view.i18n.changeLanguage('hu'));

    const names = await screen.findAllByRole('textbox', { name: /név$/ });
    expect(names.map((field) => field.getAttribute('name'))).toEqual(['lastName', 'firstName']);
    expect(names.map((field) => field.getAttribute('autocomplete'))).toEqual(['family-name', 'given-name']);
    expect(screen.getByRole('textbox', { name: 'Vezetéknév' })).toBe(names[0]);
  });

  it('when the form is submitted empty, then every required message shows and nothing is sent', async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Register' }));

    for (const message of [
      'Please input first name',
      'Please input last name',
      'Please choose your gender',
      'Please input your location',
      'Please input your date of birth',
      "You didn't fill in your e-mail",
      'Please confirm email',
      'Please input your password',
      'Please confirm password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveAccessibleDescription('Please choose your gender');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      expect.stringContaining('Please input your date of birth'),
    );
    expect(server.requests).toHaveLength(0);
  });

  it('when the confirmations differ and the password is short, then the mismatch and length messages show', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Register' });
    await fillPersonalData(view.user, KATA);
    await fillAccount(view, {
      'Confirm e-mail': 'other@example.com',
      Password: 'short',
      'Confirm password': 'shorter',
    });

    await submit(view);

    expect(await screen.findByText('E-mails must match')).toBeInTheDocument();
    expect(screen.getByText('Please input at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('when the user is younger than 16, then the minimum-age message shows', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Register' });
    await fillPersonalData(view.user, { ...KATA, birthDate: [1, 1, new Date().getUTCFullYear() - 10] });
    await fillAccount(view);

    await submit(view);

    expect(await screen.findByText('You must be at least 16 years old to register')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('when the location is longer than 180 characters, then the length message names the limit', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Register' });
    await fillPersonalData(view.user, { ...KATA, location: 'x'.repeat(181) });
    await fillAccount(view);

    await submit(view);

    expect(await screen.findByText('Must be shorter than 180 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toHaveLength(0);
  });

  it('when a day the month does not have is chosen, then "Invalid date" shows', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'Register' });
    await fillPersonalData(view.user, KATA);
    await chooseBirthDate(view.user, 31, 2, 2000);
    await fillAccount(view);

    await submit(view);

    expect(await screen.findByText('Invalid date')).toBeInTheDocument();
  });

  it('when the form is valid, then it posts the payload with the date as YYYY-MM-DD and the hash, and goes to /thanks', async () => {
    const view = await open('/register?hash=abc123');
    await screen.findByRole('button', { name: 'Register' });
    await fillPersonalData(view.user, { ...KATA, firstName: '  Kata ' });
    await fillAccount(view, { 'E-mail': 'Kata@Example.com', 'Confirm e-mail': 'kata@example.com' });
    await view.user.click(screen.getByRole('checkbox', { name: 'Send me the HFL Fantasy newsletter' }));

    await submit(view);

    expect(await screen.findByRole('heading', { name: 'Thank you for registering!' })).toBeInTheDocument();
    expect(screen.getByText('You will receive e-mail with confirmation link shortly')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/thanks');
    expect(server.requests[0]?.body).toEqual({
      firstName: 'Kata',
      lastName: 'Kovács',
      gender: 'f',
      location: 'Budapest',
      birthDate: '2000-03-05',
      email: 'kata@example.com',
      emailConfirm: 'kata@example.com',
      password: 'correct horse',
      passwordConfirm: 'correct horse',
      newsletter: true,
      hash: 'abc123',
    });
  });

  it('when the e-mail is already registered (409), then the message shows under the e-mail field', async () => {
    registerReply = {
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'This e-mail address is already registered',
          violations: [{ property: 'email', message: 'This e-mail address is already registered' }],
        },
      },
    };
    const view = await open();
    await screen.findByRole('button', { name: 'Register' });
    await fillPersonalData(view.user, KATA);
    await fillAccount(view);

    await submit(view);

    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail address is already registered'),
    );
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(view.router.state.location.pathname).toBe('/register');
  });

  it('when the server answers 429, then an error toast carries its message', async () => {
    registerReply = {
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' } },
    };
    const view = await open();
    await screen.findByRole('button', { name: 'Register' });
    await fillPersonalData(view.user, KATA);
    await fillAccount(view);

    await submit(view);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
  });

  it('when opened, then the terms of use and the login page are linked', async () => {
    await open();

    expect(await screen.findByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/By registering you accept the/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute('href', '/login');
  });

  it('when the visitor was joining a league, then the registration carries the join page to the confirmation link', async () => {
    const hash = rememberReturnRoute(`/leagues/${LEAGUE_ID}/join`);
    const view = await open(`/register?hash=${hash}`);
    await screen.findByRole('button', { name: 'Register' });
    await fillPersonalData(view.user, KATA);
    await fillAccount(view);

    await submit(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/thanks'));
    expect(server.requests[0]?.body).toMatchObject({ hash, returnPath: `/leagues/${LEAGUE_ID}/join` });
  });

  it('when the remembered page is not one a registration carries, then only the hash is sent', async () => {
    const hash = rememberReturnRoute('/create-league');
    const view = await open(`/register?hash=${hash}`);
    await screen.findByRole('button', { name: 'Register' });
    await fillPersonalData(view.user, KATA);
    await fillAccount(view);

    await submit(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/thanks'));
    expect(server.requests[0]?.body).toMatchObject({ hash });
    expect(server.requests[0]?.body).not.toHaveProperty('returnPath');
  });

  it('when the visitor comes from an e-mailed invitation, then the invited address is filled in and kept, and sent with the invitation page', async () => {
    const invitationPath = `/invitation/accept/${INVITATION_ID}/Zx_yQ-token`;
    const hash = rememberReturnRoute(invitationPath);
    const view = await open(`/register?hash=${hash}`);

    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveValue('invited.kata@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Confirm e-mail')).toHaveValue('invited.kata@example.com');
    expect(screen.getByLabelText('Confirm e-mail')).toHaveAttribute('readonly');
    expect(screen.getByText('Your invitation came to this address, so we filled it in for you.')).toBeInTheDocument();
    await fillPersonalData(view.user, KATA);
    await fill(view.user, 'Password', 'correct horse');
    await fill(view.user, 'Confirm password', 'correct horse');

    await submit(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/thanks'));
    expect(server.requests.at(-1)?.body).toMatchObject({
      email: 'invited.kata@example.com',
      emailConfirm: 'invited.kata@example.com',
      returnPath: invitationPath,
    });
  });

  it('when the invited visitor chooses another address, then both e-mail fields can be typed into', async () => {
    const hash = rememberReturnRoute(`/invitation/accept/${INVITATION_ID}/Zx_yQ-token`);
    const view = await open(`/register?hash=${hash}`);

    await view.user.click(await screen.findByRole('button', { name: 'Use another address' }));
    await fill(view.user, 'E-mail', 'kata@example.com');
    await fill(view.user, 'Confirm e-mail', 'kata@example.com');

    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveValue('kata@example.com');
    expect(screen.getByLabelText('Confirm e-mail')).toHaveValue('kata@example.com');
  });
});
