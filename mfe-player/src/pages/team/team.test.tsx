import { act, screen, waitFor, within } from '@testing-library/react';
import { API, type RosterView, type TeamTradeProposals } from '@hfl/contracts';
import { startApiServer, type ApiServer, type Reply, renderRemote, testUsers, findToast } from '@hfl/shared-ui/testing';
import { LEAGUE_A, LEAGUE_B, adminOfAMemberOfB } from '../../testing/league-fixtures';
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
import { readCurrentLeague, storeCurrentLeague } from '../../league/current-league';
import registration from '../../register';

const ok = (body: unknown): Reply => ({ status: 200, body });
const refusal = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

describe('My Team page', () => {
  let server: ApiServer;
  /** What GET rosters/me answers (a roster, or a refusal). */
  let mine: () => Reply;
  let roster: RosterView;

  beforeEach(async () => {
    window.localStorage.clear();
    roster = rosterView(MY_TEAM, myPlayers([rosterPlayer('Máté Balogh', 'WR', 'BENCH')]));
    mine = () => ok(roster);
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
      [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => mine(),
      [`GET ${API.teamTradeProposals(SEASON_ID, MY_TEAM.id)}`]: () => ok(NO_PROPOSALS),
    });
  });

  afterEach(() => server.close());

  const open = () => renderRemote(registration, { path: '/team', user: testUsers.player, apiBaseUrl: server.baseUrl });
  const rosterReads = () => server.requests.filter((request) => request.path === API.myRoster(LEAGUE_A.id));
  const tableOf = (heading: RegExp | string) =>
    within(screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement);
  /** A cell's text without the player's status badge (the statuses are checked on their own). */
  const cellText = (cell: HTMLElement) => {
    const copy = cell.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-status]').forEach((badge) => badge.remove());
    return copy.textContent;
  };
  const rowTexts = (heading: RegExp | string) =>
    tableOf(heading)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(0, 6).map(cellText));
  /** A switch partner as the dialog lists him: name, position and slot, then status and points (the fixtures'). */
  const listed = (label: string, facts = 'ActiveSeason: 50.00 pts · Round 3: 10.00 pts') => `${label}${facts}`;

  it('when no league is selected, then "No league selected" / "Please choose a league first" shows and the user goes to /secure', async () => {
    const view = await open();

    expect(await findToast('No league selected')).toHaveTextContent('Please choose a league first');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
    expect(rosterReads()).toHaveLength(0);
  });

  describe('with a current league', () => {
    beforeEach(() => storeCurrentLeague(testUsers.player.id, LEAGUE_A.id));

    it('when the roster loads, then the team, the starting lineup in slot order and the bench show with their points', async () => {
      await open();

      expect(await screen.findByRole('heading', { level: 2, name: 'Kata Kickers' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['My Team']);
      expect(screen.getByText('Manager: Kata Kovács')).toBeInTheDocument();
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'Slot',
        'Player',
        'Position',
        'Club',
        'Round 3',
        'Season',
        'Actions',
        'Slot',
        'Player',
        'Position',
        'Club',
        'Round 3',
        'Season',
        'Actions',
      ]);
      expect(rowTexts('Starting lineup')).toEqual([
        ['QB', 'Bence Kardos', 'QB', 'Budapest Wolves', '22.50', '81.25'],
        ['RB', 'Dávid Rácz', 'RB', 'Budapest Wolves', '10.00', '50.00'],
        ['TE/WR', 'Áron Fekete', 'WR', 'Budapest Wolves', '10.00', '50.00'],
        ['TE/WR', 'Tamás Tóth', 'TE', 'Budapest Wolves', '10.00', '50.00'],
        ['FLEX', 'Gergő Horváth', 'RB', 'Budapest Wolves', '10.00', '50.00'],
        ['K', 'Levente Varga', 'K', 'Budapest Wolves', '10.00', '50.00'],
        ['DEF', 'Wolves Defense', 'DEF', 'Budapest Wolves', '10.00', '50.00'],
        ['HC', 'Coach Kiss', 'HC', '—', '10.00', '50.00'],
      ]);
      expect(screen.getByRole('heading', { name: 'Bench (1 of 6)' })).toBeInTheDocument();
      expect(rowTexts('Bench (1 of 6)')).toEqual([['Bench', 'Máté Balogh', 'WR', 'Budapest Wolves', '10.00', '50.00']]);
    });

    it('when players are injured or inactive, then each row says so with an icon named in words, in English and Hungarian', async () => {
      roster = rosterView(
        MY_TEAM,
        myPlayers([
          rosterPlayer('Máté Balogh', 'WR', 'BENCH', { status: 'injured' }),
          rosterPlayer('Zoltán Szabó', 'TE', 'BENCH', { status: 'inactive' }),
        ]),
      );
      const view = await open();

      const bench = await screen.findByRole('heading', { name: 'Bench (2 of 6)' });
      const rows = within(bench.closest('section') as HTMLElement)
        .getAllByRole('row')
        .slice(1);
      expect(within(rows[0]!).getByRole('img', { name: 'Injured' })).toBeInTheDocument();
      expect(rows[0]).toHaveTextContent('Máté BaloghInjured');
      expect(within(rows[1]!).getByRole('img', { name: 'Inactive' })).toBeInTheDocument();
      expect(
        within(tableOf('Starting lineup').getAllByRole('row')[1]!).getByRole('img', { name: 'Active' }),
      ).toBeTruthy();

      await act(() => view.i18n.changeLanguage('hu'));
      expect(await within(rows[0]!).findByRole('img', { name: 'Sérült' })).toBeInTheDocument();
      expect(within(rows[1]!).getByRole('img', { name: 'Inaktív' })).toBeInTheDocument();
    });

    it('when a starting slot is empty and no round was played, then the slot shows as empty and the points column names no round', async () => {
      const [, ...rest] = myPlayers();
      roster = rosterView(
        MY_TEAM,
        rest
          .filter((player) => player.fantasyPosition !== 'K')
          .concat(rosterPlayer('Lone Kicker', 'K', 'BENCH', { week: null })),
        { week: null },
      );
      await open();

      await screen.findByRole('heading', { name: 'Kata Kickers' });
      expect(rowTexts('Starting lineup').map((row) => row.slice(0, 2))).toEqual([
        ['QB', 'Empty'],
        ['RB', 'Dávid Rácz'],
        ['TE/WR', 'Áron Fekete'],
        ['TE/WR', 'Tamás Tóth'],
        ['FLEX', 'Gergő Horváth'],
        ['K', 'Empty'],
        ['DEF', 'Wolves Defense'],
        ['HC', 'Coach Kiss'],
      ]);
      expect(screen.getAllByRole('columnheader', { name: 'Round' })).toHaveLength(2);
      expect(rowTexts(/^Bench/)).toEqual([['Bench', 'Lone Kicker', 'K', 'Budapest Wolves', '—', '50.00']]);
    });

    it('when the user has no roster in the league (422), then the page explains it, links the league home and toasts nothing', async () => {
      mine = () => refusal(422, 'no_roster', 'You have no roster in this league');
      await open();

      expect(await screen.findByRole('heading', { name: 'No roster yet' })).toBeInTheDocument();
      expect(screen.getByText(/Rosters are filled by the league's draft/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'League home' })).toHaveAttribute('href', `/leagues/${LEAGUE_A.id}`);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('when the roster cannot be read, then the error is toasted and Try again reads it again', async () => {
      let failing = true;
      mine = () => (failing ? refusal(500, 'internal', 'Server error') : ok(roster));
      const view = await open();

      expect(await findToast('Error')).toHaveTextContent('Server error');
      failing = false;
      await view.user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Kata Kickers' })).toBeInTheDocument();
      expect(rosterReads()).toHaveLength(2);
    });

    it.each([
      ['locked', { status: 'locked', lockedWeek: 4 }, 'Rosters are locked while round 4 is being played'],
      [
        'closed for the draft',
        { status: 'closed', closedReason: 'drafting' },
        'Rosters are closed while the league drafts: they open once the draft is over.',
      ],
      [
        'closed after the season',
        { status: 'closed', closedReason: 'finished' },
        'The season is over: rosters are closed.',
      ],
    ] as const)(
      'when the roster is %s, then the banner says why and no player has actions',
      async (_, status, banner) => {
        roster = { ...roster, ...status };
        await open();

        expect(await screen.findByText(banner)).toBeInTheDocument();
        expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /Move to bench/ })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /Cut/ })).not.toBeInTheDocument();
      },
    );

    it('when the language is Hungarian, then the lock banner, the tables and the slots read in Hungarian', async () => {
      roster = { ...roster, status: 'locked', lockedWeek: 4 };
      const view = await open();
      await screen.findByRole('heading', { name: 'Kata Kickers' });

      await act(() => view.i18n.changeLanguage('hu'));

      expect(
        await screen.findByText('A keretek zárolva vannak, amíg a 4. forduló mérkőzései zajlanak'),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Csapatom' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Kezdőcsapat' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Kispad (1/6)' })).toBeInTheDocument();
      expect(screen.getAllByRole('columnheader', { name: '3. forduló' })).toHaveLength(2);
      expect(screen.getByText('Menedzser: Kata Kovács')).toBeInTheDocument();
    });

    it('when the roster is open, then there is no banner, starters offer Move to bench and bench players Move to active', async () => {
      await open();

      await screen.findByRole('heading', { name: 'Kata Kickers' });
      expect(screen.queryByText(/Rosters are/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Move to bench: Bence Kardos' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Move to active: Bence Kardos' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Move to active: Máté Balogh' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Switch: Máté Balogh' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cut: Máté Balogh' })).toBeInTheDocument();
    });

    describe('changing the lineup', () => {
      const player = (name: string) => roster.players.find((entry) => entry.player.name === name)!;
      const changes = () => server.requests.filter((request) => request.method !== 'GET');
      /** Routes a change of the roster: its answer (the roster as it is now, or a refusal). */
      const answerChanges = async (answer: (request: { method: string; path: string }) => Reply) => {
        server.close();
        server = await startApiServer({
          'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
          [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => mine(),
          [`GET ${API.teamTradeProposals(SEASON_ID, MY_TEAM.id)}`]: () => ok(NO_PROPOSALS),
          ...Object.fromEntries(
            roster.players.flatMap((entry) => [
              [`POST ${API.rosterMove(roster.id, entry.id)}`, answer],
              [`DELETE ${API.rosterPlayer(roster.id, entry.id)}`, answer],
              ...roster.players.map((other) => [`POST ${API.rosterSwitch(roster.id, entry.id, other.id)}`, answer]),
            ]),
          ),
        });
      };
      const moved = (changes: Record<string, RosterView['players'][number]['fantasyPosition']>): RosterView => ({
        ...roster,
        players: roster.players.map((entry) =>
          changes[entry.id]
            ? {
                ...entry,
                fantasyPosition: changes[entry.id]!,
                activityStatus: changes[entry.id] === 'BENCH' ? 'bench' : 'active',
              }
            : entry,
        ),
      });

      it('when a starter moves to a bench with room, then the move is posted and the roster shows the answer', async () => {
        const qb = player('Bence Kardos');
        await answerChanges(() => ok(moved({ [qb.id]: 'BENCH' })));
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Move to bench: Bence Kardos' }));

        await waitFor(() => expect(rowTexts(/^Bench/).map((row) => row[1])).toEqual(['Bence Kardos', 'Máté Balogh']));
        expect(changes()).toEqual([
          expect.objectContaining({
            method: 'POST',
            path: API.rosterMove(roster.id, qb.id),
            body: { direction: 'bench' },
          }),
        ]);
        expect(rowTexts('Starting lineup')[0]?.slice(0, 2)).toEqual(['QB', 'Empty']);
        expect(rosterReads()).toHaveLength(1);
      });

      it('when the bench is full, then Move to bench opens a switch dialog listing only the bench players who fit the slot, each with his status and points', async () => {
        roster = rosterView(
          MY_TEAM,
          myPlayers([
            rosterPlayer('Backup Quarterback', 'QB', 'BENCH', { status: 'injured', season: 12.5, week: 0 }),
            rosterPlayer('Bench Kicker', 'K', 'BENCH'),
            rosterPlayer('Bench Receiver', 'WR', 'BENCH'),
            rosterPlayer('Bench Runner', 'RB', 'BENCH'),
            rosterPlayer('Bench End', 'TE', 'BENCH'),
            rosterPlayer('Bench Coach', 'HC', 'BENCH'),
          ]),
        );
        const [qb, backup] = [player('Bence Kardos'), player('Backup Quarterback')];
        await answerChanges(() => ok(moved({ [qb.id]: 'BENCH', [backup.id]: 'QB' })));
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Move to bench: Bence Kardos' }));

        const dialog = await screen.findByRole('dialog', { name: 'Switch Bence Kardos' });
        expect(dialog).toHaveTextContent(
          "The bench is full: choose the bench player who takes Bence Kardos's place in the starting lineup.",
        );
        expect(
          within(dialog)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([listed('Backup Quarterback (QB, Bench)', 'InjuredSeason: 12.50 pts · Round 3: 0.00 pts')]);
        // The player being moved is named with his status and points too; the status icon has its text alternative.
        expect(dialog).toHaveTextContent('Bence Kardos ActiveSeason: 81.25 pts · Round 3: 22.50 pts');
        expect(within(dialog).getByRole('img', { name: 'Injured' })).toBeInTheDocument();
        await view.user.click(within(dialog).getByRole('button', { name: /^Backup Quarterback \(QB, Bench\)/ }));

        await waitFor(() => expect(rowTexts('Starting lineup')[0]?.[1]).toBe('Backup Quarterback'));
        expect(changes()).toEqual([
          expect.objectContaining({ method: 'POST', path: API.rosterSwitch(roster.id, qb.id, backup.id) }),
        ]);
      });

      it('when the bench is full and nobody on it fits, then Move to bench warns "Cannot move to bench - no available spots" and sends nothing', async () => {
        roster = rosterView(
          MY_TEAM,
          myPlayers(['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => rosterPlayer(`Kicker ${letter}`, 'K', 'BENCH'))),
        );
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Move to bench: Bence Kardos' }));

        expect(await findToast('Warning')).toHaveTextContent('Cannot move to bench - no available spots');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(changes()).toHaveLength(0);
      });

      it('when a bench player fits a free starting slot, then Move to active posts the move', async () => {
        roster = rosterView(
          MY_TEAM,
          myPlayers([rosterPlayer('Máté Balogh', 'WR', 'BENCH')]).filter((entry) => entry.player.name !== 'Tamás Tóth'),
        );
        const wr = player('Máté Balogh');
        await answerChanges(() => ok(moved({ [wr.id]: 'TE_WR' })));
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Move to active: Máté Balogh' }));

        await waitFor(() => expect(rowTexts('Starting lineup')[3]?.slice(0, 2)).toEqual(['TE/WR', 'Máté Balogh']));
        expect(changes()).toEqual([
          expect.objectContaining({
            method: 'POST',
            path: API.rosterMove(roster.id, wr.id),
            body: { direction: 'active' },
          }),
        ]);
        expect(screen.getByText('Nobody on the bench.')).toBeInTheDocument();
      });

      it('when no starting slot is free, then Move to active lists the starters he can replace and switches with the one chosen', async () => {
        const [wr, flex] = [player('Máté Balogh'), player('Gergő Horváth')];
        await answerChanges(() => ok(moved({ [wr.id]: 'FLEX', [flex.id]: 'BENCH' })));
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Move to active: Máté Balogh' }));

        const dialog = await screen.findByRole('dialog', { name: 'Switch Máté Balogh' });
        expect(dialog).toHaveTextContent('No free starting slot takes Máté Balogh: choose the starter he replaces.');
        expect(
          within(dialog)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([
          listed('Áron Fekete (WR, TE/WR)'),
          listed('Tamás Tóth (TE, TE/WR)'),
          listed('Gergő Horváth (RB, FLEX)'),
        ]);
        await view.user.click(within(dialog).getByRole('button', { name: /^Gergő Horváth \(RB, FLEX\)/ }));

        await waitFor(() => expect(rowTexts('Starting lineup')[4]?.slice(0, 2)).toEqual(['FLEX', 'Máté Balogh']));
        expect(changes()).toEqual([
          expect.objectContaining({ method: 'POST', path: API.rosterSwitch(roster.id, wr.id, flex.id) }),
        ]);
      });

      it('when the only slot that takes a bench player is taken, then Move to active offers just its starter', async () => {
        roster = rosterView(MY_TEAM, myPlayers([rosterPlayer('Second Coach', 'HC', 'BENCH')]));
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Move to active: Second Coach' }));

        const dialog = await screen.findByRole('dialog', { name: 'Switch Second Coach' });
        expect(
          within(dialog)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([listed('Coach Kiss (HC, HC)')]);
        expect(changes()).toHaveLength(0);
      });

      it('when Switch is chosen, then every legal partner is listed, starters and bench alike', async () => {
        roster = rosterView(MY_TEAM, myPlayers([rosterPlayer('Máté Balogh', 'WR', 'BENCH')]));
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Switch: Áron Fekete' }));

        const dialog = await screen.findByRole('dialog', { name: 'Switch Áron Fekete' });
        expect(dialog).toHaveTextContent('Choose the player who changes places with Áron Fekete.');
        // The other TE/WR and the FLEX (an RB cannot play TE/WR), and the bench's WR.
        expect(
          within(dialog)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([listed('Tamás Tóth (TE, TE/WR)'), listed('Máté Balogh (WR, Bench)')]);
      });

      it('when a cut is confirmed, then the roster player is deleted, "You successfully cut {player} from your roster" shows and he is gone', async () => {
        const cutPlayer = player('Máté Balogh');
        await answerChanges(() =>
          ok({ ...roster, players: roster.players.filter((entry) => entry.id !== cutPlayer.id) }),
        );
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Cut: Máté Balogh' }));
        const dialog = await screen.findByRole('dialog', { name: 'Cut player' });
        expect(dialog).toHaveTextContent('Are you sure you want to cut Máté Balogh from your roster?');
        expect(changes()).toHaveLength(0);
        await view.user.click(within(dialog).getByRole('button', { name: 'Cut' }));

        expect(await findToast('Success')).toHaveTextContent('You successfully cut Máté Balogh from your roster');
        expect(changes()).toEqual([
          expect.objectContaining({ method: 'DELETE', path: API.rosterPlayer(roster.id, cutPlayer.id) }),
        ]);
        expect(screen.queryByRole('button', { name: 'Máté Balogh' })).not.toBeInTheDocument();
      });

      it('when a cut is cancelled, then nothing is sent', async () => {
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Cut: Máté Balogh' }));
        const dialog = await screen.findByRole('dialog', { name: 'Cut player' });
        await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(changes()).toHaveLength(0);
      });

      it('when the service refuses a change (the round started), then its message is toasted and the roster is read again with the lock banner', async () => {
        await answerChanges(() => {
          roster = { ...roster, status: 'locked', lockedWeek: 4 };
          return refusal(409, 'conflict', 'Rosters are locked while round 4 is being played');
        });
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Move to bench: Bence Kardos' }));

        expect(await findToast('Error')).toHaveTextContent('Rosters are locked while round 4 is being played');
        expect(await screen.findByRole('status')).toHaveTextContent('Rosters are locked while round 4 is being played');
        expect(screen.queryByRole('button', { name: /Move to bench/ })).not.toBeInTheDocument();
        expect(rosterReads()).toHaveLength(2);
      });
    });

    describe('trade proposals', () => {
      let proposals: TeamTradeProposals;
      const decisions = () => server.requests.filter((request) => request.method === 'POST');
      const proposalReads = () =>
        server.requests.filter((request) => request.path === API.teamTradeProposals(SEASON_ID, MY_TEAM.id));

      beforeEach(async () => {
        const theirs = rosterView(OTHER_TEAM, [
          rosterPlayer('Olivér Oláh', 'QB', 'QB', { status: 'injured', season: 64.5, week: 18 }),
          rosterPlayer('Richárd Rác', 'RB', 'RB'),
        ]);
        const [myWr, myK] = [roster.players.at(-1)!, roster.players[5]!];
        proposals = {
          received: [
            proposal('p-received', { team: OTHER_TEAM, player: theirs.players[0]! }, { team: MY_TEAM, player: myWr }),
          ],
          sent: [proposal('p-sent', { team: MY_TEAM, player: myK }, { team: OTHER_TEAM, player: theirs.players[1]! })],
        };
        server.close();
        server = await startApiServer({
          'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
          [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => mine(),
          [`GET ${API.teamTradeProposals(SEASON_ID, MY_TEAM.id)}`]: () => ok(proposals),
          [`GET ${API.roster(LEAGUE_A.id, OTHER_TEAM.id)}`]: () => ok(theirs),
          ...Object.fromEntries(
            (['acceptTrade', 'rejectTrade', 'withdrawTrade'] as const).flatMap((call) =>
              ['p-received', 'p-sent'].map((id) => [
                `POST ${API[call](id)}`,
                () => {
                  proposals = {
                    received: proposals.received.filter((entry) => entry.id !== id),
                    sent: proposals.sent.filter((entry) => entry.id !== id),
                  };
                  return ok(null);
                },
              ]),
            ),
          ),
        });
      });

      it('when the proposals answer after the roster, then the lineup shows only with them, so the trades waiting above it do not push it down', async () => {
        let answer!: () => void;
        const answered = new Promise<void>((resolve) => (answer = resolve));
        server.close();
        server = await startApiServer({
          'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
          [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => mine(),
          [`GET ${API.teamTradeProposals(SEASON_ID, MY_TEAM.id)}`]: async () => {
            await answered;
            return ok(proposals);
          },
        });
        await open();
        await waitFor(() => expect(proposalReads()).toHaveLength(1));

        expect(screen.queryByRole('heading', { name: 'Starting lineup' })).not.toBeInTheDocument();
        answer();
        const waiting = await screen.findByRole('region', { name: /waiting for your answer/ });
        expect(screen.getByRole('heading', { name: 'Starting lineup' })).toBeInTheDocument();
        expect(
          waiting.compareDocumentPosition(screen.getByRole('heading', { name: 'Starting lineup' })) &
            Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
      });

      it('when proposals are pending, then the received ones come first with their count and the sent ones follow the roster', async () => {
        await open();

        const waiting = await screen.findByRole('region', {
          name: 'You have 1 trade proposal waiting for your answer',
        });
        expect(within(waiting).getByRole('list', { name: 'Received' })).toHaveTextContent(
          'Ottó Oxen offers Olivér Oláh (QB) for Máté Balogh (WR) of Kata Kickers',
        );
        expect(
          waiting.compareDocumentPosition(screen.getByRole('heading', { name: 'Starting lineup' })) &
            Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
        expect(screen.getByRole('list', { name: 'Sent' })).toHaveTextContent(
          'Kata Kickers offers Levente Varga (K) for Richárd Rác (RB) of Ottó Oxen',
        );
        expect(screen.getAllByRole('list', { name: 'Received' })).toHaveLength(1);
      });

      it.each([
        [
          'Accept',
          'acceptTrade',
          'Accept trade',
          'Máté Balogh leaves for Ottó Oxen and Olivér Oláh joins your team. Accept the trade?',
          'Trade accepted: the players have changed teams',
        ],
        [
          'Reject',
          'rejectTrade',
          'Reject trade',
          'Reject the offer of Ottó Oxen: Olivér Oláh for Máté Balogh?',
          'Trade proposal rejected',
        ],
      ] as const)(
        "when a received proposal is %sed and confirmed, then the confirmation shows both players' status and points, it is posted, the notice shows and the roster and proposals are read again",
        async (action, call, title, question, notice) => {
          const view = await open();

          await view.user.click(await screen.findByRole('button', { name: `${action}: Olivér Oláh ⇄ Máté Balogh` }));
          const dialog = await screen.findByRole('dialog', { name: title });
          expect(dialog).toHaveTextContent(question);
          // Both players with their status and points: the other team's read for the confirmation.
          const facts = within(dialog).getByRole('list');
          expect(await within(facts).findByText('Season: 64.50 pts · Round 3: 18.00 pts')).toBeInTheDocument();
          expect(
            within(facts)
              .getAllByRole('listitem')
              .map((item) => item.textContent),
          ).toEqual([
            'Olivér OláhInjuredSeason: 64.50 pts · Round 3: 18.00 pts',
            'Máté BaloghActiveSeason: 50.00 pts · Round 3: 10.00 pts',
          ]);
          expect(decisions()).toHaveLength(0);
          const [rosterReadsBefore, proposalReadsBefore] = [rosterReads().length, proposalReads().length];
          await view.user.click(within(dialog).getByRole('button', { name: action }));

          expect(await findToast('Success')).toHaveTextContent(notice);
          expect(decisions()).toEqual([expect.objectContaining({ path: API[call]('p-received') })]);
          await waitFor(() => expect(rosterReads()).toHaveLength(rosterReadsBefore + 1));
          await waitFor(() => expect(proposalReads()).toHaveLength(proposalReadsBefore + 1));
          await waitFor(() =>
            expect(screen.queryByRole('region', { name: /waiting for your answer/ })).not.toBeInTheDocument(),
          );
          expect(screen.getByText('No proposals waiting for an answer.')).toBeInTheDocument();
        },
      );

      it('when a sent proposal is withdrawn and confirmed, then it is posted, "Trade proposal withdrawn" shows and it leaves the list', async () => {
        const view = await open();

        await view.user.click(await screen.findByRole('button', { name: 'Withdraw: Levente Varga ⇄ Richárd Rác' }));
        const dialog = await screen.findByRole('dialog', { name: 'Withdraw trade proposal' });
        expect(dialog).toHaveTextContent('Withdraw your offer of Levente Varga for Richárd Rác of Ottó Oxen?');
        await view.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

        expect(await findToast('Success')).toHaveTextContent('Trade proposal withdrawn');
        expect(decisions()).toEqual([expect.objectContaining({ path: API.withdrawTrade('p-sent') })]);
        expect(await screen.findByText('No proposals sent.')).toBeInTheDocument();
      });

      describe('from a link to a proposal', () => {
        // jsdom lays nothing out: what the page asks of scrolling is recorded.
        const scrolledTo: Element[] = [];
        beforeEach(() => {
          scrolledTo.length = 0;
          Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
            scrolledTo.push(this);
          };
          // The link names league A while the user last looked at B.
          storeCurrentLeague(testUsers.player.id, LEAGUE_B.id);
        });
        afterEach(() => {
          delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
        });

        const openLink = (trade: string) =>
          renderRemote(registration, {
            path: `/team?league=${LEAGUE_A.id}&trade=${trade}`,
            user: testUsers.player,
            apiBaseUrl: server.baseUrl,
          });

        it('when it names a received proposal, then its league is selected and the proposal is scrolled to and highlighted', async () => {
          await openLink('p-received');

          const waiting = await screen.findByRole('region', { name: /waiting for your answer/ });
          const [card] = within(waiting).getAllByRole('listitem');
          expect(card).toHaveAttribute('aria-current', 'true');
          expect(card).toHaveTextContent('Ottó Oxen offers Olivér Oláh (QB) for Máté Balogh (WR) of Kata Kickers');
          await waitFor(() => expect(scrolledTo).toEqual([card]));
          expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_A.id);
          expect(within(screen.getByRole('list', { name: 'Sent' })).getByRole('listitem')).not.toHaveAttribute(
            'aria-current',
          );
          expect(screen.queryByRole('status')).not.toBeInTheDocument();
        });

        it('when it names a sent proposal, then that one is highlighted in the sent list', async () => {
          await openLink('p-sent');

          const sentList = await screen.findByRole('list', { name: 'Sent' });
          const card = within(sentList).getByRole('listitem');
          expect(card).toHaveAttribute('aria-current', 'true');
          await waitFor(() => expect(scrolledTo).toEqual([card]));
        });

        it('when the proposal is no longer pending, then the page says it is closed, in either language', async () => {
          const view = await openLink('p-gone');

          expect(
            await screen.findByText(
              'This trade proposal is closed: it was accepted, rejected, withdrawn or cancelled.',
            ),
          ).toBeInTheDocument();
          expect(screen.queryByRole('listitem', { current: true })).not.toBeInTheDocument();
          expect(scrolledTo).toEqual([]);

          await act(() => view.i18n.changeLanguage('hu'));
          expect(
            await screen.findByText(
              'Ez a cserejavaslat már lezárult: elfogadták, elutasították, visszavonták vagy érvénytelenné vált.',
            ),
          ).toBeInTheDocument();
        });

        it('when the proposal is answered on the page, then it is not called closed', async () => {
          const view = await openLink('p-received');

          await view.user.click(await screen.findByRole('button', { name: 'Reject: Olivér Oláh ⇄ Máté Balogh' }));
          const dialog = await screen.findByRole('dialog', { name: 'Reject trade' });
          await view.user.click(within(dialog).getByRole('button', { name: 'Reject' }));

          expect(await screen.findByText('No proposals waiting for an answer.')).toBeInTheDocument();
          expect(screen.queryByText(/This trade proposal is closed/)).not.toBeInTheDocument();
        });
      });

      it('when the roster is locked, then a received proposal cannot be accepted yet but can be rejected', async () => {
        roster = { ...roster, status: 'locked', lockedWeek: 5 };
        await open();

        expect(await screen.findByRole('button', { name: 'Accept: Olivér Oláh ⇄ Máté Balogh' })).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Reject: Olivér Oláh ⇄ Máté Balogh' })).toBeEnabled();
      });
    });

    it("when a player name is clicked, then the player popup shows his next game (kickoff on the team's clock), recent rounds and weekly statistics", async () => {
      const qb = roster.players[0]!;
      const detailsRoute = `/api/players/${qb.player.id}`;
      server.close();
      server = await startApiServer({
        'GET /api/leagues/memberships/me': () => ok(adminOfAMemberOfB()),
        [`GET ${API.myRoster(LEAGUE_A.id)}`]: () => ok(roster),
        [`GET ${API.teamTradeProposals(SEASON_ID, MY_TEAM.id)}`]: () => ok(NO_PROPOSALS),
        [`GET ${API.fantasyTeam(MY_TEAM.id)}`]: () => ok(viewerTeam(MY_TEAM.id, MY_TEAM.name, 'America/New_York')),
        [`GET ${detailsRoute}`]: () =>
          ok(detailsWithNextGame(qb, { home: true, played: { pass_yds: 150, fantasy_points: 15 } })),
      });
      const view = await open();

      await view.user.click(await screen.findByRole('button', { name: 'Bence Kardos' }));
      const dialog = await screen.findByRole('dialog', { name: 'Bence Kardos' });
      expect(await within(dialog).findByRole('heading', { name: 'Stats by round' })).toBeInTheDocument();
      expect(within(dialog).getByRole('region', { name: 'Next game' })).toHaveTextContent(
        // 18:00 in Budapest is 12:00 in New York, the team's clock.
        'Round 2: at home against Győr Sharks, Saturday, 12 September 2026 at 12:00 GMT-4',
      );
      expect(within(dialog).getByRole('region', { name: 'Recent rounds' })).toHaveTextContent(
        'Round 115.00Season average (per game played)15.00',
      );
      expect(server.requests.some((request) => request.path === detailsRoute)).toBe(true);
    });
  });
});
