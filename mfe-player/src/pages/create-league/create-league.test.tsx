import { screen, waitFor, within } from '@testing-library/react';
import { formatZonedDateTime } from '@hfl/contracts';
import { consumeReturnRoute } from '@hfl/shared-ui';
import {
  readMultipart,
  startApiServer,
  type ApiServer,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
  TEAM_LOGOS,
  describeFile,
  pngFile,
  DAY_MS,
  realSeason,
  today,
  utcAt,
} from '@hfl/shared-ui/testing';
import { defaultTimezone } from '../../components/timezone-field';
import { fill } from '../../testing/account-forms';
import { readCurrentLeague } from '../../league/current-league';
import registration from '../../register';

describe('create league page', () => {
  let server: ApiServer;
  let createReply: Reply;
  let currentRealSeason: Reply;
  /** The real season answers once this settles. */
  let seasonHeld: Promise<void>;

  beforeEach(async () => {
    window.localStorage.clear();
    createReply = { status: 201, body: { id: 'l-new' } };
    currentRealSeason = { status: 200, body: realSeason(2, [-30, -29]) };
    seasonHeld = Promise.resolve();
    server = await startApiServer({
      'GET /api/seasons/current': async () => {
        await seasonHeld;
        return currentRealSeason;
      },
      'GET /api/team-logos': () => ({ status: 200, body: TEAM_LOGOS }),
      'POST /api/leagues': () => createReply,
    });
  });

  afterEach(() => server.close());

  const open = (user: typeof testUsers.player | null = testUsers.player) =>
    renderRemote(registration, { path: '/create-league', user, apiBaseUrl: server.baseUrl });

  type View = Awaited<ReturnType<typeof open>>;

  const slide = (number: number) => screen.getByRole('group', { name: `Slide ${number}` });

  const fillLeague = async (view: View) => {
    await fill(view.user, 'League name', 'Budapest Bulls');
    await view.user.selectOptions(screen.getByLabelText('Number of teams'), '10');
    await fill(view.user, 'Description', 'Friendly league');
    await fill(view.user, 'Team name', 'Kovács Crushers');
    await view.user.selectOptions(screen.getByLabelText('Timezone'), 'Europe/Vienna');
  };

  const submit = (view: View) => view.user.click(screen.getByRole('button', { name: 'Create League' }));
  const posts = () => server.requests.filter((request) => request.method === 'POST');

  it('when a visitor comes, then they are told to register, the page is remembered and they go to /register with its hash', async () => {
    const view = await open(null);

    expect(await findToast('Notice')).toHaveTextContent('Please create an account or login first to create a league');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/register'));
    const hash = new URLSearchParams(view.router.state.location.search).get('hash');
    expect(consumeReturnRoute(hash)).toBe('/create-league');
  });

  it('when the season has started, then the page says by when to draft to play from which round', async () => {
    await open();

    const round3 = formatZonedDateTime(utcAt(today() + 3 * DAY_MS), defaultTimezone());
    expect(await screen.findByRole('note')).toHaveTextContent(`Draft by ${round3} to play from round 3.`);
  });

  it('when the season is slow to answer, then one spinner holds the page and the form comes with the note above it, not before it', async () => {
    let release = () => {};
    seasonHeld = new Promise<void>((resolve) => (release = resolve));
    await open();

    await screen.findByRole('heading', { level: 1, name: 'Create a New League' });
    await waitFor(() => expect(server.requests.some((request) => request.path === '/api/seasons/current')).toBe(true));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByLabelText('League name')).not.toBeInTheDocument();
    release();

    expect(await screen.findByRole('note')).toBeInTheDocument();
    expect(screen.getByLabelText('League name')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("when this season is too far along, then the page says the next chance is the next season's window", async () => {
    currentRealSeason = { status: 200, body: realSeason(5, [-30, -29]) };
    await open();

    expect(await screen.findByRole('note')).toHaveTextContent(
      "This season's drafts are over. The next chance to draft is the next season's draft window.",
    );
  });

  it('when the form is sent with two slides and an uploaded logo, then it all goes as one multipart request', async () => {
    const view = await open();
    await screen.findByRole('img', { name: 'Logo 1' });
    await fillLeague(view);
    await view.user.click(screen.getByRole('button', { name: 'Add slide' }));
    await view.user.click(screen.getByRole('button', { name: 'Add slide' }));
    await view.user.type(within(slide(1)).getByLabelText('Title'), 'Opening day');
    await view.user.upload(within(slide(1)).getByLabelText('Image'), pngFile('opening.png'));
    await view.user.type(within(slide(2)).getByLabelText('Title'), 'Final');
    await view.user.upload(within(slide(2)).getByLabelText('Image'), pngFile('final.png'));
    await view.user.upload(screen.getByLabelText('Or upload your own logo'), pngFile('crest.png'));

    await submit(view);

    expect(await findToast('Success')).toHaveTextContent('New League was successfully created');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/leagues/l-new'));
    expect(readCurrentLeague(testUsers.player.id)).toBe('l-new');
    const [create] = posts();
    expect(create?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    const form = await readMultipart(create!);
    const text = [...form.entries()].filter(([, value]) => typeof value === 'string');
    expect(text).toEqual([
      ['name', 'Budapest Bulls'],
      ['nbMaxTeams', '10'],
      ['description', 'Friendly league'],
      ['images[0][title]', 'Opening day'],
      ['images[1][title]', 'Final'],
      ['teamName', 'Kovács Crushers'],
      ['timezone', 'Europe/Vienna'],
      ['ownerLogo', ''],
    ]);
    expect(await describeFile(form.get('images[0][image]'))).toEqual({ name: 'opening.png', text: 'opening.png' });
    expect(await describeFile(form.get('images[1][image]'))).toEqual({ name: 'final.png', text: 'final.png' });
    expect(await describeFile(form.get('logo'))).toEqual({ name: 'crest.png', text: 'crest.png' });
  });

  it('when a pre-made logo is chosen after an upload, then only its id is sent', async () => {
    const view = await open();
    await screen.findByRole('img', { name: 'Logo 2' });
    await fillLeague(view);
    await view.user.upload(screen.getByLabelText('Or upload your own logo'), pngFile('crest.png'));

    await view.user.click(screen.getByRole('radio', { name: 'Logo 2' }));
    await submit(view);

    await waitFor(() => expect(posts()).toHaveLength(1));
    const form = await readMultipart(posts()[0]!);
    expect(form.get('ownerLogo')).toBe(TEAM_LOGOS[1]!.id);
    expect(form.has('logo')).toBe(false);
    expect(screen.queryByRole('img', { name: 'Preview: Or upload your own logo' })).not.toBeInTheDocument();
  });

  it('when the form is sent empty, then the spec messages show and nothing is sent', async () => {
    const view = await open();
    await screen.findByLabelText('League name');
    await view.user.click(screen.getByRole('button', { name: 'Add slide' }));

    await submit(view);

    for (const message of [
      'Please input league name',
      'Please select number of teams',
      'Title is required',
      'Please choose an image',
      'Please input your team name',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(posts()).toHaveLength(0);
  });

  it('when the server refuses fields, then each message lands on its field and the general one on top', async () => {
    createReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [
            { property: 'name', message: 'A league with this name already exists' },
            { property: 'images[0].image', message: 'Unsupported Format' },
            { property: 'logo', message: 'File too large' },
            { property: '', message: 'Please check the highlighted fields' },
          ],
        },
      },
    };
    const view = await open();
    await screen.findByLabelText('League name');
    await fillLeague(view);
    await view.user.click(screen.getByRole('button', { name: 'Add slide' }));
    await fill(view.user, 'Title', 'Opening day');
    await view.user.upload(within(slide(1)).getByLabelText('Image'), pngFile('opening.png'));

    await submit(view);

    await waitFor(() =>
      expect(screen.getByLabelText('League name')).toHaveAccessibleDescription(
        'A league with this name already exists',
      ),
    );
    expect(within(slide(1)).getByText('Unsupported Format')).toBeInTheDocument();
    expect(screen.getByLabelText('Or upload your own logo')).toHaveAccessibleDescription('File too large');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Please check the highlighted fields');
    expect(view.router.state.location.pathname).toBe('/create-league');
  });
});
