import { screen, waitFor, within } from '@testing-library/react';
import type { BulkSendProgress, BulkSendSummary, EmailTemplate } from '@hfl/contracts';
import type { RemoteRegistration } from '@hfl/shared-ui';
import {
  readMultipart,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  renderRemote,
  testUsers,
} from '@hfl/shared-ui/testing';
import registration from '../register';
import { BulkMessageModal } from '.';

// Each form shows two TipTap editors, and choosing or saving a template builds them anew: seconds in jsdom.

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out. Test-only stand-ins.
beforeAll(() => {
  const emptyRect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = () => Object.assign([emptyRect], { item: () => emptyRect }) as unknown as DOMRectList;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => emptyRect as DOMRect;
  Element.prototype.getClientRects = rects;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
});

const KICK_OFF: EmailTemplate = {
  id: 'a0000000000000000000000a',
  title: 'Kick-off',
  translations: [
    {
      language: 'en',
      subject: 'Hello {{firstName}}',
      body: '<p>The season starts.</p>',
      headerImage: '/api/files/f0000000000000000000000f',
    },
    { language: 'hu', subject: 'Szia {{firstName}}', body: '<p>Kezdődik a szezon.</p>', headerImage: null },
  ],
};
const RECIPIENTS = ['b0000000000000000000000b', 'c0000000000000000000000c'];
/** An earlier send, as the list of sends shows it. */
const SENDS: BulkSendSummary[] = [
  {
    id: 'a0000000000000000000000a',
    title: 'October news',
    createdAt: '2026-10-01T08:00:00.000Z',
    total: 6,
    sent: 5,
    failed: 1,
    unsubscribed: 0,
    remaining: 0,
    done: true,
  },
];

