import { screen, waitFor, within } from '@testing-library/react';
import type { BlogPostSummary } from '@hfl/contracts';
import {
  pagedReply,
  startApiServer,
  type ApiServer,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import registration from '../../register';

const WEEK_3 = '66b000000000000000000001';
const RULES = '66b000000000000000000002';
const MAGYAR = '66b000000000000000000003';

const summary = (id: string, title: string, category: string, createdAt: string, locale: 'en' | 'hu' = 'en') =>
  ({ id, locale, title, category, intro: '', headerImage: null, createdAt }) satisfies BlogPostSummary;

describe('owner blog list', () => {
  let server: ApiServer;
  let posts: BlogPostSummary[];

  beforeEach(async () => {
    posts = [
      summary(WEEK_3, 'Week 3 review', 'News', '2026-11-20T02:30:00Z'),
      summary(RULES, 'Scoring rules', 'Rules', '2026-11-01T12:00:00Z'),
      summary(MAGYAR, 'Harmadik hét', 'Hírek', '2026-11-19T12:00:00Z', 'hu'),
    ];
    server = await startApiServer({
      'GET /api/settings': () => ({ status: 200, body: { timezone: 'America/New_York' } }),
      'GET /api/blog-posts': (request) => {
        const locale = new URLSearchParams(request.search).get('locale');
        return pagedReply(
          request,
          posts.filter((post) => post.locale === locale),
        );
      },
      [`DELETE /api/blog-posts/${WEEK_3}`]: () => {
        posts = posts.filter((post) => post.id !== WEEK_3);
        return { status: 204 };
      },
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/owner/blog', user: testUsers.owner, apiBaseUrl: server.baseUrl });
  const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!;
  const cells = (title: string) =>
    within(rowOf(title))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it("when opened, then the owner's language's posts show title, category and date, with Edit links and New Post", async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Week 3 review' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Title',
      'Category',
      'Date',
      'Actions',
    ]);
    // 02:30 UTC on 20 November is still 19 November in New York.
    await waitFor(() => expect(cells('Week 3 review').slice(0, 3)).toEqual(['Week 3 review', 'News', '19/11/2026']));
    expect(screen.queryByRole('cell', { name: 'Harmadik hét' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit: Week 3 review' })).toHaveAttribute('href', `/owner/blog/${WEEK_3}`);
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/owner/blog/create-post');
  });

  it('when the language is switched, then that language is listed', async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Week 3 review' });

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hu');

    expect(await screen.findByRole('cell', { name: 'Harmadik hét' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Week 3 review' })).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.search.includes('locale=hu'))).toBe(true);
  });

  it("when a post is deleted and confirmed, then DELETE is sent, the spec's toast shows and the row goes", async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Week 3 review' });

    await view.user.click(screen.getByRole('button', { name: 'Delete: Week 3 review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete blog post' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Week 3 review"?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Success')).toHaveTextContent('Blog post "Week 3 review" was successfully deleted');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Week 3 review' })).not.toBeInTheDocument());
    const deletion = server.requests.find((request) => request.method === 'DELETE');
    expect(deletion).toMatchObject({ path: `/api/blog-posts/${WEEK_3}` });
    expect(deletion!.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
  });

  it('when the deletion is cancelled, then nothing is sent', async () => {
    const view = await open();
    await screen.findByRole('cell', { name: 'Week 3 review' });

    await view.user.click(screen.getByRole('button', { name: 'Delete: Week 3 review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete blog post' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('cell', { name: 'Week 3 review' })).toBeInTheDocument();
  });
});
