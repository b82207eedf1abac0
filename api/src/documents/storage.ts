import type { Readable } from 'node:stream';
import mongoose, { Types } from 'mongoose';

/** The GridFS bucket of uploaded files: collections documents.files and documents.chunks. */
export const BUCKET_NAME = 'documents';

export interface FileOwner {
  organizationId: Types.ObjectId;
  projectId: Types.ObjectId;
}

function bucket(): mongoose.mongo.GridFSBucket {
  return new mongoose.mongo.GridFSBucket(mongoose.connection.db!, { bucketName: BUCKET_NAME });
}

/** Where one file's bytes go, written one chunk at a time, then `save`d or `discard`ed. */
export class StoredFile {
  private readonly upload: mongoose.mongo.GridFSBucketWriteStream;

  constructor(fileName: string, owner: FileOwner) {
    this.upload = bucket().openUploadStream(fileName, { metadata: { organizationId: owner.organizationId, projectId: owner.projectId } });
  }

  get id(): Types.ObjectId {
    return this.upload.id as Types.ObjectId;
  }

  /**
   * Resolves once GridFS has taken the chunk (and inserted any full chunk it completes): written one
   * at a time, no insert is still on its way when `discard` removes the chunks.
   */
  write(chunk: Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.upload.write(chunk, (error) => (error ? reject(error) : resolve())));
  }

  /** Writes the last chunk and the files entry, under the name settled once the content was checked. */
  save(fileName: string): Promise<void> {
    this.upload.filename = fileName;
    return new Promise((resolve, reject) => {
      this.upload.once('error', reject);
      this.upload.end(() => resolve());
    });
  }

  /** Removes every chunk written so far (nothing of the file is left). */
  async discard(): Promise<void> {
    await this.upload.abort().catch(() => undefined);
    await removeStoredFile(this.id);
  }
}

/** Removes a file's entry and chunks; a file already gone is no error. */
export async function removeStoredFile(fileId: Types.ObjectId): Promise<void> {
  const db = mongoose.connection.db!;
  await db.collection(`${BUCKET_NAME}.files`).deleteOne({ _id: fileId });
  await db.collection(`${BUCKET_NAME}.chunks`).deleteMany({ files_id: fileId });
}

export function readStoredFile(fileId: Types.ObjectId): Readable {
  return bucket().openDownloadStream(fileId);
}
