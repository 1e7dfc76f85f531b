/**
 * Screens: the schema compiles (with ajv-errors messages), uiSchema widgets and components are
 * registered names, and rules are linted against the context with `form` = the screen's own schema.
 * Placeholders in its texts are checked by checkPlaceholders.ts.
 */
import { lintLogic, type LintScope } from './lintLogic.ts';
import { pointer as ptr, didYouMean, type Problem } from './problems.ts';
import { childNames, lookupPath, type SchemaAt } from './schemaPaths.ts';
import type { Screen } from '../types/screen.ts';
import type Ajv from 'ajv';
import { compileCached } from './compileCache.ts';
import { checkUiNames } from './checkUiNames.ts';

export interface ScreenCheckInput {
  id: string;
  file: string;
  screen: Screen;
  /** Context schema with `form` replaced by this screen's schema. */
  data: SchemaAt;
  /** Makes the Ajv screen schemas are compiled with (engine/config/validateConfig.ts screenAjv). */
  ajv: () => Ajv;
  /** Registered renderer names (renderer/registry.json). */
  registry: { widgets: string[]; fields: string[]; components: string[] };
}

export function checkScreen(input: ScreenCheckInput): Problem[] {
  const { screen, file } = input;
  const out: Problem[] = [];
  const report = (pointer: string, message: string) => out.push({ file, pointer, message });
  const scope: LintScope = { file, data: input.data };
  if (screen.id !== input.id) report(ptr('id'), `id "${screen.id}" must match the file path "${input.id}"`);
  // Every screen has a heading, its own or the one of the screen it starts from (the page's title and its document title).
  if (typeof screen.copy?.title !== 'string' || !screen.copy.title.trim()) report(ptr('copy'), 'a screen needs copy.title (its heading), written here or in the screen it starts from');
  if (screen.component && !input.registry.components.includes(screen.component)) {
    report(ptr('component'), `unknown component "${screen.component}"${didYouMean(screen.component, input.registry.components)}; registered: ${input.registry.components.join(', ')}`);
  }
  if (screen.schema) {
    try {
      compileCached(screen.schema, input.ajv, 'screen');
    } catch (e) {
      report(ptr('schema'), `schema does not compile: ${(e as Error).message}`);
    }
  }
  walkUi(screen.uiSchema ?? {}, '/uiSchema', input, report);
  out.push(...checkUiNames(screen, file));
  for (const field of typedWithoutAutocomplete(screen)) report(ptr('uiSchema', field), `"${field}" is typed into: name its ui:autocomplete (a token such as "given-name" or "tel-national", or "off" so the browser fills in nothing of the applicant's by guess)`);
  (screen.copyVariants ?? []).forEach((v, i) => out.push(...lintLogic(v.when, ptr('copyVariants', i, 'when'), scope)));
  (Array.isArray(screen.copy?.figures) ? screen.copy.figures : []).forEach((f, i) => { if (f.when !== undefined) out.push(...lintLogic(f.when, ptr('copy', 'figures', i, 'when'), scope)); });
  for (const [field, rule] of Object.entries(screen.prefill ?? {})) {
    out.push(...lintLogic(rule, ptr('prefill', field), scope));
    const missing = fieldMissing(input.data, field);
    if (missing !== null) report(ptr('prefill', field), `prefill names "${field}", which is not a field of this screen, so the value is never filled in${missing}`);
  }
  (screen.rules ?? []).forEach((r, i) => {
    const at = ptr('rules', i);
    out.push(...lintLogic(r.when, `${at}/when`, scope));
    const missing = r.field ? fieldMissing(input.data, r.field) : null;
    if (missing !== null) report(`${at}/field`, `field "${r.field}" is not in the screen's schema, so the rule shows or changes nothing${missing}`);
    if ((r.effect === 'error' || r.effect === 'block' || r.effect === 'warn' || r.effect === 'confirm' || r.effect === 'require') && !r.message) report(at, `a ${r.effect} rule needs a message`);
    if (r.effect === 'dialog' && !r.dialog) report(at, 'a dialog rule needs a dialog');
    if ((r.effect === 'disable' || r.effect === 'hide' || r.effect === 'require') && !r.field) report(at, `a ${r.effect} rule needs a field`);
  });
  // A screen's submit.api is checked against the operation table (engine/config/checkOperations.ts).
  (screen.actions ?? []).forEach((a, i) => {
    if (a.when !== undefined) out.push(...lintLogic(a.when, ptr('actions', i, 'when'), scope));
  });
  // Documents are drawn by the information screen (renderer/screens/InfoScreen.tsx); a form would not show them.
  if (screen.documents?.length && screen.schema) report(ptr('documents'), 'documents show on screens without a form: a form screen offers a document as a pdfDocument field');
  (screen.documents ?? []).forEach((d, i) => {
    if (d.when !== undefined) out.push(...lintLogic(d.when, ptr('documents', i, 'when'), scope));
    // The list fetches a PDF (renderer/screens/DocumentList.tsx); a page is an action, not a document.
    if (!/\.pdf$/.test(d.href)) report(ptr('documents', i, 'href'), `a document's href is a PDF (…/documents/<kind>.pdf); "${d.href}" is not: a page belongs in actions`);
  });
  return out;
}

