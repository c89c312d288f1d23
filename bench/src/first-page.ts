/**
 * Starts the real `npm start` launcher, times it to the first served page, then loads `/` in Chromium and sums the
 * gzipped size of every JavaScript file the first page fetched (shell, federation runtime, remote entries and the
 * register chunks), plus each remoteEntry on its own. Target: initial JS ≤ 150 KB gzipped.
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { SERVICE_PORTS } from '@hfl/contracts';
import { openBrowserAt } from './chromium';
import { kb, record, seconds } from './report';
import { ROOT } from '../../tools/src/paths';
import { stopChild } from '../../tools/src/processes';

const TARGET_KB = 150;

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
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
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
    for (const [path, size] of [...scripts].sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb(size).padStart(9)}  ${path}`);
    for (const [path, size] of remoteEntries) console.log(`remoteEntry ${path}: ${kb(size)} gzipped`);
    record('first-page', {
      startToFirstPageMs: firstPageMs,
      firstPageJsGzipBytes: total,
      files: Object.fromEntries(scripts),
      targetMet: total <= TARGET_KB * 1024,
    });
  } finally {
    await stopChild(launcher);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureFirstPage();
