import { act, screen, waitFor, within } from '@testing-library/react';
import type {
  EmailAlertSettings,
  LeagueDetails,
  MemberRow,
  MyMembership,
  PendingMemberRow,
  SessionUser,
} from '@hfl/contracts';
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
import {
  LEAGUE_A,
  LEAGUE_B,
  OTHER_USER,
  THIRD_USER,
  adminAndMember,
  adminOfAMemberOfB,
  leagueDetails,
  memberRow,
  membership,
  requestAndInvitation,
} from '../../testing/league-fixtures';
import { readCurrentLeague, storeCurrentLeague } from '../../league/current-league';
import registration from '../../register';

const A = LEAGUE_A.id;
const ok = (body?: unknown) => ({ status: body === undefined ? 204 : 200, body });

describe('settings page', () => {
  let server: ApiServer;
  // The league as the fake leagues service holds it: actions change it, so a refreshed page shows their effect.
  let memberships: MyMembership[];
  let league: LeagueDetails;
  let members: MemberRow[];
  let pending: PendingMemberRow[];
  // The user's e-mail alerts as accounts stores them; a test may answer the save or the read otherwise.
  let alerts: EmailAlertSettings;
  let alertsRead: () => Reply | Promise<Reply>;
  let alertsSave: (request: RecordedRequest) => Reply;

  beforeEach(async () => {
    alerts = {
      alerts: {
        draftStarting: true,
        draftTurn: true,
        tradeOffered: true,
        tradeAnswered: false,
        resultFinal: true,
        trophyWon: true,
        leagueMembership: true,
        newsletter: false,
      },
      dailySummary: false,
    };
    alertsRead = () => ok(alerts);
    alertsSave = (request) => {
      alerts = request.body as EmailAlertSettings;
      return ok(alerts);
    };
    window.localStorage.clear();
    memberships = adminOfAMemberOfB();
    league = leagueDetails(LEAGUE_A, { nbAvailableSlots: 2 });
    members = adminAndMember();
    pending = requestAndInvitation();
    server = await startApiServer({
      'GET /api/users/me/email-alerts': () => alertsRead(),
      'POST /api/users/me/email-alerts': (request) => alertsSave(request),
      'GET /api/leagues/memberships/me': () => ok(memberships),
      [`GET /api/leagues/${A}`]: () => ok(league),
      [`GET /api/leagues/${A}/members`]: () => ok(members),
      [`GET /api/leagues/${A}/pending-members`]: () => ok(pending),
      // Where /secure takes a user whose current league is B.
      [`GET /api/leagues/${LEAGUE_B.id}`]: () => ok(leagueDetails(LEAGUE_B)),
      [`GET /api/leagues/${LEAGUE_B.id}/members`]: () => ok(members),
      [`DELETE /api/leagues/${A}/members/${OTHER_USER.id}`]: () => {
        members = members.filter((member) => member.user.id !== OTHER_USER.id);
        return ok();
      },
      'POST /api/pending-members/p-requested/accept': () => {
        pending = pending.filter((row) => row.id !== 'p-requested');
        members = [...members, memberRow(THIRD_USER, 'LEAGUE_USER', { name: 'Teri Tigers' })];
        return ok({ id: 'p-requested', status: 'active' });
      },
      [`DELETE /api/leagues/${A}/pending-members/p-invited`]: () => {
        pending = pending.filter((row) => row.id !== 'p-invited');
        return ok();
      },
      [`POST /api/leagues/${A}/members/${testUsers.player.id}/transfer-rights/${OTHER_USER.id}`]: () =>
        ok({ adminUser: { id: OTHER_USER.id } }),
      [`POST /api/leagues/${A}/exit`]: () => {
        memberships = memberships.filter((m) => m.league.id !== A);
        return ok({ leagueDeleted: members.length === 1 });
      },
      [`DELETE /api/leagues/${A}`]: () => {
        memberships = memberships.filter((m) => m.league.id !== A);
        return ok();
      },
    });
  });

  afterEach(() => server.close());

  const open = (path = '/settings', user: SessionUser = testUsers.player) =>
    renderRemote(registration, { path, user, apiBaseUrl: server.baseUrl });
  const sent = (method: string) => server.requests.filter((request: RecordedRequest) => request.method === method);
  const membersTable = () =>
    within(screen.getByRole('region', { name: 'Members' })).getAllByRole('table')[0] as HTMLElement;
  const pendingTable = () =>
    within(screen.getByRole('region', { name: 'Members' })).getAllByRole('table')[1] as HTMLElement;
  const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
  const confirmIn = async (view: Awaited<ReturnType<typeof open>>, dialogName: string, button: string) => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await view.user.click(within(dialog).getByRole('button', { name: button }));
    return dialog;
  };

  describe('without a usable league', () => {
    it('when no league is selected, then "No league selected" shows and the user goes to /secure', async () => {
      const view = await open();

      expect(await findToast('No league selected')).toHaveTextContent('You need to select league first');
      // Two memberships and none current: /secure lets the user choose.
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
      expect(await screen.findByRole('button', { name: 'Budapest Bulls (Admin)' })).toBeInTheDocument();
    });

    it('when the user has no active membership, then "You don\'t have any active memberships!" shows', async () => {
      memberships = [];
      storeCurrentLeague(testUsers.player.id, A);
      const view = await open();

      expect(await findToast('Error')).toHaveTextContent("You don't have any active memberships!");
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
      expect(await screen.findByText('You are not a member of any league yet.')).toBeInTheDocument();
      expect(readCurrentLeague(testUsers.player.id)).toBeNull();
    });

    it('when ?league names a league the user is not in, then "Cannot select league" shows', async () => {
      storeCurrentLeague(testUsers.player.id, LEAGUE_B.id);
      const view = await open('/settings?league=c0000000000000000000000c');

      expect(await findToast('Cannot select league')).toBeInTheDocument();
      // /secure, then the user's own current league, which stays current.
      await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_B.id}`));
      expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
      expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
    });
  });

  describe('as the league admin', () => {
    beforeEach(() => storeCurrentLeague(testUsers.player.id, A));

    it('when opened, then the team card, the league card and the member management show', async () => {
      await open();

      const teamCard = await screen.findByRole('region', { name: 'Your team' });
      expect(teamCard).toHaveTextContent('Budapest Bulls Team');
      expect(within(teamCard).getByRole('link', { name: 'Edit team' })).toHaveAttribute('href', `/teams/t-${A}/edit`);
      expect(within(teamCard).getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
      const leagueCard = screen.getByRole('region', { name: 'League' });
      expect(leagueCard).toHaveTextContent(LEAGUE_A.name);
      expect(within(leagueCard).getByRole('link', { name: 'Edit league' })).toHaveAttribute(
        'href',
        `/leagues/${A}/edit`,
      );
      expect(within(leagueCard).getByRole('button', { name: 'Exit league' })).toBeInTheDocument();
      expect(within(leagueCard).getByRole('button', { name: 'Delete league' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'League' })).toHaveValue(A);

      expect(await screen.findByText('Ottó Nagy')).toBeInTheDocument();
      expect(within(rowOf(membersTable(), 'Kata Kovács')).queryByRole('button')).not.toBeInTheDocument();
      expect(within(rowOf(membersTable(), 'Ottó Nagy')).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
      // A request names the user who asked and, apart, the team they asked to bring.
      const requested = rowOf(pendingTable(), 'Teréz Tóth');
      expect(requested).toHaveTextContent('Teri Tigers');
      expect(requested).toHaveTextContent('Requested to join');
      expect(
        within(requested)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Accept', 'Remove']);
      const invited = rowOf(pendingTable(), 'zoli@example.com');
      expect(invited).toHaveTextContent('pending invitation');
      expect(
        within(invited)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Remove invitation']);
      expect(screen.getByRole('link', { name: 'Invite' })).toHaveAttribute('href', `/invite/${A}`);
    });

    it('when the league has no open slot, then there is no Invite link', async () => {
      league = leagueDetails(LEAGUE_A, { nbAvailableSlots: 0, status: 'Full' });
      await open();

      expect(await screen.findByText('Ottó Nagy')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Invite' })).not.toBeInTheDocument();
    });

    it('when a member is removed, then DELETE members/{userId} is sent and the list is read again', async () => {
      const view = await open();
      await view.user.click(
        within(rowOf(await waitForTable(membersTable), 'Ottó Nagy')).getByRole('button', { name: 'Remove' }),
      );

      const dialog = await confirmIn(view, 'Remove member', 'Remove');

      expect(dialog).toHaveTextContent('Do you want to remove Ottó Nagy from the league?');
      expect(await findToast('Success')).toHaveTextContent('Ottó Nagy was removed from the league');
      await waitFor(() => expect(within(membersTable()).queryByText('Ottó Nagy')).not.toBeInTheDocument());
      expect(sent('DELETE').map((request) => request.path)).toEqual([`/api/leagues/${A}/members/${OTHER_USER.id}`]);
      expect(sent('DELETE')[0]?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
      expect(server.requests.filter((request) => request.path === `/api/leagues/${A}/members`)).toHaveLength(2);
    });

    it('when a request to join is accepted, then POST pending-members/{id}/accept is sent and the new member shows', async () => {
      const view = await open();
      await view.user.click(
        within(rowOf(await waitForTable(pendingTable), 'Teri Tigers')).getByRole('button', { name: 'Accept' }),
      );

      await confirmIn(view, 'Accept request', 'Accept');

      expect(await findToast('Success')).toHaveTextContent('Invitation is accepted, user is now a league member.');
      expect(await within(membersTable()).findByText('Teri Szabó')).toBeInTheDocument();
      expect(within(pendingTable()).queryByText('Teri Tigers')).not.toBeInTheDocument();
      expect(sent('POST').map((request) => request.path)).toEqual(['/api/pending-members/p-requested/accept']);
    });

    it('when an invitation is removed, then DELETE pending-members/{id} is sent and it disappears', async () => {
      const view = await open();
      await view.user.click(
        within(rowOf(await waitForTable(pendingTable), 'zoli@example.com')).getByRole('button', {
          name: 'Remove invitation',
        }),
      );

      const dialog = await confirmIn(view, 'Remove invitation', 'Remove invitation');

      expect(dialog).toHaveTextContent('Do you want to remove the invitation sent to zoli@example.com?');
      expect(await findToast('Success')).toHaveTextContent('The invitation was removed');
      await waitFor(() => expect(within(pendingTable()).queryByText('zoli@example.com')).not.toBeInTheDocument());
      expect(sent('DELETE').map((request) => request.path)).toEqual([`/api/leagues/${A}/pending-members/p-invited`]);
    });

    it('when the server refuses an action, then its message is toasted and nothing else changes', async () => {
      await server.close();
      server = await startApiServer({
        'GET /api/leagues/memberships/me': () => ok(memberships),
        [`GET /api/leagues/${A}`]: () => ok(league),
        [`GET /api/leagues/${A}/members`]: () => ok(members),
        [`GET /api/leagues/${A}/pending-members`]: () => ok(pending),
        'POST /api/pending-members/p-requested/accept': () => ({
          status: 409,
          body: { error: { code: 'conflict', message: 'League is full' } },
        }),
      });
      const view = await open();
      await view.user.click(
        within(rowOf(await waitForTable(pendingTable), 'Teri Tigers')).getByRole('button', { name: 'Accept' }),
      );

      await confirmIn(view, 'Accept request', 'Accept');

      expect(await findToast('Error')).toHaveTextContent('League is full');
      expect(rowOf(pendingTable(), 'Teri Tigers')).toBeInTheDocument();
    });

    it('when the admin exits with other members, then they hand the league over first, then exit', async () => {
      const view = await open();
      await view.user.click(await screen.findByRole('button', { name: 'Exit league' }));

      const transfer = await screen.findByRole('dialog', { name: 'Transfer admin rights' });
      expect(transfer).toHaveTextContent(
        `You are the admin of ${LEAGUE_A.name}. Before you exit, choose the member who becomes the new admin.`,
      );
      await view.user.click(await within(transfer).findByRole('button', { name: 'Transfer admin rights' }));
      expect(await within(transfer).findByText('Please choose the new admin')).toBeInTheDocument();
      expect(sent('POST')).toHaveLength(0);
      const newAdmin = within(transfer).getByRole('combobox', { name: 'New admin' });
      expect(
        within(newAdmin)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a member…', 'Ottó Nagy (Ottó Oxen)']);
      await view.user.selectOptions(newAdmin, OTHER_USER.id);
      await view.user.click(within(transfer).getByRole('button', { name: 'Transfer admin rights' }));

      expect(await findToast('Success')).toHaveTextContent(
        `Admin rights of ${LEAGUE_A.name} were transferred to Ottó Nagy`,
      );
      const exit = await confirmIn(view, 'Exit league', 'Exit league');
      expect(exit).toHaveTextContent(`Do you want to exit ${LEAGUE_A.name}? Your team leaves the league with you.`);

      expect(await screen.findByText('You have left the league')).toBeInTheDocument();
      // /secure, then the only league left.
      await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_B.id}`));
      expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
      expect(sent('POST').map((request) => request.path)).toEqual([
        `/api/leagues/${A}/members/${testUsers.player.id}/transfer-rights/${OTHER_USER.id}`,
        `/api/leagues/${A}/exit`,
      ]);
      expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
    });

    it('when the admin cancels the transfer, then nothing is sent and they stay', async () => {
      const view = await open();
      await view.user.click(await screen.findByRole('button', { name: 'Exit league' }));
      const transfer = await screen.findByRole('dialog', { name: 'Transfer admin rights' });

      await view.user.click(await within(transfer).findByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent('POST')).toHaveLength(0);
      expect(view.router.state.location.pathname).toBe('/settings');
    });

    it('when the admin is the only member and exits, then they are warned that the league goes with them', async () => {
      members = [memberRow(testUsers.player, 'LEAGUE_ADMIN', { name: 'Kata Kickers' })];
      const view = await open();
      await view.user.click(await screen.findByRole('button', { name: 'Exit league' }));

      const dialog = await confirmIn(view, 'Exit league', 'Exit league');

      expect(dialog).toHaveTextContent(
        `You are the only member of ${LEAGUE_A.name}, so exiting deletes the league. Do you want to exit?`,
      );
      await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_B.id}`));
      expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
      expect(sent('POST').map((request) => request.path)).toEqual([`/api/leagues/${A}/exit`]);
    });

    it('when the admin deletes the league, then DELETE is sent, "League deleted" shows and the user goes to /secure', async () => {
      const view = await open();
      await view.user.click(await screen.findByRole('button', { name: 'Delete league' }));

      const dialog = await confirmIn(view, 'Delete league', 'Delete league');

      expect(dialog).toHaveTextContent(`Do you want to delete ${LEAGUE_A.name}?`);
      expect(await findToast('Success')).toHaveTextContent('League deleted');
      await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE_B.id}`));
      expect(await screen.findByRole('heading', { level: 1, name: 'Szeged Sharks (User)' })).toBeInTheDocument();
      expect(sent('DELETE').map((request) => request.path)).toEqual([`/api/leagues/${A}`]);
      expect(readCurrentLeague(testUsers.player.id)).toBe(LEAGUE_B.id);
    });
  });

  describe('as a league user', () => {
    beforeEach(() => {
      memberships = [membership(LEAGUE_A)];
      members = [
        memberRow(OTHER_USER, 'LEAGUE_ADMIN', { name: 'Ottó Oxen' }),
        memberRow(testUsers.player, 'LEAGUE_USER', { name: 'Kata Kickers' }),
      ];
      storeCurrentLeague(testUsers.player.id, A);
    });

    it('when opened, then the members are a read-only list and the league can only be exited', async () => {
      await open();

      const rows = within(await waitForTable(membersTable)).getAllByRole('row');
      expect(rows.map((row) => row.textContent)).toEqual([
        'NameTeamRole',
        'Ottó NagyOOttó OxenAdmin',
        'Kata KovácsKKata KickersUser',
      ]);
      expect(within(screen.getByRole('region', { name: 'Members' })).queryByRole('button')).not.toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Members' })).getAllByRole('table')).toHaveLength(1);
      const leagueCard = screen.getByRole('region', { name: 'League' });
      expect(within(leagueCard).queryByRole('link', { name: 'Edit league' })).not.toBeInTheDocument();
      expect(within(leagueCard).queryByRole('button', { name: 'Delete league' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Invite' })).not.toBeInTheDocument();
      // Pending members are the admin's business.
      expect(server.requests.some((request) => request.path.endsWith('/pending-members'))).toBe(false);
    });

    it('when the user exits, then POST exit is sent, "left league" shows and the league is forgotten', async () => {
      const view = await open();
      await view.user.click(await screen.findByRole('button', { name: 'Exit league' }));

      await confirmIn(view, 'Exit league', 'Exit league');

      expect(await findToast('Success')).toHaveTextContent('You have left the league');
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/secure'));
      expect(await screen.findByText('You are not a member of any league yet.')).toBeInTheDocument();
      expect(readCurrentLeague(testUsers.player.id)).toBeNull();
      // Leaving was the user's own doing: no "no league" notice on the way out.
      expect(screen.queryByText('No league selected')).not.toBeInTheDocument();
      expect(screen.queryByText("You don't have any active memberships!")).not.toBeInTheDocument();
      const exit = sent('POST')[0];
      expect(exit?.path).toBe(`/api/leagues/${A}/exit`);
      expect(exit?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    });
  });

  describe('e-mail alerts', () => {
    beforeEach(() => storeCurrentLeague(testUsers.player.id, A));

    const alertsCard = () => screen.findByRole('region', { name: 'E-mail alerts' });
    const box = (card: HTMLElement, name: string) => within(card).getByRole('checkbox', { name });
    const KINDS = [
      'My draft starts (24 hours and 1 hour before)',
      'I am on deck or on the clock (turns of 10 minutes or more)',
      'I am offered a trade',
      'My trade offer is accepted or rejected',
      'My round result is final',
      'My team wins a trophy',
      'I am invited to a league, or my request to join one is answered',
      'News from HFL Fantasy',
    ];
    const SUMMARY = 'One daily summary instead of single mails for trades and results';

    it('when opened, then the card shows each alert kind and the daily summary as stored', async () => {
      await open();

      const card = await alertsCard();
      await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
      expect(
        within(card)
          .getAllByRole<HTMLInputElement>('checkbox')
          .map((input) => input.checked),
      ).toEqual([true, true, true, false, true, true, true, false, false]);
      expect(
        within(card)
          .getAllByRole('checkbox')
          .map((input) => input.closest('label')?.textContent),
      ).toEqual([...KINDS, SUMMARY]);
      expect(box(card, SUMMARY)).toBeEnabled();
    });

    it('when the settings are still loading, then the card already shows its rows, disabled', async () => {
      // Held from the start: on a loaded machine the answer may be given before the read even reaches the server.
      let answer: (reply: Reply) => void = () => undefined;
      const held = new Promise<Reply>((resolve) => (answer = resolve));
      alertsRead = () => held;
      await open();

      const card = await alertsCard();
      await waitFor(() => expect(within(card).getAllByRole('checkbox')).toHaveLength(9));
      expect(card).toHaveAttribute('aria-busy', 'true');
      for (const input of within(card).getAllByRole('checkbox')) {
        expect(input).toBeDisabled();
        expect(input).not.toBeChecked();
      }
      expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();

      answer(ok(alerts));
      await waitFor(() => expect(box(card, KINDS[0] as string)).toBeEnabled());
      expect(box(card, KINDS[0] as string)).toBeChecked();
    });

    it('when kinds are changed and saved, then the whole settings are posted and "saved" shows', async () => {
      const view = await open();
      const card = await alertsCard();
      await waitFor(() => expect(box(card, 'News from HFL Fantasy')).toBeEnabled());

      await view.user.click(box(card, 'My trade offer is accepted or rejected'));
      await view.user.click(box(card, 'I am on deck or on the clock (turns of 10 minutes or more)'));
      await view.user.click(box(card, SUMMARY));
      await view.user.click(within(card).getByRole('button', { name: 'Save' }));

      expect(await findToast('Success')).toHaveTextContent('Your e-mail alerts have been saved');
      const save = sent('POST').find((request) => request.path === '/api/users/me/email-alerts');
      expect(save?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
      expect(save?.body).toEqual({
        alerts: {
          draftStarting: true,
          draftTurn: false,
          tradeOffered: true,
          tradeAnswered: true,
          resultFinal: true,
          trophyWon: true,
          leagueMembership: true,
          newsletter: false,
        },
        dailySummary: true,
      });
      expect(box(card, SUMMARY)).toBeChecked();
    });

    it('when the answer stores something else than was sent, then the form shows what is stored', async () => {
      // E.g. another tab's change in between: the answer is the truth.
      alertsSave = () => ok({ ...alerts, alerts: { ...alerts.alerts, trophyWon: false } });
      const view = await open();
      const card = await alertsCard();
      await waitFor(() => expect(box(card, 'My team wins a trophy')).toBeChecked());

      await view.user.click(within(card).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(box(card, 'My team wins a trophy')).not.toBeChecked());
    });

    it('when trades and results are all off, then the daily summary cannot be chosen', async () => {
      const view = await open();
      const card = await alertsCard();
      await waitFor(() => expect(box(card, SUMMARY)).toBeEnabled());

      await view.user.click(box(card, 'I am offered a trade'));
      expect(box(card, SUMMARY)).toBeEnabled();
      await view.user.click(box(card, 'My round result is final'));

      expect(box(card, SUMMARY)).toBeDisabled();
    });

    it('when the save is refused, then the error shows and nothing is said to be saved', async () => {
      alertsSave = () => ({
        status: 400,
        body: { error: { code: 'input_invalid', message: 'Invalid data provided' } },
      });
      const view = await open();
      const card = await alertsCard();
      await waitFor(() => expect(box(card, SUMMARY)).toBeEnabled());

      await view.user.click(within(card).getByRole('button', { name: 'Save' }));

      expect(await findToast('Error')).toHaveTextContent('Invalid data provided');
      expect(screen.queryByText('Your e-mail alerts have been saved')).not.toBeInTheDocument();
    });

    it('when the settings cannot be read, then "Try again" reads them again', async () => {
      alertsRead = () => ({
        status: 503,
        body: { error: { code: 'service_unavailable', message: 'Service unavailable' } },
      });
      const view = await open();
      const card = await alertsCard();
      const retry = await within(card).findByRole('button', { name: 'Try again' });

      alertsRead = () => ok(alerts);
      await view.user.click(retry);

      await waitFor(() => expect(box(card, SUMMARY)).toBeEnabled());
      expect(server.requests.filter((request) => request.path === '/api/users/me/email-alerts')).toHaveLength(2);
    });

    it('when the page is in Hungarian, then the card speaks Hungarian', async () => {
      const view = await open();
      const card = await alertsCard();
      await waitFor(() => expect(box(card, SUMMARY)).toBeEnabled());

      await act(() => view.i18n.changeLanguage('hu'));

      const huCard = await screen.findByRole('region', { name: 'E-mail-értesítések' });
      await waitFor(() =>
        expect(
          within(huCard).getByRole('checkbox', { name: 'Kezdődik a draftom (24 órával és 1 órával előtte)' }),
        ).toBeEnabled(),
      );
      expect(
        within(huCard).getByRole('checkbox', {
          name: 'Napi egy összefoglaló az egyenkénti levelek helyett a cserékről és az eredményekről',
        }),
      ).toBeInTheDocument();
      expect(within(huCard).getByRole('checkbox', { name: 'A HFL Fantasy hírei' })).toBeInTheDocument();
      await view.user.click(within(huCard).getByRole('button', { name: 'Mentés' }));
      expect(await findToast('Siker')).toHaveTextContent('Az e-mail-értesítéseid beállításait elmentettük');
    });
  });

  describe('as the SUPER_ADMIN', () => {
    it('when opened from the back-office with ?league=, then the back link, the league card and member management show, without a team', async () => {
      memberships = [];
      await open(`/settings?league=${A}`, testUsers.owner);

      expect(await screen.findByRole('link', { name: 'Back to the league' })).toHaveAttribute(
        'href',
        `/owner/leagues/${A}`,
      );
      expect(screen.queryByRole('combobox', { name: 'League' })).not.toBeInTheDocument();
      const leagueCard = await screen.findByRole('region', { name: 'League' });
      expect(within(leagueCard).getByRole('link', { name: 'Edit league' })).toBeInTheDocument();
      expect(within(leagueCard).getByRole('button', { name: 'Delete league' })).toBeInTheDocument();
      expect(within(leagueCard).queryByRole('button', { name: 'Exit league' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Your team' })).not.toBeInTheDocument();
      expect(within(rowOf(membersTable(), 'Ottó Nagy')).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
      expect(readCurrentLeague(testUsers.owner.id)).toBe(A);
      // The owner plays in no league: no alert is about him.
      expect(screen.queryByRole('region', { name: 'E-mail alerts' })).not.toBeInTheDocument();
      expect(server.requests.some((request) => request.path === '/api/users/me/email-alerts')).toBe(false);
    });
  });
});

/** The table once the page has loaded its data. */
async function waitForTable(table: () => HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('region', { name: 'Members' })).toBeInTheDocument());
  return table();
}
