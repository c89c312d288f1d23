import type { Page } from 'playwright-core';
import { openBrowserAt } from './chromium';

/**
 * A phone as Lighthouse's mobile profile sees it, as far as Chromium alone can: a 390 × 844 viewport and the CPU slowed
 * four times (CDP `Emulation.setCPUThrottlingRate`); the network is not throttled (Lighthouse simulates a slow 4G
 * link, which moves when things arrive, not how long the main thread is busy).
 */
const PHONE = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input; its excess is blocking time (the web-vitals definition). */
export const LONG_TASK_MS = 50;
/** How long the page must stay quiet (no new long task) before it counts as interactive. */
const QUIET_MS = 2_000;

export interface PhoneFigures {
  path: string;
  /** Every layout shift not caused by input, summed from navigation until quiet (stricter than CLS's windows). */
  layoutShift: number;
  /** Σ (long task − 50 ms) from the first contentful paint until quiet: total blocking time. */
  blockingMs: number;
  longTasks: number;
  /** The longest task from the first contentful paint on: how long a tap may go unanswered at worst. */
  longestTaskMs: number;
}

interface Observed {
  shift: number;
  tasks: Array<{ start: number; duration: number }>;
  firstPaint: number | null;
}

/** Installed before any page script: what the page does from its first byte. */
function observe(): void {
  const observed: Observed = { shift: 0, tasks: [], firstPaint: null };
  (window as unknown as { __hflPhone: Observed }).__hflPhone = observed;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) observed.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) observed.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') observed.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function measure(page: Page, path: string): Promise<PhoneFigures> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  let seen = -1;
  for (;;) {
    await page.waitForTimeout(QUIET_MS);
    const count = await page.evaluate(() => (window as unknown as { __hflPhone: Observed }).__hflPhone.tasks.length);
    if (count === seen) break;
    seen = count;
  }
  const observed = await page.evaluate(() => (window as unknown as { __hflPhone: Observed }).__hflPhone);
  const from = observed.firstPaint ?? 0;
  const afterPaint = observed.tasks
    .filter((task) => task.start + task.duration > from)
    .map((task) => task.start + task.duration - Math.max(task.start, from));
  const blocking = afterPaint.map((duration) => Math.max(0, duration - LONG_TASK_MS));
  return {
    path,
    layoutShift: observed.shift,
    blockingMs: Math.round(blocking.reduce((a, b) => a + b, 0)),
    longTasks: observed.tasks.length,
    longestTaskMs: Math.round(Math.max(0, ...afterPaint)),
  };
}

/**
 * Opens each path fresh on the phone profile (`signIn` first, unthrottled, when given) and reports its layout shift,
 * blocking time and longest task. The browser cache is kept between pages, as for a visitor moving through the site.
 */
export async function measureOnPhone(
  baseUrl: string,
  paths: readonly string[],
  signIn?: (page: Page) => Promise<void>,
): Promise<PhoneFigures[]> {
  const { page, close } = await openBrowserAt(baseUrl);
  try {
    await page.setViewportSize(PHONE);
    await page.context().addInitScript(observe);
    if (signIn) await signIn(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const figures: PhoneFigures[] = [];
    for (const path of paths) figures.push(await measure(page, path));
    return figures;
  } finally {
    await close();
  }
}

/** Signs a demo account in through the login form (English, as a fresh browser gets it). */
export function signInWith(email: string, password: string): (page: Page) => Promise<void> {
  return async (page) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  };
}
