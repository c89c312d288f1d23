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

/**
 * Inserts the documents (each with its `_id`) whose unique keys are free and answers the ones this call inserted: a duplicate is another
 * caller's (an earlier run's, or a concurrent one's) and is left to it. Any other refusal is thrown. Both MongoDB and
 * FerretDB name the refused documents, so the answer is exact; were they ever unnamed, none would count as ours.
 */
export async function insertNew<T extends { _id: unknown }>(
  model: { insertMany: (docs: never[], options: { ordered: false; throwOnValidationError: true }) => Promise<unknown> },
  docs: T[],
): Promise<T[]> {
  if (docs.length === 0) return [];
  try {
    // A document the schema refuses is an error, not silently left out.
    await model.insertMany(docs as never[], { ordered: false, throwOnValidationError: true });
    return docs;
  } catch (error) {
    const { writeErrors, insertedDocs } = error as {
      writeErrors?: Array<{ err?: unknown }>;
      insertedDocs?: Array<{ _id?: unknown }>;
    };
    const duplicatesOnly = writeErrors?.length
      ? writeErrors.every((e) => isDuplicateKeyError(e.err ?? e))
      : isDuplicateKeyError(error);
    if (!duplicatesOnly) throw error;
    const inserted = new Set((insertedDocs ?? []).map((doc) => String(doc._id)));
    return docs.filter((doc) => inserted.has(String(doc._id)));
  }
}
