/**
 * A unique index refused the write. MongoDB says so with code 11000 (E11000) on inserts and updates alike;
 * FerretDB v1 does on inserts, but answers an update that would break a unique index with code 1 and SQLite's
 * "UNIQUE constraint failed".
 */
export function isDuplicateKeyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 11000 || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
