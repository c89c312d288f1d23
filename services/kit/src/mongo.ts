import mongoose from 'mongoose';

/** Each service owns one database on the shared server. */
export async function connectMongo(url: string, dbName: string): Promise<typeof mongoose> {
  mongoose.set('strictQuery', true);
  // Filters are built from validated values; never let a request object become a query operator.
  mongoose.set('sanitizeFilter', true);
  return mongoose.connect(url, { dbName, serverSelectionTimeoutMS: 10_000, autoIndex: true });
}

export async function isMongoUp(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!db || mongoose.connection.readyState !== 1) return false;
  try {
    await db.command({ ping: 1 });
    return true;
  } catch {
    return false;
  }
}
