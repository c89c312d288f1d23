import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { startApiServer, type ApiServer, renderRemote } from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('FAQ page', () => {
  let server: ApiServer;

  beforeEach(async () => {
    server = await startApiServer({});
  });

  afterEach(async () => {
    await server.close();
    // Each test starts as a first visit: the i18next instance lives as long as the file.
    for (const locale of ['en', 'hu']) i18next.removeResourceBundle(locale, 'faq');
  });

  const open = () => renderRemote(registration, { path: '/faq', user: null, apiBaseUrl: server.baseUrl });

  it('when a visitor opens it, then the questions show in order with the first answer open', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'What is HFL Fantasy?' });
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(17);
    expect(questions[0]).toHaveTextContent('What is HFL Fantasy?');
    expect(questions[16]).toHaveTextContent('How can I contact you?');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[1]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'What is HFL Fantasy?' })).toHaveTextContent(
      /free fantasy American-football/,
    );
  });

  it('when the remote registers, then the answers are not in its namespace: they load with the page', async () => {
    expect((await registration.i18n.player!.en()).default).not.toHaveProperty('faq.items');
    expect((await registration.i18n.player!.hu()).default).not.toHaveProperty('faq.items');

    const view = await open();
    expect(view.i18n.hasResourceBundle('en', 'faq')).toBe(false);

    await screen.findByRole('button', { name: 'What is HFL Fantasy?' });
    expect(view.i18n.hasResourceBundle('en', 'faq')).toBe(true);
    expect(view.i18n.hasResourceBundle('hu', 'faq')).toBe(false);
  });

  it('when a question is clicked, then its answer opens and a second click closes it', async () => {
    const view = await open();
    const question = await screen.findByRole('button', { name: 'Does it cost anything?' });

    await view.user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('region', { name: 'Does it cost anything?' })).getByText(/free to play/),
    ).toBeVisible();

    await view.user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the language switches to Hungarian, then the page re-renders in Hungarian', async () => {
    const view = await open();
    await screen.findByRole('button', { name: 'What is HFL Fantasy?' });

    await act(() => view.i18n.changeLanguage('hu'));

    expect(screen.getByRole('heading', { level: 1, name: 'Gyakran ismételt kérdések' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mi az a HFL Fantasy?' })).toBeInTheDocument();
    expect(screen.queryByText('Frequently asked questions')).not.toBeInTheDocument();
  });
});
