import { screen, waitFor, within } from '@testing-library/react';
import type { BlogPostSummary } from '@hfl/contracts';
import { pagedReply, startApiServer, type ApiServer, renderRemote, postSummaries } from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('blog list', () => {
  let server: ApiServer;
  let posts: BlogPostSummary[];

  beforeEach(async () => {
    server = await startApiServer({ 'GET /api/blog-posts': (request) => pagedReply(request, posts) });
  });

  afterEach(() => server.close());

  const open = () => renderRemote(registration, { path: '/blog', user: null, apiBaseUrl: server.baseUrl });

  it('when a visitor opens /blog, then every post shows its preview cut to 3 lines and a "Continue reading" link', async () => {
    posts = postSummaries(14);
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const previews = await screen.findAllByRole('article');
    expect(previews).toHaveLength(14);
    const first = within(previews[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'Story 1' })).toBeInTheDocument();
    expect(first.getByText('News')).toBeInTheDocument();
    expect(first.getByText('16/11/2026')).toBeInTheDocument();
    expect(first.getByText('Intro of story 1.')).toHaveStyle({ overflow: 'hidden', '-webkit-line-clamp': '3' });
    expect(first.getByRole('link', { name: /^Continue reading\s*: Story 1$/ })).toHaveAttribute(
      'href',
      `/blog/${posts[0]!.id}`,
    );
    expect(server.requests.map((request) => request.search)).toEqual(['?limit=50&offset=0']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when there are more posts than the blog sends at once, then "Load more" adds the older ones', async () => {
    posts = postSummaries(53);
    const view = await open();
    expect(await screen.findAllByRole('article')).toHaveLength(50);

    await view.user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(53));
    expect(within(screen.getAllByRole('article')[52]!).getByRole('heading', { name: 'Story 53' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(server.requests.map((request) => request.search)).toEqual(['?limit=50&offset=0', '?limit=50&offset=50']);
  });

  it('when there are no posts yet, then a notice says so', async () => {
    posts = [];
    await open();

    expect(await screen.findByText('No posts yet. Check back soon!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
