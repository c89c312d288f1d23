import { act, screen, within } from '@testing-library/react';
import type { BlogPostSummary } from '@hfl/contracts';
import { startApiServer, type ApiServer, type Reply, renderRemote, postSummaries } from '@hfl/shared-ui/testing';
import { homeRoute } from './home-route';

/** The shell's home route, rendered as the shell renders a page. */
const homePage = { name: 'shell', routes: [homeRoute(() => false)], i18n: {} };

describe('home page', () => {
  let server: ApiServer;
  let posts: BlogPostSummary[];
  let answer: () => Reply | Promise<Reply>;

  beforeEach(async () => {
    posts = [];
    answer = () => ({ status: 200, body: posts });
    server = await startApiServer({ 'GET /api/blog-posts': () => answer() });
  });

  afterEach(() => server.close());

  const open = () => renderRemote(homePage, { path: '/', user: null, apiBaseUrl: server.baseUrl });
  const newsRequests = () => server.requests.filter((request) => request.path === '/api/blog-posts');

  it('when a visitor opens it, then the welcome banner offers creating and joining a league', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'HFL Fantasy' })).toBeInTheDocument();
    expect(screen.getByText('Fantasy football for the Hungarian national league')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create League' })).toHaveAttribute('href', '/create-league');
    expect(screen.getByRole('link', { name: 'Join League' })).toHaveAttribute('href', '/leagues');
  });

  it('when 13 posts come back, then the first 4 show large, the next 7 small, and "Archived news" leads to the blog', async () => {
    posts = postSummaries(13);
    await open();

    const large = within(await screen.findByRole('list', { name: 'Top stories' })).getAllByRole('article');
    const small = within(screen.getByRole('list', { name: 'More news' })).getAllByRole('article');
    expect(large.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Story 1',
      'Story 2',
      'Story 3',
      'Story 4',
    ]);
    expect(small.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      [5, 6, 7, 8, 9, 10, 11].map((n) => `Story ${n}`),
    );
    expect(screen.queryByText('Story 12')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archived news' })).toHaveAttribute('href', '/blog');
    expect(newsRequests().map((request) => request.search)).toEqual(['?limit=13']);
  });

  it('when a card shows, then it has the header image, the date as DD/MM/YYYY, the intro and a link to the post', async () => {
    posts = postSummaries(2);
    await open();

    const [first] = within(await screen.findByRole('list', { name: 'Top stories' })).getAllByRole('article');
    const card = within(first!);
    expect(first!.querySelector('img')).toHaveAttribute('src', posts[0]!.headerImage);
    expect(card.getByText('16/11/2026')).toHaveAttribute('datetime', posts[0]!.createdAt);
    expect(card.getByText('Intro of story 1.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Story 1' })).toHaveAttribute('href', `/blog/${posts[0]!.id}`);
    expect(within(screen.getAllByRole('article')[1]!).getByText('09/11/2026')).toBeInTheDocument();
  });

  it("when the news shows, then only the lead story's image is fetched first (a phone's largest paint)", async () => {
    posts = postSummaries(6);
    await open();

    const images = (await screen.findAllByRole('article')).map((article) => article.querySelector('img'));
    expect(images.map((image) => image?.getAttribute('fetchpriority') ?? null)).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('when exactly 12 posts come back, then there is no "Archived news" link', async () => {
    posts = postSummaries(12);
    await open();

    expect(await screen.findByRole('list', { name: 'More news' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.queryByRole('link', { name: 'Archived news' })).not.toBeInTheDocument();
  });

  it('when fewer than 5 posts come back, then only large cards show', async () => {
    posts = postSummaries(3);
    await open();

    expect(within(await screen.findByRole('list', { name: 'Top stories' })).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'More news' })).not.toBeInTheDocument();
  });

  it('when the news is still loading, then a spinner shows in the news block; when no post comes back, then a notice says so', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = async () => {
      await held;
      return { status: 200, body: [] };
    };
    await open();

    const news = await screen.findByRole('region', { name: 'Latest news' });
    expect(within(news).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    release();

    expect(await within(news).findByText('No news yet. Check back soon!')).toBeInTheDocument();
    expect(within(news).queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the language switches to Hungarian, then the news is asked for again in Hungarian', async () => {
    posts = postSummaries(2);
    const view = await open();
    await screen.findByText('Story 1');

    posts = postSummaries(2, 'hu');
    await act(() => view.i18n.changeLanguage('hu'));

    expect(await screen.findByText('Hír 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Legfrissebb hírek' })).toBeInTheDocument();
    expect(newsRequests().map((request) => request.headers['x-locale'])).toEqual(['en', 'hu']);
  });

  it('when the news cannot be loaded, then the error toast says so', async () => {
    answer = () => ({ status: 500 });
    await open();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Server error');
  });
});
