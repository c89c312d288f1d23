/**
 * Issue 39's pages through Lighthouse itself, as the issue measures them: the mobile profile (its default: simulated
 * slow 4G, CPU slowed 4×) and the desktop preset, each page several times, signed in as the demo player (the owner on
 * /owner/users). Each run starts from a copy of one prepared profile: the player's current league stored (the
 * mid-season demo league, so /team, /game-center, /players and /leaderboard show their own page, not the way to
 * /secure), no cookie choice, caches empty. Prints each run and the medians against the targets (mobile ≥ 95 with
 * blocking ≤ 200 ms, desktop ≥ 98), and how much of a run's blocking time fell in the document's first tasks.
 * Lighthouse is not a dependency of the repository (its 170 MB would weigh on every install): `npx` fetches the pinned
 * version on the first run.
 *
 * The site is served as production serves a phone, over HTTPS and HTTP/2 (`withSite`), and runs at a lower priority
 * than the browser meanwhile (`STACK_NICENESS`).
 *
 * `-- --runs N` (default 5), `-- --over http` (the BFF itself, HTTP/1.1), `-- --profile mobile` (or desktop; both unless given), `-- --pages /team,/players`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { DEMO_MIDSEASON_LEAGUE_ID } from '@hfl/contracts';
import { CHROMIUM_FLAGS } from '../../tools/src/chromium-flags';
import type { DemoAccount } from '../../tools/src/demo-accounts';
import { freePort } from '../../tools/src/free-port';
import { localCertificate, startNginxProxy, type NginxProxy } from '../../tools/src/nginx-proxy';
import { withBenchStack, type BenchStack } from './bench-stack';
import { LONG_TASK_MS, signInWith } from './phone-profile';
import { lowerPriorityOfProcessesUnderThisOne } from './process-cpu';
import { record } from './report';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = 5;
/**
 * The niceness of the stack (and the proxy) while Lighthouse runs. A phone's server is another machine; here the stack shares this
 * machine's CPUs with the Chromium Lighthouse times, which its variability guide counts as client resource contention
 * (high impact). At nice 10 the stack still answers every request at once when a CPU is free, and gives way to the
 * browser when both want one: its threads and its session (this bench's) are lowered, Lighthouse and its Chromium run
 * in sessions of their own.
 */
const STACK_NICENESS = 10;
const PLAYER_PAGES = ['/', '/leagues', '/team', '/game-center', '/players', '/leaderboard'];
const OWNER_PAGES = ['/owner/users'];
const TARGETS = { mobile: { score: 95, blockingMs: 200 }, desktop: { score: 98, blockingMs: Infinity } };
/** The certificate is made for the run: Chromium is told to accept it (it changes nothing else). */
const ACCEPT_LOCAL_CERTIFICATE = '--ignore-certificate-errors';

/** What a run's profile must not inherit from the prepared one: every cache, so each run is a cold load. */
const PROFILE_CACHES = ['Cache', 'Code Cache', 'GPUCache', 'DawnGraphiteCache', 'DawnWebGPUCache', 'GrShaderCache'];

type Profile = keyof typeof TARGETS;

interface Run {
  score: number;
  firstPaintMs: number;
  largestPaintMs: number;
  blockingMs: number;
  /**
   * The part of `blockingMs` in tasks begun before the first paint and ending after it (Lighthouse counts a task's part
   * after the first paint): the document's first tasks, Chromium making the page's JavaScript context, parsing the
   * HTML and starting its preloads, not the page's scripts. It swings with the host, as `machineIndex` does.
   */
  blockingFromFirstTasksMs: number;
  layoutShift: number;
  /**
   * Lighthouse's own measure of this machine's speed during the run (its benchmarkIndex): the simulated phone's times
   * scale with the CPU time the page took here, so runs on a machine whose index swings are not comparable.
   */
  machineIndex: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: LongTask[] } }>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

interface SignedIn {
  /** The session's cookies, sent with every request (session cookies do not outlive the preparing browser). */
  cookies: string;
  /** A Chromium profile folder to copy for each run. */
  profileDir: string;
}

