import type { Page } from 'playwright-core';
import { fillLogin, fillRegistration, login, register, type Person } from './accounts';
import { openBrowser, screenshot, signInAsOwner, type Browser } from './browser';
import { tinyPng } from './images';
import { linkFromMailbox } from './mailbox';

const stamp = Date.now();
const admin: Person = { firstName: 'Réka', lastName: 'Admin', email: `reka.${stamp}@example.hu` };
const invitee: Person = { firstName: 'Bence', lastName: 'Meghívott', email: `bence.${stamp}@example.hu` };
const requester: Person = { firstName: 'Csilla', lastName: 'Kérő', email: `csilla.${stamp}@example.hu` };
const leagueName = `Budapest Blitz ${stamp}`;

/** Registers, confirms from the mailbox and logs in; `landing` is where login leads (a remembered route or /secure). */
async function registerConfirmedAndLogin(page: Page, person: Person, landing = '**/secure'): Promise<void> {
  await register(page, person);
  await page.goto((await linkFromMailbox(person.email, 'confirmation')).link);
  await page.waitForURL('**/login');
  await login(page, person.email);
  await page.waitForURL(landing);
}

async function fillTeam(page: Page, teamName: string): Promise<void> {
  await page.getByLabel('Team name').fill(teamName);
  await page.getByRole('button', { name: 'Create team' }).click();
}

const memberRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('a league from creation to hand-over: create → invite by e-mail → request and accept → exit → transfer and exit', () => {
  let adminBrowser: Browser;
  let inviteeBrowser: Browser;
  let requesterBrowser: Browser;
  let leagueId = '';

  beforeAll(async () => {
    [adminBrowser, inviteeBrowser, requesterBrowser] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([adminBrowser, inviteeBrowser, requesterBrowser].map((b) => b?.close()));
  });

  it('when a visitor opens /create-league, then they are told to register first and land on /register', async () => {
    const { page } = adminBrowser;
    await page.goto('/create-league');
    await page.getByText('Please create an account or login first to create a league').first().waitFor();
    await page.waitForURL('**/register**');
  });

  it('when a user creates a league with a slide and a pre-made logo, then they are its admin on the league home', async () => {
    const { page } = adminBrowser;
    // The visitor's wish was remembered: after registering and logging in they are back on /create-league.
    await registerConfirmedAndLogin(page, admin, '**/create-league');
    await page.getByLabel('League name').fill(leagueName);
    await page.getByLabel('Number of teams').selectOption('4');
    await page.getByLabel('Description').fill('Friends from the Óbuda stands.');
    await page.getByRole('button', { name: 'Add slide' }).click();
    await page.getByLabel('Title').fill('Opening night');
    await page
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'opening.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByLabel('Team name').fill('Óbuda Owls');
    await page.getByRole('radio', { name: 'Logo 1' }).check();
    await page.getByRole('button', { name: 'Create League' }).click();

    await page.getByText('New League was successfully created').first().waitFor();
    await page.waitForURL(/\/leagues\/[0-9a-f]{24}$/);
    leagueId = new URL(page.url()).pathname.split('/')[2]!;
    await page
      .getByRole('heading', { name: new RegExp(leagueName) })
      .first()
      .waitFor();
    await page.getByText('Admin').first().waitFor();
    await screenshot(page, 'league-home-admin');
  });

  it('when the admin invites an e-mail address, then the invitee registers from the link and creates a team, and the admin sees them', async () => {
    const { page } = adminBrowser;
    await page.goto(`/invite/${leagueId}`);
    await page.getByLabel('E-mail').fill(invitee.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent to the following recipient').first().waitFor();

    const guest = inviteeBrowser.page;
    const { link, message } = await linkFromMailbox(invitee.email, 'invitation');
    // Nobody has an account at the address: one mail, Hungarian first, then English.
    const [hungarian, english] = ['Meghívás elfogadása', 'Accept the invitation'].map((text) =>
      message.text.indexOf(text),
    );
    expect(hungarian).toBeGreaterThan(-1);
    expect(english).toBeGreaterThan(hungarian!);
    await guest.goto(link);
    await guest.getByText('Account is required in order to accept invitations').first().waitFor();
    await guest.waitForURL('**/register?hash=*');
    // The invited address is filled in (and kept) for the invitee.
    const email = guest.getByLabel('E-mail', { exact: true });
    // The form shows once the invitation is read, with the address in it.
    expect(await email.inputValue()).toBe(invitee.email);
    expect(await email.isEditable()).toBe(false);
    expect(await guest.getByLabel('Confirm e-mail').inputValue()).toBe(invitee.email);
    await fillRegistration(guest, invitee, undefined, { prefilled: true });
    await guest.goto((await linkFromMailbox(invitee.email, 'confirmation')).link);
    await guest.waitForURL('**/login');
    await fillLogin(guest, invitee.email);
    // The remembered invitation route comes back after login.
    await guest.waitForURL('**/invitation/accept/**');
    await guest.getByText(leagueName).first().waitFor();
    await guest.getByRole('region', { name: 'League invitation' }).getByRole('button', { name: 'Accept' }).click();
    await guest.waitForURL(`**/leagues/${leagueId}/create-team`);
    await fillTeam(guest, 'Pest Panthers');
    await guest.getByText('Invitation is accepted, user is now a league member.').first().waitFor();
    await guest.waitForURL(`**/leagues/${leagueId}`);

    await page.goto('/settings');
    await memberRow(page, 'Bence Meghívott').filter({ hasText: 'Pest Panthers' }).waitFor();
  });

  it('when a third user requests to join, then the admin accepts and they become a member', async () => {
    const { page } = requesterBrowser;
    await registerConfirmedAndLogin(page, requester);
    await page.goto('/leagues');
    await page.getByLabel('Search term').fill(leagueName);
    await page.getByRole('button', { name: 'Search' }).click();
    await memberRow(page, leagueName).getByRole('button', { name: 'Request to join' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(`**/leagues/${leagueId}/create-team`);
    await fillTeam(page, 'Csepel Chargers');
    await page.getByText('Request to join sent').first().waitFor();
    await page.waitForURL('**/secure');
    await page.getByText(leagueName).first().waitFor();

    const adminPage = adminBrowser.page;
    await adminPage.goto('/settings');
    await memberRow(adminPage, 'Csepel Chargers').getByRole('button', { name: 'Accept' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await memberRow(adminPage, 'Csilla Kérő').filter({ hasText: 'Csepel Chargers' }).waitFor();
    await screenshot(adminPage, 'league-settings-admin');
  });

  it('when a member exits, then they leave and the admin no longer lists them', async () => {
    const { page } = requesterBrowser;
    await page.goto('/secure');
    await page.waitForURL(`**/leagues/${leagueId}`);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Exit league' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Exit league' }).click();
    await page.getByText('You have left the league').first().waitFor();
    await page.waitForURL('**/secure');

    const adminPage = adminBrowser.page;
    await adminPage.goto('/settings');
    await memberRow(adminPage, 'Bence Meghívott').waitFor();
    expect(await memberRow(adminPage, 'Csilla Kérő').count()).toBe(0);
  });

  it('when the admin exits, then they hand the rights over first and the new admin manages the league', async () => {
    const { page } = adminBrowser;
    await page.getByRole('button', { name: 'Exit league' }).click();
    const transfer = page.getByRole('dialog');
    await transfer.getByLabel('New admin').selectOption({ label: 'Bence Meghívott (Pest Panthers)' });
    await transfer.getByRole('button', { name: 'Transfer admin rights' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Exit league' }).click();
    await page.getByText('You have left the league').first().waitFor();
    await page.waitForURL('**/secure');

    const newAdmin = inviteeBrowser.page;
    await newAdmin.goto('/settings');
    await newAdmin.getByRole('link', { name: 'Invite' }).waitFor();
    await memberRow(newAdmin, 'Bence Meghívott').filter({ hasText: 'Admin' }).waitFor();
    await newAdmin.goto('/notifications');
    await newAdmin.getByText(`You are now the admin of ${leagueName}`).first().waitFor();
    await screenshot(newAdmin, 'notifications-new-admin');
  });

  it('when a visitor opens the league in /leagues, then the details show members, slots, no draft and the slide, and joining sends them to /register', async () => {
    const visitor = await openBrowser();
    try {
      const { page } = visitor;
      await page.goto('/leagues');
      await page.getByLabel('Search term').fill(leagueName);
      await page.getByRole('button', { name: 'Search' }).click();
      await memberRow(page, leagueName).getByRole('button', { name: 'Details' }).click();
      const details = page.getByRole('dialog');
      await details.getByText('not scheduled').waitFor();
      await details.getByText('Friends from the Óbuda stands.').waitFor();
      await details.getByRole('img', { name: 'Opening night' }).waitFor();
      await screenshot(page, 'league-details-visitor');
      await details.getByRole('button', { name: 'Close' }).first().click();

      await memberRow(page, leagueName)
        .getByRole('button', { name: /Join|Request to join/ })
        .click();
      await page.getByText('Please create an account or login first to join a league').first().waitFor();
      await page.waitForURL('**/register**');
    } finally {
      await visitor.close();
    }
  });

  it('when the owner opens the back-office leagues, then the league shows with its admin and members, exports as .xlsx and opens in detail', async () => {
    const owner = await openBrowser();
    try {
      const { page } = owner;
      await signInAsOwner(page);
      await page.goto(`/owner/leagues?term=${encodeURIComponent(leagueName)}`);
      const row = memberRow(page, leagueName);
      await row.filter({ hasText: 'Bence Meghívott' }).filter({ hasText: '1/4' }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export to Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('leagues.xlsx');
      const bytes = await (await download.createReadStream()).toArray();
      // An .xlsx is a zip archive: it starts with "PK".
      expect(
        Buffer.concat(bytes as Buffer[])
          .subarray(0, 2)
          .toString('latin1'),
      ).toBe('PK');

      await row.getByRole('link', { name: 'View' }).click();
      await page.waitForURL(`**/owner/leagues/${leagueId}`);
      await memberRow(page, 'Bence Meghívott').filter({ hasText: 'Pest Panthers' }).waitFor();
      await screenshot(page, 'owner-league-detail');
    } finally {
      await owner.close();
    }
  });
});
