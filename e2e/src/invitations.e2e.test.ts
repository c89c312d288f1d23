import type { Page } from 'playwright-core';
import { DEMO_INVITE_LINK_LEAGUE_ID, DEMO_INVITE_LINK_TOKEN } from '@hfl/contracts';
import { fillLogin, fillRegistration, login, type Person } from './accounts';
import { baseUrl, openBrowser, screenshot, type Browser } from './browser';
import { linkFromMailbox } from './mailbox';
import { callApi } from './page-api';

/**
 * Invitations that carry (issue 38): the league a visitor chose travels in the confirmation link, so confirming it in
 * another browser (as a mail app does) and logging in there still leads to the league; a league's invite link lets
 * a newcomer in the same way, straight into the league.
 */

const stamp = Date.now();
const joiner: Person = { firstName: 'Zita', lastName: 'Csatlakozó', email: `zita.${stamp}@example.hu` };
const linked: Person = { firstName: 'Márk', lastName: 'Linkes', email: `mark.${stamp}@example.hu` };
const ALFOLD = DEMO_INVITE_LINK_LEAGUE_ID;

async function fillTeam(page: Page, teamName: string): Promise<void> {
  await page.getByLabel('Team name').fill(teamName);
  await page.getByRole('button', { name: 'Create team' }).click();
}

/** Opens the person's confirmation link in a browser of its own (nothing of the registering tab is there) and logs in. */
async function confirmInFreshBrowser(person: Person): Promise<Browser> {
  const fresh = await openBrowser();
  const { page } = fresh;
  const { link } = await linkFromMailbox(person.email, 'confirmation');
  await page.goto(link);
  await page.getByText('Your account was successfully confirmed').first().waitFor();
  await page.waitForURL('**/login');
  await fillLogin(page, person.email);
  return fresh;
}

describe('invitations that carry: the chosen league survives a confirmation in another browser', () => {
  const browsers: Browser[] = [];
  const open = async () => {
    const browser = await openBrowser();
    browsers.push(browser);
    return browser;
  };
  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });

  it("when a visitor picks a league on /leagues, registers and confirms the mailed link in a new browser, then the login there leads to the league's join flow", async () => {
    const { page } = await open();
    await page.goto('/leagues');
    await page.getByLabel('Search term').fill('Alföld Liga');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'Alföld Liga' })
      .getByRole('button', { name: 'Request to join' })
      .click();
    await page.getByText('Please create an account or login first to join a league').first().waitFor();
    await page.waitForURL('**/register?hash=*');
    await fillRegistration(page, joiner);

    const fresh = await confirmInFreshBrowser(joiner);
    browsers.push(fresh);
    const other = fresh.page;

    // Not "You are not a member of any league yet": the league chosen in the first browser.
    await other.waitForURL(`**/leagues/${ALFOLD}/join`);
    const confirm = other.getByRole('dialog', { name: 'Request to join league' });
    await confirm.getByText('The admin of Alföld Liga decides about new members.').waitFor();
    await confirm.getByRole('button', { name: 'Send request' }).click();
    await other.waitForURL(`**/leagues/${ALFOLD}/create-team`);
    await fillTeam(other, 'Zitás Zebrák');
    await other.getByText('Request to join sent').first().waitFor();
  });

  it("when the admin shares the demo league's invite link, then a newcomer opens it, registers, confirms in a new browser and joins the league directly", async () => {
    const admin = (await open()).page;
    // Réka Varga runs the demo's Alföld Liga, in Hungarian; the demo players share the demo player's password.
    await login(admin, 'reka.varga@hfl.local', process.env.E2E_PLAYER_PASSWORD!);
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    await admin.goto(`/leagues/${ALFOLD}`);
    const card = admin.getByRole('region', { name: 'Hívd meg a barátaidat' });
    // The link docs/demo.md gives.
    const inviteLink = await card.getByLabel('Meghívó link').inputValue();
    expect(inviteLink).toBe(`${baseUrl()}/leagues/${ALFOLD}/join/${DEMO_INVITE_LINK_TOKEN}`);
    await screenshot(admin, 'invite-friends-admin-hu');

    const { page } = await open();
    await page.goto(inviteLink);
    await page.getByRole('heading', { name: 'Invitation to Alföld Liga' }).waitFor();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.waitForURL('**/register?hash=*');
    await fillRegistration(page, linked);

    const fresh = await confirmInFreshBrowser(linked);
    browsers.push(fresh);
    const other = fresh.page;
    await other.waitForURL(`**/leagues/${ALFOLD}/join/${DEMO_INVITE_LINK_TOKEN}`);
    await other.getByRole('button', { name: 'Join the league' }).click();
    await other.waitForURL(`**/leagues/${ALFOLD}/create-team`);
    await fillTeam(other, 'Márki Mókusok');
    await other.getByText('You have successfully joined the league').first().waitFor();
    await other.waitForURL(`**/leagues/${ALFOLD}`);
    await other.getByRole('row').filter({ hasText: 'Márki Mókusok' }).waitFor();
    // Opened again, the link only sends its member to the league.
    await other.goto(inviteLink);
    await other.getByText('You are already a member of this league.').waitFor();
  });

  it('when an admin makes an invite link for his new league and revokes it, then whoever opens it is told it no longer works', async () => {
    const { page } = await open();
    await login(page, linked.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const made = await callApi<{ id: string }>(page, 'POST', '/api/leagues', {
      name: `Linkes Liga ${stamp}`,
      nbMaxTeams: 4,
      teamName: 'Linkes Lovagok',
      timezone: 'Europe/Budapest',
    });
    expect(made.status).toBe(201);
    await page.goto(`/leagues/${made.body.id}`);
    const card = page.getByRole('region', { name: 'Invite friends' });
    await card.getByRole('button', { name: 'Create invite link' }).click();
    const inviteLink = await card.getByLabel('Invite link').inputValue();
    expect(inviteLink).toMatch(new RegExp(`/leagues/${made.body.id}/join/[A-Za-z0-9_-]{22}$`));
    await card.getByText(/^Valid until \d\d\/\d\d\/\d{4} \d\d:\d\d\. A new link works for 7 days\.$/).waitFor();

    await card.getByRole('button', { name: 'Revoke link' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke the invite link' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await card.getByRole('button', { name: 'Create invite link' }).waitFor();
    const visitor = (await open()).page;
    await visitor.goto(inviteLink);
    await visitor.getByRole('heading', { name: 'This invite link cannot be used' }).waitFor();
    await visitor.getByText("the league's admin has revoked it or made a new one").waitFor();

    // The league goes again: the shared stack's league lists stay as the other tests expect them.
    expect((await callApi(page, 'DELETE', `/api/leagues/${made.body.id}`)).status).toBe(204);
  });
});
