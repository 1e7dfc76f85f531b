/**
 * What the applicant calls a field, for the error summary: its label as the form shows it
 * (`ui:title`, already filled in by screenText; a copy entry named by `ui:options.labelFromCopy`;
 * the schema title), or a shorter `ui:options.summaryLabel` for long consent texts. A field inside
 * a list is prefixed with its item ("Income source 2, Annual amount"). Errors on the parts of a
 * field drawn as one (`ui:field`: an address, a date of birth, a file) belong to that field, so the
 * summary has one entry per field (theme-independent, pure).
 */
import { arrayLabels } from '../theme/arrayLabels.ts';

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

export interface FieldRef {
  /** ".propertyAddress" for ".propertyAddress.city": the field the summary entry belongs to. */
  field: string;
  label: string;
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
    // Parts of a field drawn as one belong to it.
    if (typeof ui?.['ui:field'] === 'string') break;
  }
  const field = walked.length ? `.${walked.join('.')}` : property;
  const own = label || segs.at(-1) || '';
  return { field, label: prefix && prefix !== own ? `${prefix}, ${own}` : own };
}

/** "Password: Required"; the label is left out when the message already names the field. */
export function summaryText(label: string, message: string): string {
  const name = label.replace(/[.:]\s*$/, '').trim();
  if (!name || message.toLowerCase().includes(name.toLowerCase())) return message;
  return name.endsWith('?') ? `${name} ${message}` : `${name}: ${message}`;
}
