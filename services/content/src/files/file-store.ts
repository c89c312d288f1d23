import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { Types } from 'mongoose';

/**
 * Images (blog headers, ads, logos) in GridFS, bucket `files`. A stored file is never rewritten:
 * a new image is a new id, which is what lets clients cache `/api/files/{id}` forever.
 */
const BUCKET_NAME = 'files';

export interface StoredFile {
  id: Types.ObjectId;
  filename: string;
  contentType: string;
  length: number;
  /** The peer service that uploaded it (POST /internal/files); only that service may delete it. */
  uploadedBy: string | null;
}

export interface FileToStore {
  filename: string;
  contentType: string;
  data: Buffer;
  /** A caller that has to record the id before the upload (the seed's claim) chooses it. */
  id?: Types.ObjectId;
  uploadedBy?: string;
}

// The connection's database is resolved per call: tests and the seed connect after this module loads.
function bucket(): mongoose.mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('MongoDB is not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET_NAME });
}

export async function storeFile({
  filename,
  contentType,
  data,
  id = new Types.ObjectId(),
  uploadedBy,
}: FileToStore): Promise<StoredFile> {
  // GridFS dropped the top-level contentType field; metadata is where drivers now keep it.
  const upload = bucket().openUploadStreamWithId(id, filename, { metadata: { contentType, uploadedBy } });
  await pipeline(Readable.from([data]), upload);
  return { id, filename, contentType, length: data.length, uploadedBy: uploadedBy ?? null };
}

export async function findFile(id: Types.ObjectId): Promise<StoredFile | null> {
  const file = await bucket().find({ _id: id }).next();
  if (!file) return null;
  const contentType =
    typeof file.metadata?.contentType === 'string' ? file.metadata.contentType : 'application/octet-stream';
  const uploadedBy = typeof file.metadata?.uploadedBy === 'string' ? file.metadata.uploadedBy : null;
  return { id: file._id, filename: file.filename, contentType, length: file.length, uploadedBy };
}

/** Removes the file and its chunks. */
export async function deleteFile(id: Types.ObjectId): Promise<void> {
  await bucket().delete(id);
}

export function openFileStream(id: Types.ObjectId): Readable {
  return bucket().openDownloadStream(id);
}
