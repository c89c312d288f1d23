import { act, screen, waitFor } from '@testing-library/react';
import { startApiServer, renderRemote } from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('thanks page', () => {
  it('when opened, then the registration thanks show, in Hungarian too', async () => {
    // The page calls nothing; no server is listening at this address.
    const view = await renderRemote(registration, { path: '/thanks', user: null, apiBaseUrl: 'http://127.0.0.1:9' });

    expect(await screen.findByRole('heading', { name: 'Thank you for registering!' })).toBeInTheDocument();
    expect(screen.getByText('You will receive e-mail with confirmation link shortly')).toBeInTheDocument();

    await act(() => view.i18n.changeLanguage('hu'));

    expect(screen.getByRole('heading', { name: 'Köszönjük a regisztrációt!' })).toBeInTheDocument();
    expect(screen.getByText('Hamarosan e-mailt kapsz a megerősítő linkkel')).toBeInTheDocument();
  });

  it('when the registration form sent the address along, then a new confirmation link can be asked for it', async () => {
    const server = await startApiServer({ 'POST /api/user/register/resend': () => ({ status: 202 }) });
    try {
      const view = await renderRemote(registration, {
        path: '/thanks',
        state: { email: 'kata@example.com' },
        user: null,
        apiBaseUrl: server.baseUrl,
      });

      expect(await screen.findByText(/Didn't get the e-mail\?/)).toBeInTheDocument();
      await view.user.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));

      await waitFor(() => expect(server.requests).toHaveLength(1));
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        path: '/api/user/register/resend',
        body: { email: 'kata@example.com' },
      });
      expect(await screen.findByText('Confirmation link sent')).toBeInTheDocument();
    } finally {
      await server.close();
    }
  });
});
