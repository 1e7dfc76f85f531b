/**
 * A screen's cross-field rules (the ones JSON Schema cannot say), its copy variants and prefill,
 * evaluated against the data typed so far plus the context (brand, flags, originator, ...).
 * The renderer shows the outcome; the server enforces the `error` (and `require`) rules with the same function.
 */
import { evaluate, holds } from './logic/evaluate.ts';
import { interpolate, interpolateDeep, lookup, type TemplateOptions } from './template.ts';
import { enumTitlesOf, type EnumTitles } from './enumTitles.ts';
import { brandCopy, brandStrings } from './strings.ts';
import type { RuleContext } from './types/context.ts';
import type { Decision, NamedConditions, TraceStep } from './types/logic.ts';
import type { Copy, Screen, ScreenAction, ScreenDialog, ScreenDocument } from './types/screen.ts';

export interface RuleMessage {
  rule: string;
  field?: string;
  message: string;
}

export interface ScreenOutcome {
  /** Field errors that stop submit (also enforced by the server). */
  errors: RuleMessage[];
  /** Banner messages that disable Continue. */
  blocks: RuleMessage[];
  /** Notices that do not stop. */
  warnings: RuleMessage[];
  /** Notices the applicant must acknowledge to continue. */
  confirms: (RuleMessage & { confirmLabel: string })[];
  /** Modals to open. */
  dialogs: { rule: string; dialog: ScreenDialog }[];
  /** Fields shown read-only. */
  disabled: string[];
  /** Fields that do not apply now: not shown, their answers not sent (`hide` rules). */
  hidden: string[];
  /** Fields the applicant must answer now (`require` rules): announced "(required)", an error while empty. */
  required: string[];
}

/**
 * Nothing typed or chosen: missing, null, empty or blank text, or a group with nothing in it (the
 * form starts an unchosen file as `{}`).
 */
const unanswered = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
  || (typeof v === 'object' && !Array.isArray(v) && Object.values(v as Record<string, unknown>).every(unanswered));

/**
 * The context a screen's rules read while the applicant types: `form` is this screen's answers and,
 * on a registration step, `registration` holds every answer so far, this screen's included. So one
 * rule reads `registration.propertyAddress.state` on register-v2 (an earlier step) and on the classic
 * one-page /register (this form) alike, as the sandbox does (it checks with registration = the body).
 */
export function withAnswers(ctx: RuleContext, form: Record<string, unknown>): RuleContext {
  return ctx.registration ? { ...ctx, form, registration: { ...ctx.registration, ...form } } : { ...ctx, form };
}

const answerTitles = new WeakMap<object, EnumTitles>();

/**
 * The titles of the screen's choices by the paths rules read them at (`form.*` and `registration.*`),
 * so a message saying `{{form.propertyAddress.state}}` reads "Texas", not "TX". Found once per schema.
 */
function titlesOfAnswers(screen: Screen): EnumTitles | undefined {
  const schema = screen.schema as Record<string, unknown> | undefined;
  if (!schema || typeof schema !== 'object') return undefined;
  let titles = answerTitles.get(schema);
  if (!titles) {
    titles = { ...enumTitlesOf(schema, {}, 'form'), ...enumTitlesOf(schema, {}, 'registration') };
    answerTitles.set(schema, titles);
  }
  return titles;
}

export function evaluateScreenRules(unbranded: Screen, ctx: RuleContext, conditions?: NamedConditions): Decision<ScreenOutcome> {
  // The rules' words as the brand has them (brand `copy`, `<screen>.rules.<id>.message`; engine/strings.ts).
  const branded = brandStrings(unbranded, ctx.brand?.copy);
  const screen = branded.result.screen;
  const enumTitles = titlesOfAnswers(unbranded);
  const out: ScreenOutcome = { errors: [], blocks: [], warnings: [], confirms: [], dialogs: [], disabled: [], hidden: [], required: [] };
  const trace: TraceStep[] = [...branded.trace];
  for (const rule of screen.rules ?? []) {
    const e = holds(rule.when, ctx, { conditions });
    trace.push({ kind: 'screenRule', rule: rule.id, outcome: e.holds, note: rule.effect });
    if (!e.holds) continue;
    // The figures the rule's words name ({{values.maximum:money}}), worked out over the same context.
    const said = rule.values
      ? { ...ctx, values: Object.fromEntries(Object.entries(rule.values).map(([k, logic]) => [k, evaluate(logic, ctx, { conditions }).value])) }
      : ctx;
    const message = interpolate(rule.message ?? '', said, { enumTitles });
    const base: RuleMessage = rule.field ? { rule: rule.id, field: rule.field, message } : { rule: rule.id, message };
    switch (rule.effect) {
      case 'error': out.errors.push(base); break;
      case 'block': out.blocks.push(base); break;
      case 'warn': out.warnings.push(base); break;
      case 'confirm': out.confirms.push({ ...base, confirmLabel: interpolate(rule.confirmLabel ?? 'I confirm', said, { enumTitles }) }); break;
      case 'dialog': if (rule.dialog) out.dialogs.push({ rule: rule.id, dialog: interpolateDeep(rule.dialog, said, { enumTitles }) }); break;
      case 'disable': if (rule.field) out.disabled.push(rule.field); break;
      case 'hide': if (rule.field) out.hidden.push(rule.field); break;
      case 'require':
        if (!rule.field) break;
        out.required.push(rule.field);
        if (unanswered(lookup(ctx.form, rule.field))) out.errors.push(base);
        break;
    }
  }
  return { result: out, trace };
}

