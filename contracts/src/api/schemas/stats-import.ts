import * as yup from 'yup';
import { OBJECT_ID_PATTERN } from '../../common/object-id';
import { STAT_KEYS, type Position, type StatKey } from '../../rules/scoring';
import { MAX_ROUND } from '../../rules/game-constants';
import { DERIVED_STAT_KEYS } from './games';

/**
 * A round's statistics imported from one file (owner `/owner/stats`, issue 40): a CSV (comma, semicolon or tab),
 * an Excel workbook (.xlsx) or cells pasted from a spreadsheet. One row per player line (club, jersey number or
 * name, the entered statistics) and one row per club without a player holding its score. The preview writes
 * nothing; applying it saves each game's sheet as the owner's own save would.
 */

export const STATS_IMPORT_LIMITS = {
  /** A round of four games is some 20 KB as CSV, 30 KB as a workbook: more is not a round's statistics. */
  maxFileBytes: 2 * 1024 * 1024,
  maxPasteChars: 500_000,
  maxRows: 2000,
  maxColumns: 40,
  /** A name or a number is short; a longer cell is refused on its row. */
  maxCellChars: 100,
} as const;

/** The statistics a file carries: the entered ones (the derived ones follow from the score). */
export const IMPORT_STAT_KEYS = STAT_KEYS.filter(
  (key) => !(DERIVED_STAT_KEYS as readonly string[]).includes(key),
) as StatKey[];

/** Columns that are not statistics, in the template's order. */
export const IMPORT_ID_COLUMNS = ['club', 'jersey', 'player', 'score'] as const;
export type ImportIdColumn = (typeof IMPORT_ID_COLUMNS)[number];
export type ImportColumn = ImportIdColumn | StatKey;

/** Yards may be negative (a sack, a loss on a run), as on the score sheet; every count is at least 0. */
export const IMPORT_SIGNED_KEYS: readonly StatKey[] = ['pass_yds', 'rush_yds', 'catch_yds'];

/** The header label key of a column: `owner:statsImport.columns.*` for the first four, `common:stats.*` for a stat. */
export const importColumnLabelKey = (column: ImportColumn): string =>
  (IMPORT_ID_COLUMNS as readonly string[]).includes(column)
    ? `owner:statsImport.columns.${column}`
    : `common:stats.${column}`;

/** Positions a player not found may be added to his club's list as (a club has its one DEF unit and head coach). */
export const IMPORT_NEW_PLAYER_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K'] as const satisfies readonly Position[];

/** The choice that adds a row's player to his club's list as a new player of `position`. */
export const newPlayerChoice = (position: Position): string => `new:${position}`;

/** The position of a `newPlayerChoice`, or null for any other choice. */
export function newPlayerPosition(choice: string | undefined): Position | null {
  const position = choice?.startsWith('new:') ? choice.slice(4) : null;
  return (IMPORT_NEW_PLAYER_POSITIONS as readonly string[]).includes(position ?? '') ? (position as Position) : null;
}

/**
 * Per not-found row (its row number as a string): the player chosen for it, a new player of a position
 * (`newPlayerChoice`), or 'skip' to leave the row out.
 */
const resolutionsField = yup
  .mixed<Record<string, string>>()
  // A multipart form sends the choices as one JSON text.
  .transform((value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  })
  .test('resolutions', 'errors:invalidData', (value: unknown) => {
    if (value === undefined) return true;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const entries = Object.entries(value);
    return (
      entries.length <= STATS_IMPORT_LIMITS.maxRows &&
      entries.every(
        ([row, choice]) =>
          /^\d{1,5}$/.test(row) &&
          typeof choice === 'string' &&
          (choice === 'skip' || OBJECT_ID_PATTERN.test(choice) || newPlayerPosition(choice) !== null),
      )
    );
  })
  .default(undefined);

/**
 * `POST …/stats-import/preview` and `…/apply`: the file (multipart field `file`) or the pasted cells (`text`), and on
 * apply the choices for the players not found.
 */
