/**
 * Every person-facing string of a screen with its placeholders filled, in one place: the copy (with
 * its variants and brand overrides), the actions, the uiSchema, and the schema's titles and choice
 * titles. The schema itself is never rewritten (its validator is precompiled for exactly that
 * object and looked up by its hash, docs/decisions.md): a title holding a placeholder is given to the
 * form library as the uiSchema's `ui:title` instead, a choice title as `oneOf[i]['ui:title']`, both
 * of which it prefers. Schema descriptions are notes for staff and never shown, so they stay as
 * they are. The chosen offer's money figures are filled in as `{{finance.*}}` (engine/pricing.ts), the signed
 * line's dates as `{{closing.*}}` and the state's earliest closing day as `{{closingWait.*}}`
 * (engine/closingDates.ts). Pure.
 */
import { resolveActions, resolveCopy, resolveDocuments } from './screenRules.ts';
import { withFinance, withStatedFigures } from './pricing.ts';
import { brandStrings, type BrandedScreen } from './strings.ts';
import { localizeOverrides, localizeScreen, translate, translateFilled, type Dictionary } from './locale.ts';
import { withFees } from './fees.ts';
import { withClosingDates, withClosingWait } from './closingDates.ts';
import { withOtherSigners } from './requiredSigners.ts';
import { interpolate, interpolateDeep, type TemplateOptions } from './template.ts';
import type { RuleContext } from './types/context.ts';
import type { NamedConditions } from './types/logic.ts';
import type { Copy, Screen, ScreenAction, ScreenDocument } from './types/screen.ts';

type Node = Record<string, unknown>;

export interface ScreenText {
  copy: Copy;
  actions: ScreenAction[];
  /** The documents listed on the screen (`documents` whose `when` holds). */
  documents: ScreenDocument[];
  /** The screen's uiSchema, interpolated, with `ui:title`s for schema titles that hold placeholders. */
  uiSchema: Node;
  /** Validation messages the brand words, by field and keyword (engine/strings.ts brandMessage). */
  messages: BrandedScreen['messages'];
}

const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);
const templated = (v: unknown): v is string => typeof v === 'string' && v.includes('{{');

/** Puts filled-in schema titles into `ui` (a fresh copy of the uiSchema), without replacing the uiSchema's own. */
function overlayTitles(schema: unknown, ui: Node, fill: (text: string) => string): void {
  if (!isObject(schema)) return;
  if (templated(schema.title) && ui['ui:title'] === undefined) ui['ui:title'] = fill(schema.title);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const choices = schema[key];
    if (!Array.isArray(choices) || !choices.some((c) => isObject(c) && templated(c.title))) continue;
    const own = Array.isArray(ui[key]) ? (ui[key] as Node[]) : [];
    ui[key] = choices.map((c, i) => {
      const mine = isObject(own[i]) ? { ...own[i] } : {};
      if (isObject(c) && templated(c.title) && mine['ui:title'] === undefined) mine['ui:title'] = fill(c.title);
      return mine;
    });
  }
  if (isObject(schema.properties)) {
    for (const [name, sub] of Object.entries(schema.properties)) {
      const child: Node = isObject(ui[name]) ? { ...(ui[name] as Node) } : {};
      overlayTitles(sub, child, fill);
      if (Object.keys(child).length > 0) ui[name] = child;
    }
  }
  if (isObject(schema.items)) {
    const child: Node = isObject(ui.items) ? { ...(ui.items as Node) } : {};
    overlayTitles(schema.items, child, fill);
    if (Object.keys(child).length > 0) ui.items = child;
  }
  // Conditional and combined parts describe the same fields at the same level.
  for (const key of ['allOf', 'then', 'else'] as const) {
    const sub = schema[key];
    for (const part of Array.isArray(sub) ? sub : [sub]) overlayTitles(part, ui, fill);
  }
}

/** Merges validation messages by field: `over`'s words win. */
function mergeMessages(under: BrandedScreen['messages'], over: BrandedScreen['messages']): BrandedScreen['messages'] {
  const out = { ...under };
  for (const [field, words] of Object.entries(over)) out[field] = { ...out[field], ...words };
  return out;
}

export function screenText(unbranded: Screen, given: RuleContext, options: TemplateOptions & { conditions?: NamedConditions; dictionary?: Dictionary } = {}): ScreenText {
  const { conditions, dictionary, ...ownTemplate } = options;
  const template: TemplateOptions = dictionary ? { ...ownTemplate, locale: dictionary.locale, translate: (text) => translateFilled(text, dictionary) } : ownTemplate;
  // In another language (engine/locale.ts): the screen's words, and the brand's own words by key, in it.
  const local = dictionary ? localizeScreen(unbranded, dictionary) : undefined;
  const overrides = dictionary ? localizeOverrides(given.brand?.copy, dictionary) : given.brand?.copy;
  const context: RuleContext = overrides === given.brand?.copy || !given.brand ? given : { ...given, brand: { ...given.brand, copy: overrides } };
  // The brand's words for fields, choices, actions and documents (brand `copy` by key, engine/strings.ts).
  const branded = brandStrings(local?.screen ?? unbranded, overrides).result;
  const screen = branded.screen;
  // The chosen offer's money figures, as `{{finance.*}}` (engine/pricing.ts): computed here, where every text is filled in.
  // The signed line's dates, as `{{closing.*}}` (engine/closingDates.ts), likewise.
  // Which fees paid to others are charged or not yet decided, as `{{fees.*}}` (engine/fees.ts).
  // The state's wait before closing, as `{{closingWait.*}}` (engine/closingDates.ts closingWait): the day the sandbox enforces.
  // The figures every disclosure states, as the home's state has them (engine/pricing.ts statedFigures), as `{{brand.pricing.*}}`.
  // Everyone else who must sign for the home, as `{{otherSigners:names}}` (engine/requiredSigners.ts).
  const ctx = withOtherSigners(withClosingWait(withClosingDates(withFees(withFinance(withStatedFigures(context, dictionary ? (t) => translate(t, dictionary) : undefined))))));
  const uiSchema = interpolateDeep(screen.uiSchema ?? {}, ctx, template) as Node;
  overlayTitles(screen.schema, uiSchema, (text) => interpolate(text, ctx, template));
  return {
    copy: resolveCopy(screen, ctx, conditions, template),
    actions: resolveActions(screen, ctx, conditions, template),
    documents: resolveDocuments(screen, ctx, conditions, template),
    uiSchema,
    messages: local ? mergeMessages(local.messages, branded.messages) : branded.messages,
  };
}
