import { act, screen, within } from '@testing-library/react';
import { API, type SessionUser, type TrophyView } from '@hfl/contracts';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers, findToast } from '@hfl/shared-ui/testing';
import { CHAMPION, PLAYER_OF_THE_WEEK, TEAM_OF_THE_WEEK } from '../../testing/trophies';
import registration from '../../register';

const NOT_FOUND: Reply = {
  status: 404,
  body: { error: { code: 'not_found', message: 'The requested item does not exist' } },
};

describe('trophy page', () => {
  let server: ApiServer;
  let answer: (id: string) => Reply;

  beforeEach(async () => {
    const known: TrophyView[] = [TEAM_OF_THE_WEEK, PLAYER_OF_THE_WEEK, CHAMPION];
    answer = (id) => {
      const trophy = known.find((candidate) => candidate.id === id);
      return trophy ? { status: 200, body: trophy } : NOT_FOUND;
    };
    server = await startApiServer(
      Object.fromEntries(known.map((trophy) => [`GET ${API.trophy(trophy.id)}`, () => answer(trophy.id)])),
    );
  });

  afterEach(async () => {
    await server.close();
    delete (navigator as { share?: unknown }).share;
  });

  const open = (path: string, user: SessionUser | null = testUsers.player) =>
    renderRemote(registration, { path, user, apiBaseUrl: server.baseUrl });
  const pageUrl = (lang: string, id: string) => `${window.location.origin}/trophies/${lang}/${id}`;

  it('when a manager opens his trophy, then Back, the title, the description, the image and Share show', async () => {
    await open(`/trophies/en/${TEAM_OF_THE_WEEK.id}`);

    const article = await screen.findByRole('article', { name: 'Team of the week' });
    const view = within(article);
    expect(view.getByRole('link', { name: '← Back to trophies' })).toHaveAttribute('href', '/trophies');
    expect(view.getByRole('heading', { level: 1, name: 'Team of the week' })).toBeInTheDocument();
    expect(
      view.getByText(
        'Kata Kickers was the team of the week in round 3 of Budapest Bulls (HFL 2026) with 112.4 points.',
      ),
    ).toBeInTheDocument();
    expect(view.getByText('Manager: Kata Kovács')).toBeInTheDocument();
    expect(view.getByRole('img', { name: 'Team of the week' })).toHaveAttribute(
      'src',
      '/trophy-art/en/teamOfTheWeek.svg',
    );
    expect(view.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(view.queryByText('Sign up for free')).not.toBeInTheDocument();
  });

  it('when a visitor opens a Hungarian link on an English page, then the image is the Hungarian one and the texts English', async () => {
    await open(`/trophies/hu/${PLAYER_OF_THE_WEEK.id}`, null);

    const article = await screen.findByRole('article', { name: 'Player of the week' });
    expect(within(article).getByRole('img', { name: 'Player of the week' })).toHaveAttribute(
      'src',
      '/trophy-art/hu/playerOfTheWeek.svg',
    );
    expect(article).toHaveTextContent(
      'Bence Kardos of Kata Kickers was the player of the week in round 2 of Budapest Bulls (HFL 2026) with 41.5 points.',
    );
  });

  it('when a signed-in user opens a link in another language, then the image, the texts and the shared link are in his', async () => {
    const view = await open(`/trophies/en/${TEAM_OF_THE_WEEK.id}`, { ...testUsers.player, locale: 'hu' });
    await act(() => view.i18n.changeLanguage('hu'));

    const article = await screen.findByRole('article', { name: 'A hét csapata' });
    expect(within(article).getByRole('img', { name: 'A hét csapata' })).toHaveAttribute(
      'src',
      '/trophy-art/hu/teamOfTheWeek.svg',
    );
    expect(within(article).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl('hu', TEAM_OF_THE_WEEK.id))}`,
    );
  });

  it('when the page is in Hungarian, then the title and description are Hungarian, the points with a decimal comma', async () => {
    const view = await open(`/trophies/hu/${TEAM_OF_THE_WEEK.id}`);
    await screen.findByRole('article', { name: 'Team of the week' });

    await act(() => view.i18n.changeLanguage('hu'));

    const article = await screen.findByRole('article', { name: 'A hét csapata' });
    expect(article).toHaveTextContent(
      'Kata Kickers lett a hét csapata 112,4 ponttal – Budapest Bulls, HFL 2026, 3. forduló.',
    );
    expect(within(article).getByRole('link', { name: '← Vissza a trófeákhoz' })).toBeInTheDocument();
  });

  it.each([
    ['de', '/trophy-art/en/champion.svg'],
    ['hu', '/trophy-art/hu/champion.svg'],
  ])(
    'when a visitor opens a shared link in "%s", then he reads it, with the image %s and a way to join',
    async (lang, image) => {
      await open(`/trophies/${lang}/${CHAMPION.id}`, null);

      const article = await screen.findByRole('article', { name: 'Champion' });
      const view = within(article);
      expect(view.getByRole('img', { name: 'Champion' })).toHaveAttribute('src', image);
      expect(article).toHaveTextContent(
        'Kata Kickers won Szeged Sharks (HFL 2025), champion after the final in round 12.',
      );
      expect(view.getByRole('link', { name: '← See the leaderboard' })).toHaveAttribute('href', '/leaderboard');
      expect(view.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/register');
    },
  );

  it('when the trophy does not exist (404), then "Trophy not found" shows without an error toast', async () => {
    await open('/trophies/en/79999999999999999999999a');

    expect(await screen.findByRole('heading', { level: 1, name: 'Trophy not found' })).toBeInTheDocument();
    expect(
      screen.getByText("This trophy does not exist, or it was taken back when its round's results were corrected."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to trophies' })).toHaveAttribute('href', '/trophies');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the browser has no share sheet, then Share copies the page link and a toast confirms it', async () => {
    const view = await open(`/trophies/en/${TEAM_OF_THE_WEEK.id}`);

    await view.user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(await findToast('Link copied')).toHaveTextContent('The link to this trophy is on your clipboard.');
    expect(await navigator.clipboard.readText()).toBe(pageUrl('en', TEAM_OF_THE_WEEK.id));
  });

  it("when the browser has a share sheet, then Share hands it the trophy and the page link in the user's language", async () => {
    const share = jest.fn(async () => {});
    Object.assign(navigator, { share });
    const view = await open(`/trophies/hu/${TEAM_OF_THE_WEEK.id}`);

    await view.user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({
      title: 'Team of the week – Kata Kickers',
      url: pageUrl('en', TEAM_OF_THE_WEEK.id),
    });
  });

  it('when the trophy is shown, then the Facebook link shares the page URL in a new tab', async () => {
    await open(`/trophies/en/${TEAM_OF_THE_WEEK.id}`);

    const facebook = await screen.findByRole('link', { name: /Share on Facebook/ });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl('en', TEAM_OF_THE_WEEK.id))}`,
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
