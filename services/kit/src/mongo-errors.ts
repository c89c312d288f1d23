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

/**
 * FerretDB's SQLite backend refuses a write while another holds the database ("database is locked", SQLITE_BUSY) when
 * many writes meet; MongoDB never answers so. Such a write changed nothing and may simply be sent again.
 */
export function isDatabaseBusyError(error: unknown): boolean {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && (message.includes('database is locked') || message.includes('SQLITE_BUSY'));
}

/** Runs a write, sending it again (up to `attempts` times, a few milliseconds apart) while the database is busy. */
export async function retryWhileBusy<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isDatabaseBusyError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
