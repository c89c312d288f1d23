/**
 * `npm run bench:score-sheet`: how long the owner waits for a game's score sheet. Starts the whole stack with the demo
 * season (tools/src/stack.ts: embedded FerretDB, or MONGO_URL), signs the owner in through Chromium, then opens the
 * score sheet of each of round 1's games in turn, ROUNDS times, two ways: clicked in the round's games (the app
 * running), and as a direct link (the whole app boots first); each until the sheet shows its player rows and its Force
 * edit action (the round is locked). The timing starts once the demo's start-up job (fantasy's mid-season league, a
 * few seconds of heavy writes that a fresh `npm start` runs once) is done: before that the sheet answers in its shadow.
 * Target: p95 ≤ 1 s. Prints p50/p95/max and the database.
 */
import mongoose from 'mongoose';
import { DEMO_JOBS } from '../../services/fantasy/src/jobs/demo';
import { describeSummary, summary } from './latency';
import { openBrowserAt } from './chromium';
import { withBenchStack } from './bench-stack';
import { record } from './report';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_MS = 1000;

/** Waits until fantasy's demo job has run (Agenda removes it once done); answers how long that took. */
async function demoJobDone(mongoUrl: string): Promise<number> {
  const started = performance.now();
  const connection = await mongoose.createConnection(mongoUrl, { dbName: 'hfl_fantasy' }).asPromise();
  try {
    const deadline = Date.now() + 180_000;
    while ((await connection.collection('agendaJobs').countDocuments({ name: DEMO_JOBS.midseasonLeague })) > 0) {
      if (Date.now() > deadline) throw new Error('the demo job was not done within 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return performance.now() - started;
  } finally {
    await connection.close();
  }
}

export async function measureScoreSheet(): Promise<void> {
  await withBenchStack('score-sheet', { demoSeason: true }, async ({ stack, database }) => {
    const owner = stack.demoAccounts.find((account) => account.role === 'SUPER_ADMIN')!;
    const waitedMs = await demoJobDone(stack.mongoUrl);
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

      const sheetShown = async () => {
        await page.getByRole('button', { name: 'Force edit' }).waitFor();
        await page.locator('main table tbody tr').first().waitFor();
      };
      // As the owner opens it: from the round's games, inside the running app.
      const fromList = async (index: number) => {
        await page.goto('/owner/stats?week=1');
        await links.nth(index).waitFor();
        const started = performance.now();
        await links.nth(index).click();
        await sheetShown();
        return performance.now() - started;
      };
      // A link opened in a new tab: the whole app boots first.
      const direct = async (href: string) => {
        const started = performance.now();
        await page.goto(href);
        await sheetShown();
        return performance.now() - started;
      };
      await direct(sheets[0]!);
      const inApp: number[] = [];
      const fullLoad: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const [index, href] of sheets.entries()) {
          inApp.push(await fromList(index));
          fullLoad.push(await direct(href));
        }
      }

      const figures = { inApp: summary(inApp), fullLoad: summary(fullLoad) };
      console.log(
        `score sheet on ${database}: ${sheets.length} games × ${ROUNDS}, once the demo's start-up job was done (waited ${Math.round(waitedMs)} ms)`,
      );
      console.log(`  from the round's games (click → sheet shown): ${describeSummary(figures.inApp)}`);
      console.log(`  a direct link (navigation → app booted → sheet shown): ${describeSummary(figures.fullLoad)}`);
      console.log(
        `  target ≤ ${TARGET_MS} ms (p95): from the list ${figures.inApp.p95 <= TARGET_MS ? 'met' : 'NOT met'}, ` +
          `direct link ${figures.fullLoad.p95 <= TARGET_MS ? 'met' : 'NOT met'}`,
      );
      record('score-sheet', {
        database,
        games: sheets.length,
        rounds: ROUNDS,
        ...figures,
        targetMs: TARGET_MS,
        // In the order taken: a slow one early may be the stack's start-up work (the demo's jobs) still running.
        samplesMs: { inApp: inApp.map(Math.round), fullLoad: fullLoad.map(Math.round) },
      });
    } finally {
      await close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await measureScoreSheet();