describe('BulkMessageModal', () => {
  let server: ApiServer;
  let templates: EmailTemplate[];
  let progress: BulkSendProgress[];
  let sendReply: () => Reply;
  const onClose = jest.fn();

  beforeEach(async () => {
    templates = [KICK_OFF];
    progress = [
      { total: 2, sent: 1, failed: 0, remaining: 1, done: false },
      { total: 2, sent: 2, failed: 0, remaining: 0, done: true },
    ];
    const created = (): Reply => {
      templates = [{ ...KICK_OFF, id: 'd0000000000000000000000d', title: 'Kick-off (copy)' }, ...templates];
      return { status: 201, body: { id: 'd0000000000000000000000d' } };
    };
    sendReply = () => ({
      status: 202,
      body: { nbSentMessages: 2, nbSkipped: 0, sendId: 'e0000000000000000000000e', repeated: false },
    });
    server = await startApiServer({
      'GET /api/email-templates': () => ({ status: 200, body: templates }),
      'POST /api/email-templates': created,
      [`POST /api/email-templates/${KICK_OFF.id}`]: () => ({ status: 200, body: { id: KICK_OFF.id } }),
      [`DELETE /api/email-templates/${KICK_OFF.id}`]: () => {
        templates = [];
        return { status: 204 };
      },
      'POST /api/owner/messages/send': (request: RecordedRequest) =>
        request.search === '?preview=1'
          ? {
              status: 200,
              body: [
                {
                  language: 'en',
                  subject: 'Hello Anna',
                  body: '<html><body><p>The season starts, Anna.</p></body></html>',
                },
                {
                  language: 'hu',
                  subject: 'Szia Béla',
                  body: '<html><body><p>Kezdődik a szezon, Béla.</p></body></html>',
                },
              ],
            }
          : sendReply(),
      'GET /api/owner/messages/sends': () => ({ status: 200, body: SENDS }),
      'GET /api/owner/messages/sends/e0000000000000000000000e': () => ({
        status: 200,
        body: progress.length > 1 ? progress.shift() : progress[0],
      }),
    });
  });

  afterEach(() => server.close());

  const host: RemoteRegistration = {
    name: 'bulk-message-test',
    routes: [{ path: '/test', element: <BulkMessageModal userIds={RECIPIENTS} onClose={onClose} /> }],
    nav: [],
    i18n: registration.i18n,
  };

  const open = async () => {
    const view = await renderRemote(host, { path: '/test', user: testUsers.owner, apiBaseUrl: server.baseUrl });
    await screen.findByRole('option', { name: 'Kick-off' });
    return view;
  };
  const picker = () => screen.getByRole('combobox', { name: 'Template' });
  const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);
  const toast = async (text: string) => (await screen.findByText(text)).closest('[role="status"]');

  it('when a template is chosen, then its title and both subjects fill the form, and -- Create New -- empties it', async () => {
    const view = await open();

    await view.user.selectOptions(picker(), KICK_OFF.id);

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Kick-off');
    expect(screen.getByRole('textbox', { name: 'Subject (English)' })).toHaveValue('Hello {{firstName}}');
    expect(screen.getByRole('textbox', { name: 'Subject (Hungarian)' })).toHaveValue('Szia {{firstName}}');
    expect(screen.getByRole('textbox', { name: 'Body (English)' })).toHaveTextContent('The season starts.');
    expect(screen.getByRole('button', { name: 'Update Template' })).toBeInTheDocument();
    expect(screen.getByText(/\{\{firstName\}\}, \{\{lastName\}\} and \{\{name\}\} are replaced/)).toBeInTheDocument();

    await view.user.selectOptions(picker(), '-1');

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Subject (English)' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save New Template' })).toBeInTheDocument();
  });

  it('when an empty template is saved, then the spec’s messages show and nothing is sent', async () => {
    const view = await open();

    await view.user.click(screen.getByRole('button', { name: 'Save New Template' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getAllByText('Subject is required')).toHaveLength(2);
    expect(screen.getAllByText('Body is required')).toHaveLength(2);
    expect(posts('/api/email-templates')).toHaveLength(0);
  });

  it('when a chosen template is saved as a copy, then both languages go as multipart, the created toast shows and the copy is chosen', async () => {
    const view = await open();
    await view.user.selectOptions(picker(), KICK_OFF.id);

    await view.user.click(screen.getByRole('button', { name: 'Save as copy' }));

    expect(await toast('Template "Kick-off" was successfully created')).toHaveTextContent('Success');
    const form = await readMultipart(posts('/api/email-templates')[0]!);
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'Kick-off',
      'translations[0][language]': 'en',
      'translations[0][subject]': 'Hello {{firstName}}',
      'translations[0][body]': '<p>The season starts.</p>',
      'translations[0][headerImage]': '/api/files/f0000000000000000000000f',
      'translations[1][language]': 'hu',
      'translations[1][subject]': 'Szia {{firstName}}',
      'translations[1][body]': '<p>Kezdődik a szezon.</p>',
    });
    await waitFor(() => expect(picker()).toHaveValue('d0000000000000000000000d'));
    // The form shows the copy as stored.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Kick-off (copy)'));
  });

  it('when a chosen template is updated, then it is posted to its id and the updated toast shows', async () => {
    const view = await open();
    await view.user.selectOptions(picker(), KICK_OFF.id);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await view.user.clear(title);
    await view.user.type(title, 'Kick-off 2');

    await view.user.click(screen.getByRole('button', { name: 'Update Template' }));

    expect(await toast('Template "Kick-off 2" was successfully updated')).toHaveTextContent('Success');
    const form = await readMultipart(posts(`/api/email-templates/${KICK_OFF.id}`)[0]!);
    expect(form.get('title')).toBe('Kick-off 2');
  });

  it('when a template is deleted and the question confirmed, then it is gone and the form is new again', async () => {
    const view = await open();
    await view.user.selectOptions(picker(), KICK_OFF.id);

    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the template "Kick-off"?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await toast('Template was successfully deleted')).toHaveTextContent('Success');
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === `/api/email-templates/${KICK_OFF.id}`)).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Kick-off' })).not.toBeInTheDocument());
    expect(picker()).toHaveValue('-1');
  });

  it('when previewed, then both languages show side by side in sandboxed frames, rendered by the server', async () => {
    const view = await open();
    await view.user.selectOptions(picker(), KICK_OFF.id);

    await view.user.click(screen.getByRole('button', { name: 'Preview' }));

    const english = await screen.findByTitle('The e-mail in English');
    const hungarian = screen.getByTitle('The e-mail in Hungarian');
    expect(english).toHaveAttribute('sandbox', '');
    expect(english.getAttribute('srcdoc')).toContain('The season starts, Anna.');
    expect(hungarian.getAttribute('srcdoc')).toContain('Kezdődik a szezon, Béla.');
    expect(screen.getByRole('heading', { name: 'Szia Béla' })).toBeInTheDocument();
    const [preview] = posts('/api/owner/messages/send');
    expect(preview!.search).toBe('?preview=1');
    expect(preview!.body).toMatchObject({ title: 'Kick-off', users: RECIPIENTS });
  });

  it('when sending is confirmed, then the send goes with the recipients, the sent toast shows and the progress follows until done', async () => {
    const view = await open();
    await view.user.selectOptions(picker(), KICK_OFF.id);

    await view.user.click(screen.getByRole('button', { name: 'Send Messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Confirm sending messages to 2 recipient(s)?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await toast('Successfully sent 2 message(s)')).toHaveTextContent('Success');
    const [send] = posts('/api/owner/messages/send');
    expect(send!.search).toBe('');
    expect(send!.body).toEqual({
      title: 'Kick-off',
      translations: [
        {
          language: 'en',
          subject: 'Hello {{firstName}}',
          body: '<p>The season starts.</p>',
          headerImage: '/api/files/f0000000000000000000000f',
        },
        { language: 'hu', subject: 'Szia {{firstName}}', body: '<p>Kezdődik a szezon.</p>' },
      ],
      users: RECIPIENTS,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await screen.findByText('Sent: 1, failed: 0, remaining: 1')).toBeInTheDocument();
    expect(await screen.findByText('Sending finished. Sent: 2, failed: 0.')).toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: 'Recent sends' });
    expect(within(recent).getByRole('row', { name: /October news/ })).toHaveTextContent(
      'Sending finished. Sent: 5, failed: 1.',
    );
  });

  it('when a send is tried again after a failure, then the same key goes; a new send after a success takes a new one', async () => {
    sendReply = () => ({
      status: 504,
      body: { error: { code: 'gateway_timeout', message: 'The server took too long to answer' } },
    });
    const view = await open();
    await view.user.selectOptions(picker(), KICK_OFF.id);
    const sendOnce = async () => {
      await view.user.click(screen.getByRole('button', { name: 'Send Messages' }));
      const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    };

    await sendOnce();
    await waitFor(() => expect(posts('/api/owner/messages/send')).toHaveLength(1));
    sendReply = () => ({
      status: 200,
      body: { nbSentMessages: 2, nbSkipped: 0, sendId: 'e0000000000000000000000e', repeated: true },
    });
    await sendOnce();
    expect(await toast('This send had started already: nobody gets it twice. Its progress is below.')).toBeTruthy();
    await sendOnce();
    await waitFor(() => expect(posts('/api/owner/messages/send')).toHaveLength(3));

    const keys = posts('/api/owner/messages/send').map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
