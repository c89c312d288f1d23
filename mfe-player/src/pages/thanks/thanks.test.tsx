/**
 * @jest-environment <rootDir>/test/jsdom-with-fetch.ts
 */
import { act, screen } from '@testing-library/react';
import { renderRemote } from '../../../test/harness';
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
});
