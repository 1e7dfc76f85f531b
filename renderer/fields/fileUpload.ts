/**
 * Pure helpers of the `file` field (schemas/fields/file.json): which types the schema accepts, the
 * check made before a file is read (type, size, empty), and base64 from FileReader's data URL.
 * Messages come from the schema's errorMessage so the browser and the server say the same thing.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { formatFileSize } from '../../engine/format.ts';
import { englishWords, type WordKey } from '../app/words.ts';

/** The renderer's words (renderer/app/words.ts): the reader's through useRendererWords, English by default. */
type Words = (key: WordKey, values?: Record<string, string | number>) => string;

/** 10 MB, counted as the size formats count (1 MB = 1,000,000 bytes). */
export const MAX_FILE_BYTES = 10_000_000;

const DEFAULT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const TYPE_NAMES: Record<string, { label: string; extensions: string[] }> = {
  'image/jpeg': { label: 'JPG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { label: 'PNG', extensions: ['.png'] },
  'application/pdf': { label: 'PDF', extensions: ['.pdf'] },
};

export interface FileLike { name: string; type: string; size: number }
export interface FileValue { fileName: string; contentType: string; content: string }

const prop = (schema: RJSFSchema, key: string): RJSFSchema => {
  const p = schema.properties?.[key];
  return p && typeof p === 'object' ? (p as RJSFSchema) : {};
};

/** The MIME types the schema's contentType enum allows. */
export function acceptedTypes(schema: RJSFSchema): string[] {
  const list = prop(schema, 'contentType').enum;
  return Array.isArray(list) && list.length > 0 ? list.filter((t): t is string => typeof t === 'string') : DEFAULT_TYPES;
}

/** "JPG, PNG or PDF". */
export function typeList(types: string[], words: Words = englishWords): string {
  const labels = types.map((t) => TYPE_NAMES[t]?.label ?? t);
  return labels.length > 1 ? words('typeList', { first: labels.slice(0, -1).join(', '), last: labels.at(-1)! }) : (labels[0] ?? '');
}

/** The `accept` attribute: MIME types and extensions (some systems only know the extension). */
export const acceptAttribute = (types: string[]): string => [...types, ...types.flatMap((t) => TYPE_NAMES[t]?.extensions ?? [])].join(',');

/** The file's MIME type, from the extension when the browser gives none. */
export function contentTypeOf(file: FileLike): string {
  if (file.type) return file.type === 'image/jpg' || file.type === 'image/pjpeg' ? 'image/jpeg' : file.type;
  const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  return Object.entries(TYPE_NAMES).find(([, v]) => v.extensions.includes(ext))?.[0] ?? '';
}

function message(schema: RJSFSchema, key: string, keyword: string, fallback: string): string {
  const em = (prop(schema, key) as { errorMessage?: unknown }).errorMessage;
  if (typeof em === 'string') return em;
  if (em && typeof em === 'object' && typeof (em as Record<string, unknown>)[keyword] === 'string') return (em as Record<string, string>)[keyword]!;
  return fallback;
}

/** What is wrong with a chosen file before it is read, or null when it may be read. */
export function checkFile(file: FileLike, schema: RJSFSchema, maxBytes = MAX_FILE_BYTES, words: Words = englishWords): string | null {
  const types = acceptedTypes(schema);
  if (!types.includes(contentTypeOf(file))) return message(schema, 'contentType', 'enum', words('fileWrongType', { types: typeList(types, words) }));
  if (file.size > maxBytes) return message(schema, 'content', 'maxLength', words('fileTooLarge', { size: formatFileSize(maxBytes) }));
  if (file.size === 0) return message(schema, 'content', 'minLength', words('fileEmpty'));
  return null;
}

/** The base64 part of a data URL ("data:image/png;base64,iVBOR..."). */
export function base64FromDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma >= 0 ? dataUrl.slice(comma + 1) : '';
}

/** Bytes encoded by a base64 text. */
export function base64Bytes(content: string): number {
  const clean = content.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/** Reads a file to base64 with FileReader (the browser's; a test may pass its own constructor). */
export function readFileAsBase64(file: Blob, Reader: typeof FileReader = FileReader): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new Reader();
    reader.onload = () => resolve(base64FromDataUrl(String(reader.result ?? '')));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
