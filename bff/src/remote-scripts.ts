import fs from 'node:fs/promises';
import path from 'node:path';
import { logger } from '@hfl/kit';

/**
 * The scripts a remote runs before its first page can, as its manifest names them: its entry (remoteEntry.js) and its
 * registration's. The page asks for them with itself, beside the manifest, instead of once the manifest has arrived
 * and been read (issue 39: on a phone, a round trip less before a remote's page). None when the manifest cannot be
 * read: the page then preloads the manifest alone, as before.
 */
export type RemoteScriptsReader = (manifestUrl: string) => Promise<readonly string[]>;

/** The parts of a Module Federation manifest (mf-manifest.json) read here. */
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: ReadonlyArray<{ name?: string; assets?: { js?: { sync?: readonly string[] } } }>;
}

/** A remote deployed anew names new files: its manifest is read again after this long. */
const FRESH_MS = 10_000;
/** A page waits for its remote's manifest only on the first read (later ones refresh behind it), at most this long. */
const FETCH_TIMEOUT_MS = 500;
/** Any base for resolving a path-only URL; only the path is kept of what it yields. */
const SAME_ORIGIN = 'http://same-origin.invalid';

/** True when a remote is given by its manifest (mf-manifest.json), not by its entry script (remoteEntry.js). */
export function isManifestUrl(entry: string): boolean {
  return new URL(entry, SAME_ORIGIN).pathname.endsWith('.json');
}

/**
 * The entry's and the registration's script URLs of a manifest found at `manifestUrl` (a path on this site, or a URL),
 * in the form the manifest's URL has: the federation runtime asks for exactly these.
 */
export function firstScriptsOf(manifestUrl: string, manifest: Manifest): string[] {
  const pathOnly = manifestUrl.startsWith('/') && !manifestUrl.startsWith('//');
  const manifestAt = new URL(manifestUrl, SAME_ORIGIN);
  const publicPath = manifest.metaData?.publicPath;
  // 'auto': the remote's files sit beside its manifest.
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestAt) : manifestAt;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? [entry.path, entry.name].filter(Boolean).join('/') : null;
  const registration = manifest.exposes?.find((expose) => expose.name === 'register')?.assets?.js?.sync ?? [];
  return [...(entryFile ? [entryFile] : []), ...registration].map((file) => {
    const url = new URL(file, base);
    return pathOnly && url.origin === SAME_ORIGIN ? `${url.pathname}${url.search}` : url.href;
  });
}

/**
 * Reads each remote's manifest where it lives: from the folder this site serves it from (`servedDirs`: URL path prefix
 * → folder), else over HTTP, at the address `sources` gives for it if any (another container's), else at its own;
 * each read again once FRESH_MS old.
 */
export function remoteScriptsReader({
  servedDirs = {},
  sources = {},
}: {
  servedDirs?: Readonly<Record<string, string>>;
  sources?: Readonly<Record<string, string>>;
}): RemoteScriptsReader {
  const kept = new Map<string, { at: number; scripts: Promise<readonly string[]> }>();
  // Told once a manifest: a remote not built yet, or not reachable from here, would fill the log every FRESH_MS.
  const told = new Set<string>();

  async function readManifest(manifestUrl: string): Promise<Manifest> {
    const readAt = sources[manifestUrl] ?? manifestUrl;
    const served = Object.entries(servedDirs).find(([prefix]) => readAt.startsWith(`${prefix}/`));
    if (served) {
      const [prefix, dir] = served;
      // Resolved as a URL first: no `..` leaves the folder.
      const file = path.join(dir, new URL(readAt.slice(prefix.length), SAME_ORIGIN).pathname);
      return JSON.parse(await fs.readFile(file, 'utf8')) as Manifest;
    }
    const answer = await fetch(readAt, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!answer.ok) throw new Error(`${readAt} answered ${answer.status}`);
    return (await answer.json()) as Manifest;
  }

  return (manifestUrl) => {
    // A remote given by its entry script (remoteEntry.js) has no manifest: the page preloads that script alone.
    if (!isManifestUrl(manifestUrl)) return Promise.resolve([]);
    const now = Date.now();
    const last = kept.get(manifestUrl);
    if (last && now - last.at < FRESH_MS) return last.scripts;
    const scripts = readManifest(manifestUrl).then(
      (manifest) => firstScriptsOf(manifestUrl, manifest),
      (error: unknown) => {
        if (!told.has(manifestUrl))
          logger.warn({ err: error, manifestUrl }, "shell page: a remote's manifest could not be read");
        told.add(manifestUrl);
        return [];
      },
    );
    kept.set(manifestUrl, { at: now, scripts });
    // Read again behind the page: it goes out with what was read last (a just-deployed remote's old names cost only
    // a wasted preload), and only a first read makes a page wait.
    return last ? last.scripts : scripts;
  };
}
