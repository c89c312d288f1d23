/**
 * Starts the real `npm start` launcher, times it to the first served page, then loads `/` in Chromium and sums the
 * gzipped size of every JavaScript file the first page fetched (shell, federation runtime, remote entries and the
 * register chunks), plus each remoteEntry on its own. Target: initial JS ≤ 200 KB gzipped. Then, on a phone profile
 * (`phone-profile.ts`), the layout shift and blocking time of `/` for a visitor and of the main pages for the demo
 * player and owner (issue 39: layout shift ≤ 0.05, blocking time ≤ 200 ms).
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { SERVICE_PORTS } from '@hfl/contracts';
import { openBrowserAt } from './chromium';
import { describeDatabase } from './database';
import { measureOnPhone, signInWith, type PhoneFigures } from './phone-profile';
import { kb, record, seconds } from './report';
import { ROOT } from '../../tools/src/paths';
import { stopChild } from '../../tools/src/processes';

/** Issue 39: the first page's JavaScript ≤ 200 KB gzipped. */
const TARGET_KB = 200;
const MAX_LAYOUT_SHIFT = 0.05;
const MAX_BLOCKING_MS = 200;
const PLAYER_PAGES = ['/', '/leagues', '/team', '/game-center', '/players', '/leaderboard'];
const OWNER_PAGES = ['/owner/users'];

/** A demo account from the launcher's banner ("    USER         player@…  password: …"). */
function demoAccount(output: string, role: string): { email: string; password: string } {
  const line = new RegExp(`^\\s+${role}\\s+(\\S+)\\s+password: (\\S+)$`, 'm').exec(output);
  if (!line) throw new Error(`npm start printed no ${role} demo account:\n${output.slice(-3000)}`);
  return { email: line[1]!, password: line[2]! };
}

/** The database `npm start` runs on, as it says in its banner, described by the database itself. */
async function databaseOf(output: string): Promise<string> {
  const embedded = /database: embedded FerretDB (\S+)/.exec(output)?.[1];
  const url = embedded ?? process.env.MONGO_URL;
  return url ? describeDatabase(url, !!embedded) : 'unknown';
}

function printPhone(label: string, figures: PhoneFigures[]): void {
  for (const { path, layoutShift, blockingMs, longTasks, longestTaskMs } of figures)
    console.log(
      `  ${label.padEnd(8)} ${path.padEnd(14)} layout shift ${layoutShift.toFixed(3)}${layoutShift > MAX_LAYOUT_SHIFT ? ' (over 0.05)' : ''}` +
        `  blocking ${String(blockingMs).padStart(4)} ms${blockingMs > MAX_BLOCKING_MS ? ' (over 200)' : ''}` +
        `  (${longTasks} long tasks, longest ${longestTaskMs} ms)`,
    );
}

export async function measureFirstPage(): Promise<void> {
  const port = 3000;
  const started = Date.now();
  const launcher = spawn(process.execPath, ['--import', 'tsx', 'tools/src/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port) },
  });
  let output = '';
  launcher.stdout.on('data', (c: Buffer) => (output += c.toString()));
  launcher.stderr.on('data', (c: Buffer) => (output += c.toString()));
  try {
    const url = `http://localhost:${port}/`;
    let firstPageMs = 0;
    while (Date.now() - started < 600_000) {
      if (launcher.exitCode !== null) throw new Error(`npm start exited early:\n${output.slice(-3000)}`);
      try {
        const res = await fetch(url, { headers: { accept: 'text/html' } });
        if (res.ok && (await res.text()).includes('<script')) {
          firstPageMs = Date.now() - started;
          break;
        }
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    if (!firstPageMs) throw new Error('no page within 10 minutes');

    const { page, close } = await openBrowserAt(url);
    const scripts = new Map<string, number>();
    // What the BFF sent (its precompressed brotli, see bff/src/static.ts), beside the target's gzip measure.
    let servedBytes = 0;
    const encodings = new Set<string>();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      servedBytes += Number(response.headers()['content-length'] ?? 0);
      encodings.add(response.headers()['content-encoding'] ?? 'none');
      try {
        scripts.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // a redirected or aborted response has no body
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector('footer', { timeout: 30_000 });
    await close();

    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    const remoteEntries = [...scripts].filter(([p]) => p.endsWith('remoteEntry.js'));
    console.log(
      `npm start → first served page: ${seconds(firstPageMs)} (services on ${Object.values(SERVICE_PORTS).join(', ')})`,
    );
    console.log(
      `first page JS (gzipped, ${scripts.size} files): ${kb(total)} — target ≤ ${TARGET_KB} KB: ${total <= TARGET_KB * 1024 ? 'met' : 'NOT met'}`,
    );
    console.log(`  as served (${[...encodings].sort().join(', ')}): ${kb(servedBytes)}`);
    for (const [path, size] of [...scripts].sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb(size).padStart(9)}  ${path}`);
    for (const [path, size] of remoteEntries) console.log(`remoteEntry ${path}: ${kb(size)} gzipped`);

    // The banner (demo accounts, database) follows the first served page.
    while (!output.includes('ready in') && launcher.exitCode === null) await new Promise((r) => setTimeout(r, 200));
    const database = await databaseOf(output);
    const player = demoAccount(output, 'USER');
    const owner = demoAccount(output, 'SUPER_ADMIN');
    const visitor = await measureOnPhone(url, ['/']);
    const signedIn = await measureOnPhone(url, PLAYER_PAGES, signInWith(player.email, player.password));
    const ownerPages = await measureOnPhone(url, OWNER_PAGES, signInWith(owner.email, owner.password));
    console.log(`phone profile (390 × 844, CPU slowed 4×, network not throttled), on ${database}:`);
    printPhone('visitor', visitor);
    printPhone('player', signedIn);
    printPhone('owner', ownerPages);
    const phone = [...visitor, ...signedIn, ...ownerPages];
    record('first-page', {
      database,
      startToFirstPageMs: firstPageMs,
      firstPageJsGzipBytes: total,
      firstPageJsServedBytes: servedBytes,
      files: Object.fromEntries(scripts),
      targetMet: total <= TARGET_KB * 1024,
      phone: { visitor, player: signedIn, owner: ownerPages },
      phoneTargetsMet: phone.every((f) => f.layoutShift <= MAX_LAYOUT_SHIFT && f.blockingMs <= MAX_BLOCKING_MS),
    });
  } finally {
    await stopChild(launcher);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureFirstPage();
