import { openBrowser, screenshot, signInAsOwner, signInAsPlayer, type Browser } from './browser';
import { fillDate } from './date-field';
import { tinyPng } from './images';

/**
 * Issue 5's journey through the real league: the owner adds two clubs and a player with a photo, creates a season with
 * a schedule, starts round 1, enters the game's statistics, and the points show on /owner/players and, for a player
 * in a league, on /players. The stack is seeded without a running season (global-setup), as on a new site.
 */
const stamp = Date.now() % 100_000;
const home = `Pécs Legion ${stamp}`;
const away = `Szolnok Soldiers ${stamp}`;
const quarterback = `Próba Bálint ${stamp}`;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** A day from today as the form types it (DD/MM/YYYY). */
function day(offset: number): string {
  const date = new Date(Date.now() + offset * DAY_MS);
  const [y, m, d] = [date.getUTCFullYear(), pad(date.getUTCMonth() + 1), pad(date.getUTCDate())];
  return `${d}/${m}/${y}`;
}

describe('the real league: clubs, a player, a season, a round and its statistics', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('when the owner adds two clubs and a quarterback with a photo, then the team page lists him', async () => {
    const { page } = browser;
    await signInAsOwner(page);
    await page.goto('/owner/teams');
    for (const name of [home, away]) {
      await page.getByRole('button', { name: 'Add Team' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Save team' }).click();
      await page.getByText(`Team "${name}" was successfully created`).waitFor();
    }

    await page.getByRole('button', { name: home, exact: true }).click();
    await page.getByRole('button', { name: 'Add Player' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill(quarterback);
    await form.getByLabel('Position').selectOption('QB');
    await fillDate(form.getByLabel('Date of birth (DD/MM/YYYY)'), '14/05/1998');
    await form.getByLabel('Height (cm)').fill('186');
    await form.getByLabel('Weight (kg)').fill('92');
    await form.getByLabel('Jersey number').fill('7');
    await form
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'qb.png', mimeType: 'image/png', buffer: tinyPng() });
    await form.getByRole('button', { name: 'Save player' }).click();
    await page.getByText(`Player "${quarterback}" was successfully created`).waitFor();
    await page.getByRole('cell', { name: quarterback }).waitFor();
    await screenshot(page, 'owner-teams-player');
  });

  it('when the owner creates a season with a schedule and starts round 1, then the round is in progress', async () => {
    const { page } = browser;
    await page.goto('/owner/seasons/add');
    const tomorrow = day(1);
    await fillDate(page.getByLabel('Draft window start'), `${tomorrow} 10:00`);
    await fillDate(page.getByLabel('Draft window end'), `${tomorrow} 13:00`);
    await fillDate(page.getByLabel('Season start date (DD/MM/YYYY)'), day(3));
    await fillDate(page.getByLabel('Season end date (DD/MM/YYYY)'), day(60));
    await page.getByLabel('Playoff weeks').selectOption({ label: '1 Week' });
    await page.getByLabel('Max Fantasy Teams').selectOption('4');

    // Four clubs (two seeded ones), so four fantasy teams are allowed; round 2 is the playoff.
    const games: [string, string, string, number][] = [
      [home, away, day(5), 1],
      ['Budapest Wolves', 'Győr Sharks', day(5), 1],
      [home, 'Budapest Wolves', day(12), 2],
    ];
    for (const [index, [team1, team2, date, round]] of games.entries()) {
      const n = index + 1;
      if (n > 1) await page.getByRole('button', { name: 'Add game' }).click();
      await page.getByLabel(`Round, game ${n}`).fill(String(round));
      await page.getByLabel(`Team 1, game ${n}`).selectOption({ label: team1 });
      await page.getByLabel(`Team 2, game ${n}`).selectOption({ label: team2 });
      await fillDate(page.getByLabel(`Date (DD/MM/YYYY), game ${n}`), date);
    }
    await page.getByRole('button', { name: 'Add season' }).last().click();
    await page.getByText('Season was successfully created').waitFor();
    await page.waitForURL('**/owner/seasons');

    await page.getByRole('button', { name: 'Start round 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Round 1 was successfully started').waitFor();
    await page.getByRole('button', { name: 'Lock round 1' }).waitFor();
    await screenshot(page, 'owner-season-round-1');
  });

  it("when the owner enters the game's statistics, then the quarterback's points show on the round and on /owner/players", async () => {
    const { page } = browser;
    await page.goto('/owner/stats');
    const row = page.getByRole('row').filter({ hasText: home }).filter({ hasText: away });
    await row.getByRole('link', { name: 'Edit scores' }).click();
    await page.getByLabel(`${home} score`).waitFor();
    await page.getByRole('button', { name: 'Fill scores with zeros' }).click();
    await page.getByLabel(`${home} score`).fill('21');
    await page.getByLabel(`${away} score`).fill('14');
    await page.getByLabel(`${quarterback}: Pass yds`).fill('250');
    await page.getByLabel(`${quarterback}: TD`).fill('2');
    await page.getByRole('button', { name: 'Save scores' }).click();
    await page.getByText('Scores were successfully updated').waitFor();
    // 250 yards / 10 + 2 touchdowns × 6 under the default scoring.
    await page.getByText('37', { exact: true }).first().waitFor();
    await screenshot(page, 'owner-game-scores');

    await page.goto('/owner/players');
    const playerRow = page.getByRole('row').filter({ hasText: quarterback });
    await playerRow.getByRole('cell', { name: '37', exact: true }).waitFor();
  });

  it('when a player in a league opens /players, then the quarterback leads the list with his points', async () => {
    const player = await openBrowser();
    const { page } = player;
    try {
      await signInAsPlayer(page);
      // /secure opens the one league of a single membership, or asks which one.
      const inLeague = /\/leagues\/[0-9a-f]{24}$/;
      const choose = page.getByRole('heading', { name: 'Choose League' });
      await Promise.race([page.waitForURL(inLeague), choose.waitFor()]);
      if (await choose.isVisible()) {
        await page.locator('main li button').first().click();
        await page.waitForURL(inLeague);
      }
      await page.goto('/players');
      const firstRow = page.getByRole('row').nth(1);
      await firstRow.getByText(quarterback).waitFor();
      // Points show two decimals in every column.
      await firstRow.getByRole('cell', { name: '37.00', exact: true }).waitFor();
      await screenshot(page, 'players-page');
    } finally {
      await player.close();
    }
  });

  it('when the owner imports the round from pasted cells, then the preview shows the change and Apply scores it (issue 40)', async () => {
    const { page } = browser;
    await page.goto('/owner/stats');
    const section = page.getByRole('region', { name: 'Import a round' });
    // The template comes through the BFF with the owner's session, headers in his language.
    const template = await page.request.get((await section.getByRole('link', { name: 'CSV' }).getAttribute('href'))!);
    expect(template.status()).toBe(200);
    expect(await template.text()).toContain('"Club","Number","Player","Score"');

    // The name without its accents, as a statistician's sheet may write it.
    const plain = quarterback.normalize('NFD').replace(/\p{M}/gu, '');
    const cells = [
      'Club\tNumber\tPlayer\tScore\tTD',
      `${home}\t\t\t21\t`,
      `${away}\t\t\t14\t`,
      `${home}\t7\t${plain}\t\t3`,
    ];
    await section.getByLabel('Or paste cells copied from a spreadsheet').fill(cells.join('\n'));
    await section.getByRole('button', { name: 'Preview' }).click();
    const preview = section.getByRole('region', { name: 'Preview of round 1' });
    // A game without errors or players to choose stays folded until the owner opens it.
    await preview.getByText(`${home} – ${away} · Score: 21 – 14 · 0 new · 1 changed`).click();
    await preview.getByText('TD: 2 → 3').waitFor();
    await screenshot(page, 'owner-stats-import-preview');
    await preview.getByRole('button', { name: 'Apply' }).click();
    await page.getByText("The round's statistics were imported.").waitFor();

    // 250 yards / 10 + 3 touchdowns × 6.
    const points = page.getByRole('region', { name: "Players' points in round 1" });
    await points
      .getByRole('row')
      .filter({ hasText: quarterback })
      .getByRole('cell', { name: '43', exact: true })
      .waitFor();
  });
});
