import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { ROOT } from '../../tools/src/paths';

/** Connects mongoose's default connection (the services' models) to `dbName` for `work`, then disconnects. */
export async function inDatabase(url: string, dbName: string, work: () => Promise<void>): Promise<void> {
  await mongoose.connect(url, { dbName });
  try {
    await work();
  } finally {
    await mongoose.disconnect();
  }
}

/** The FerretDB module the embedded launcher is built from: built as a library, it reports its version as unknown. */
function embeddedFerretVersion(): string {
  const goMod = fs.readFileSync(path.join(ROOT, 'tools', 'ferretdb', 'go.mod'), 'utf8');
  return /github\.com\/FerretDB\/FerretDB (v\S+)/.exec(goMod)?.[1] ?? 'unknown';
}

/** What the database says it is: FerretDB answers with its own version beside the MongoDB one it speaks. */
export async function describeDatabase(url: string, embedded: boolean): Promise<string> {
  const connection = await mongoose.createConnection(url).asPromise();
  try {
    const info = (await connection.db!.admin().command({ buildInfo: 1 })) as {
      version?: string;
      ferretdbVersion?: string;
    };
    if (!info.ferretdbVersion) return `MongoDB ${info.version ?? '?'} (MONGO_URL)`;
    const version = info.ferretdbVersion === 'unknown' && embedded ? embeddedFerretVersion() : info.ferretdbVersion;
    return `${embedded ? 'embedded FerretDB' : 'FerretDB'} ${version} (${embedded ? 'SQLite' : 'MONGO_URL'}), MongoDB ${info.version} wire protocol`;
  } finally {
    await connection.close();
  }
}
