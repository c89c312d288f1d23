import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../tools/src/chromium-flags';

export const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
) as string[];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run browser tests through `npm test` (e2e global setup)');
  return url;
}

/** Where a test's global lists its open pages, for the report on a failure (failure-report.ts). */
export const OPEN_PAGES = '__hflOpenPages';
export type WithOpenPages = { [OPEN_PAGES]?: Set<Page> };

/** Whether a page's shell socket has joined (Socket.IO's connect packet to the main namespace came back), by page. */
const liveShells = new WeakMap<Page, boolean>();

/**
 * Follows a page's shell socket: made anew on every page load, once the page has loaded and settled
 * (shell/src/tasks/page-settled.ts); the draft room's own socket joins another namespace ("40/draft,…").
 */
function trackLiveShell(page: Page): void {
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (/^40(\{|$)/.test(String(payload))) liveShells.set(page, true);
    });
    socket.on('close', () => liveShells.set(page, false));
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) liveShells.set(page, false);
  });
}

/** Resolves once `page`'s shell socket has joined: events reach it from then on (a language changed elsewhere). */
export async function untilLive(page: Page, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!liveShells.get(page)) {
    if (Date.now() > until) throw new Error(`the page at ${page.url()} never connected its live socket`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function trackPages(context: BrowserContext): void {
  const pages = ((globalThis as WithOpenPages)[OPEN_PAGES] ??= new Set());
  const track = (page: Page) => {
    pages.add(page);
    trackLiveShell(page);
    page.once('close', () => pages.delete(page));
  };
  context.pages().forEach(track);
  context.on('page', track);
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/** A fresh headless Chromium with its own new profile directory, on the shared stack unless another is given. */
export async function openBrowser(url: string = baseUrl()): Promise<Browser> {
  const executablePath = CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
  if (!executablePath)
    throw new Error('Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS],
    baseURL: url,
    viewport: { width: 1280, height: 860 },
    locale: 'en-GB',
  });
  trackPages(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export function ownerCredentials(): { email: string; password: string } {
  return { email: process.env.E2E_OWNER_EMAIL!, password: process.env.E2E_OWNER_PASSWORD! };
}

/** Signs the demo owner in through the login form and waits for /secure to send them to the back-office. */
export async function signInAsOwner(page: Page): Promise<void> {
  const { email, password } = ownerCredentials();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/owner');
}

/** Signs the demo player in through the login form and waits to leave /login. */
export async function signInAsPlayer(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(process.env.E2E_PLAYER_EMAIL!);
  await page.getByLabel('Password').fill(process.env.E2E_PLAYER_PASSWORD!);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
