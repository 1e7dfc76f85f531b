import { randomUUID } from 'node:crypto';
import type { Db } from './database.js';
import { decodeContent } from '../files/uploads.js';

/** An uploaded file as the bodies carry it (schemas/fields/file.json). */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/** A document to store: its type (001 §3) and the file. */
export interface Upload {
  type: string;
  file: UploadedFile;
}

/** Stores an uploaded file and answers the document entry kept on the application. */
export function storeDocument(db: Db, applicationUuid: string, identityUuid: string, upload: Upload, now: number) {
  const uuid = randomUUID();
  const { file } = upload;
  const bytes = decodeContent(file.content);
  db.prepare(
    `INSERT INTO documents (uuid, application_uuid, identity_uuid, type, file_name, content_type, content, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(uuid, applicationUuid, identityUuid, upload.type, file.fileName, file.contentType, bytes, now);
  return { uuid, type: upload.type, fileName: file.fileName, contentType: file.contentType, size: bytes.length, createdAt: new Date(now).toISOString() };
}
