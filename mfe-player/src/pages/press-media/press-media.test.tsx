import { act, screen } from '@testing-library/react';
import { startApiServer, type ApiServer, renderRemote } from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('press and media pages', () => {
  let server: ApiServer;

  beforeEach(async () => {
    server = await startApiServer({});
  });

  afterEach(() => server.close());

  it.each([
    ['/press', 'Press', /Journalists, bloggers and media partners/],
    ['/media', 'Media', /collect media materials/],
  ])('when %s is opened, then the heading "%s" and its placeholder text show', async (path, heading, text) => {
    await renderRemote(registration, { path, user: null, apiBaseUrl: server.baseUrl });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('when the language changes to Hungarian, then the press page re-renders in Hungarian', async () => {
    const view = await renderRemote(registration, { path: '/press', user: null, apiBaseUrl: server.baseUrl });
    await screen.findByRole('heading', { level: 1, name: 'Press' });

    await act(() => view.i18n.changeLanguage('hu'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sajtó' })).toBeInTheDocument();
  });
});