/**
 * null when the dotted `field` is a field of the screen (the context's `form`), else the words that
 * follow the message: the fields it has and the nearest name.
 */
function fieldMissing(data: SchemaAt, field: string): string | null {
  const found = lookupPath(data, `form.${field}`, didYouMean);
  if (found.found) return null;
  const names = childNames(lookupPath(data, 'form', didYouMean).found ?? data);
  const parts = field.split('.');
  const near = parts.length === 1 ? didYouMean(field, names) : (found.missing?.suggestion ?? '').replace(/"form\./, '"');
  return `; its fields are: ${names.map((n) => `"${n}"`).join(', ') || 'none'}${near}`;
}

/** Widgets the applicant types text into (a browser may offer to autofill them). */
const TYPED = new Set([undefined, 'text', 'email', 'password', 'newPassword', 'phone', 'ssn']);

/**
 * The screen's own text fields without `ui:autocomplete`: a browser left to guess fills the
 * applicant's own phone into an employer's, or a saved card into an account number.
 */
export function typedWithoutAutocomplete(screen: Screen): string[] {
  const properties = (screen.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const ui = (screen.uiSchema ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return Object.entries(properties).filter(([name, prop]) => {
    const p = (prop ?? {}) as Record<string, unknown>;
    if (p['type'] !== 'string' || 'enum' in p || 'oneOf' in p || 'const' in p) return false;
    const u = ui[name] ?? {};
    const widget = u['ui:widget'] ?? u['ui:field'];
    const named = u['ui:autocomplete'] ?? (u['ui:options'] as Record<string, unknown> | undefined)?.['autocomplete'];
    return TYPED.has(widget as string | undefined) && typeof named !== 'string';
  }).map(([name]) => name);
}

function walkUi(ui: Record<string, unknown>, at: string, input: ScreenCheckInput, report: (p: string, m: string) => void): void {
  for (const [key, value] of Object.entries(ui)) {
    const here = `${at}${ptr(key)}`;
    if (key === 'ui:widget' && typeof value === 'string' && !input.registry.widgets.includes(value)) {
      report(here, `unknown widget "${value}"${didYouMean(value, input.registry.widgets)}; registered: ${input.registry.widgets.join(', ')}`);
    } else if (key === 'ui:field' && typeof value === 'string' && !input.registry.fields.includes(value)) {
      report(here, `unknown field "${value}"${didYouMean(value, input.registry.fields)}; registered: ${input.registry.fields.join(', ')}`);
    } else if (!key.startsWith('ui:') && value && typeof value === 'object' && !Array.isArray(value)) {
      walkUi(value as Record<string, unknown>, here, input, report);
    }
  }
}
