import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SCORE_CONFIG, RULE_ATTRIBUTES, mirrorScoreDifferenceRanges, type ScoreConfig } from '@hfl/contracts';
import {
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import registration from '../../register';

type View = Awaited<ReturnType<typeof renderRemote>>;

/** Replaces an input's value in one input event: the page re-renders every field per keystroke, slow under jsdom. */
async function fill(view: View, input: HTMLElement, text: string) {
  await view.user.clear(input);
  await view.user.paste(text);
}

/** Tests that edit many inputs: each input event re-renders the page's ~70 fields, which jsdom does slowly. */
const MANY_EDITS_TIMEOUT_MS = 60_000;

describe('owner score configuration page', () => {
  let server: ApiServer;
  let stored: ScoreConfig;
  let getReply: () => Reply;
  let saveReply: (request: RecordedRequest) => Reply;

  beforeEach(async () => {
    stored = { ...DEFAULT_SCORE_CONFIG };
    getReply = () => ({ status: 200, body: stored });
    // As the stats service does: the loss side is rebuilt as the mirror of the win side.
    saveReply = (request) => {
      const body = request.body as ScoreConfig;
      stored = { ...body, score_difference: mirrorScoreDifferenceRanges(body.score_difference) };
      return { status: 200, body: stored };
    };
    server = await startApiServer({
      'GET /api/score-configs': () => getReply(),
      'POST /api/score-configs': (request) => saveReply(request),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/owner/score-config', user: testUsers.owner, apiBaseUrl: server.baseUrl });
  // Role queries check every element's visibility, slow on a page of ~70 inputs under jsdom: helpers find groups and
  // sections by their names' text (the first test checks that they are the named groups and regions).
  const groupIn = (container: HTMLElement, name: string) =>
    within(container).getByText(name, { selector: 'span' }).closest<HTMLElement>('[role="group"]')!;
  const rule = (name: string) => within(groupIn(document.body, name));
  const ranges = (title: string) => screen.getByText(title, { selector: 'h2' }).closest('section')!;
  const range = (title: string, number: number) => within(groupIn(ranges(title), `Range ${number}`));
  const rangeValues = (title: string) =>
    [...ranges(title).querySelectorAll<HTMLElement>('[role="group"]')].map((group) =>
      ['Min', 'Max', 'Points'].map((label) => (within(group).getByLabelText(label) as HTMLInputElement).value),
    );
  const lossRows = () =>
    [...ranges('Score difference in a loss (HC, mirrored)').querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
  const saves = () => server.requests.filter((request) => request.method === 'POST');
  const WIN = 'Score difference in a win (HC)';
  const ALLOWED = 'Points allowed (DEF)';

  it('when opened, then every attribute shows its rule, the ranges show, and the loss side is read-only', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Score configuration' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Passing yards' });
    expect(screen.getAllByRole('group').filter((group) => within(group).queryByLabelText('Operation'))).toHaveLength(
      RULE_ATTRIBUTES.length,
    );
    expect(screen.getByRole('group', { name: 'Passing yards' })).toBe(groupIn(document.body, 'Passing yards'));
    expect(screen.getByRole('region', { name: WIN })).toBe(ranges(WIN));
    expect(within(ranges(WIN)).getByRole('group', { name: 'Range 2' })).toBe(groupIn(ranges(WIN), 'Range 2'));
    expect(rule('Passing yards').getByLabelText('Operation')).toHaveValue('/');
    expect(rule('Passing yards').getByLabelText('Sign')).toHaveValue('+');
    expect(rule('Passing yards').getByLabelText('Points')).toHaveValue(10);
    expect(rule('Interceptions thrown').getByLabelText('Sign')).toHaveValue('-');
    expect(rule('Points scored in a win (HC)').getByLabelText('Points')).toHaveValue(0.25);
    expect(rangeValues(ALLOWED)).toEqual([
      ['0', '4', '6'],
      ['5', '10', '3'],
    ]);
    // Only the win side is edited.
    expect(rangeValues(WIN)).toEqual([
      ['0', '8', '3'],
      ['9', '16', '4'],
      ['17', '24', '5'],
      ['25', '999', '6'],
    ]);
    expect(lossRows()).toEqual([
      ['-8', '0', '-3'],
      ['-16', '-9', '-4'],
      ['-24', '-17', '-5'],
      ['-999', '-25', '-6'],
    ]);
    expect(screen.getByText(/the loss ranges are always their mirror image/)).toBeInTheDocument();
    expect(screen.getByText(/only after "Recalculate points" on the seasons page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to seasons' })).toHaveAttribute('href', '/owner/seasons');
  });

  it('when opened, then each rule shows a worked example scored by its current rule', async () => {
    await open();
    await screen.findByRole('group', { name: 'Passing yards' });

    expect(rule('Passing yards').getByRole('status')).toHaveTextContent('For example: 250 passing yards = 25 points');
    expect(rule('Touchdowns').getByRole('status')).toHaveTextContent('For example: 2 touchdowns = 12 points');
    expect(rule('Fumbles').getByRole('status')).toHaveTextContent('For example: 1 fumble = -3 points');
    expect(rule('Points scored in a win (HC)').getByRole('status')).toHaveTextContent(
      'For example: 28 points scored in a win = 7 points',
    );
    expect(rule('Win / loss (HC)').getByRole('status')).toHaveTextContent('For example: 1 win = 6 points');
  });

  it('when the owner edits a rule, then its example follows the values being edited, before any save', async () => {
    const view = await open();
    await screen.findByRole('group', { name: 'Passing yards' });

    await fill(view, rule('Passing yards').getByLabelText('Points'), '20');
    expect(rule('Passing yards').getByRole('status')).toHaveTextContent('250 passing yards = 12.5 points');
    await view.user.selectOptions(rule('Passing yards').getByLabelText('Operation'), '*');
    expect(rule('Passing yards').getByRole('status')).toHaveTextContent('250 passing yards = 5,000 points');
    await view.user.selectOptions(rule('Passing yards').getByLabelText('Sign'), '-');
    expect(rule('Passing yards').getByRole('status')).toHaveTextContent('250 passing yards = -5,000 points');
    await view.user.clear(rule('Passing yards').getByLabelText('Points'));
    expect(rule('Passing yards').getByRole('status')).toBeEmptyDOMElement();
    expect(saves()).toHaveLength(0);
  });

  it('when the page is in Hungarian, then the examples read in Hungarian with a decimal comma', async () => {
    const view = await open();
    await screen.findByRole('group', { name: 'Passing yards' });
    await act(() => view.i18n.changeLanguage('hu'));

    const passing = await screen.findByRole('group', { name: 'Passzolt yardok' });
    expect(within(passing).getByRole('status')).toHaveTextContent('Például: 250 passzolt yard = 25 pont');
    expect(
      within(screen.getByRole('group', { name: 'Szerzett pontok győzelemnél (HC)' })).getByRole('status'),
    ).toHaveTextContent('Például: 28 szerzett pont győzelemnél = 7 pont');
    await fill(view, within(passing).getByLabelText('Pont'), '4');
    expect(within(passing).getByRole('status')).toHaveTextContent('250 passzolt yard = 62,5 pont');
  });

  it(
    'when rules and ranges are changed and saved, then the win side is posted, the toast shows and the saved (mirrored) answer is shown',
    async () => {
      const view = await open();
      await screen.findByRole('group', { name: 'Passing yards' });

      await view.user.selectOptions(rule('Passing yards').getByLabelText('Operation'), '*');
      await fill(view, rule('Passing yards').getByLabelText('Points'), '0.04');
      await view.user.selectOptions(rule('Fumbles').getByLabelText('Sign'), '+');
      // Merge the two highest win ranges into one: remove the last, widen the third.
      await view.user.click(range(WIN, 4).getByRole('button', { name: 'Remove' }));
      await fill(view, range(WIN, 3).getByLabelText('Max'), '999');
      await view.user.click(within(ranges(ALLOWED)).getByRole('button', { name: 'Add range' }));
      await fill(view, range(ALLOWED, 3).getByLabelText('Min'), '11');
      await fill(view, range(ALLOWED, 3).getByLabelText('Max'), '14');
      await fill(view, range(ALLOWED, 3).getByLabelText('Points'), '1');
      await view.user.click(screen.getByRole('button', { name: 'Save configuration' }));

      expect(await findToast('Success')).toHaveTextContent('Score configuration updated');
      const [save] = saves();
      expect(save?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
      expect(save?.body).toEqual({
        ...DEFAULT_SCORE_CONFIG,
        pass_yds: { operation: '*', sign: '+', points: 0.04 },
        fumble: { operation: '*', sign: '+', points: 3 },
        pts_allowed: [
          { min: 0, max: 4, points: 6 },
          { min: 5, max: 10, points: 3 },
          { min: 11, max: 14, points: 1 },
        ],
        score_difference: [
          { min: 0, max: 8, points: 3 },
          { min: 9, max: 16, points: 4 },
          { min: 17, max: 999, points: 5 },
        ],
      });
      await waitFor(() =>
        expect(lossRows()).toEqual([
          ['-8', '0', '-3'],
          ['-16', '-9', '-4'],
          ['-999', '-17', '-5'],
        ]),
      );
      expect(rangeValues(WIN)).toEqual([
        ['0', '8', '3'],
        ['9', '16', '4'],
        ['17', '999', '5'],
      ]);
      expect(rule('Passing yards').getByLabelText('Points')).toHaveValue(0.04);
    },
    MANY_EDITS_TIMEOUT_MS,
  );

  it(
    'when the form breaks the rules, then the messages show where they belong and nothing is posted',
    async () => {
      const view = await open();
      await screen.findByRole('group', { name: 'Passing yards' });

      await view.user.clear(rule('Touchdowns').getByLabelText('Points'));
      await fill(view, rule('Rushing yards').getByLabelText('Points'), '0');
      await fill(view, range(ALLOWED, 2).getByLabelText('Min'), '3');
      await fill(view, range(WIN, 1).getByLabelText('Min'), '-5');
      await fill(view, range(WIN, 1).getByLabelText('Max'), '-1');
      await view.user.click(screen.getByRole('button', { name: 'Save configuration' }));

      expect(await rule('Touchdowns').findByText('Points must be a number from 0 to 1000')).toBeInTheDocument();
      expect(rule('Rushing yards').getByText('When dividing, points must be from 0.01 to 1000')).toBeInTheDocument();
      expect(within(ranges(ALLOWED)).getByText('Ranges must not overlap')).toBeInTheDocument();
      expect(
        range(WIN, 1).getByText('Win ranges start at 0 or above; the loss ranges are mirrored from them'),
      ).toBeInTheDocument();
      expect(range(WIN, 1).getByLabelText('Min')).toHaveAttribute('aria-invalid', 'true');
      expect(saves()).toHaveLength(0);
    },
    MANY_EDITS_TIMEOUT_MS,
  );

  it(
    'when values are out of bounds, then each field says its bounds and nothing is posted',
    async () => {
      const view = await open();
      await screen.findByRole('group', { name: 'Passing yards' });

      await fill(view, rule('Touchdowns').getByLabelText('Points'), '1e308');
      await fill(view, range(ALLOWED, 1).getByLabelText('Points'), '1e308');
      await fill(view, range(ALLOWED, 2).getByLabelText('Max'), '100000');
      await view.user.click(screen.getByRole('button', { name: 'Save configuration' }));

      expect(await rule('Touchdowns').findByText('Points must be a number from 0 to 1000')).toBeInTheDocument();
      expect(range(ALLOWED, 1).getByText('Points must be a number from -1000 to 1000')).toBeInTheDocument();
      expect(range(ALLOWED, 2).getByText('Min and max must be whole numbers from -999 to 999')).toBeInTheDocument();
      expect(saves()).toHaveLength(0);
    },
    MANY_EDITS_TIMEOUT_MS,
  );

  it('when the server refuses a value, then its message shows on that field', async () => {
    saveReply = () => ({
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'score_difference[1].points', message: 'Points must be a number' }],
        },
      },
    });
    const view = await open();
    await screen.findByRole('group', { name: 'Passing yards' });

    await view.user.click(screen.getByRole('button', { name: 'Save configuration' }));

    expect(await range(WIN, 2).findByText('Points must be a number')).toBeInTheDocument();
    expect(range(WIN, 2).getByLabelText('Points')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Score configuration updated')).not.toBeInTheDocument();
  });

  it('when the configuration cannot be read, then the error toast shows and Try again loads it', async () => {
    getReply = () => ({ status: 500, body: { error: { code: 'internal', message: 'Server error' } } });
    const view = await open();

    expect(await findToast('Error')).toHaveTextContent('Server error');
    getReply = () => ({ status: 200, body: stored });
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('group', { name: 'Passing yards' })).toBeInTheDocument();
  });
});
