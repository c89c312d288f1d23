import { act, screen, within } from '@testing-library/react';
import { startApiServer, type ApiServer, renderRemote } from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('legal pages', () => {
  let server: ApiServer;

  beforeEach(async () => {
    server = await startApiServer({});
  });

  afterEach(() => server.close());

  const open = (path: string) => renderRemote(registration, { path, user: null, apiBaseUrl: server.baseUrl });

  it('when /terms is opened in English, then the title, effective date, contents and 17 numbered sections show', async () => {
    await open('/terms');

    const terms = await screen.findByRole('article', { name: 'Terms of Use' });
    expect(within(terms).getByText('Effective from 21 October 2019')).toBeInTheDocument();
    const sections = within(terms).getAllByRole('region');
    expect(sections).toHaveLength(17);
    expect(within(sections[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('1. General information');
    expect(within(sections[16]!).getByRole('heading', { level: 2 })).toHaveTextContent('17. Contact');

    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents).toHaveLength(17);
    expect(contents[0]).toHaveTextContent('General information');
    expect(contents[0]).toHaveAttribute('href', `#${sections[0]!.id}`);
  });

  it('when a section has a list, then its paragraphs come first and then the list items', async () => {
    await open('/privacy');

    const section = await screen.findByRole('region', { name: '3. Personal data you give us' });
    const [paragraph, list] = [...section.children].slice(1);
    expect(paragraph).toHaveTextContent('We collect the following personal data when you provide it:');
    expect(list!.tagName).toBe('UL');
    expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
  });

  it('when the language changes to Hungarian, then the terms re-render in Hungarian', async () => {
    const view = await open('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });

    await act(() => view.i18n.changeLanguage('hu'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Felhasználási feltételek' })).toBeInTheDocument();
    expect(screen.getByText('Hatályos: 2019. október 21-től')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tartalom' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Általános információk' })).toBeInTheDocument();
    expect(screen.queryByText('Terms of Use')).not.toBeInTheDocument();
  });

  it.each([
    ['/privacy', 'Privacy Policy', 12],
    ['/cookie-policy', 'Cookie Policy', 6],
    ['/copyright-notice', 'Copyright Notice', 5],
  ])('when %s is opened, then "%s" shows with its %i sections', async (path, title, count) => {
    await open(path);

    const legalDocument = await screen.findByRole('article', { name: title });
    expect(within(legalDocument).getAllByRole('region')).toHaveLength(count);
  });
});
