import ExcelJS from 'exceljs';
import { ERROR_CODES, STATS_IMPORT_LIMITS } from '@hfl/contracts';
import { DomainError } from '@hfl/kit';

/** One cell as read: its text (a number written as digits), and whether a spreadsheet computes it. */
export interface TableCell {
  text: string;
  formula: boolean;
}

/** The rows of a file or of pasted cells, the first one the header; each row keeps its number in the source. */
export interface Table {
  rows: { row: number; cells: TableCell[] }[];
}

/** The file as a whole is refused: the envelope's message and its one violation (on `file`) say why. */
export const refuse = (message: string, params: Record<string, string | number> = {}) =>
  new DomainError(ERROR_CODES.INPUT, message, params, [{ property: 'file', message, params }]);

/** A zip archive's first bytes: an .xlsx workbook is one. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A text cell; one starting with "=" is a formula a spreadsheet would compute (a CSV keeps it as typed). */
const textCell = (text: string): TableCell => ({ text: text.trim(), formula: text.trim().startsWith('=') });

const tooManyRows = () => refuse('errors:statsImportTooManyRows', { max: STATS_IMPORT_LIMITS.maxRows });

/**
 * Splits CSV or tab-separated text (RFC 4180 quotes) into its rows that hold any text, each with its line number; the
 * separator is the one the header line uses most. Stops at the first row past the limit.
 */
function splitDelimited(text: string): Table {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = ['\t', ';', ','].map((separator) => [separator, firstLine.split(separator).length] as const);
  const separator = counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
  const rows: Table['rows'] = [];
  let line = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ row: line, cells: cells.map(textCell) });
    if (rows.length > STATS_IMPORT_LIMITS.maxRows + 1) throw tooManyRows();
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return { rows };
}

/** Text a person wrote: valid UTF-8 without control bytes (a picture, a PDF or an old .xls has plenty). */
function decodeText(data: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw refuse('errors:statsImportWrongType');
  }
  // eslint-disable-next-line no-control-regex -- control bytes are exactly what tells a binary file
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) throw refuse('errors:statsImportWrongType');
  return text.replace(/^\uFEFF/, '');
}

/** A workbook cell as text; a formula is marked (its cached result is not trusted: Excel may not have computed it). */
function workbookCell(cell: ExcelJS.Cell): TableCell {
  const { value } = cell;
  if (value === null || value === undefined) return textCell('');
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
    return textCell(String(value));
  if (value instanceof Date) return textCell(value.toISOString().slice(0, 10));
  if ('formula' in value || 'sharedFormula' in value) return { text: cell.text, formula: true };
  return textCell(cell.text);
}

/** A round's workbook inflates to well under a megabyte; a zip declaring more is not one (a zip bomb). */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

/**
 * What the zip's central directory says its files inflate to, read before anything is inflated; null when the
 * directory is not where a zip keeps it. (The declared sizes are what the reader allocates by.)
 */
export function declaredInflatedBytes(data: Buffer): number | null {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  // The end record is the last 22 bytes plus a comment of at most 64 KB.
  for (let end = data.length - 22; end >= Math.max(0, data.length - 22 - 0xffff); end--) {
    if (data.readUInt32LE(end) !== END_SIGNATURE) continue;
    const entries = data.readUInt16LE(end + 10);
    let offset = data.readUInt32LE(end + 16);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (offset + 46 > data.length || data.readUInt32LE(offset) !== ENTRY_SIGNATURE) return null;
      total += data.readUInt32LE(offset + 24);
      offset += 46 + data.readUInt16LE(offset + 28) + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
    }
    return total;
  }
  return null;
}

async function readWorkbook(data: Buffer): Promise<Table> {
  const inflated = declaredInflatedBytes(data);
  if (inflated === null || inflated > MAX_INFLATED_BYTES) throw refuse('errors:statsImportWrongType');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw refuse('errors:statsImportWrongType');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse('errors:statsImportEmpty');
  if (sheet.actualRowCount > STATS_IMPORT_LIMITS.maxRows + 1) throw tooManyRows();
  if (sheet.columnCount > STATS_IMPORT_LIMITS.maxColumns)
    throw refuse('errors:statsImportTooManyColumns', { max: STATS_IMPORT_LIMITS.maxColumns });
  const rows: Table['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: TableCell[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(workbookCell(row.getCell(column)));
    rows.push({ row: rowNumber, cells });
  });
  return { rows };
}

/** The table of an uploaded file: an .xlsx workbook's first sheet by its bytes, else CSV text. */
export async function readFile(data: Buffer): Promise<Table> {
  if (data.length === 0) throw refuse('errors:statsImportEmpty');
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) return withoutBlankRows(await readWorkbook(data));
  return withoutBlankRows(splitDelimited(decodeText(data)));
}

/** The table of cells pasted from a spreadsheet (tab-separated; a pasted CSV works too). */
export function readPasted(text: string): Table {
  return withoutBlankRows(splitDelimited(text.replace(/^\uFEFF/, '')));
}

/** Rows with no text at all are left out (a spreadsheet's gaps between games); too many rows or none is refused. */
function withoutBlankRows(table: Table): Table {
  const rows = table.rows.filter((row) => row.cells.some((cell) => cell.text !== '' || cell.formula));
  if (rows.length > STATS_IMPORT_LIMITS.maxRows + 1) throw tooManyRows();
  if (rows.some((row) => row.cells.length > STATS_IMPORT_LIMITS.maxColumns))
    throw refuse('errors:statsImportTooManyColumns', { max: STATS_IMPORT_LIMITS.maxColumns });
  // The header alone has nothing to import.
  if (rows.length < 2) throw refuse('errors:statsImportEmpty');
  return { rows };
}
