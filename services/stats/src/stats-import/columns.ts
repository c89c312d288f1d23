import enCommon from '@hfl/contracts/locales/en/common.json' with { type: 'json' };
import enOwner from '@hfl/contracts/locales/en/owner.json' with { type: 'json' };
import huCommon from '@hfl/contracts/locales/hu/common.json' with { type: 'json' };
import huOwner from '@hfl/contracts/locales/hu/owner.json' with { type: 'json' };
import {
  foldForSearch,
  IMPORT_ID_COLUMNS,
  IMPORT_STAT_KEYS,
  type ImportColumn,
  type ImportIdColumn,
  type Locale,
  type StatKey,
} from '@hfl/contracts';
import { refuse, type TableCell } from './read-table';

/** The template's columns in order: who the row is about, then every entered statistic. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [...IMPORT_ID_COLUMNS, ...IMPORT_STAT_KEYS];

const LABELS: Record<Locale, { id: Record<ImportIdColumn, string>; stats: Record<string, string> }> = {
  en: { id: enOwner.statsImport.columns, stats: enCommon.stats },
  hu: { id: huOwner.statsImport.columns, stats: huCommon.stats },
};

/** A column's header in the owner's language (the template's, and how the preview names a cell). */
export function columnLabel(column: ImportColumn, locale: Locale): string {
  const labels = LABELS[locale];
  return (IMPORT_ID_COLUMNS as readonly string[]).includes(column)
    ? labels.id[column as ImportIdColumn]
    : (labels.stats[column] ?? column);
}

/** Headers spreadsheets commonly use besides ours. */
const ALIASES: Record<string, ImportIdColumn> = {
  team: 'club',
  '#': 'jersey',
  no: 'jersey',
  'no.': 'jersey',
  nr: 'jersey',
  number: 'jersey',
  jersey: 'jersey',
  szam: 'jersey',
  name: 'player',
  nev: 'player',
};

/** Every header a column answers to, folded: its key, its English and Hungarian labels, and the aliases. */
const BY_HEADER = new Map<string, ImportColumn>([
  ...Object.entries(ALIASES),
  ...IMPORT_COLUMNS.flatMap((column) =>
    [column, columnLabel(column, 'en'), columnLabel(column, 'hu')].map((header): [string, ImportColumn] => [
      foldForSearch(header),
      column,
    ]),
  ),
]);

/** Which column each header cell is (null for an empty header over an empty column); unknown headers are refused. */
export function readHeader(cells: readonly TableCell[]): (ImportColumn | null)[] {
  const seen = new Set<ImportColumn>();
  const columns = cells.map((cell) => {
    if (cell.text === '') return null;
    const column =
      BY_HEADER.get(foldForSearch(cell.text)) ?? BY_HEADER.get(foldForSearch(cell.text.replace(/_/g, ' ')));
    if (!column) {
      throw refuse('errors:statsImportUnknownColumn', { column: cell.text.slice(0, 40) });
    }
    if (seen.has(column)) {
      throw refuse('errors:statsImportDuplicateColumn', { column: cell.text.slice(0, 40) });
    }
    seen.add(column);
    return column;
  });
  if (!seen.has('club') || !(seen.has('jersey') || seen.has('player'))) {
    throw refuse('errors:statsImportNoHeader');
  }
  return columns;
}

export const isStatColumn = (column: ImportColumn | null): column is StatKey =>
  column !== null && !(IMPORT_ID_COLUMNS as readonly string[]).includes(column);
