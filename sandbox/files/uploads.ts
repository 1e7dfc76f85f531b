import { fileTypeFromBuffer } from 'file-type';
import type { UploadedFile } from '../db/documents.js';
import type { FieldError } from '../http/errors.js';

/** The documented limit (schemas/fields/file.json): 10 MB of file, before base64. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The base64 content of an upload as bytes (whitespace ignored). */
export const decodeContent = (content: string): Buffer => Buffer.from(content.replace(/\s/g, ''), 'base64');

/**
 * What is wrong with one uploaded file, or null: empty, over 10 MB, or bytes that are not the
 * declared type by their magic numbers (issue 14: "====" was stored as a 0-byte document, HTML
 * declared as PNG and an executable declared as PDF were accepted). The sniffing is file-type's.
 */
export async function uploadProblem(file: UploadedFile, pointer: string): Promise<FieldError | null> {
  const bytes = decodeContent(file.content);
  if (bytes.length === 0) return { pointer: `${pointer}/content`, message: 'The file is empty' };
  if (bytes.length > MAX_FILE_BYTES) return { pointer: `${pointer}/content`, message: 'The file is larger than 10 MB' };
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed?.mime !== file.contentType) {
    return { pointer: `${pointer}/content`, message: 'This file is not the JPG, PNG or PDF it says it is. Please upload the document itself.' };
  }
  return null;
}
