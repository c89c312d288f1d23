import { screen, within } from '@testing-library/react';
import { startApiServer, type ApiServer, type Reply, renderRemote, fullPost, postId } from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('blog post page', () => {
  let server: ApiServer;
  let answer: () => Reply;
  const post = fullPost();
  const postUrl = `${window.location.origin}/blog/${post.id}`;

  beforeEach(async () => {
    answer = () => ({ status: 200, body: post });
    server = await startApiServer({ [`GET /api/blog-posts/${post.id}`]: () => answer() });
  });

  afterEach(async () => {
    await server.close();
    delete (navigator as { share?: unknown }).share;
  });

  const open = (id = post.id) =>
    renderRemote(registration, { path: `/blog/${id}`, user: null, apiBaseUrl: server.baseUrl });

  it('when a post is opened, then it shows a back link, header image, date, category, tags, title, body and author', async () => {
    await open();

    const article = await screen.findByRole('article', { name: 'How scoring works' });
    const view = within(article);
    expect(view.getByRole('link', { name: /Back to the blog/ })).toHaveAttribute('href', '/blog');
    expect(article.querySelector('img')).toHaveAttribute('src', post.headerImage);
    expect(view.getByText('02/11/2026')).toHaveAttribute('datetime', post.createdAt);
    expect(view.getByText('Rules')).toBeInTheDocument();
    expect(
      within(view.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['scoring', 'rules']);
    expect(view.getByRole('heading', { level: 1, name: 'How scoring works' })).toBeInTheDocument();
    expect(view.getByText('Quarterbacks score 0.1 per yard.')).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 2, name: 'Kickers' })).toBeInTheDocument();
    expect(view.getByText('Posted by HFL Fantasy')).toBeInTheDocument();
    expect(article).toHaveAttribute('lang', 'en');
  });

  it('when a body carries a script, an onerror handler or a javascript: link, then they are stripped and the text stays', async () => {
    const hostile = {
      ...post,
      body: '<p>Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">Click</a>',
    };
    answer = () => ({ status: 200, body: hostile });

    await open();

    const article = await screen.findByRole('article', { name: 'How scoring works' });
    expect(within(article).getByText('Safe text')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('Click')).not.toHaveAttribute('href');
    expect(article.innerHTML).not.toContain('__pwned');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it.each([
    ['a style sheet', '<style>body { display: none }</style>', 'style'],
    ['a frame', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    [
      'a form asking for a password',
      '<form action="https://evil.example"><input name="password"></form>',
      'form, input',
    ],
    ['inline styles', '<p style="position: fixed; inset: 0">Cover</p>', '[style]'],
    ['a data: picture', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x">', 'img[src^="data:"]'],
    ['a click handler', '<p onclick="window.__pwned = 3">Tap</p>', '[onclick]'],
  ])('when a body carries %s, then the page shows none of it', async (_case, hostileHtml, selector) => {
    answer = () => ({ status: 200, body: { ...post, body: `<p>Safe text</p>${hostileHtml}` } });

    await open();

    const article = await screen.findByRole('article', { name: 'How scoring works' });
    expect(within(article).getByText('Safe text')).toBeInTheDocument();
    expect(article.querySelector(selector)).toBeNull();
    expect(article.innerHTML).not.toContain('evil.example');
  });

  it("when the owner's post has a picture, a quote, a subheading and a link, then they read as written", async () => {
    const picture = `/api/files/${postId(200)}`;
    answer = () => ({
      status: 200,
      body: {
        ...post,
        tags: ['draft', 'week 3'],
        body:
          '<p>The <strong>draft</strong> is <u>over</u>.</p><h3>Best picks</h3>' +
          `<img src="${picture}" alt="The draft board"><blockquote><p>What a night!</p></blockquote>` +
          '<ol><li>First pick</li></ol><p><a href="https://example.com/recap" target="_blank">Recap</a></p>',
      },
    });

    await open();

    const article = await screen.findByRole('article', { name: 'How scoring works' });
    const view = within(article);
    expect(view.getByRole('img', { name: 'The draft board' })).toHaveAttribute('src', picture);
    expect(view.getByRole('heading', { level: 3, name: 'Best picks' })).toBeInTheDocument();
    expect(view.getByText('What a night!').closest('blockquote')).not.toBeNull();
    expect(view.getByText('over').tagName).toBe('U');
    expect(view.getByRole('link', { name: 'Recap' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(view.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['draft', 'week 3']);
  });

  it('when the browser has no Web Share API, then Share copies the link and a toast confirms it', async () => {
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Share' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Link copied');
    expect(toast).toHaveTextContent('The link to this post is on your clipboard.');
    expect(await navigator.clipboard.readText()).toBe(postUrl);
  });

  it('when the browser has the Web Share API, then Share hands it the title and link', async () => {
    const share = jest.fn(async () => {});
    Object.assign(navigator, { share });
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ title: 'How scoring works', url: postUrl });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the post is shown, then the Facebook share link opens the sharer in a new tab', async () => {
    await open();

    const facebook = await screen.findByRole('link', { name: /Share on Facebook/ });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`,
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('when the post does not exist, then a not-found message links back to the blog and no error toast shows', async () => {
    await open(postId(999));

    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByText('This post does not exist or has been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the blog/ })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server fails, then the error toast shows with a way back to the blog', async () => {
    answer = () => ({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } });
    await open();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: /Back to the blog/ })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('heading', { name: 'Post not found' })).not.toBeInTheDocument();
  });
});
