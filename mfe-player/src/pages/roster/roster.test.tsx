import { screen, waitFor, within } from '@testing-library/react';
import { API, type RosterView, type TeamTradeProposals, type TradePreview } from '@hfl/contracts';
import {
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import { LEAGUE_A, OTHER_USER, adminOfAMemberOfB, memberRow } from '../../testing/league-fixtures';
import {
  MY_TEAM,
  NO_PROPOSALS,
  OTHER_TEAM,
  SEASON_ID,
  myPlayers,
  proposal,
  rosterPlayer,
  rosterView,
  detailsWithNextGame,
  viewerTeam,
} from '../../testing/rosters';
import registration from '../../register';

const ok = (body: unknown): Reply => ({ status: 200, body });
const refusal = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

describe('a team roster page', () => {
  let server: ApiServer;
  let theirs: () => Reply;
  let mine: () => Reply;
  let myRoster: RosterView;
  let theirRoster: RosterView;

  beforeEach(async () => {
    window.localStorage.clear();
    myRoster = rosterView(MY_TEAM, myPlayers());
    theirRoster = rosterView(OTHER_TEAM, [
      rosterPlayer('Olivér Oláh', 'QB', 'QB'),
      rosterPlayer('Richárd Rác', 'RB', 'BENCH'),
    ]);
    theirs = () => ok(theirRoster);
    mine = () => ok(myRoster);
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
      [`GET ${API.roster(LEAGUE_A.id, OTHER_TEAM.id)}`]: () => theirs(),
      [`GET ${API.roster(LEAGUE_A.id, MY_TEAM.id)}`]: () => ok(myRoster),
      [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => mine(),
      [`GET ${API.teamTradeProposals(SEASON_ID, OTHER_TEAM.id)}`]: () => ok(NO_PROPOSALS),
      [`GET ${API.teamTradeProposals(SEASON_ID, MY_TEAM.id)}`]: () => ok(NO_PROPOSALS),
    });
  });

  afterEach(() => server.close());

  const open = (teamId = OTHER_TEAM.id) =>
    renderRemote(registration, {
      path: `/leagues/${LEAGUE_A.id}/team/${teamId}/roster`,
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });

  it("when another team's roster loads, then its name is the title, its manager and players show, read-only", async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ottó Oxen' })).toBeInTheDocument();
    expect(screen.getByText('Manager: Ottó Nagy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Olivér Oláh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Richárd Rác' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move to|Cut|Switch/ })).not.toBeInTheDocument();
  });

  it("when the roster shows, then the league's other teams link to their rosters", async () => {
    server.close();
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
      [`GET ${API.roster(LEAGUE_A.id, OTHER_TEAM.id)}`]: () => ok(theirRoster),
      [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => ok(myRoster),
      [`GET ${API.teamTradeProposals(SEASON_ID, OTHER_TEAM.id)}`]: () => ok(NO_PROPOSALS),
      [`GET ${API.leagueMembers(LEAGUE_A.id)}`]: () =>
        ok([
          memberRow(testUsers.player, 'LEAGUE_ADMIN', { name: 'Kata Kickers' }),
          {
            ...memberRow(OTHER_USER, 'LEAGUE_USER', { name: 'Ottó Oxen' }),
            team: { id: OTHER_TEAM.id, name: 'Ottó Oxen', logoUrl: null },
          },
        ]),
    });
    await open();

    const teams = await screen.findByRole('region', { name: "The league's teams" });
    expect(
      within(teams)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Kata Kickers', `/leagues/${LEAGUE_A.id}/team/t-${testUsers.player.id}/roster`]]);
  });

  it('when the roster is the own team, then it offers the lineup actions like /team', async () => {
    await open(MY_TEAM.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kata Kickers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to bench: Bence Kardos' })).toBeInTheDocument();
  });

  it('when the user is not a member of the league (403), then the page says so instead of a roster', async () => {
    theirs = () => refusal(403, 'forbidden', 'You are not a member of this league');
    await open();

    expect(
      await screen.findByText('You are not a member of this league, so its rosters are not shown.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team roster' })).toBeInTheDocument();
  });

  it('when the team has no roster (422), then the page says the league has not drafted it yet', async () => {
    theirs = () => refusal(422, 'no_roster', 'No roster');
    await open();

    expect(await screen.findByRole('heading', { name: 'No roster yet' })).toBeInTheDocument();
    expect(screen.getByText(/This team has no roster in the league's current season yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'League home' })).toHaveAttribute('href', `/leagues/${LEAGUE_A.id}`);
  });
});