/** A task of the long-tasks audit, on the simulated phone's clock. */
interface LongTask {
  startTime: number;
  duration: number;
}

/**
 * The blocking time of the long tasks that began before the first paint (see `Run.blockingFromFirstTasksMs`), by
 * Lighthouse's rule: a task's part after the first paint and before the page is interactive, past LONG_TASK_MS.
 */
function blockingFromFirstTasks(report: LighthouseReport): number {
  const firstPaint = report.audits['first-contentful-paint']?.numericValue ?? 0;
  const interactive = report.audits['interactive']?.numericValue ?? Infinity;
  let blocking = 0;
  for (const task of report.audits['long-tasks']?.details?.items ?? []) {
    if (task.startTime >= firstPaint) continue;
    const counted = Math.min(task.startTime + task.duration, interactive) - firstPaint;
    if (counted > LONG_TASK_MS) blocking += counted - LONG_TASK_MS;
  }
  return Math.round(blocking);
}

/** A run Lighthouse could not measure, with its error code (NO_NAVSTART: its trace missed the navigation). */
interface Failed {
  failed: string;
}

/** Lighthouse's own trace sometimes misses the navigation; such a run is tried again, this often at most. */
const TRIES = 3;

/**
 * One Lighthouse run of `url` in a copy of the signed-in profile, or why Lighthouse could not measure the page.
 * Chromium takes the last `--user-data-dir` it is given, so the copy overrides the launcher's empty one.
 */
