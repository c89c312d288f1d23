import { screen, waitFor, within } from '@testing-library/react';
import type { SeasonListItem, StatsImportLine, StatsImportPreview, StatsImportResult } from '@hfl/contracts';
import {
  findToast,
  readMultipart,
  renderRemote,
  startApiServer,
  testUsers,
  type ApiServer,
  type Reply,
} from '@hfl/shared-ui/testing';
import {
  GAME_IDS,
  PLAYER_IDS,
  SEASON_ID,
  TEAMS,
  season,
  seasonListItem,
  weekPoints,
} from '../../testing/real-league-stats';
import registration from '../../register';

const PREVIEW_PATH = `/api/seasons/${SEASON_ID}/weeks/2/stats-import/preview`;
const APPLY_PATH = `/api/seasons/${SEASON_ID}/weeks/2/stats-import/apply`;

const line = (overrides: Partial<StatsImportLine>): StatsImportLine => ({
  row: 2,
  club: 'Eagles',
  jersey: '',
  name: '',
  status: 'new',
  player: null,
  changes: [],
  candidates: [],
  skipped: false,
  errors: [],
  ...overrides,
});

/** Round 2 (Eagles – Budapest Bulls) from a file: one new line, one changed, one player not found. */
function roundPreview(overrides: Partial<StatsImportPreview> = {}): StatsImportPreview {
  return {
    seasonId: SEASON_ID,
    week: 2,
    hash: 'abc',
    games: [
      {
        id: GAME_IDS.week2,
        team1: { id: TEAMS.eagles.id, name: 'Eagles', score: { old: null, new: 28 } },
        team2: { id: TEAMS.bulls.id, name: 'Budapest Bulls', score: { old: null, new: 21 } },
        lines: [
          line({
            row: 3,
            jersey: '12',
            name: 'Kovacs Aron',
            player: { id: PLAYER_IDS.qb, name: 'Áron Kovács', position: 'QB', jerseyNumber: 12 },
            changes: [{ key: 'pass_yds', old: null, new: 250 }],
          }),
          line({
            row: 4,
            jersey: '3',
            status: 'changed',
            player: { id: PLAYER_IDS.kicker, name: 'Kim Kicker', position: 'K', jerseyNumber: 3 },
            changes: [{ key: 'fg', old: 1, new: 2 }],
          }),
          line({
            row: 5,
            club: 'Budapest Bulls',
            name: 'Toth Bence',
            status: 'notFound',
            candidates: [
              {
                id: PLAYER_IDS.wr,
                name: 'Tóth Bence',
                position: 'WR',
                jerseyNumber: 80,
                team: { id: TEAMS.bulls.id, name: 'Budapest Bulls' },
                onSheet: false,
              },
            ],
          }),
        ],
        errors: [],
        untouched: 2,
        inFile: true,
      },
    ],
    rows: [],
    counts: { new: 1, changed: 1, unchanged: 0, notFound: 1, errors: 0 },
    appliedAt: null,
    applyingSince: null,
    canApply: false,
    ...overrides,
  };
}