describe('trading from a team roster page', () => {
  let server: ApiServer;
  let mine: () => Reply;
  let preview: (request: RecordedRequest) => Reply;
  let myRoster: RosterView;
  let theirRoster: RosterView;
  let theirProposals: TeamTradeProposals;

  beforeEach(async () => {
    window.localStorage.clear();
    myRoster = rosterView(MY_TEAM, myPlayers([rosterPlayer('Máté Balogh', 'WR', 'BENCH')]));
    theirRoster = rosterView(OTHER_TEAM, [
      rosterPlayer('Olivér Oláh', 'QB', 'QB', { status: 'injured', season: 64.5, week: 18 }),
      rosterPlayer('Richárd Rác', 'RB', 'RB'),
      rosterPlayer('Vilmos Vass', 'WR', 'BENCH'),
    ]);
    theirProposals = NO_PROPOSALS;
    mine = () => ok(myRoster);
    preview = () => ok(null);
    const [mineWr, theirQb] = [myRoster.players.at(-1)!, theirRoster.players[0]!];
    const tradePath = API.tradeProposal(LEAGUE_A.id, mineWr.id, theirQb.id);
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
      [`GET ${API.roster(LEAGUE_A.id, OTHER_TEAM.id)}`]: () => ok(theirRoster),
      [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => mine(),
      [`GET ${API.teamTradeProposals(SEASON_ID, OTHER_TEAM.id)}`]: () => ok(theirProposals),
      [`GET ${tradePath}`]: (request) => preview(request),
      [`POST ${tradePath}`]: () => ({
        status: 201,
        body: proposal('p-new', { team: MY_TEAM, player: mineWr }, { team: OTHER_TEAM, player: theirQb }),
      }),
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, {
      path: `/leagues/${LEAGUE_A.id}/team/${OTHER_TEAM.id}/roster`,
      user: testUsers.player,
      apiBaseUrl: server.baseUrl,
    });
  /** The preview as the service answers it: their QB lands on my bench, my WR on theirs. */
  const previewOf = (refusal: string | null): TradePreview => {
    const [mineWr, theirQb] = [myRoster.players.at(-1)!, theirRoster.players[0]!];
    return {
      mine: {
        team: MY_TEAM,
        players: [
          ...myRoster.players.filter((player) => player.id !== mineWr.id),
          { ...theirQb, fantasyPosition: 'BENCH', activityStatus: 'bench' },
        ],
      },
      theirs: {
        team: OTHER_TEAM,
        players: [
          ...theirRoster.players.filter((player) => player.id !== theirQb.id),
          { ...mineWr, fantasyPosition: 'BENCH', activityStatus: 'bench' },
        ],
      },
      refusal,
      refusalParams: refusal === 'errors:tradeWouldBeIllegal' ? { team: OTHER_TEAM.name } : {},
    };
  };
  const proposalReads = () =>
    server.requests.filter((request) => request.path === API.teamTradeProposals(SEASON_ID, OTHER_TEAM.id));

  it.each([
    ['their roster is locked', () => (theirRoster = { ...theirRoster, status: 'locked', lockedWeek: 2 })],
    ['my roster is locked', () => (myRoster = { ...myRoster, status: 'locked', lockedWeek: 2 })],
    ['I have no roster in the league', () => (mine = () => refusal(422, 'no_roster', 'No roster'))],
  ])('when %s, then no player offers Propose trade', async (_, arrange) => {
    arrange();
    await open();

    await screen.findByRole('button', { name: 'Olivér Oláh' });
    await waitFor(() =>
      expect(server.requests.some((request) => request.path === API.myRoster(LEAGUE_A.id))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /Propose trade/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a trade is proposed, then the preview shows both lineups after it with every status and points, Propose creates it and the proposals are read again', async () => {
    preview = () => ok(previewOf(null));
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Propose trade: Olivér Oláh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose trade for Olivér Oláh' });
    expect(dialog).toHaveTextContent('Offer one of your players for Olivér Oláh (QB) of Ottó Oxen.');
    expect(dialog).toHaveTextContent('InjuredSeason: 64.50 pts · Round 3: 18.00 pts');
    expect(within(dialog).getByRole('img', { name: 'Injured' })).toBeInTheDocument();
    const propose = within(dialog).getByRole('button', { name: 'Propose' });
    expect(propose).toBeDisabled();

    await view.user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Your player to offer' }),
      'Máté Balogh (WR, Bench) · Active · Season: 50.00 pts · Round 3: 10.00 pts',
    );

    const mySide = await within(dialog).findByRole('region', { name: 'Kata Kickers' });
    expect(mySide).toHaveTextContent('Olivér Oláh would play at Bench');
    expect(within(mySide).getAllByRole('listitem')[0]).toHaveTextContent(
      'QB Bence Kardos (QB) ActiveSeason: 81.25 pts · Round 3: 22.50 pts',
    );
    expect(within(mySide).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Bench Olivér Oláh (QB) · New InjuredSeason: 64.50 pts · Round 3: 18.00 pts',
    );
    const theirSide = within(dialog).getByRole('region', { name: 'Ottó Oxen' });
    expect(theirSide).toHaveTextContent('Máté Balogh would play at Bench');
    expect(within(theirSide).getAllByRole('listitem')[0]).toHaveTextContent('QB Empty');
    expect(within(dialog).getByRole('button', { name: 'Propose' })).toBeEnabled();

    const readsBefore = proposalReads().length;
    await view.user.click(within(dialog).getByRole('button', { name: 'Propose' }));

    expect(await findToast('Success')).toHaveTextContent('Trade proposal was successfully created');
    const [mineWr, theirQb] = [myRoster.players.at(-1)!, theirRoster.players[0]!];
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ path: API.tradeProposal(LEAGUE_A.id, mineWr.id, theirQb.id) }),
    ]);
    await waitFor(() => expect(proposalReads().length).toBe(readsBefore + 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the preview refuses the trade, then the reason shows and Propose stays off', async () => {
    preview = () => ok(previewOf('errors:tradeWouldBeIllegal'));
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Propose trade: Olivér Oláh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose trade for Olivér Oláh' });
    await view.user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Your player to offer' }),
      'Máté Balogh (WR, Bench) · Active · Season: 50.00 pts · Round 3: 10.00 pts',
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This trade would leave Ottó Oxen without a legal lineup',
    );
    expect(within(dialog).getByRole('button', { name: 'Propose' })).toBeDisabled();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("when the team has pending proposals, then they show sent and received apart with each player's status, without actions on another team's page", async () => {
    const [mineWr, theirQb, theirRb] = [myRoster.players.at(-1)!, theirRoster.players[0]!, theirRoster.players[1]!];
    theirProposals = {
      sent: [proposal('p-sent', { team: OTHER_TEAM, player: theirRb }, { team: MY_TEAM, player: mineWr })],
      received: [proposal('p-received', { team: MY_TEAM, player: mineWr }, { team: OTHER_TEAM, player: theirQb })],
    };
    await open();

    const received = await screen.findByRole('list', { name: 'Received' });
    expect(received).toHaveTextContent('Kata Kickers offers Máté Balogh (WR) for Olivér Oláh (QB) of Ottó Oxen');
    // Each player's status under the offer: Olivér is injured.
    expect(received).toHaveTextContent('Máté Balogh ActiveOlivér Oláh Injured');
    expect(within(received).getByRole('img', { name: 'Injured' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sent' })).toHaveTextContent(
      'Ottó Oxen offers Richárd Rác (RB) for Máté Balogh (WR) of Kata Kickers',
    );
    expect(screen.queryByRole('button', { name: /Accept|Reject|Withdraw/ })).not.toBeInTheDocument();
  });

  it("when a player of another team opens, then his next game's kickoff shows on the viewer's own team clock in the league", async () => {
    const qb = theirRoster.players[0]!;
    const viewerTeamId = `t-${LEAGUE_A.id}`;
    server.close();
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
      [`GET ${API.roster(LEAGUE_A.id, OTHER_TEAM.id)}`]: () => ok(theirRoster),
      [`GET ${API.teamTradeProposals(SEASON_ID, OTHER_TEAM.id)}`]: () => ok(NO_PROPOSALS),
      [`GET ${API.fantasyTeam(viewerTeamId)}`]: () => ok(viewerTeam(viewerTeamId, 'Kata Kickers', 'Asia/Tokyo')),
      [`GET /api/players/${qb.player.id}`]: () => ok(detailsWithNextGame(qb, { home: false })),
    });
    const view = await open();

    await view.user.click(await screen.findByRole('button', { name: 'Olivér Oláh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Olivér Oláh' });
    // 18:00 in Budapest is 01:00 the next day in Tokyo, where the viewer's team is (its clock may arrive after the
    // game: until then Budapest's shows).
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Next game' })).toHaveTextContent(
        'Round 2: away at Győr Sharks, Sunday, 13 September 2026 at 01:00 GMT+9',
      ),
    );
  });
});
