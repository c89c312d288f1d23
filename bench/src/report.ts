import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Prints a figure and keeps it in bench/results/<name>.json for the notes. */
export function record(name: string, figures: Record<string, unknown>): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const entry = {
    name,
    at: new Date().toISOString(),
    node: process.version,
    database: process.env.MONGO_URL ? 'MONGO_URL' : 'embedded FerretDB 1.24.2 (SQLite)',
    ...figures,
  };
  fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(entry, null, 2)}\n`);
}
