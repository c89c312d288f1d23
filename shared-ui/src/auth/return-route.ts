const KEY = 'hfl.returnRoute';

interface StoredRoute {
  path: string;
  hash: string;
}

function randomHash(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Remembers where to come back after login; the returned hash travels with the flow (e.g. /register?hash=…). */
export function rememberReturnRoute(path: string): string {
  const hash = randomHash();
  sessionStorage.setItem(KEY, JSON.stringify({ path, hash } satisfies StoredRoute));
  return hash;
}

/** Login's location state when it should lead back to a remembered route (the hash ties it to this flow). */
export interface ReturnRouteState {
  returnHash: string;
}

function storedPath(hash?: string | null): string | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredRoute>;
    if (typeof stored.path !== 'string') return null;
    if (hash && stored.hash !== hash) return null;
    return stored.path;
  } catch {
    return null;
  }
}

/** The remembered path when no hash is given or it matches, else null; always forgets it. */
export function consumeReturnRoute(hash?: string | null): string | null {
  const path = storedPath(hash);
  sessionStorage.removeItem(KEY);
  return path;
}

/** The remembered path the hash names (registration carries it to the confirmation link), keeping it for login. */
export function peekReturnRoute(hash: string): string | null {
  return storedPath(hash);
}
