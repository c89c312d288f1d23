import type { Page } from 'playwright-core';
import { open } from './accessibility';

/**
 * Issue 39: a signed-in page stands still while the shell, its remote and its data arrive (cumulative layout shift
 * ≤ 0.05, Google's "good" is 0.1), on a laptop and a phone. Each page is a fresh load, so the remotes arrive anew, on a
 * CPU slowed four times as Lighthouse's phone profile does: on a fast CPU the data often arrives before the first
 * paint and hides a page that jumps.
 */
const CPU_SLOWDOWN = 4;
export const MAX_LAYOUT_SHIFT = 0.05;
export const SIZES = [
  { width: 1280, height: 860 },
  { width: 390, height: 844 },
];

/**
 * Sums every layout shift the page makes from its first paint (a shift right after the user's input does not count).
 * An init script: give it to the browser context before the pages to measure load.
 */
export function recordLayoutShifts(): void {
  const recorded = window as unknown as { __hflLayoutShift: number };
  recorded.__hflLayoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) recorded.__hflLayoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await open(page, path);
  // Late shifts (an image, a font, a late panel) count too.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __hflLayoutShift: number }).__hflLayoutShift);
}

/**
 * Each path at each size on the slowed CPU (`recordLayoutShifts` installed): those that shift more than allowed, with
 * their shift. The page gets its CPU and viewport back afterwards.
 */
export async function shiftsOver(page: Page, paths: readonly string[]): Promise<string[]> {
  const viewport = page.viewportSize();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    const over: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const path of paths) {
        const shift = await layoutShiftOf(page, path);
        console.log(`layout shift ${path} at ${size.width} px: ${shift.toFixed(3)}`);
        if (shift > MAX_LAYOUT_SHIFT) over.push(`${path} at ${size.width} px: ${shift.toFixed(3)}`);
      }
    }
    return over;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    if (viewport) await page.setViewportSize(viewport);
  }
}