export const statsImportBodySchema = yup.object({
  text: yup
    .string()
    .typeError('errors:invalidData')
    .max(STATS_IMPORT_LIMITS.maxPasteChars, 'errors:statsImportTooLarge')
    .optional(),
  resolutions: resolutionsField,
});
export type StatsImportBody = { text?: string; resolutions?: Record<string, string> };

/** `GET …/stats-template.{format}`. */
export const STATS_TEMPLATE_FORMATS = ['xlsx', 'csv'] as const;
export type StatsTemplateFormat = (typeof STATS_TEMPLATE_FORMATS)[number];

/** The round in the path. */
export const statsImportParamsSchema = yup.object({
  week: yup
    .number()
    .typeError('errors:notFound')
    .required('errors:notFound')
    .integer('errors:notFound')
    .min(1, 'errors:notFound')
    .max(MAX_ROUND, 'errors:notFound'),
});

/** Why a row (or a cell of it) is not taken: an i18n key with its params, and the column when one cell is at fault. */
export interface StatsImportIssue {
  column?: ImportColumn;
  message: string;
  params?: Record<string, string | number>;
}

export interface StatsImportPlayer {
  /** '' for a player the apply adds to his club's list. */
  id: string;
  name: string;
  position: Position;
  jerseyNumber: number | null;
}

/** A player a not-found row may mean: a close name anywhere, or the club's own with the number. */
export interface StatsImportCandidate extends StatsImportPlayer {
  team: { id: string; name: string } | null;
  /** Already on the club's side of the game's sheet; otherwise choosing him adds him to that list. */
  onSheet: boolean;
}

/**
 * - new: the player has no statistics in the game yet; changed: some value differs (see `changes`); unchanged;
 * - notFound: the club's side of the sheet has no such player (`candidates` may); error: the row is not taken.
 */
export type StatsImportLineStatus = 'new' | 'changed' | 'unchanged' | 'notFound' | 'error';

export interface StatsImportLine {
  /** The row in the file or the pasted cells (the header is row 1). */
  row: number;
  /** As written in the file. */
  club: string;
  jersey: string;
  name: string;
  status: StatsImportLineStatus;
  player: StatsImportPlayer | null;
  /** Every value the row sets that differs from the sheet: `old` null where the game had no line for the player. */
  changes: { key: StatKey; old: number | null; new: number }[];
  candidates: StatsImportCandidate[];
  /** A not-found row the owner chose to leave out. */
  skipped: boolean;
  errors: StatsImportIssue[];
}

export interface StatsImportSide {
  id: string;
  name: string;
  score: { old: number | null; new: number | null };
}

export interface StatsImportGame {
  id: string;
  team1: StatsImportSide;
  team2: StatsImportSide;
  /** The file's rows for this game, in the file's order (score rows not included). */
  lines: StatsImportLine[];
  /** Why the game cannot be saved (a locked round, no score). */
  errors: StatsImportIssue[];
  /** Lines of the sheet the file does not name: they keep their statistics (0 each where there are none). */
  untouched: number;
  /** Whether the file has anything for the game. */
  inFile: boolean;
}

export interface StatsImportPreview {
  seasonId: string;
  week: number;
  /** Of the import's content and choices: the same file applied again is recognised by it. */
  hash: string;
  games: StatsImportGame[];
  /** Rows that belong to no game of the round (an unknown club, a score on a player's row…). */
  rows: StatsImportLine[];
  counts: { new: number; changed: number; unchanged: number; notFound: number; errors: number };
  /** When this same import was applied (ISO), null if never. */
  appliedAt: string | null;
  /** Since when an import of this round is being applied (ISO; left by a crash, it is finished soon), null if none. */
  applyingSince: string | null;
  /** No errors, every player found or chosen: applying it writes everything at once. */
  canApply: boolean;
}

/** `POST …/stats-import/apply`. */
export interface StatsImportResult {
  id: string;
  appliedAt: string;
  /** The same import had been applied before: nothing changed now. */
  alreadyApplied: boolean;
  /** Games saved and lines written now. */
  games: number;
  lines: number;
}
