import { screen, waitFor } from '@testing-library/react';
import type { FantasyTeamDetails } from '@hfl/contracts';
import {
  readMultipart,
  startApiServer,
  type ApiServer,
  renderRemote,
  testUsers,
  findToast,
  TEAM_LOGOS,
  describeFile,
  pngFile,
} from '@hfl/shared-ui/testing';
import { fill } from '../../testing/account-forms';
import registration from '../../register';

const TEAM: FantasyTeamDetails = {
  id: 't1',
  name: 'Kovács Crushers',
  timezone: 'Europe/Vienna',
  league: { id: 'l1' },
  user: { id: testUsers.player.id, name: testUsers.player.name },
  logo: 'f-logo',
  logoUrl: '/api/files/f-logo',
};

describe('edit team page', () => {
  let server: ApiServer;

  beforeEach(async () => {
    server = await startApiServer({
      'GET /api/team-logos': () => ({ status: 200, body: TEAM_LOGOS }),
      'GET /api/fantasy-teams/t1': () => ({ status: 200, body: TEAM }),
      'POST /api/fantasy-teams/t1/update': () => ({ status: 200, body: TEAM }),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/teams/t1/edit', user: testUsers.player, apiBaseUrl: server.baseUrl });
  const save = (view: Awaited<ReturnType<typeof open>>) =>
    view.user.click(screen.getByRole('button', { name: 'Save' }));

  it('when opened, then the name, timezone and current logo are shown, the logo kept by default', async () => {
    await open();

    expect(await screen.findByLabelText('Team name')).toHaveValue('Kovács Crushers');
    expect(screen.getByLabelText('Timezone')).toHaveValue('Europe/Vienna');
    expect(screen.getByRole('img', { name: 'Preview: Or upload your own logo' })).toHaveAttribute(
      'src',
      '/api/files/f-logo',
    );
    expect(screen.getByRole('radio', { name: 'Keep the current logo' })).toBeChecked();
  });

  it('when a new logo is uploaded and saved, then the team goes as multipart with it and the settings page opens', async () => {
    const view = await open();
    await screen.findByLabelText('Team name');
    await fill(view.user, 'Team name', 'Kovács Comets');
    await view.user.selectOptions(screen.getByLabelText('Timezone'), 'Europe/Budapest');
    await view.user.upload(screen.getByLabelText('Or upload your own logo'), pngFile('comet.png'));

    await save(view);

    expect(await findToast('Team updated')).toHaveTextContent('Your changes have been saved');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/settings'));
    const form = await readMultipart(server.requests.find((request) => request.method === 'POST')!);
    expect(form.get('name')).toBe('Kovács Comets');
    expect(form.get('timezone')).toBe('Europe/Budapest');
    expect(form.get('ownerLogo')).toBe('');
    expect(await describeFile(form.get('logo'))).toEqual({ name: 'comet.png', text: 'comet.png' });
  });

  it('when the name is emptied, then "Team name is required" shows and nothing is sent', async () => {
    const view = await open();
    await screen.findByLabelText('Team name');
    await fill(view.user, 'Team name', '');

    await save(view);

    expect(await screen.findByText('Team name is required')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
