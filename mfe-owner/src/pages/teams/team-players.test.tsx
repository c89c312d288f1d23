import { screen, waitFor, within } from '@testing-library/react';
import type { PlayerSummary } from '@hfl/contracts';
import {
  readMultipart,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
  findDateInput,
} from '@hfl/shared-ui/testing';
import {
  DEF_ID,
  QB_ID,
  SHARKS_ID,
  WOLVES_ID,
  playerSummary,
  qbDetails,
  realTeams,
  wolvesPlayers,
} from '../../testing/real-teams';
import registration from '../../register';

const NEW_PLAYER_ID = '67b000000000000000000009';

const png = (name: string, bytes = 32) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' });

/** The text parts of a multipart body. */
async function textParts(request: RecordedRequest): Promise<Record<string, string>> {
  const parts = await readMultipart(request);
  return Object.fromEntries(
    [...parts.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

describe("owner teams page: the chosen team's players", () => {
  let server: ApiServer;
  let players: PlayerSummary[];
  let createReply: () => Reply;
  let deleteReply: () => Reply;

  beforeEach(async () => {
    players = wolvesPlayers();
    createReply = () => {
      const created = playerSummary({ id: NEW_PLAYER_ID, name: 'Dávid Nagy', position: 'WR' });
      players = [...players, created];
      return { status: 201, body: qbDetails({ ...created }) };
    };
    deleteReply = () => {
      players = players.filter((player) => player.id !== DEF_ID);
      return { status: 204 };
    };
    server = await startApiServer({
      'GET /api/teams': () => ({ status: 200, body: realTeams() }),
      'GET /api/seasons/current': () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'There is no active season' } },
      }),
      [`GET /api/teams/${WOLVES_ID}/players`]: () => ({ status: 200, body: players }),
      'POST /api/players': () => createReply(),
      [`GET /api/players/${QB_ID}`]: () => ({ status: 200, body: qbDetails() }),
      [`POST /api/players/${QB_ID}`]: () => ({ status: 200, body: qbDetails({ name: 'Bence Kovács Jr' }) }),
      [`DELETE /api/players/${DEF_ID}`]: () => deleteReply(),
      [`POST /api/players/${QB_ID}/transfer/${SHARKS_ID}`]: () => {
        players = players.filter((player) => player.id !== QB_ID);
        return { status: 200, body: qbDetails({ team: { id: SHARKS_ID, name: 'Győr Sharks' } }) };
      },
    });
  });

  afterEach(() => server.close());

  const openTeam = async () => {
    const view = await renderRemote(registration, {
      path: `/owner/teams?team=${WOLVES_ID}`,
      user: testUsers.owner,
      apiBaseUrl: server.baseUrl,
    });
    const section = await screen.findByRole('region', { name: 'Players of Budapest Wolves' });
    await within(section).findByRole('cell', { name: 'Bence Kovács' });
    return { view, section };
  };
  const playerRow = (section: HTMLElement, name: string) => within(section).getByRole('cell', { name }).closest('tr')!;
  const posts = (path: string) =>
    server.requests.filter((request) => request.method === 'POST' && request.path === path);

  const openAddPlayer = async () => {
    const { view, section } = await openTeam();
    await view.user.click(within(section).getByRole('button', { name: 'Add Player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Player' });
    return { view, section, dialog };
  };

  it('when a field player is added with a photo, then a multipart POST /api/players carries the team, the ISO birth date, measures and photo', async () => {
    const { view, section, dialog } = await openAddPlayer();
    const field = (label: string) => within(dialog).getByLabelText(label);

    await view.user.type(field('Name'), 'Dávid Nagy');
    await view.user.selectOptions(field('Position'), 'WR');
    await view.user.type(field('Date of birth (DD/MM/YYYY)'), '07/03/1998');
    await view.user.type(field('Height (cm)'), '183');
    await view.user.type(field('Weight (kg)'), '80');
    await view.user.type(field('Jersey number'), '81');
    await view.user.selectOptions(field('Status'), 'injured');
    await view.user.type(field('Analysis'), 'Deep threat.');
    await view.user.upload(field('Photo'), png('nagy.png', 48));
    expect(within(dialog).getByRole('img', { name: /Photo/ })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Save player' }));

    expect(await findToast('Success')).toHaveTextContent('Player "Dávid Nagy" was successfully created');
    expect(await within(section).findByRole('cell', { name: 'Dávid Nagy' })).toBeInTheDocument();
    const [creation] = posts('/api/players');
    expect(await textParts(creation!)).toEqual({
      name: 'Dávid Nagy',
      position: 'WR',
      birthDate: '1998-03-07',
      height: '183',
      weight: '80',
      jerseyNumber: '81',
      status: 'injured',
      analysis: 'Deep threat.',
      teamId: WOLVES_ID,
    });
    const photo = (await readMultipart(creation!)).get('photo') as File;
    expect([photo.name, photo.size]).toEqual(['nagy.png', 48]);
  });

  it('when the position is DEF, then birth date, height, weight and jersey are not asked and are sent empty (null)', async () => {
    const { view, dialog } = await openAddPlayer();

    await view.user.type(within(dialog).getByLabelText('Name'), 'Wolves Defense');
    await view.user.selectOptions(within(dialog).getByLabelText('Position'), 'DEF');

    for (const label of ['Date of birth (DD/MM/YYYY)', 'Height (cm)', 'Weight (kg)', 'Jersey number']) {
      expect(within(dialog).queryByLabelText(label)).not.toBeInTheDocument();
    }
    await view.user.click(within(dialog).getByRole('button', { name: 'Save player' }));

    await findToast('Success');
    expect(await textParts(posts('/api/players')[0]!)).toMatchObject({
      name: 'Wolves Defense',
      position: 'DEF',
      birthDate: '',
      height: '',
      weight: '',
      jerseyNumber: '',
    });
  });

  it('when the position is HC, then the birth date is asked but the measures are not, and they are sent empty (null)', async () => {
    const { view, dialog } = await openAddPlayer();
    const field = (label: string) => within(dialog).getByLabelText(label);

    // Typed first as a field player: switching to HC must drop the measures, not send them.
    await view.user.selectOptions(field('Position'), 'QB');
    await view.user.type(field('Height (cm)'), '190');
    await view.user.type(field('Name'), 'Tamás Szabó');
    await view.user.selectOptions(field('Position'), 'HC');
    await view.user.type(field('Date of birth (DD/MM/YYYY)'), '1/2/1970');

    expect(within(dialog).queryByLabelText('Height (cm)')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Jersey number')).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Save player' }));

    await findToast('Success');
    expect(await textParts(posts('/api/players')[0]!)).toMatchObject({
      position: 'HC',
      birthDate: '1970-02-01',
      height: '',
      weight: '',
      jerseyNumber: '',
    });
  });

  it("when the player form breaks the rules, then the spec's messages show and nothing is posted", async () => {
    const { view, dialog } = await openAddPlayer();
    const field = (label: string) => within(dialog).getByLabelText(label);

    await view.user.click(within(dialog).getByRole('button', { name: 'Save player' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Position is required')).toBeInTheDocument();

    await view.user.selectOptions(field('Position'), 'RB');
    await view.user.type(field('Date of birth (DD/MM/YYYY)'), '31/02/2000');
    await view.user.type(field('Height (cm)'), '180.5');
    await view.user.type(field('Weight (kg)'), '300');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save player' }));

    expect(await within(dialog).findByText('This date is invalid, use DD/MM/YYYY format')).toBeInTheDocument();
    expect(within(dialog).getByText('Height must be an integer')).toBeInTheDocument();
    expect(within(dialog).getByText('Weight must be between 40 and 200 kg')).toBeInTheDocument();
    expect(within(dialog).getByText('Jersey number must be an integer')).toBeInTheDocument();
    expect(field('Height (cm)')).toHaveAttribute('aria-invalid', 'true');
    expect(posts('/api/players')).toHaveLength(0);
  });

  it('when the chosen photo is larger than 5 MB, then the field says so before anything is sent and no photo goes along', async () => {
    const { view, dialog } = await openAddPlayer();

    await view.user.upload(within(dialog).getByLabelText('Photo'), png('huge.png', 5 * 1024 * 1024 + 1));

    expect(await within(dialog).findByText('File too large')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true');
    expect(posts('/api/players')).toHaveLength(0);

    await view.user.type(within(dialog).getByLabelText('Name'), 'Dávid Nagy');
    await view.user.selectOptions(within(dialog).getByLabelText('Position'), 'K');
    // The calendar's input, not its stand-in, which it replaces (keys typed into a replaced input are lost).
    await view.user.type(await findDateInput('Date of birth (DD/MM/YYYY)'), '07/03/1998');
    await view.user.type(within(dialog).getByLabelText('Height (cm)'), '180');
    await view.user.type(within(dialog).getByLabelText('Weight (kg)'), '80');
    await view.user.type(within(dialog).getByLabelText('Jersey number'), '3');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save player' }));

    await findToast('Success');
    expect((await readMultipart(posts('/api/players')[0]!)).has('photo')).toBe(false);
  });

  it('when the server refuses a field, then its message shows on that field and the modal stays open', async () => {
    createReply = () => ({
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'photo', message: 'Unsupported Format' }],
        },
      },
    });
    const { view, dialog } = await openAddPlayer();

    await view.user.type(within(dialog).getByLabelText('Name'), 'Wolves Defense');
    await view.user.selectOptions(within(dialog).getByLabelText('Position'), 'DEF');
    await view.user.upload(within(dialog).getByLabelText('Photo'), png('fake.png'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save player' }));

    expect(await within(dialog).findByText('Unsupported Format')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add Player' })).toBeInTheDocument();
  });

  it('when a player is edited, then the form shows the stored record and photo, and removing the photo is sent', async () => {
    const { view, section } = await openTeam();

    await view.user.click(within(playerRow(section, 'Bence Kovács')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Player' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(await within(dialog).findByLabelText('Name')).toHaveValue('Bence Kovács');
    expect(field('Position')).toHaveValue('QB');
    expect(field('Date of birth (DD/MM/YYYY)')).toHaveValue('07/03/1998');
    expect(field('Height (cm)')).toHaveValue(188);
    expect(field('Jersey number')).toHaveValue(12);
    expect(field('Analysis')).toHaveValue('Quick release, reads the field well.');
    expect(within(dialog).getByRole('img', { name: /Photo/ })).toHaveAttribute(
      'src',
      '/api/files/67d000000000000000000001',
    );

    await view.user.click(within(dialog).getByLabelText('Remove photo'));
    expect(within(dialog).queryByRole('img', { name: /Photo/ })).not.toBeInTheDocument();
    await view.user.clear(field('Name'));
    await view.user.type(field('Name'), 'Bence Kovács Jr');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save player' }));

    expect(await findToast('Success')).toHaveTextContent('Player "Bence Kovács Jr" was successfully updated');
    const parts = await textParts(posts(`/api/players/${QB_ID}`)[0]!);
    expect(parts).toEqual({
      name: 'Bence Kovács Jr',
      position: 'QB',
      birthDate: '1998-03-07',
      height: '188',
      weight: '92',
      jerseyNumber: '12',
      status: 'active',
      analysis: 'Quick release, reads the field well.',
      removePhoto: 'true',
    });
  });

  it('when a player is transferred, then the choices leave out the current team, a team is required, and the move is posted', async () => {
    const { view, section } = await openTeam();

    await view.user.click(within(playerRow(section, 'Bence Kovács')).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer Bence Kovács' });
    const select = within(dialog).getByLabelText('New team');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a team', 'Győr Sharks', 'Szeged Ducks']);

    await view.user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Please select team')).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.includes('/transfer/'))).toBe(false);

    await view.user.selectOptions(select, SHARKS_ID);
    await view.user.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(await findToast('Success')).toHaveTextContent('Bence Kovács was successfully moved to Győr Sharks');
    expect(posts(`/api/players/${QB_ID}/transfer/${SHARKS_ID}`)).toHaveLength(1);
    await waitFor(() => expect(within(section).queryByRole('cell', { name: 'Bence Kovács' })).not.toBeInTheDocument());
  });

  it('when a player deletion is confirmed, then DELETE is sent, the success toast shows and the row goes', async () => {
    const { view, section } = await openTeam();

    await view.user.click(
      within(playerRow(section, 'Budapest Wolves Defense')).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete player' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Budapest Wolves Defense?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Success')).toHaveTextContent('Player "Budapest Wolves Defense" was successfully deleted');
    await waitFor(() =>
      expect(within(section).queryByRole('cell', { name: 'Budapest Wolves Defense' })).not.toBeInTheDocument(),
    );
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/api/players/${DEF_ID}`,
    ]);
  });

  it('when the server refuses a player deletion (statistics exist), then the error toast shows its message', async () => {
    deleteReply = () => ({
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'This player has statistics and cannot be deleted; set the status to inactive instead',
        },
      },
    });
    const { view, section } = await openTeam();

    await view.user.click(
      within(playerRow(section, 'Budapest Wolves Defense')).getByRole('button', { name: 'Delete' }),
    );
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Delete player' })).getByRole('button', { name: 'Delete' }),
    );

    expect(await findToast('Error')).toHaveTextContent('This player has statistics and cannot be deleted');
    expect(within(section).getByRole('cell', { name: 'Budapest Wolves Defense' })).toBeInTheDocument();
  });
});
