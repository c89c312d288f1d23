import { screen, waitFor } from '@testing-library/react';
import type { BlogPost } from '@hfl/contracts';
import {
  pagedReply,
  readMultipart,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import registration from '../../register';
import { polyfillProseMirrorDom, typeInEditor } from '../../testing/prosemirror-dom';

const POST_ID = '66b000000000000000000001';
const HEADER = '/api/files/66c000000000000000000001';
const BODY_IMAGE = '/api/files/66c000000000000000000002';

const stored: BlogPost = {
  id: POST_ID,
  locale: 'en',
  title: 'Week 3 review',
  category: 'News',
  intro: 'A great week.',
  headerImage: HEADER,
  createdAt: '2026-11-20T12:00:00Z',
  body: '<p>A great week.</p>',
  tags: ['review'],
  postedByUser: { name: 'Olga Owner' },
};

const gif = (name: string) =>
  new File(
    [Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0))],
    name,
    {
      type: 'image/gif',
    },
  );

beforeAll(() => polyfillProseMirrorDom());

describe('owner blog post editor', () => {
  let server: ApiServer;

  beforeEach(async () => {
    server = await startApiServer({
      'GET /api/settings': () => ({ status: 200, body: { timezone: 'Europe/Budapest' } }),
      'GET /api/blog-categories': () => ({ status: 200, body: ['News', 'Rules'] }),
      'GET /api/tags': () => ({ status: 200, body: ['review', 'roster'] }),
      'GET /api/blog-posts': (request) => pagedReply(request, []),
      [`GET /api/blog-posts/${POST_ID}`]: () => ({ status: 200, body: stored }),
      'POST /api/blog-posts': () => ({ status: 201, body: { ...stored, id: '66b000000000000000000009' } }),
      [`POST /api/blog-posts/${POST_ID}`]: () => ({ status: 200, body: stored }),
      'POST /api/blog-posts/images': () => ({ status: 201, body: { url: BODY_IMAGE } }),
    });
  });

  afterEach(() => server.close());

  const open = (path: string) =>
    renderRemote(registration, { path, user: testUsers.owner, apiBaseUrl: server.baseUrl });
  const sent = (path: string): RecordedRequest | undefined =>
    server.requests.find((request) => request.method === 'POST' && request.path === path);

  it('when a new post is written with a tag, a body picture and a header, then it is sent as multipart and the list follows', async () => {
    const view = await open('/owner/blog/create-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'New blog post' })).toBeInTheDocument();

    await view.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft day');
    await view.user.type(screen.getByRole('combobox', { name: 'Category' }), 'News');
    await view.user.type(screen.getByRole('combobox', { name: 'New tag' }), 'draft{Enter}');
    expect(screen.getByRole('button', { name: 'Remove tag draft' })).toBeInTheDocument();
    const body = screen.getByRole('textbox', { name: 'Body' });
    await view.user.click(body);
    await typeInEditor(view.user, 'Picks are in');
    await view.user.upload(screen.getByTestId('rich-text-image-input'), gif('pick.gif'));
    await waitFor(() => expect(body.querySelector(`img[src="${BODY_IMAGE}"]`)).not.toBeNull());
    await view.user.upload(screen.getByLabelText('Header image'), gif('header.gif'));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await findToast('Success')).toHaveTextContent('Blog post was successfully created');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/owner/blog');
    const form = await readMultipart(sent('/api/blog-posts')!);
    expect(form.get('locale')).toBe('en');
    expect(form.get('title')).toBe('Draft day');
    expect(form.get('category')).toBe('News');
    expect(form.getAll('tags[0]')).toEqual(['draft']);
    expect(form.get('body')).toContain('<p>Picks are in</p>');
    expect(form.get('body')).toContain(`<img src="${BODY_IMAGE}"`);
    expect((form.get('headerImage') as File).name).toBe('header.gif');
    const upload = await readMultipart(sent('/api/blog-posts/images')!);
    expect((upload.get('image') as File).name).toBe('pick.gif');
  });

  it("when saved empty, then the spec's messages show and nothing is sent", async () => {
    const view = await open('/owner/blog/create-post');
    await screen.findByRole('heading', { level: 1, name: 'New blog post' });

    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('when a stored post is edited, then its values are shown and the kept header goes back as its address', async () => {
    const view = await open(`/owner/blog/${POST_ID}`);

    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveValue('Week 3 review'));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('News');
    expect(screen.getByRole('button', { name: 'Remove tag review' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('A great week.');
    await view.user.clear(title);
    await view.user.type(title, 'Week 3, reviewed');
    await view.user.click(screen.getByRole('button', { name: 'Remove tag review' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await findToast('Success')).toHaveTextContent('Blog post was successfully updated');
    const form = await readMultipart(sent(`/api/blog-posts/${POST_ID}`)!);
    expect(form.get('title')).toBe('Week 3, reviewed');
    expect(form.get('headerImage')).toBe(HEADER);
    expect(form.get('body')).toBe('<p>A great week.</p>');
    expect([...form.keys()].filter((key) => key.startsWith('tags'))).toEqual([]);
  });

  it('when the post does not exist, then the page says so', async () => {
    await open('/owner/blog/66b0000000000000000000ff');

    expect(await screen.findByText('This blog post does not exist.')).toBeInTheDocument();
  });
});
