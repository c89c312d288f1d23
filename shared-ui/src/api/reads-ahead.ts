import { api } from './api-client';
import { WRITTEN_READ_FRESH_MS } from './written-reads';

interface ReadAhead {
  read: Promise<unknown>;
  startedAt: number;
}

/** GET reads started before the page that needs them asks, by path: each taken once, while the page opens. */
const readsAhead = new Map<string, ReadAhead>();

/**
 * Starts the GET of `path` now, for a page that will ask for it once its code has arrived (mfe-player reads the
 * user's team while its page loads): that page then waits a round trip less (issue 39). A read nobody takes fails
 * quietly; the page that takes it sees its failure.
 */
export function readAhead(path: string): void {
  if (isFresh(readsAhead.get(path))) return;
  const read = api.get<unknown>(path);
  read.catch(() => undefined);
  readsAhead.set(path, { read, startedAt: Date.now() });
}

/**
 * The read of `path` started ahead of the page, in flight or answered, taken once: the next ask of that path (a
 * Retry, a later page) reads afresh. Null when none was started, or too long ago (as long as the page's written reads
 * stand in for theirs).
 */
export function takeReadAhead<T>(path: string): Promise<T> | null {
  const ahead = readsAhead.get(path);
  readsAhead.delete(path);
  return isFresh(ahead) ? (ahead.read as Promise<T>) : null;
}

function isFresh(ahead: ReadAhead | undefined): ahead is ReadAhead {
  return !!ahead && Date.now() - ahead.startedAt <= WRITTEN_READ_FRESH_MS;
}
