import {
  IMPORT_SIGNED_KEYS,
  MAX_GAME_SCORE,
  STAT_VALUE_BOUNDS,
  STATS_IMPORT_LIMITS,
  type ImportColumn,
  type StatKey,
  type StatsImportIssue,
} from '@hfl/contracts';
import { isStatColumn, readHeader } from './columns';
import type { Table, TableCell } from './read-table';

/** One row of the file as the import reads it: who it is about, the values it sets, and what is wrong with it. */
export interface ImportRow {
  row: number;
  club: string;
  jersey: string;
  name: string;
  /** The club's score when the row is the club's own (no number, no name). */
  score: number | null;
  /** Every statistic column of the file: an empty cell is 0. */
  stats: Partial<Record<StatKey, number>>;
  errors: StatsImportIssue[];
}

/** The file's rows, read with its header: every cell checked; a row's problems are listed on it, never thrown. */
export function importRows(table: Table): { rows: ImportRow[]; headers: Map<ImportColumn, string> } {
  const [header, ...body] = table.rows;
  const columns = readHeader(header!.cells);
  const headers = new Map<ImportColumn, string>();
  columns.forEach((column, i) => column && headers.set(column, header!.cells[i]!.text));
  const rows = body.map(({ row, cells }) => {
    const read: ImportRow = { row, club: '', jersey: '', name: '', score: null, stats: {}, errors: [] };
    const issue = (column: ImportColumn, message: string, params: Record<string, string | number> = {}) =>
      read.errors.push({ column, message, params: { column: headers.get(column) ?? column, ...params } });
    columns.forEach((column, i) => {
      const cell: TableCell = cells[i] ?? { text: '', formula: false };
      if (column === null) return;
      if (cell.formula) return issue(column, 'errors:statsImportFormula');
      if (cell.text.length > STATS_IMPORT_LIMITS.maxCellChars) return issue(column, 'errors:statsImportCellTooLong');
      if (column === 'club') read.club = cell.text;
      else if (column === 'player') read.name = cell.text;
      else if (column === 'jersey') {
        if (cell.text === '') return;
        const jersey = wholeNumber(cell.text);
        if (jersey === null) return issue(column, 'errors:statsImportNotNumber', { value: cell.text });
        read.jersey = String(jersey);
      } else if (column === 'score') {
        if (cell.text === '') return;
        const score = wholeNumber(cell.text);
        if (score === null) return issue(column, 'errors:statsImportNotNumber', { value: cell.text });
        if (score < 0) return issue(column, 'errors:statsImportNegative');
        if (score > MAX_GAME_SCORE) return issue(column, 'errors:statsImportTooBig', { max: MAX_GAME_SCORE });
        read.score = score;
      } else if (isStatColumn(column)) {
        const value = cell.text === '' ? 0 : wholeNumber(cell.text);
        if (value === null) return issue(column, 'errors:statsImportNotNumber', { value: cell.text });
        if (value < 0 && !IMPORT_SIGNED_KEYS.includes(column)) return issue(column, 'errors:statsImportNegative');
        if (value < STAT_VALUE_BOUNDS.min) return issue(column, 'errors:statsImportNegative');
        if (value > STAT_VALUE_BOUNDS.max)
          return issue(column, 'errors:statsImportTooBig', { max: STAT_VALUE_BOUNDS.max });
        read.stats[column] = value;
      }
    });
    if (!read.club && read.errors.length === 0)
      read.errors.push({ column: 'club', message: 'errors:statsImportNoClub' });
    const isScoreRow = read.jersey === '' && read.name === '';
    if (!isScoreRow && read.score !== null) issue('score', 'errors:statsImportScoreOnPlayer');
    if (isScoreRow && read.score === null && Object.values(read.stats).some((value) => value !== 0))
      read.errors.push({ column: 'player', message: 'errors:statsImportNoPlayer' });
    return read;
  });
  return { rows, headers };
}

/** "12" or "12.0" (a workbook's number) is 12; "1.5", "12 yds" or "abc" is not a whole number. */
function wholeNumber(text: string): number | null {
  const normalized = text.replace(/\s/g, '').replace(/^\+/, '');
  if (!/^-?\d+(?:[.,]0+)?$/.test(normalized)) return null;
  return Number.parseInt(normalized, 10);
}

/** A club's own row: its score (or nothing), no player. */
export const isScoreRow = (row: ImportRow): boolean => row.jersey === '' && row.name === '';
