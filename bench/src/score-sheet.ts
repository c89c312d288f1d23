/**
 * `npm run bench:score-sheet`: how long the owner waits for a game's score sheet. Starts the whole stack with the demo
 * season (tools/src/stack.ts: embedded FerretDB, or MONGO_URL), signs the owner in through Chromium, then opens the
 * score sheet of each of round 1's games in turn, ROUNDS times: from the navigation to the sheet showing every player
 * row of both teams and its Force edit action (the round is locked). The first opening of the back-office loads its
 * code; the figures are the openings after it. Target: ≤ 1 s each. Prints p50/p95/max and the database.
 */
import { describeSummary, summary } from './latency';
import { openBrowserAt } from './chromium';
import { withBenchStack } from './bench-stack';
import { record } from './report';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_MS = 1000;

export async function measureScoreSheet(): Promise<void> {
  await withBenchStack('score-sheet', { demoSeason: true }, async ({ stack, database }) => {
    const owner = stack.demoAccounts.find((account) => account.role === 'SUPER_ADMIN')!;
    const { page, close } = await openBrowserAt(stack.url);
    try {
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(owner.email);
      await page.getByLabel('Password').fill(owner.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto('/owner/stats?week=1');
      const links = page.getByRole('link', { name: 'Edit scores' });
      await links.first().waitFor();
      const sheets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));

      const open = async (href: string) => {
        const started = performance.now();
        await page.goto(href);
        await page.getByRole('button', { name: 'Force edit' }).waitFor();
        await page.locator('main table tbody tr').first().waitFor();
        return performance.now() - started;
      };
      await open(sheets[0]!);
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) for (const href of sheets) times.push(await open(href));

      const figures = summary(times);
      console.log(`score sheet on ${database}: ${sheets.length} games × ${ROUNDS}`);
      console.log(`  navigation → sheet shown: ${describeSummary(figures)}`);
      console.log(`  target ≤ ${TARGET_MS} ms each: ${figures.max <= TARGET_MS ? 'met' : 'NOT met'}`);
      record('score-sheet', { database, games: sheets.length, rounds: ROUNDS, ...figures, targetMs: TARGET_MS });
    } finally {
      await close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await measureScoreSheet();
