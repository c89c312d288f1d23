import { act, screen, waitFor, within } from '@testing-library/react';
import { API, TROPHY_TYPES, type TrophyView } from '@hfl/contracts';
import { startApiServer, type ApiServer, renderRemote, testUsers } from '@hfl/shared-ui/testing';
import { CHAMPION, PLAYER_OF_THE_WEEK, TEAM_OF_THE_WEEK } from '../../testing/trophies';
import registration from '../../register';

describe('trophy cabinet', () => {
  let server: ApiServer;
  let trophies: TrophyView[];

  beforeEach(async () => {
    trophies = [TEAM_OF_THE_WEEK, PLAYER_OF_THE_WEEK, CHAMPION];
    server = await startApiServer({ [`GET ${API.myTrophies}`]: () => ({ status: 200, body: trophies }) });
  });

  afterEach(() => server.close());

  const open = (user: typeof testUsers.player | null = testUsers.player) =>
    renderRemote(registration, { path: '/trophies', user, apiBaseUrl: server.baseUrl });
  const cardsOf = (group: string) =>
    within(screen.getByRole('region', { name: group }))
      .getAllByRole('link')
      .map((link) => ({
        href: link.getAttribute('href'),
        image: link.querySelector('img')?.getAttribute('src'),
        text: link.textContent,
      }));

  it('when a user opens it, then his trophies are grouped by league season, each a card linking to its page', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Trophies' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Budapest Bulls · HFL 2026' })).toBeInTheDocument();
    expect(cardsOf('Budapest Bulls · HFL 2026')).toEqual([
      {
        href: `/trophies/en/${TEAM_OF_THE_WEEK.id}`,
        image: '/trophy-art/en/teamOfTheWeek.svg',
        text: 'Team of the weekRound 3Team: Kata Kickers',
      },
      {
        href: `/trophies/en/${PLAYER_OF_THE_WEEK.id}`,
        image: '/trophy-art/en/playerOfTheWeek.svg',
        text: 'Player of the weekRound 2Team: Kata KickersPlayer: Bence Kardos',
      },
    ]);
    expect(cardsOf('Szeged Sharks · HFL 2025')).toEqual([
      {
        href: `/trophies/en/${CHAMPION.id}`,
        image: '/trophy-art/en/champion.svg',
        text: 'ChampionRound 12Team: Kata Kickers',
      },
    ]);
    expect(server.requests.map((request) => request.path)).toEqual([API.myTrophies]);
  });

  it('when a user opens it, then "How trophies are won" states the rule of every trophy type', async () => {
    await open();

    const rules = await screen.findByRole('region', { name: 'How trophies are won' });
    const items = within(rules).getAllByRole('listitem');
    expect(items).toHaveLength(TROPHY_TYPES.length);
    expect(rules).toHaveTextContent('Team of the week: the team with the highest score of the round.');
    expect(rules).toHaveTextContent('Tough luck: the highest score of the round that still lost its game.');
    expect(rules).toHaveTextContent('Champion: first place of the season, the winner of the final.');
    expect(rules).toHaveTextContent('Tied teams share an award');
  });

  it('when the user has no trophy yet, then the page says how to win one', async () => {
    trophies = [];
    await open();

    expect(await screen.findByRole('heading', { level: 2, name: 'No trophies yet' })).toBeInTheDocument();
    expect(screen.getByText(/Trophies are won in your leagues' games/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How trophies are won' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('when a visitor opens it, then he is sent to /login and nothing is read', async () => {
    const view = await open(null);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(server.requests).toHaveLength(0);
  });

  it('when the page is in Hungarian, then titles, rules and images are Hungarian and the links carry "hu"', async () => {
    const view = await open();
    await screen.findByRole('region', { name: 'Budapest Bulls · HFL 2026' });

    await act(() => view.i18n.changeLanguage('hu'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Trófeák' })).toBeInTheDocument();
    expect(cardsOf('Budapest Bulls · HFL 2026')[1]).toEqual({
      href: `/trophies/hu/${PLAYER_OF_THE_WEEK.id}`,
      image: '/trophy-art/hu/playerOfTheWeek.svg',
      text: 'A hét játékosa2. fordulóCsapat: Kata KickersJátékos: Bence Kardos',
    });
    expect(screen.getByRole('region', { name: 'Hogyan lehet trófeát nyerni?' })).toHaveTextContent(
      'Balszerencse díj: a forduló legmagasabb pontszáma, amellyel mégis vereség lett a vége.',
    );
  });
});
