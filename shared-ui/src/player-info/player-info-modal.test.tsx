import { act, screen, within } from '@testing-library/react';
import { NO_PLAYER_OUTLOOK, type PlayerDetails, type PlayerOutlook, type WeekScores } from '@hfl/contracts';
import { configureApi } from '../index';
import { startApiServer, type ApiServer } from '../testing/api-server';
import { renderWithProviders } from '../testing/render';
import { PlayerInfoModal } from '../season';

const PLAYER_ID = '67d0000000000000000000a1';
const scores = (fantasy_points: number) => ({ fantasy_points }) as WeekScores;

const details = (overrides: Partial<PlayerDetails>): PlayerDetails => ({
  id: PLAYER_ID,
  name: 'Bence Kovács',
  position: 'RB',
  group: 'offense',
  status: 'active',
  jerseyNumber: 22,
  team: { id: '67a0000000000000000000b1', name: 'Budapest Wolves' },
  photoUrl: null,
  scores: scores(30.5),
  birthDate: '1998-04-02',
  height: 180,
  weight: 85,
  analysis: '',
  photo: null,
  age: 28,
  weeks: [],
  outlook: NO_PLAYER_OUTLOOK,
  ...overrides,
});

/** Injured, three rounds back (none in round 4), and away at the Eagles on a Saturday in round 5. */
const FORM: PlayerOutlook = {
  recentRounds: [
    { week: 4, points: null },
    { week: 3, points: 12.5 },
    { week: 2, points: 18 },
  ],
  seasonAverage: 15.25,
  comingRound: {
    week: 5,
    game: {
      opponent: { id: '67a0000000000000000000b2', name: 'Eger Heroes' },
      home: false,
      date: '2027-05-08',
      kickoff: null,
    },
  },
};

let answer: PlayerDetails;
let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer({ [`GET /api/players/${PLAYER_ID}`]: () => ({ status: 200, body: answer }) });
  configureApi({
    baseUrl: server.baseUrl,
    getCsrfToken: () => null,
    setCsrfToken: () => undefined,
    getLocale: () => 'en',
    onUnauthorized: () => undefined,
  });
});
afterAll(() => server.close());

// The browser's clock is Tokyo's: the popup never uses it (the viewer's clock is his team's in the league).
beforeAll(() => {
  const browser = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...browser.call(this), timeZone: 'Asia/Tokyo' };
  });
});
afterAll(() => jest.restoreAllMocks());

const openPopup = (timezone?: string) =>
  renderWithProviders(
    <PlayerInfoModal
      player={{ id: PLAYER_ID, name: 'Bence Kovács' }}
      timezone={timezone}
      open
      onClose={() => undefined}
    />,
  );

describe('player popup', () => {
  it('when an injured player opens, then his status, the coming game away, his last three rounds and his season average show', async () => {
    answer = details({ status: 'injured', outlook: FORM });
    await openPopup();

    const dialog = await screen.findByRole('dialog', { name: 'Bence Kovács' });
    // The icon's text alternative names the status once; the word beside it is for the eye.
    expect(await within(dialog).findByRole('img', { name: 'Injured' })).toBeInTheDocument();
    const next = within(dialog).getByRole('region', { name: 'Next game' });
    expect(next).toHaveTextContent('Round 5: away at Eger Heroes, Saturday, 8 May 2027');
    const form = within(dialog).getByRole('region', { name: 'Recent rounds' });
    expect(
      within(form)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Round 4', 'Round 3', 'Round 2', 'Season average (per game played)']);
    expect(
      within(form)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Did not play', '12.50', '18.00', '15.25']);
  });

  it('when the page is in Hungarian, then the status, the home game and the average read naturally', async () => {
    answer = details({
      status: 'inactive',
      outlook: { ...FORM, comingRound: { ...FORM.comingRound!, game: { ...FORM.comingRound!.game!, home: true } } },
    });
    const view = await openPopup();
    await act(() => view.i18n.changeLanguage('hu'));

    const dialog = await screen.findByRole('dialog', { name: 'Bence Kovács' });
    expect(await within(dialog).findByRole('img', { name: 'Inaktív' })).toBeInTheDocument();
    // The article follows the name's sound ("az Eger"), never "a(z)".
    expect(within(dialog).getByRole('region', { name: 'Következő meccs' })).toHaveTextContent(
      '5. forduló: az Eger Heroes ellen, hazai pályán, 2027. május 8., szombat',
    );
    const form = within(dialog).getByRole('region', { name: 'Legutóbbi fordulók' });
    expect(form).toHaveTextContent('4. fordulóNem játszott');
    expect(form).toHaveTextContent('Szezonátlag (lejátszott meccsenként)15,25');
  });

  it("when the schedule has the kickoff, then it shows on the viewer's team clock in the league, named", async () => {
    // 15:00 in Budapest (summer time) is 09:00 in New York, where the viewer's team is.
    answer = details({
      outlook: {
        ...FORM,
        comingRound: { week: 5, game: { ...FORM.comingRound!.game!, kickoff: '2027-05-08 13:00:00' } },
      },
    });
    const view = await openPopup('America/New_York');

    const dialog = await screen.findByRole('dialog', { name: 'Bence Kovács' });
    expect(await within(dialog).findByRole('region', { name: 'Next game' })).toHaveTextContent(
      /^Next gameRound 5: away at Eger Heroes, Saturday, 8 May 2027 at 09:00 GMT-4$/,
    );
    await act(() => view.i18n.changeLanguage('hu'));
    expect(await within(dialog).findByRole('region', { name: 'Következő meccs' })).toHaveTextContent(
      /az Eger Heroes ellen, idegenben, 2027\. május 8\., szombat 09:00 GMT-4$/,
    );
  });

  it("when the viewer has no team clock in the league (the owner), then the kickoff shows on Budapest time, not the browser's", async () => {
    answer = details({
      outlook: {
        ...FORM,
        comingRound: { week: 5, game: { ...FORM.comingRound!.game!, kickoff: '2027-05-08 13:00:00' } },
      },
    });
    await openPopup();

    const dialog = await screen.findByRole('dialog', { name: 'Bence Kovács' });
    expect(await within(dialog).findByRole('region', { name: 'Next game' })).toHaveTextContent(
      /^Next gameRound 5: away at Eger Heroes, Saturday, 8 May 2027 at 15:00 CEST$/,
    );
  });

  it.each([
    ['his club rests in the coming round', { week: 7, game: null }, 'Round 7: his club has no game (bye).'],
    ['no round is left', null, 'No rounds are left this season.'],
  ])('when %s, then the next game says so', async (_case, comingRound, text) => {
    answer = details({ outlook: { ...NO_PLAYER_OUTLOOK, comingRound } });
    await openPopup();

    const dialog = await screen.findByRole('dialog', { name: 'Bence Kovács' });
    expect(await within(dialog).findByRole('img', { name: 'Active' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Next game' })).toHaveTextContent(text);
    expect(within(dialog).getByRole('region', { name: 'Recent rounds' })).toHaveTextContent(
      'No round of this season has statistics yet.',
    );
  });
});
