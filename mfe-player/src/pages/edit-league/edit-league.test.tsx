import { screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@hfl/contracts';
import {
  readMultipart,
  startApiServer,
  type ApiServer,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
  ADMINISTERED_LEAGUE,
  describeFile,
  leagueDetails,
  pngFile,
} from '@hfl/shared-ui/testing';
import { fill } from '../../testing/account-forms';
import registration from '../../register';

const LEAGUE_ID = ADMINISTERED_LEAGUE.id;
const ADMINISTERED_BY_PLAYER = {
  ...ADMINISTERED_LEAGUE,
  adminUser: { id: testUsers.player.id, name: testUsers.player.name },
};
const KEPT_SLIDE = { id: '66bb00000000000000000001', title: 'Opening day', image: '/api/files/slide-1' };
const DROPPED_SLIDE = { id: '66bb00000000000000000002', title: 'Old photo', image: '/api/files/slide-2' };

describe('edit league page', () => {
  let server: ApiServer;
  let updateReply: Reply;

  beforeEach(async () => {
    const league = leagueDetails(ADMINISTERED_BY_PLAYER, {
      description: 'Friendly league',
      slides: [KEPT_SLIDE, DROPPED_SLIDE],
    });
    updateReply = { status: 200, body: league };
    server = await startApiServer({
      [`GET /api/leagues/${LEAGUE_ID}`]: () => ({ status: 200, body: league }),
      [`POST /api/leagues/${LEAGUE_ID}/update`]: () => updateReply,
    });
  });

  afterEach(() => server.close());

  const open = (user: SessionUser = testUsers.player) =>
    renderRemote(registration, { path: `/leagues/${LEAGUE_ID}/edit`, user, apiBaseUrl: server.baseUrl });

  const slide = (number: number) => screen.getByRole('group', { name: `Slide ${number}` });
  const save = (view: Awaited<ReturnType<typeof open>>) =>
    view.user.click(screen.getByRole('button', { name: 'Save' }));

  it('when opened, then the form holds the league with its slides and their pictures', async () => {
    await open();

    expect(await screen.findByLabelText('League name')).toHaveValue('Szeged Sharks');
    expect(screen.getByLabelText('Number of teams')).toHaveValue('10');
    expect(screen.getByLabelText('Description')).toHaveValue('Friendly league');
    expect(within(slide(1)).getByLabelText('Title')).toHaveValue('Opening day');
    expect(within(slide(1)).getByRole('img', { name: 'Preview: Image' })).toHaveAttribute('src', '/api/files/slide-1');
    expect(within(slide(2)).getByLabelText('Title')).toHaveValue('Old photo');
  });

  it('when a slide is dropped and a new one added, then the kept one goes by id, the new one with its file', async () => {
    const view = await open();
    await screen.findByLabelText('League name');
    await fill(view.user, 'League name', 'Szeged Sharks II');
    await view.user.click(screen.getByRole('button', { name: 'Remove slide 2' }));
    await view.user.click(screen.getByRole('button', { name: 'Add slide' }));
    await view.user.type(within(slide(2)).getByLabelText('Title'), 'Champions');
    await view.user.upload(within(slide(2)).getByLabelText('Image'), pngFile('champions.png'));

    await save(view);

    expect(await findToast('League updated')).toHaveTextContent('Your changes have been saved');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/settings'));
    const update = server.requests.find((request) => request.method === 'POST');
    const form = await readMultipart(update!);
    expect([...form.keys()]).toEqual([
      'name',
      'nbMaxTeams',
      'description',
      'images[0][title]',
      'images[0][id]',
      'images[1][title]',
      'images[1][image]',
    ]);
    expect(form.get('name')).toBe('Szeged Sharks II');
    expect(form.get('images[0][id]')).toBe(KEPT_SLIDE.id);
    expect(await describeFile(form.get('images[1][image]'))).toEqual({ name: 'champions.png', text: 'champions.png' });
  });

  it('when the owner saves, then they return to the settings of this league', async () => {
    const view = await open(testUsers.owner);
    await screen.findByLabelText('League name');

    await save(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/settings'));
    expect(view.router.state.location.search).toBe(`?league=${LEAGUE_ID}`);
  });

  it('when the server refuses the change, then its message shows and the page stays', async () => {
    updateReply = { status: 403, body: { error: { code: 'not_allowed', message: 'You are not allowed to do this' } } };
    const view = await open();
    await screen.findByLabelText('League name');

    await save(view);

    expect(await findToast('Error')).toHaveTextContent('You are not allowed to do this');
    expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_ID}/edit`);
  });

  it('when a member who is not the admin opens it, then no form shows, only why and the way back to the league', async () => {
    await open({ ...testUsers.player, id: 'u-someone-else' });

    expect(
      await screen.findByText("Only the league's admin can change its settings. Ask them if something should change."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('League name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the league' })).toHaveAttribute('href', `/leagues/${LEAGUE_ID}`);
  });
});