describe('owner game statistics page: importing a round', () => {
  let server: ApiServer;
  let previewReply: Reply;
  let applyReply: Reply;

  beforeEach(async () => {
    window.localStorage.clear();
    previewReply = { status: 200, body: roundPreview() };
    const result: StatsImportResult = {
      id: 'imp1',
      appliedAt: '2027-03-24T10:00:00.000Z',
      alreadyApplied: false,
      games: 1,
      lines: 3,
    };
    applyReply = { status: 200, body: result };
    server = await startApiServer({
      'GET /api/seasons': () => ({ status: 200, body: [seasonListItem()] satisfies SeasonListItem[] }),
      [`GET /api/seasons/${SEASON_ID}`]: () => ({ status: 200, body: season() }),
      [`GET /api/seasons/${SEASON_ID}/points`]: () => ({ status: 200, body: weekPoints(2) }),
      [`POST ${PREVIEW_PATH}`]: () => previewReply,
      [`POST ${APPLY_PATH}`]: () => applyReply,
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/owner/stats', user: testUsers.owner, apiBaseUrl: server.baseUrl });
  const posts = (path: string) =>
    server.requests.filter((request) => request.method === 'POST' && request.path === path);
  const roundFile = () => new File(['Club;Number;Player;Pass yds\nEagles;12;Kovacs Aron;250\n'], 'round-2.csv');

  it('when the owner uploads a round file, then the preview shows the game with its lines, and choosing the not-found player then Apply saves it in 4 clicks', async () => {
    const view = await open();
    const section = await screen.findByRole('region', { name: 'Import a round' });
    expect(within(section).getByRole('link', { name: 'Excel (.xlsx)' })).toHaveAttribute(
      'href',
      `/api/seasons/${SEASON_ID}/weeks/2/stats-template.xlsx`,
    );

    await view.user.upload(within(section).getByLabelText('File (CSV or Excel .xlsx)'), roundFile());
    await view.user.click(within(section).getByRole('button', { name: 'Preview' }));

    const preview = await within(section).findByRole('region', { name: 'Preview of round 2' });
    expect((await readMultipart(posts(PREVIEW_PATH)[0]!)).get('file')).toHaveProperty('name', 'round-2.csv');
    // A game with a player not found opens by itself.
    const game = within(preview)
      .getByText(/Eagles – Budapest Bulls/)
      .closest('details')!;
    expect(game).toHaveAttribute('open');
    expect(within(preview).getByText(/Score: 28 – 21/)).toBeInTheDocument();
    expect(within(game).getByText('Pass yds: 250')).toBeInTheDocument();
    expect(within(game).getByText('FG: 1 → 2')).toBeInTheDocument();
    expect(within(game).getByText(/2 players of the sheet are not in the file/)).toBeInTheDocument();
    const apply = within(preview).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    await view.user.selectOptions(
      within(game).getByLabelText('Player of row 5'),
      "Tóth Bence (WR, Budapest Bulls, #80) – add to the club's list",
    );
    await view.user.click(apply);

    expect(await findToast('Success')).toHaveTextContent("The round's statistics were imported.");
    const sent = await readMultipart(posts(APPLY_PATH)[0]!);
    expect(sent.get('file')).toHaveProperty('name', 'round-2.csv');
    expect(JSON.parse(sent.get('resolutions') as string)).toEqual({ '5': PLAYER_IDS.wr });
    // The form is back for the next file, and the round is read again.
    expect(await screen.findByRole('button', { name: 'Preview' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.filter((request) => request.path === `/api/seasons/${SEASON_ID}`)).toHaveLength(2),
    );
  });

  it("when a player not found is added to his club's list as a new player, then Apply sends that choice", async () => {
    const view = await open();
    const section = await screen.findByRole('region', { name: 'Import a round' });
    await view.user.upload(within(section).getByLabelText('File (CSV or Excel .xlsx)'), roundFile());
    await view.user.click(within(section).getByRole('button', { name: 'Preview' }));
    const preview = await within(section).findByRole('region', { name: 'Preview of round 2' });
    const choice = within(preview).getByLabelText('Player of row 5');
    expect(within(choice).getByRole('group', { name: 'New player on the list of Budapest Bulls' })).toBeInTheDocument();

    await view.user.selectOptions(choice, 'Toth Bence, new WR');
    await view.user.click(within(preview).getByRole('button', { name: 'Apply' }));

    await findToast('Success');
    const sent = await readMultipart(posts(APPLY_PATH)[0]!);
    expect(JSON.parse(sent.get('resolutions') as string)).toEqual({ '5': 'new:WR' });
  });

  it('when pasted cells have rows with errors, then they say why, Apply stays off, and Drop returns to the form', async () => {
    previewReply = {
      status: 200,
      body: roundPreview({
        games: [
          {
            ...roundPreview().games[0]!,
            lines: [
              line({
                row: 3,
                status: 'error',
                errors: [
                  {
                    column: 'td',
                    message: 'errors:statsImportNegative',
                    params: { column: 'TD' },
                  },
                ],
              }),
            ],
          },
        ],
        rows: [
          line({
            row: 9,
            club: 'Nowhere',
            status: 'error',
            errors: [{ message: 'errors:statsImportUnknownClub', params: { club: 'Nowhere', week: 2 } }],
          }),
        ],
        counts: { new: 0, changed: 0, unchanged: 0, notFound: 0, errors: 2 },
      }),
    };
    const view = await open();
    const section = await screen.findByRole('region', { name: 'Import a round' });

    await view.user.click(within(section).getByLabelText('Or paste cells copied from a spreadsheet'));
    await view.user.paste('Club\tNumber\tTD\nEagles\t12\t-1');
    await view.user.click(within(section).getByRole('button', { name: 'Preview' }));

    const preview = await within(section).findByRole('region', { name: 'Preview of round 2' });
    expect(posts(PREVIEW_PATH)[0]!.body).toEqual({ text: 'Club\tNumber\tTD\nEagles\t12\t-1' });
    expect(within(preview).getByText('TD: cannot be negative.')).toBeInTheDocument();
    expect(within(preview).getByText('No game of round 2 has the club "Nowhere".')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Apply' })).toBeDisabled();

    await view.user.click(within(preview).getByRole('button', { name: 'Drop' }));

    expect(within(section).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(posts(APPLY_PATH)).toEqual([]);
  });

  it('when the service refuses the file, then its message shows on the file field and no preview opens', async () => {
    const message = 'This file cannot be read: upload a CSV or an Excel (.xlsx) file.';
    previewReply = {
      status: 400,
      body: { error: { code: 'input_invalid', message, violations: [{ property: 'file', message }] } },
    };
    const view = await open();
    const section = await screen.findByRole('region', { name: 'Import a round' });

    await view.user.upload(
      within(section).getByLabelText('File (CSV or Excel .xlsx)'),
      new File(['not a workbook'], 'round.xlsx'),
    );
    await view.user.click(within(section).getByRole('button', { name: 'Preview' }));

    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Preview of round 2' })).not.toBeInTheDocument();
  });

  it('when nothing is chosen or pasted, then Preview asks for a file and sends nothing', async () => {
    const view = await open();
    const section = await screen.findByRole('region', { name: 'Import a round' });

    await view.user.click(within(section).getByRole('button', { name: 'Preview' }));

    expect(
      await within(section).findByText("Choose a file or paste the cells of the round's statistics."),
    ).toBeInTheDocument();
    expect(posts(PREVIEW_PATH)).toEqual([]);
  });

  it('when an import of the round is still being applied, then the preview says so', async () => {
    previewReply = { status: 200, body: roundPreview({ applyingSince: '2027-03-24T10:00:00.000Z' }) };
    const view = await open();
    const section = await screen.findByRole('region', { name: 'Import a round' });
    await view.user.upload(within(section).getByLabelText('File (CSV or Excel .xlsx)'), roundFile());
    await view.user.click(within(section).getByRole('button', { name: 'Preview' }));

    const preview = await within(section).findByRole('region', { name: 'Preview of round 2' });

    expect(within(preview).getByRole('status')).toHaveTextContent(
      'An import of this round is still being applied: it is finished within a minute or two.',
    );
  });

  it('when the same file was applied before, then the preview says so and Apply answers that nothing changed', async () => {
    previewReply = {
      status: 200,
      body: roundPreview({
        appliedAt: '2027-03-24T10:00:00.000Z',
        games: [{ ...roundPreview().games[0]!, lines: [line({ row: 3, status: 'unchanged' })] }],
        counts: { new: 0, changed: 0, unchanged: 1, notFound: 0, errors: 0 },
        canApply: true,
      }),
    };
    applyReply = {
      status: 200,
      body: { id: 'imp1', appliedAt: '2027-03-24T10:00:00.000Z', alreadyApplied: true, games: 0, lines: 0 },
    };
    const view = await open();
    const section = await screen.findByRole('region', { name: 'Import a round' });
    await view.user.upload(within(section).getByLabelText('File (CSV or Excel .xlsx)'), roundFile());
    await view.user.click(within(section).getByRole('button', { name: 'Preview' }));
    const preview = await within(section).findByRole('region', { name: 'Preview of round 2' });
    expect(
      within(preview).getByText('This file was applied on 24/03/2027: applying it again changes nothing.'),
    ).toBeInTheDocument();

    await view.user.click(within(preview).getByRole('button', { name: 'Apply' }));

    expect(await findToast('Success')).toHaveTextContent('This file was applied before: nothing changed.');
  });
});
