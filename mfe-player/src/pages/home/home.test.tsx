/**
 * @jest-environment <rootDir>/test/jsdom-with-fetch.ts
 */
import { screen } from '@testing-library/react';
import { startApiServer, type ApiServer } from '../../../test/api-server';
import { renderRemote } from '../../../test/harness';
import registration from '../../register';

describe('home page', () => {
  let server: ApiServer;

  beforeEach(async () => {
    server = await startApiServer({});
  });

  afterEach(() => server.close());

  it('when a visitor opens it, then the welcome banner offers creating and joining a league', async () => {
    await renderRemote(registration, { path: '/', user: null, apiBaseUrl: server.baseUrl });

    expect(await screen.findByRole('heading', { level: 1, name: 'HFL Fantasy' })).toBeInTheDocument();
    expect(screen.getByText('Fantasy football for the Hungarian national league')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create League' })).toHaveAttribute('href', '/create-league');
    expect(screen.getByRole('link', { name: 'Join League' })).toHaveAttribute('href', '/leagues');
  });
});
