import type { StatsImportPreview } from '@hfl/contracts';
import type { StoredSeason } from '../seasons/season-access';
import { planImport } from './preview';
import { readFile, readPasted, refuse, type Table } from './read-table';

/** What the owner sent: an uploaded file's bytes, or the cells pasted from a spreadsheet. */
export interface ImportInput {
  file?: Buffer;
  text?: string;
}

/** The table of the upload, else of the pasted cells; neither is refused. */
export async function readImportInput({ file, text }: ImportInput): Promise<Table> {
  if (file) return readFile(file);
  if (text?.trim()) return readPasted(text);
  throw refuse('errors:statsImportNoInput');
}

/** The preview of importing the input into round `week` (writes nothing). */
export async function previewImport(
  season: StoredSeason,
  week: number,
  input: ImportInput,
  resolutions: Record<string, string> = {},
): Promise<StatsImportPreview> {
  return (await planImport(season, week, await readImportInput(input), resolutions)).preview;
}
