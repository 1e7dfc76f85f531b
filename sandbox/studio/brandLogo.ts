/**
 * A lender's logo uploaded with a new brand (issue 16 item 5): an SVG, PNG, JPEG or WebP image of
 * at most 200 KB, recognised by its content, never by its name. An SVG is text a browser runs, so
 * it must be a plain drawing: no script, event handler, foreign content, entity or outside link.
 * The answer is the file to write, or the reason it was refused in words staff can act on.
 */
import { fileTypeFromBuffer } from 'file-type';

export const LOGO_MAX_BYTES = 200 * 1024;
const RASTER: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const LOGO_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export interface Logo { ext: 'svg' | 'png' | 'jpg' | 'webp'; bytes: Buffer }

/** What an SVG logo may not carry (it is shown in the app's pages and may be opened alone). */
const SVG_REFUSED: [RegExp, string][] = [
  [/<script\b/i, 'a script'],
  [/\son[a-z]+\s*=/i, 'an event handler (on…=)'],
  [/<foreignObject\b/i, 'foreign content (foreignObject)'],
  [/<!ENTITY|<!DOCTYPE/i, 'a document type or entity declaration'],
  [/(?:href|src)\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|webp);base64,)/i, 'a link to another file or site (only #references and embedded PNG, JPEG or WebP images)'],
  [/url\(\s*["']?\s*(?!#)/i, 'a url() to another file or site'],
  [/@import/i, 'a stylesheet import'],
];

/** The logo's file, or the reason it is refused. */
export async function readLogo(data: unknown): Promise<{ logo: Logo } | { error: string }> {
  if (typeof data !== 'string' || data === '') return { error: 'Upload the lender\'s logo (SVG, PNG, JPEG or WebP, up to 200 KB).' };
  if (data.length > Math.ceil(LOGO_MAX_BYTES / 3) * 4) return { error: 'The logo is larger than 200 KB: export it smaller and upload it again.' };
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return { error: 'The logo could not be read: upload the image file again.' };
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) return { error: 'The logo file is empty: upload the image file again.' };
  if (bytes.length > LOGO_MAX_BYTES) return { error: 'The logo is larger than 200 KB: export it smaller and upload it again.' };
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed && RASTER[sniffed.mime]) return { logo: { ext: RASTER[sniffed.mime] as Logo['ext'], bytes } };
  const text = bytes.toString('utf8');
  if (sniffed || !/^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text) || !/<\/svg>\s*$/i.test(text)) {
    return { error: 'The logo must be an SVG, PNG, JPEG or WebP image.' };
  }
  const found = SVG_REFUSED.find(([pattern]) => pattern.test(text));
  if (found) return { error: `The SVG logo carries ${found[1]}; export it as a plain drawing (or as a PNG) and upload it again.` };
  return { logo: { ext: 'svg', bytes } };
}