function lighthouse(url: string, signedIn: SignedIn, profile: Profile, keepAs?: string): Promise<Run | Failed> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-lighthouse-'));
  const profileDir = path.join(runDir, 'profile');
  fs.cpSync(signedIn.profileDir, profileDir, { recursive: true });
  // A file, not stdout: Lighthouse exits before a pipe has taken a report that large.
  const reportFile = path.join(runDir, 'report.json');
  const chromeFlags = ['--headless', ...CHROMIUM_FLAGS, ACCEPT_LOCAL_CERTIFICATE, `--user-data-dir=${profileDir}`].join(
    ' ',
  );
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${reportFile}`,
    '--quiet',
    // Its trace and network log beside the report (report-0.trace.json), kept with it.
    ...(keepAs ? ['--save-assets'] : []),
    `--chrome-flags=${chromeFlags}`,
    `--extra-headers=${JSON.stringify({ Cookie: signedIn.cookies })}`,
    ...(profile === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // A session of its own, as its Chromium has: this process's session gives way to the browser (process-cpu.ts).
      detached: true,
    });
    // Not in this process's group, so not stopped with it by a terminal's Ctrl-C: stopped here, by the signal on which
    // its launcher closes its Chromium (which runs in a session of its own again).
    const stop = () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    };
    process.on('exit', stop);
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      process.off('exit', stop);
      const written = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : null;
      if (keepAs) keepReport(runDir, written, keepAs);
      fs.rmSync(runDir, { recursive: true, force: true });
      if (written === null) return reject(new Error(`lighthouse exited ${code}:\n${err.slice(-2000)}`));
      const report = JSON.parse(written) as LighthouseReport;
      const score = report.categories.performance.score;
      if (report.runtimeError || score === null) return resolve({ failed: report.runtimeError?.code ?? 'NO_SCORE' });
      const value = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
      resolve({
        score: Math.round(score * 100),
        firstPaintMs: Math.round(value('first-contentful-paint')),
        largestPaintMs: Math.round(value('largest-contentful-paint')),
        blockingMs: Math.round(value('total-blocking-time')),
        blockingFromFirstTasksMs: blockingFromFirstTasks(report),
        layoutShift: Number(value('cumulative-layout-shift').toFixed(3)),
        machineIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
      });
    });
  });
}

/**
 * A demo account signed in in Chromium as a person would (the language left English), and for the player the
 * mid-season league made current by opening its team page once, as a notification's link does.
 */
async function signIn(
  baseUrl: string,
  inDir: string,
  account: DemoAccount,
  currentLeague: string | null,
): Promise<SignedIn> {
  const profileDir = fs.mkdtempSync(path.join(inDir, 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL: baseUrl,
    args: [...CHROMIUM_FLAGS, ACCEPT_LOCAL_CERTIFICATE],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInWith(account.email, account.password)(page);
    if (currentLeague) {
      await page.goto(`/team?league=${currentLeague}`);
      await page.waitForFunction((id) => Object.values(window.localStorage).includes(id), currentLeague);
    }
    const cookies = (await context.cookies())
      .filter((cookie) => cookie.name !== 'locale' && cookie.name !== 'cookie_consent')
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    return { cookies, profileDir };
  } finally {
    await context.close();
    for (const cache of PROFILE_CACHES)
      fs.rmSync(path.join(profileDir, 'Default', cache), { recursive: true, force: true });
  }
}

/** The run's report as `keepAs`, its trace and network log beside it (mobile_players-2-1.report-0.trace.json). */
function keepReport(runDir: string, report: string | null, keepAs: string): void {
  if (report !== null) fs.writeFileSync(keepAs, report);
  for (const asset of fs.readdirSync(runDir).filter((file) => /^report-.*\.json$/.test(file)))
    fs.copyFileSync(path.join(runDir, asset), keepAs.replace(/\.json$/, `.${asset}`));
}

/** Where `--reports` keeps a run's report: mobile_players-2-1.json is /players' second run, first attempt, on a phone. */
function reportPathFor(dir: string, profile: Profile, page: string, run: number, attempt: number): string {
  fs.mkdirSync(dir, { recursive: true });
  return path.join(path.resolve(dir), `${profile}${page.replaceAll('/', '_')}-${run}-${attempt}.json`);
}

/**
 * The site as a phone reaches it in production (docker/README.md): docker/proxy-nginx.conf in front of the BFF, ending
 * TLS itself (`listen 443 ssl`, HTTP/2) with a certificate made for the run, the BFF believing it as production's does
 * (TRUST_PROXY, Secure cookies); or, `over` http, the BFF itself over plain HTTP/1.1. Lighthouse's phone replays the
 * page's requests over the protocol it saw: over HTTP/1.1, six connections and a round trip for each request.
 */
async function withSite(
  over: 'https' | 'http',
  work: (site: { url: string; served: string; bench: BenchStack }) => Promise<void>,
): Promise<void> {
  if (over === 'http')
    return withBenchStack('lighthouse', {}, (bench) =>
      work({ url: bench.stack.url, served: 'by the BFF itself over HTTP/1.1', bench }),
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-lighthouse-proxy-'));
  const [port, bffPort, internalPort] = [await freePort(), await freePort(), await freePort()];
  let proxy: NginxProxy | undefined;
  try {
    proxy = await startNginxProxy({
      bffPorts: [bffPort],
      internalPorts: [internalPort],
      dir,
      port,
      tls: localCertificate(dir),
    });
    const url = proxy.url;
    const bffEnv = { PUBLIC_URL: url, TRUST_PROXY: 'loopback', COOKIE_SECURE: 'true' };
    await withBenchStack('lighthouse', { bffPort, bffInternalPorts: [internalPort], bffEnv }, (bench) =>
      work({ url, served: "through the site's nginx proxy over HTTPS and HTTP/2", bench }),
    );
  } finally {
    await proxy?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function measureLighthouse(argv = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      // Lighthouse's variability guide: the median of five runs is twice as stable as one run.
      runs: { type: 'string', default: String(RUNS) },
      profile: { type: 'string' },
      pages: { type: 'string' },
      // A folder to keep every run's whole report in (what the largest paint was, the long tasks, the requests).
      reports: { type: 'string' },
      // http: the BFF itself, HTTP/1.1 (how the figures before 2026-11-30 were measured).
      over: { type: 'string', default: 'https' },
    },
  });
  const runs = Number(values.runs);
  const only = values.pages?.split(',');
  const profiles = (Object.keys(TARGETS) as Profile[]).filter(
    (profile) => !values.profile || values.profile === profile,
  );

  const over = values.over;
  if (over !== 'https' && over !== 'http') throw new Error(`--over ${over}: https (the default) or http`);
  await withSite(over, async ({ url, served, bench: { stack, database, dataDir } }) => {
    const account = (role: string) => stack.demoAccounts.find((demo) => demo.role === role)!;
    // In the stack's folder, which goes with the stack.
    const player = await signIn(url, dataDir, account('USER'), DEMO_MIDSEASON_LEAGUE_ID);
    const owner = await signIn(url, dataDir, account('SUPER_ADMIN'), null);
    const lowered = lowerPriorityOfProcessesUnderThisOne(STACK_NICENESS);
    const pages = [
      ...PLAYER_PAGES.map((path) => ({ path, signedIn: player })),
      ...OWNER_PAGES.map((path) => ({ path, signedIn: owner })),
    ].filter(({ path }) => !only || only.includes(path));

    console.log(
      `${LIGHTHOUSE}, ${runs} runs a page, signed in, the mid-season league current, caches empty; served ${served}; the stack and proxy at nice ${STACK_NICENESS} (${lowered.threads} threads${lowered.restoreSession ? ', and their session' : ''}); on ${database}`,
    );
    const results: Record<string, Record<string, { runs: Run[]; medianScore: number; medianBlockingMs: number }>> = {};
    let met = true;
    for (const profile of profiles) {
      results[profile] = {};
      console.log(
        `${profile} (target ≥ ${TARGETS[profile].score}${Number.isFinite(TARGETS[profile].blockingMs) ? `, blocking ≤ ${TARGETS[profile].blockingMs} ms` : ''}):`,
      );
      for (const { path, signedIn } of pages) {
        const measured: Run[] = [];
        const failures: string[] = [];
        for (let run = 0; run < runs; run++) {
          for (let attempt = 1; attempt <= TRIES; attempt++) {
            const keepAs = values.reports && reportPathFor(values.reports, profile, path, run + 1, attempt);
            const result = await lighthouse(`${url}${path}`, signedIn, profile, keepAs);
            if ('failed' in result) failures.push(result.failed);
            else {
              measured.push(result);
              break;
            }
          }
        }
        const medianScore = median(measured.map((run) => run.score));
        const medianBlockingMs = median(measured.map((run) => run.blockingMs));
        const pageMet = medianScore >= TARGETS[profile].score && medianBlockingMs <= TARGETS[profile].blockingMs;
        met &&= pageMet;
        results[profile][path] = { runs: measured, medianScore, medianBlockingMs };
        console.log(
          `  ${path.padEnd(13)} median ${String(medianScore).padStart(3)}  blocking ${String(medianBlockingMs).padStart(4)} ms` +
            `  ${pageMet ? 'met' : 'NOT met'}   runs: ` +
            measured
              .map(
                (run) =>
                  `${run.score} (paint ${run.firstPaintMs}/${run.largestPaintMs} ms, blocking ${run.blockingMs} ms (${run.blockingFromFirstTasksMs} in tasks begun before first paint), shift ${run.layoutShift}, machine ${run.machineIndex})`,
              )
              .join(', ') +
            (failures.length > 0 ? `  (Lighthouse failed ${failures.length}×: ${failures.join(', ')})` : ''),
        );
      }
    }
    lowered.restoreSession?.();
    const indexes = Object.values(results)
      .flatMap((byPage) => Object.values(byPage).flatMap(({ runs }) => runs.map((run) => run.machineIndex)))
      .filter(Number.isFinite);
    if (indexes.length > 0) {
      const [slowest, fastest] = [Math.min(...indexes), Math.max(...indexes)];
      console.log(
        `machine (Lighthouse's benchmarkIndex, higher is faster): ${slowest}–${fastest}` +
          (fastest > slowest * 1.25
            ? ': it swung by more than a quarter, so runs differ by the machine as much as by the page'
            : ''),
      );
    }
    record('lighthouse', {
      database,
      lighthouse: LIGHTHOUSE,
      served,
      runs,
      stackNiceness: STACK_NICENESS,
      results,
      targetsMet: met,
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await measureLighthouse();
