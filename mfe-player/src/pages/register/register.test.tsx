import { screen, waitFor } from '@testing-library/react';
import { startApiServer, type ApiServer, type Reply, renderRemote } from '@hfl/shared-ui/testing';
import { KATA, chooseBirthDate, fill, fillPersonalData } from '../../testing/account-forms';
import registration from '../../register';

describe('registration page', () => {
  let server: ApiServer;
  let registerReply: Reply;

  beforeEach(async () => {
    registerReply = { status: 201, body: { id: 'u-new' } };
    server = await startApiServer({ 'POST /api/user/register': () => registerReply });
  });

  afterEach(() => server.close());

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
});
