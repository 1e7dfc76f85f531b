/**
 * What the applicant calls a field, for the error summary: its label as the form shows it
 * (`ui:title`, already filled in by screenText; a copy entry named by `ui:options.labelFromCopy`;
 * the schema title), or a shorter `ui:options.summaryLabel` for long consent texts. A field inside
 * a list is prefixed with its item ("Income source 2, Annual amount"). Errors on the parts of a
 * field drawn as one (`ui:field`: a date of birth, a file) belong to that field, so the summary has
 * one entry per question; the parts of a field that asks several questions (an address: street,
 * city, state, zipcode, occupancy; renderer/fields/fieldTraits.ts) are each their own entry, as each
 * is marked in error on the page (theme-independent, pure).
 */
import { arrayLabels } from '../theme/arrayLabels.ts';
import { partsAreQuestions } from '../fields/fieldTraits.ts';

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The schema of property `name` of `node`, looking into `then`/`else`/`allOf` parts too. */
function propertyOf(node: Node, name: string): Node | undefined {
  const own = isObject(node.properties) ? node.properties[name] : undefined;
  if (isObject(own)) return own;
  for (const key of ['then', 'else', 'allOf'] as const) {
    const parts = Array.isArray(node[key]) ? (node[key] as unknown[]) : [node[key]];
    for (const part of parts) {
      const found = isObject(part) ? propertyOf(part, name) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

/** The schema of the field at `property` (".income.income", ".sources.1.income"), if the schema declares it. */
export function schemaOf(property: string, schema: unknown): Node | undefined {
  let node: Node | undefined = isObject(schema) ? schema : undefined;
  for (const seg of property.split('.').filter(Boolean)) {
    if (!node) return undefined;
    node = /^\d+$/.test(seg) && isObject(node.items) ? node.items : propertyOf(node, seg);
  }
  return node;
}

export interface FieldRef {
  /** ".propertyAddress" for ".propertyAddress.city": the field the summary entry belongs to. */
  field: string;
  label: string;
  /** The list item the field is in ("Income source 2"), when it is in one. */
  item?: string;
}

export function fieldRef(property: string, schema: unknown, uiSchema: unknown, copy: Record<string, unknown> = {}): FieldRef {
  const segs = property.split('.').filter(Boolean);
  let node: Node | undefined = isObject(schema) ? schema : undefined;
  let ui: Node | undefined = isObject(uiSchema) ? uiSchema : undefined;
  let label = '';
  let prefix = '';
  const walked: string[] = [];
  for (const seg of segs) {
    if (!node) break;
    if (/^\d+$/.test(seg) && isObject(node.items)) {
      const options = isObject(ui?.['ui:options']) ? (ui!['ui:options'] as Node) : {};
      prefix = arrayLabels(options, text(ui?.['ui:title']) ?? text(node.title)).item(Number(seg) + 1);
      node = node.items;
      ui = isObject(ui?.items) ? (ui!.items as Node) : undefined;
      label = prefix;
      walked.push(seg);
      continue;
    } else {
      node = propertyOf(node, seg);
      ui = isObject(ui?.[seg]) ? (ui![seg] as Node) : undefined;
    }
    walked.push(seg);
    const options = isObject(ui?.['ui:options']) ? (ui!['ui:options'] as Node) : {};
    label = text(options.summaryLabel)
      ?? text(ui?.['ui:title'])
      ?? (typeof options.labelFromCopy === 'string' ? text(copy[options.labelFromCopy]) : undefined)
      ?? text(node?.title)
      ?? label;
    // Parts of a field drawn as one belong to it, unless each part is a question of its own.
    const drawnAs = ui?.['ui:field'];
    if (typeof drawnAs === 'string' && !partsAreQuestions.has(drawnAs)) break;
  }
  const field = walked.length ? `.${walked.join('.')}` : property;
  const own = label || segs.at(-1) || '';
  return { field, label: prefix && prefix !== own ? `${prefix}, ${own}` : own, ...(prefix && prefix !== own ? { item: prefix } : {}) };
}

/**
 * What the summary says of a field: its message, exactly as under the field (docs/error-messages.md:
 * every message names its field, "Enter your first name"), so a consent's long label is never
 * copied here. Inside a list the item is named first ("Income source 2: Enter the annual amount").
 */
export function summaryText(message: string, item?: string): string {
  return item && !message.toLowerCase().includes(item.toLowerCase()) ? `${item}: ${message}` : message;
}
