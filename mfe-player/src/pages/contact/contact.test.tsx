import { screen } from '@testing-library/react';
import { SOCIAL_LINKS } from '@hfl/contracts';
import { startApiServer, type ApiServer, renderRemote } from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('contact page', () => {
  let server: ApiServer;

  beforeEach(async () => {
    server = await startApiServer({});
  });

  afterEach(() => server.close());

  it('when a visitor opens /contact, then the owner mail link, the credits and the social links show', async () => {
    await renderRemote(registration, { path: '/contact', user: null, apiBaseUrl: server.baseUrl });

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail the site owner' })).toHaveAttribute(
      'href',
      'mailto:info@hfl-fantasy.hu',
    );
    expect(screen.getByText('Web development')).toBeInTheDocument();
    expect(screen.getByText('Photography')).toBeInTheDocument();
    expect(screen.getByText('Landing-page banner photos')).toBeInTheDocument();
    expect(screen.getByText('HFL archive')).toBeInTheDocument();
  });

  it('when the social links show, then each opens the shared profile URL in a new tab without an opener', async () => {
    await renderRemote(registration, { path: '/contact', user: null, apiBaseUrl: server.baseUrl });

    const facebook = await screen.findByRole('link', { name: /HFL Fantasy on Facebook/ });
    const instagram = screen.getByRole('link', { name: /HFL Fantasy on Instagram/ });
    expect([facebook, instagram].map((link) => link.getAttribute('href'))).toEqual(
      SOCIAL_LINKS.map((link) => link.href),
    );
    for (const link of [facebook, instagram]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });
});
