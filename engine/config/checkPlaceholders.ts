/**
 * Copy placeholders typed against the data they read (`{{app.amount:money}}`, engine/template.ts):
 * the path is declared (brand meta-schema, schemas/data/*, the screen's own form), the format
 * fits the declared type, a placeholder without a format does not print an object, and a value
 * that can be absent where the text shows names its fallback (`{{app.loanNumber|on your documents}}`),
 * so an applicant never reads an empty gap.
 */
import { relative } from 'node:path';
import { FORMAT_INPUT } from '../format.ts';
import { formatNames, placeholderParts } from '../template.ts';
import { didYouMean, type Problem } from './problems.ts';
import { absence, lookupPath, typesOf, type SchemaAt } from './schemaPaths.ts';
import { lookup } from '../template.ts';
import type { Screen } from '../types/screen.ts';
import { escapePointerSegment } from '../pointer.ts';

export interface PlaceholderScope {
  root: string;
  file: string;
  /** The rule context as this text sees it: required roots are the ones always there. */
  data: SchemaAt;
  /** Every brand as merged over the defaults, by org code (brand.* values are data, not schema). */
  brands: Record<string, Record<string, unknown>>;
}

const empty = (v: unknown) => v === undefined || v === null || v === '';
const WORD: Record<string, string> = { string: 'text', number: 'a number', integer: 'a number', boolean: 'true or false', object: 'an object', array: 'a list' };
const words = (types: string[]) => [...new Set(types.map((t) => WORD[t] ?? t))].join(' or ');

export function checkText(text: string, at: string, scope: PlaceholderScope): Problem[] {
  const out: Problem[] = [];
  const report = (message: string) => out.push({ file: scope.file, pointer: at, message });
  for (const p of placeholderParts(text)) {
    if (p.format !== undefined && !formatNames().includes(p.format)) {
      report(`unknown format ":${p.format}"${didYouMean(p.format, formatNames())}; known: ${formatNames().join(', ')}`);
      continue;
    }
    const found = lookupPath(scope.data, p.path, didYouMean);
    if (!found.found) {
      report(`placeholder {{${p.path}}} is not in the data schema: "${found.missing!.at}" is not declared${found.missing!.suggestion}`);
      continue;
    }
    const types = typesOf(found.found).filter((t) => t !== 'null');
    if (p.format !== undefined && types.length > 0) {
      const accepts = FORMAT_INPUT[p.format] ?? [];
      if (!types.some((t) => accepts.includes(t))) report(`placeholder ${p.raw}: ":${p.format}" formats ${words(accepts)}, but "${p.path}" is ${words(types)}`);
    } else if (p.format === undefined && types.length > 0 && types.every((t) => t === 'object' || t === 'array')) {
      report(`placeholder ${p.raw} would print ${types[0] === 'array' ? 'a list' : 'an object'} as JSON: name one of its fields`);
    }
    if (p.fallback !== undefined) continue;
    const why = whyAbsent(p.path, scope);
    if (why) report(`placeholder ${p.raw} can be absent (${why}): name a fallback, e.g. {{${p.path}${p.format ? `:${p.format}` : ''}|…}}`);
  }
  return out;
}

function whyAbsent(path: string, scope: PlaceholderScope): string | null {
  if (path.startsWith('brand.')) {
    const inner = path.slice('brand.'.length);
    const missing = Object.entries(scope.brands).filter(([, b]) => empty(lookup(b, inner))).map(([code]) => code);
    return missing.length ? `"${path}" is empty for ${missing.join(', ')}` : null;
  }
  const a = absence(scope.data, path);
  if (!a) return null;
  const where = a.file ? relative(scope.root, a.file).split('\\').join('/') : 'the rule context';
  if (!a.at.includes('.')) return `"${a.at}" is not given where this text shows`;
  return a.why === 'may have fewer items' ? `"${a.at}" may have fewer items (${where})` : `"${a.at}" ${a.why === 'may be null' ? 'may be null' : 'is not required'} in ${where}`;
}

/** Every text of a screen that the renderer fills in, with its pointer. */
export function screenTexts(screen: Screen): [string, string][] {
  const out: [string, string][] = [];
  const strings = (value: unknown, at: string, skip: (key: string) => boolean = () => false): void => {
    if (typeof value === 'string') out.push([at, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${at}/${i}`, skip));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (!skip(k)) strings(v, `${at}/${escapePointerSegment(k)}`, skip);
  };
  strings(screen.copy, '/copy', (k) => k === 'when');
  (screen.copyVariants ?? []).forEach((v, i) => strings(v.copy, `/copyVariants/${i}/copy`));
  strings(screen.uiSchema, '/uiSchema');
  (screen.rules ?? []).forEach((r, i) => strings({ message: r.message, confirmLabel: r.confirmLabel, dialog: r.dialog }, `/rules/${i}`));
  (screen.actions ?? []).forEach((a, i) => strings(a, `/actions/${i}`, (k) => k === 'when'));
  (screen.documents ?? []).forEach((d, i) => strings(d, `/documents/${i}`, (k) => k === 'when'));
  if (screen.submit?.successMessage) out.push(['/submit/successMessage', screen.submit.successMessage]);
  schemaTexts(screen.schema, '/schema', out);
  return out;
}

/** title, description and the titles of choices, through every nested schema. */
function schemaTexts(node: unknown, at: string, out: [string, string][]): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const n = node as Record<string, unknown>;
  for (const key of ['title', 'description']) if (typeof n[key] === 'string') out.push([`${at}/${key}`, n[key] as string]);
  for (const key of ['properties', 'definitions', 'dependencies']) {
    const map = n[key];
    if (map && typeof map === 'object') for (const [k, v] of Object.entries(map)) schemaTexts(v, `${at}/${key}/${escapePointerSegment(k)}`, out);
  }
  for (const key of ['items', 'additionalProperties', 'if', 'then', 'else', 'not']) schemaTexts(n[key], `${at}/${key}`, out);
  for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(n[key])) (n[key] as unknown[]).forEach((b, i) => schemaTexts(b, `${at}/${key}/${i}`, out));
}
