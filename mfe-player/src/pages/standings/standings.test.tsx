import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, type LeagueSeasonSummary, type StandingsView } from '@hfl/contracts';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers } from '@hfl/shared-ui/testing';
import { LEAGUE_A } from '../../testing/league-fixtures';
import { MY_TEAM, OTHER_TEAM } from '../../testing/rosters';
import {
  FOURTH_TEAM,
  LAST_SEASON_ID,
  THIRD_TEAM,
  leagueSeasons,
  standingRow,
  standingsView,
} from '../../testing/season-games';
import registration from '../../register';

describe('standings page', () => {
  let server: ApiServer;
  let standings: Reply;
  let seasons: LeagueSeasonSummary[];
  /** The seasons list is answered once this settles (at once unless a test holds it back). */
  let seasonsArrive: Promise<void>;

  beforeEach(async () => {
    standings = { status: 200, body: standingsView() };
    seasons = [leagueSeasons()[0]!];
    seasonsArrive = Promise.resolve();
    server = await startApiServer({
      [`GET /api/leagues/${LEAGUE_A.id}/standings`]: () => standings,
      [`GET ${API.leagueSeasonsList(LEAGUE_A.id)}`]: async () => {
        await seasonsArrive;
        return { status: 200, body: seasons };
      },
      [`GET ${API.standings(LEAGUE_A.id, LAST_SEASON_ID)}`]: () => ({
        status: 200,
        body: standingsView({
          seasonId: LAST_SEASON_ID,
          rows: [standingRow(FOURTH_TEAM, { rank: 1, wins: 9, points: 999 })],
          regularSeasonOver: true,
        }),
      }),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, {
      path: `/leagues/${LEAGUE_A.id}/standings`,
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });
  const rowTexts = () =>
    screen.getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));

  it('when the season has standings, then each team shows its rank, owner, W–L–T, points, win percent and roster link', async () => {
    await open();

    expect(await screen.findByRole('link', { name: OTHER_TEAM.name })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_A.id}/team/${OTHER_TEAM.id}/roster`,
    );
    expect(rowTexts()).toEqual([
      ['Rank', 'Team', 'Owner', 'W–L–T', 'Points for', 'Points against', 'Ranking %', 'Win %'],
      ['1', OTHER_TEAM.name, OTHER_TEAM.owner, '3–0–0', '301.50', '250.00', '100%', '100%'],
      ['2', MY_TEAM.name, MY_TEAM.owner, '1–1–1', '280.25', '270.00', '50%', '50%'],
      ['3', `${THIRD_TEAM.name}tie broken by points for`, THIRD_TEAM.owner, '1–1–1', '260.00', '255.00', '50%', '50%'],
      ['4', FOURTH_TEAM.name, 'deleted user', '0–3–0', '200.00', '266.75', '0%', '0%'],
    ]);
    expect(
      screen.getByText('Rounds counted: 1, 2, 3 (final results only); the regular season ends with round 10.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Final places' })).not.toBeInTheDocument();
  });

  it('when the reader opens "How the standings are ordered", then every tie-break step is listed in order', async () => {
    await open();

    const summary = await screen.findByText('How the standings are ordered');
    const steps = await within(summary.closest('details') as HTMLElement).findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Ranking %: wins plus half the ties over games played, higher first (the Win % column counts wins over wins plus losses only).',
      'Then more points for.',
      'Then head-to-head results among the tied teams, only when they have all met each other equally often.',
      'Then fewer points against.',
      "Finally the draw: the order of the schedule's seeded shuffle.",
    ]);
  });

  it('when a team with ties has the higher Win % but the lower share, then it ranks below and its Ranking % says why', async () => {
    standings = {
      status: 200,
      body: standingsView({
        rows: [
          standingRow(OTHER_TEAM, { rank: 1, wins: 3, losses: 1, winPercent: 75, rankPercent: 75 }),
          standingRow(MY_TEAM, {
            rank: 2,
            wins: 1,
            ties: 3,
            winPercent: 100,
            rankPercent: 62.5,
            decidedBy: 'winPercentage',
          }),
        ],
      }),
    };
    const view = await open();

    await screen.findByRole('link', { name: OTHER_TEAM.name });
    expect(rowTexts().map((row) => [row[0], row[1], row[6], row[7]])).toEqual([
      ['Rank', 'Team', 'Ranking %', 'Win %'],
      ['1', OTHER_TEAM.name, '75%', '75%'],
      ['2', MY_TEAM.name, '62.5%', '100%'],
    ]);

    await act(() => view.i18n.changeLanguage('hu'));

    expect(rowTexts().map((row) => [row[6], row[7]])).toEqual([
      ['Rangsorolási %', 'Győzelmi %'],
      ['75%', '75%'],
      ['62,5%', '100%'],
    ]);
  });

  it('when the last playoff round is locked, then the final places show with the first three awarded', async () => {
    const over: StandingsView = standingsView({
      regularSeasonOver: true,
      finalPlaces: [
        { place: 2, team: OTHER_TEAM },
        { place: 1, team: MY_TEAM },
        { place: 4, team: FOURTH_TEAM },
        { place: 3, team: THIRD_TEAM },
      ],
    });
    standings = { status: 200, body: over };
    await open();

    const places = await screen.findByRole('region', { name: 'Final places' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.dataset.awarded]),
    ).toEqual([
      [`Champion: ${MY_TEAM.name}`, 'true'],
      [`Runner-up: ${OTHER_TEAM.name}`, 'true'],
      [`Third place: ${THIRD_TEAM.name}`, 'true'],
      [FOURTH_TEAM.name, 'false'],
    ]);
    expect(screen.getByText('The regular season is over: these ranks are the playoff seeds.')).toBeInTheDocument();
  });

  it('when the season has no schedule yet (404), then the empty table explains it and no error is toasted', async () => {
    standings = { status: 404, body: { error: { code: 'not_found', message: 'The requested item does not exist' } } };
    await open();

    expect(
      await screen.findByText('No standings yet: they appear once the season has a schedule, after the draft.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the league home' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_A.id}`,
    );
  });

  const standingsReads = () =>
    server.requests.filter((request) => request.path.includes('/standings')).map((request) => request.path);
  const optionTexts = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => [option.textContent, (option as HTMLOptionElement).selected]);

  it('when the league has played one season only, then there is no season switcher', async () => {
    await open();

    expect(await screen.findByRole('link', { name: OTHER_TEAM.name })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.requests.some((request) => request.path === API.leagueSeasonsList(LEAGUE_A.id))).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Season' })).not.toBeInTheDocument();
  });

  it("when the league has played two seasons, then the Season switcher starts on the current one and shows last year's standings when chosen", async () => {
    seasons = leagueSeasons();
    await open();

    const switcher = await screen.findByRole('combobox', { name: 'Season' });
    expect(optionTexts(switcher)).toEqual([
      ['2031 (current)', true],
      ['2030', false],
    ]);
    expect(await screen.findByRole('link', { name: OTHER_TEAM.name })).toBeInTheDocument();

    await userEvent.selectOptions(switcher, '2030');

    expect(await screen.findByRole('cell', { name: '999.00' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: OTHER_TEAM.name })).not.toBeInTheDocument();
    expect(screen.getByText('The regular season is over: these ranks are the playoff seeds.')).toBeInTheDocument();
    expect(standingsReads()).toEqual([API.standings(LEAGUE_A.id), API.standings(LEAGUE_A.id, LAST_SEASON_ID)]);

    await userEvent.selectOptions(switcher, '2031 (current)');

    expect(await screen.findByRole('link', { name: OTHER_TEAM.name })).toBeInTheDocument();
    expect(standingsReads().at(-1)).toBe(API.standings(LEAGUE_A.id));
  });

  it('when the seasons arrive after the standings, then one spinner stands for both until then, so the switcher pushes nothing down', async () => {
    seasons = leagueSeasons();
    let release = () => {};
    seasonsArrive = new Promise((resolve) => (release = resolve));
    await open();
    // The standings are read (and in) while the seasons are held back.
    await waitFor(() => expect(standingsReads()).toEqual([API.standings(LEAGUE_A.id)]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(screen.getAllByRole('status', { name: 'Loading…' })).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    act(release);
    const switcher = await screen.findByRole('combobox', { name: 'Season' });
    expect(switcher.compareDocumentPosition(await screen.findByRole('table'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('when the page is in Hungarian, then the switcher is labelled "Szezon" and marks the current season', async () => {
    seasons = leagueSeasons();
    const view = await open();
    await screen.findByRole('combobox', { name: 'Season' });

    await act(() => view.i18n.changeLanguage('hu'));

    expect(optionTexts(await screen.findByRole('combobox', { name: 'Szezon' }))).toEqual([
      ['2031 (aktuális)', true],
      ['2030', false],
    ]);
  });
});
