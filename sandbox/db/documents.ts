import { randomUUID } from 'node:crypto';
import type { Db } from './database.js';

export interface Upload {
  type: string;
  fileName: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/** Stores an uploaded file and answers the document entry kept on the application. */
export function storeDocument(db: Db, applicationUuid: string, identityUuid: string, upload: Upload, now: number) {
  const uuid = randomUUID();
  const bytes = Buffer.from(upload.content.replace(/\s/g, ''), 'base64');
  db.prepare(
    `INSERT INTO documents (uuid, application_uuid, identity_uuid, type, file_name, content_type, content, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(uuid, applicationUuid, identityUuid, upload.type, upload.fileName, upload.contentType, bytes, now);
  return { uuid, type: upload.type, fileName: upload.fileName, contentType: upload.contentType, size: bytes.length, createdAt: new Date(now).toISOString() };
}
