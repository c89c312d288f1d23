import { PAGE_READS_ELEMENT_ID } from '@hfl/contracts';

/** A JSON data block the BFF wrote into the page (bff/src/shell-page.ts), removed once taken; null when there is none. */
export function takeDataBlock<T>(id: string, doc: Document | undefined = globalThis.document): T | null {
  const element = doc?.getElementById(id);
  if (!element?.textContent) return null;
  element.remove();
  return JSON.parse(element.textContent) as T;
}

/** The answers the page came with, by path, until the page asks for them. */
const written = new Map<string, unknown>();

/**
 * When the page's written answers reached this device: they end the page, so when the page finished arriving (its
 * navigation's responseEnd); now where that is not known.
 */
function pageArrival(): number {
  const [navigation] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  const end = (navigation as PerformanceNavigationTiming | undefined)?.responseEnd ?? 0;
  return end > 0 ? performance.timeOrigin + end : Date.now();
}

/**
 * How long the page's answers stand in for their reads: while the page opens. One nobody took by then (the page did
 * not need it, the user went on elsewhere) is dropped, and a later page reads afresh.
 */
export const WRITTEN_READ_FRESH_MS = 20_000;

/**
 * The answer the page came with for a GET of `path` (the BFF writes the first reads of some pages in: the home page's
 * news, a member's memberships), taken once: the next ask of that path (a Retry, another language, coming back to the
 * page) goes to the API. Null when the page brought none, or brought it too long ago.
 */
export function takeWrittenRead(path: string): { body: unknown; arrivedAt: number } | null {
  for (const read of takeDataBlock<Array<{ path: string; body: unknown }>>(PAGE_READS_ELEMENT_ID) ?? [])
    written.set(read.path, read.body);
  if (!written.has(path)) return null;
  const body = written.get(path);
  written.delete(path);
  const arrivedAt = pageArrival();
  if (Date.now() - arrivedAt > WRITTEN_READ_FRESH_MS) {
    written.clear();
    return null;
  }
  return { body, arrivedAt };
}

/** Drops every answer the page came with (the user changed something: a join, a login, a logout). */
export function forgetWrittenReads(): void {
  takeDataBlock(PAGE_READS_ELEMENT_ID);
  written.clear();
}
