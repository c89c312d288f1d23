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
    from: `\tif params.Filter.Len() == 1 {\n\t\tv, _ := params.Filter.Get("_id")\n\t\tswitch v.(type) {\n\t\tcase string, types.ObjectID:\n\t\t\twhereClause = fmt.Sprintf(\` WHERE %s = ?\`, metadata.IDColumn)\n\t\t\targs = []any{string(must.NotFail(sjson.MarshalSingleValue(v)))}\n\t\t}\n\t}\n`,
    to: `\twhereClause, args = narrowingWhere(params.Filter)\n`,
    why:
      'The SQLite backend narrows a query only by an `_id` that is the whole filter; any other filter, ' +
      "`{_id: {$in: …}}` (accounts' user names), `{leagueId, status}` (a league's members) or `{_id, $or: …}` " +
      "(connect-mongo's session read, on every request through the BFF), read and decoded the whole collection in Go, " +
      "the database's heaviest work under load. The handler applies the whole filter to what the backend returns " +
      'in every command (find, count, update, delete…), so the backend only has to return a superset of the matches: ' +
      '`narrowingWhere` below.',
  },
  {
    file: 'internal/backends/sqlite/collection.go',
    from: `\tif params.Filter.Len() == 1 {\n\t\tv, _ := params.Filter.Get("_id")\n\t\tswitch v.(type) {\n\t\tcase string, types.ObjectID:\n\t\t\tfilterPushdown = true\n\t\t\twhereClause = fmt.Sprintf(\` WHERE %s = ?\`, metadata.IDColumn)\n\t\t\targs = []any{string(must.NotFail(sjson.MarshalSingleValue(v)))}\n\t\t}\n\t}\n`,
    to: `\twhereClause, args = narrowingWhere(params.Filter)\n\tfilterPushdown = whereClause != ""\n`,
    why: 'explain shows the plan of the query as the patch above narrows it.',
  },
  {
    file: 'internal/backends/sqlite/collection.go',
    from: `// check interfaces\nvar (\n\t_ backends.Collection = (*collection)(nil)\n)\n`,
    to: `// check interfaces\nvar (\n\t_ backends.Collection = (*collection)(nil)\n)\n
// narrowingWhere is a WHERE clause that keeps every row the filter may match: one condition per top-level field
// compared by equality, $eq or $in with strings and ObjectIDs only (those encode to the same JSON text in the query
// and in the stored document; a string with characters JSON may escape differently is left out). A field other than
// _id may hold an array that contains the value, so a row whose field is an array (its JSON text starts with "[") is
// kept too. Both terms compare the field's JSON text, the expression FerretDB indexes, so its index can serve them.
func narrowingWhere(filter *types.Document) (string, []any) {
\tif filter.Len() == 0 {
\t\treturn "", nil
\t}
\tif _, dup := filter.FindDuplicateKey(); dup {
\t\treturn "", nil
\t}
\tvar conditions []string
\tvar args []any
\tfor _, key := range filter.Keys() {
\t\tif !narrowableField(key) {
\t\t\tcontinue
\t\t}
\t\tvalues := narrowableValues(must.NotFail(filter.Get(key)))
\t\tif len(values) == 0 {
\t\t\tcontinue
\t\t}
\t\tcolumn := metadata.IDColumn
\t\tif key != "_id" {
\t\t\tcolumn = fmt.Sprintf("%s->'%s'", metadata.DefaultColumn, key)
\t\t}
\t\tcondition := fmt.Sprintf("%s IN (?%s)", column, strings.Repeat(", ?", len(values)-1))
\t\tif key != "_id" {
\t\t\tcondition = fmt.Sprintf("(%s OR (%s >= '[' AND %s < '\\\\'))", condition, column, column)
\t\t}
\t\tconditions = append(conditions, condition)
\t\tfor _, v := range values {
\t\t\targs = append(args, string(must.NotFail(sjson.MarshalSingleValue(v))))
\t\t}
\t}
\tif len(conditions) == 0 {
\t\treturn "", nil
\t}
\treturn " WHERE " + strings.Join(conditions, " AND "), args
}

// narrowableField: a top-level field name that is safe inside the SQL text (not an operator, not a path).
func narrowableField(key string) bool {
\tif key == "" || strings.HasPrefix(key, "_ferretdb") {
\t\treturn false
\t}
\tfor _, r := range key {
\t\tif !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
\t\t\treturn false
\t\t}
\t}
\treturn true
}

// narrowableValues: the values a field's condition compares it with by equality, or nil when it does something else.
func narrowableValues(v any) []any {
\tswitch v := v.(type) {
\tcase types.ObjectID:
\t\treturn []any{v}
\tcase string:
\t\tif !plainString(v) {
\t\t\treturn nil
\t\t}
\t\treturn []any{v}
\tcase *types.Document:
\t\tif v.Len() != 1 {
\t\t\treturn nil
\t\t}
\t\tif eq, err := v.Get("$eq"); err == nil {
\t\t\tif _, nested := eq.(*types.Document); nested {
\t\t\t\treturn nil
\t\t\t}
\t\t\treturn narrowableValues(eq)
\t\t}
\t\tin, err := v.Get("$in")
\t\tif err != nil {
\t\t\treturn nil
\t\t}
\t\tarray, ok := in.(*types.Array)
\t\tif !ok || array.Len() == 0 || array.Len() > 500 {
\t\t\treturn nil
\t\t}
\t\tvalues := make([]any, 0, array.Len())
\t\tfor i := 0; i < array.Len(); i++ {
\t\t\telement := must.NotFail(array.Get(i))
\t\t\tswitch element.(type) {
\t\t\tcase types.ObjectID, string:
\t\t\t\tif one := narrowableValues(element); len(one) == 1 {
\t\t\t\t\tvalues = append(values, one[0])
\t\t\t\t\tcontinue
\t\t\t\t}
\t\t\t}
\t\t\treturn nil
\t\t}
\t\treturn values
\t}
\treturn nil
}

// plainString: printable ASCII that JSON writes one way only (no quote, backslash, or HTML characters Go escapes).
func plainString(s string) bool {
\tfor _, r := range s {
\t\tif r < 0x20 || r > 0x7e || strings.ContainsRune("\\"\\\\<>&", r) {
\t\t\treturn false
\t\t}
\t}
\treturn true
}
`,
    why: 'The narrowing the patch above calls.',
  },
  {
    file: 'internal/handler/msg_update.go',
    from: `\t\tcloser := iterator.NewMultiCloser()\n\t\tdefer closer.Close()\n\n\t\tcloser.Add(res.Iter)\n\n\t\titer := common.FilterIterator(res.Iter, closer, u.Filter)\n\n\t\tif !u.Multi {\n\t\t\titer = common.LimitIterator(iter, closer, 1)\n\t\t}\n\n\t\tresult, err := common.UpdateDocument(ctx, c, "update", iter, &u)\n`,
    to: `\t\tcloser := iterator.NewMultiCloser()\n\n\t\tcloser.Add(res.Iter)\n\n\t\titer := common.FilterIterator(res.Iter, closer, u.Filter)\n\n\t\tif !u.Multi {\n\t\t\titer = common.LimitIterator(iter, closer, 1)\n\t\t}\n\n\t\tresult, err := common.UpdateDocument(ctx, c, "update", iter, &u)\n\t\tcloser.Close()\n`,
    why:
      "An update command's statements each read through a pooled SQLite connection, and FerretDB deferred every " +
      "statement's close to the end of the whole command (a `defer` inside its loop): a command of 16 statements held " +
      "16 connections, and a burst of such commands (a waiver run writes its rosters' lineups as one) took every " +
      'connection of the pool while their writes waited for one: the server hung for good. Each read now ends with ' +
      'its statement.',
  },
  {
    file: 'internal/handler/msg_delete.go',
    from: `"errors"\n\t"fmt"\n`,
    to: `"errors"\n\t"fmt"\n\t"strings"\n`,
    why: 'For the delete by ids below.',
  },
  {
    file: 'internal/handler/msg_delete.go',
    from: `func (h *Handler) execDelete(ctx context.Context, c backends.Collection, p *common.Delete) (int32, error) {\n`,
    to: `// deleteByIDs: the ids of a filter that names documents by _id alone (equal, $eq or $in, of ObjectIDs and of
// strings JSON writes one way only), which SQLite matches exactly by the _id index.
func deleteByIDs(filter *types.Document) ([]any, bool) {
\tif filter.Len() != 1 {
\t\treturn nil, false
\t}
\tv, err := filter.Get("_id")
\tif err != nil {
\t\treturn nil, false
\t}
\tplain := func(x any) bool {
\t\tswitch x := x.(type) {
\t\tcase types.ObjectID:
\t\t\treturn true
\t\tcase string:
\t\t\tfor _, r := range x {
\t\t\t\tif r < 0x20 || r > 0x7e || strings.ContainsRune("\\"\\\\<>&", r) {
\t\t\t\t\treturn false
\t\t\t\t}
\t\t\t}
\t\t\treturn true
\t\t}
\t\treturn false
\t}
\tif plain(v) {
\t\treturn []any{v}, true
\t}
\td, ok := v.(*types.Document)
\tif !ok || d.Len() != 1 {
\t\treturn nil, false
\t}
\tif eq, err := d.Get("$eq"); err == nil {
\t\treturn []any{eq}, plain(eq)
\t}
\tin, err := d.Get("$in")
\tif err != nil {
\t\treturn nil, false
\t}
\tarray, ok := in.(*types.Array)
\tif !ok || array.Len() == 0 || array.Len() > 500 {
\t\treturn nil, false
\t}
\tids := make([]any, 0, array.Len())
\tfor i := 0; i < array.Len(); i++ {
\t\tid := must.NotFail(array.Get(i))
\t\tif !plain(id) {
\t\t\treturn nil, false
\t\t}
\t\tids = append(ids, id)
\t}
\treturn ids, true
}

func (h *Handler) execDelete(ctx context.Context, c backends.Collection, p *common.Delete) (int32, error) {
\tif ids, ok := deleteByIDs(p.Filter); ok && (!p.Limited || len(ids) == 1) {
\t\td, err := c.DeleteAll(ctx, &backends.DeleteAllParams{IDs: ids})
\t\tif err != nil {
\t\t\treturn 0, lazyerrors.Error(err)
\t\t}
\t\treturn d.Deleted, nil
\t}
`,
    why:
      'A delete read and decoded every document its filter named, only to collect their _ids and delete those: a ' +
      "waiver run's deletes by _id (its claims decided, its players cut) cost FerretDB a sixth of its CPU. A filter " +
      'that names documents by _id alone is deleted by those ids at once; SQLite counts what it removed.',
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
  ...(['db', 'tx'] as const).flatMap((receiver) =>
    (['>>>', '<<<'] as const).map((arrow) => {
      const line = `${receiver}.l.With(fields...).DebugContext(ctx, fmt.Sprintf("${arrow} %s", query))`;
      return {
        file: `internal/util/fsql/${receiver}.go`,
        from: `\t${line}\n`,
        to: `\tif ${receiver}.l.Enabled(ctx, slog.LevelDebug) {\n\t\t${line}\n\t}\n`,
        why:
          'FerretDB logs every SQL statement with its arguments at debug level, but builds that line (the query and ' +
          'the documents it writes, escaped as text) before the logger drops it at our level: about 7 % of its CPU ' +
          'under updates and finds by _id, much of it inside the write lock above. Built only when logged.',
      };
    }),
  ),
  {
    file: 'internal/handler/msg_hello.go',
    from: `\tres.Set("logicalSessionTimeoutMinutes", logicalSessionTimeoutMinutes)\n`,
    to: '',
    why:
      'FerretDB 1.x ignores sessions (no transactions, no retried writes, no causal reads) but announces them, so ' +
      'every driver command carried a session id and the Node driver pooled one per concurrent command, walking the ' +
      "whole pool (hundreds after a burst) each time a command ended: about a twentieth of the fantasy service's CPU " +
      'under the rosters bench. Not announced, drivers send none. No code of ours uses sessions.',
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