/**
 * Which words a screen shows now, before placeholders are filled: the first matching copy variant
 * per key (`copyVariants`), then the brand's overrides (`brand.copy["<screen>.<key>"]`, engine/strings.ts), then the
 * figures whose `when` holds (a figure's label and note can change with the facts, e.g. "Right to
 * cancel ends" before the day and "ended" after it, engine/closingDates.ts). One decision, with
 * the rule behind each choice in its trace.
 */
export function chooseCopy(screen: Screen, ctx: RuleContext, conditions?: NamedConditions): Decision<Copy> {
  const copy: Copy = { ...screen.copy };
  const trace: TraceStep[] = [];
  const taken = new Set<string>();
  (screen.copyVariants ?? []).forEach((v, i) => {
    const id = (v as { id?: string }).id ?? `copyVariants/${i}`;
    const held = holds(v.when, ctx, { conditions }).holds;
    const keys = Object.keys(v.copy).filter((k) => !taken.has(k));
    trace.push({ kind: 'copyVariant', rule: id, outcome: held, note: held ? (keys.length ? `replaces ${keys.join(', ')}` : 'every key it words was taken by an earlier variant') : 'its rule does not hold' });
    if (!held) return;
    for (const k of keys) {
      taken.add(k);
      copy[k] = v.copy[k];
    }
  });
  // The brand's words by key (engine/strings.ts): `<screen>.title`, `<screen>.body.0`, `<screen>.figures.1.label`.
  const branded = brandCopy(screen, copy, ctx.brand?.copy);
  for (const key of branded.worded) trace.push({ kind: 'copyVariant', rule: `brand.copy.${screen.id}.${key}`, outcome: true, note: `the brand words ${key}` });
  const worded: Copy = branded.copy;
  if (Array.isArray(worded.figures)) {
    worded.figures = worded.figures.filter((f) => {
      if (f.when === undefined) return true;
      const held = holds(f.when, ctx, { conditions }).holds;
      trace.push({ kind: 'figure', rule: f.label, outcome: held, note: held ? 'shown: its rule holds' : 'left out: its rule does not hold' });
      return held;
    }).map(({ when: _when, ...f }) => f);
  }
  return { result: worded, trace, decidedBy: trace.filter((t) => t.outcome === true).map((t) => t.rule).join(', ') || 'copy' };
}

/** The screen's copy as chosen now (chooseCopy), placeholders filled. */
export function resolveCopy(screen: Screen, ctx: RuleContext, conditions?: NamedConditions, options?: TemplateOptions): Copy {
  return interpolateDeep(chooseCopy(screen, ctx, conditions).result, ctx, options) as Copy;
}

/** Actions of an information screen that apply now, placeholders filled. */
export function resolveActions(screen: Screen, ctx: RuleContext, conditions?: NamedConditions, options?: TemplateOptions): ScreenAction[] {
  return (screen.actions ?? [])
    .filter((a) => a.when === undefined || holds(a.when, ctx, { conditions }).holds)
    .map(({ when: _when, ...a }) => interpolateDeep(a, ctx, options));
}

/** Documents of a screen that apply now (their `when` holds), placeholders filled. */
export function resolveDocuments(screen: Screen, ctx: RuleContext, conditions?: NamedConditions, options?: TemplateOptions): ScreenDocument[] {
  return (screen.documents ?? [])
    .filter((d) => d.when === undefined || holds(d.when, ctx, { conditions }).holds)
    .map(({ when: _when, ...d }) => interpolateDeep(d, ctx, options));
}

/** Initial values from the context (e.g. the profile e-mail), as a nested object. */
export function prefillFor(screen: Screen, ctx: RuleContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(screen.prefill ?? {})) {
    const v = evaluate(rule, ctx).value;
    if (v === null || v === undefined || v === '') continue;
    const keys = field.split('.');
    let cur = out;
    keys.slice(0, -1).forEach((k) => { cur = (cur[k] ??= {}) as Record<string, unknown>; });
    cur[keys[keys.length - 1]!] = v;
  }
  return out;
}

/**
 * The answers to send: those of fields a `hide` rule leaves out are dropped (they stay in the form,
 * so choosing again brings them back). `fields` are dotted paths, as rules name them.
 */
export function withoutHidden<T extends Record<string, unknown>>(data: T, fields: readonly string[]): T {
  if (fields.length === 0) return data;
  const out = structuredClone(data) as Record<string, unknown>;
  for (const field of fields) {
    const keys = field.split('.');
    let node: unknown = out;
    for (const k of keys.slice(0, -1)) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined;
    if (node && typeof node === 'object') delete (node as Record<string, unknown>)[keys[keys.length - 1]!];
  }
  return out as T;
}

/** Whether a field path (`.a.b` as the form library names it, or `a.b`) is one of `fields` or inside one. */
export function isHiddenPath(path: string, fields: readonly string[]): boolean {
  const p = path.replace(/^\./, '');
  return fields.some((f) => p === f || p.startsWith(`${f}.`) || p.startsWith(`${f}[`));
}
