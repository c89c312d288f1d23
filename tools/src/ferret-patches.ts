import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A change to a file of the FerretDB module (every occurrence of `from`), applied to a copy of the module at build time. */
interface FerretPatch {
  file: string;
  from: string;
  to: string;
  why: string;
}

const FERRET_MODULE = 'github.com/FerretDB/FerretDB';

export const FERRET_PATCHES: readonly FerretPatch[] = [
  {
    file: 'internal/backends/sqlite/metadata/metadata.go',
    from: `IDColumn = DefaultColumn + "->'$._id'"`,
    to: `IDColumn = DefaultColumn + "->'_id'"`,
    why:
      "FerretDB 1.x's SQLite backend indexes _id as `_ferretdb_sjson->\"_id\"` but filters by `->'$._id'`, an " +
      'expression SQLite does not match to that index: every find, update and delete by _id scanned the whole table ' +
      '(26 ms at 10,000 documents, 1.7 ms at 100). Both spellings read the same field; with this one the index is used.',
  },
  {
    file: 'internal/backends/sqlite/collection.go',
    from: `if params.Filter.Len() == 1 {\n\t\tv, _ := params.Filter.Get("_id")`,
    // Len first: a query without a filter has a nil one. Get panics on a duplicated key, which a filter may have.
    to: `if params.Filter.Len() > 0 && params.Filter.Has("_id") && func() bool { _, dup := params.Filter.FindDuplicateKey(); return !dup }() {\n\t\tv, _ := params.Filter.Get("_id")`,
    why:
      'The SQLite backend looks a document up by its _id only when the filter holds nothing else, so `{_id, $or: …}` ' +
      "(connect-mongo's session read, on every request through the BFF) or `{_id, status}` read and decoded the " +
      'whole collection. The handler applies the whole filter to what the backend returns in any case, so narrowing ' +
      'by _id first is always right.',
  },
  {
    // Track's and Untrack's first line alike: Untrack panics for an object Track did not record.
    file: 'internal/util/resource/resource.go',
    from: `(obj any, token *Token) {\n\tcheckArgs(obj, token)\n`,
    to: `(obj any, token *Token) {\n\treturn\n\tcheckArgs(obj, token)\n`,
    why:
      "FerretDB's leak tracker records every iterator it opens in a pprof profile, a stack walk each, and sets a " +
      'finalizer that panics the whole server if one is never closed: a diagnostic for FerretDB developers that cost ' +
      'about a tenth of its CPU here. Track and Untrack become no-ops.',
  },
  {
    file: 'internal/util/fsql/db.go',
    from: `"log/slog"\n\t"time"\n`,
    to: `"log/slog"\n\t"sync"\n\t"time"\n`,
    why: 'For the write lock below.',
  },
  {
    file: 'internal/util/fsql/db.go',
    from: `\tsqlDB     *sql.DB\n`,
    to: `\tsqlDB     *sql.DB\n\twriteMu   sync.Mutex\n`,
    why: 'For the write lock below.',
  },
  {
    file: 'internal/util/fsql/db.go',
    from: `func (db *DB) InTransaction(ctx context.Context, f func(*Tx) error) (err error) {\n`,
    to: `func (db *DB) InTransaction(ctx context.Context, f func(*Tx) error) (err error) {\n\tdb.writeMu.Lock()\n\tdefer db.writeMu.Unlock()\n`,
    why:
      "SQLite takes one writer at a time; FerretDB's inserts and updates (each a transaction) otherwise meet in " +
      "SQLite's busy handler, which sleeps 1, 2, 5, 10… ms between tries however soon the lock frees: with 16 " +
      'concurrent writers p50 8.5 ms, p99 61 ms. Waiting on a lock in FerretDB instead costs nothing while it waits.',
  },
];

/**
 * Copies the FerretDB module from Go's module cache into `workDir`, patches the copy, and writes a go.mod that
 * replaces the module with it; returns that go.mod for `go build -modfile` (Go refuses overlays of module-cache files).
 * A patch that no longer applies stops the build: the FerretDB version in go.mod changed, so the patch needs a look.
 */
export function preparePatchedFerret(launcherDir: string, workDir: string): string {
  const download = spawnSync('go', ['mod', 'download', '-json', FERRET_MODULE], { cwd: launcherDir, encoding: 'utf8' });
  if (download.status !== 0) throw new Error(`go mod download ${FERRET_MODULE} failed:\n${download.stderr}`);
  const moduleDir = (JSON.parse(download.stdout) as { Dir: string }).Dir;
  const copy = path.join(workDir, 'ferretdb');
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(moduleDir, copy, { recursive: true });
  for (const patch of FERRET_PATCHES) {
    const file = path.join(copy, patch.file);
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes(patch.from))
      throw new Error(`FerretDB patch for ${patch.file} no longer applies: "${patch.from}" not found`);
    fs.chmodSync(file, 0o644); // The module cache's files are read-only, and so are their copies.
    fs.writeFileSync(file, source.replaceAll(patch.from, patch.to));
  }
  const goMod = path.join(workDir, 'go.mod');
  fs.writeFileSync(
    goMod,
    `${fs.readFileSync(path.join(launcherDir, 'go.mod'), 'utf8')}\nreplace ${FERRET_MODULE} => ${copy}\n`,
  );
  fs.copyFileSync(path.join(launcherDir, 'go.sum'), path.join(workDir, 'go.sum'));
  return goMod;
}
