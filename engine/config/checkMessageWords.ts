/**
 * The words of every error message follow docs/error-messages.md as far as a program can tell: a
 * message says what is wrong and how to fix it, so one that is only "Required", "Invalid" or
 * "Invalid value" (any case, with or without a full stop) is reported, and so is one that just
 * repeats its field's label ("City" under the field City). Checked in each screen's schema and
 * rules (as resolved: a shared field reports once, where it is written) and in the API schemas the
 * sandbox validates request bodies with.
 */
import { pointer, type Problem } from './problems.ts';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

const BARE = new Set(['required', 'invalid', 'invalid value']);
/** Lower case, no "(optional)", no punctuation, single spaces. */
const words = (text: string): string =>
  text.toLowerCase().replace(/\(optional\)/g, ' ').replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim();

/** What is wrong with the words of one message, if anything. */
export function messageWordsProblem(message: string, label?: string): string | null {
  const said = words(message);
  if (BARE.has(said)) return `"${message}" says neither which answer nor how to fix it: say what is wrong and how to fix it ("Enter your first name"; docs/error-messages.md)`;
  if (label && said !== '' && said === words(label)) return `"${message}" only repeats the field's label: say what is wrong and how to fix it ("Enter ${label.toLowerCase()}"; docs/error-messages.md)`;
  return null;
}

/** Every errorMessage text of a schema, with its pointer and the label of the field it is about. */
export function checkMessageWords(schema: unknown, file: string, at: (string | number)[]): Problem[] {
  const out: Problem[] = [];
  walk(schema, at, file, out);
  return out;
}

const titleOf = (node: unknown): string | undefined => (isNode(node) && typeof node.title === 'string' ? node.title : undefined);

function report(out: Problem[], file: string, at: (string | number)[], message: unknown, label: string | undefined): void {
  if (typeof message !== 'string') return;
  const problem = messageWordsProblem(message, label);
  if (problem) out.push({ file, pointer: pointer(...at), shared: true, message: problem });
}

function walk(node: unknown, at: (string | number)[], file: string, out: Problem[]): void {
  if (Array.isArray(node)) { node.forEach((n, i) => walk(n, [...at, i], file, out)); return; }
  if (!isNode(node)) return;
  const own = titleOf(node);
  const message = node.errorMessage;
  if (typeof message === 'string') report(out, file, [...at, 'errorMessage'], message, own);
  else if (isNode(message)) {
    for (const [keyword, text] of Object.entries(message)) {
      if (keyword === 'required' && isNode(text)) {
        const props = isNode(node.properties) ? node.properties : {};
        for (const [name, t] of Object.entries(text)) report(out, file, [...at, 'errorMessage', 'required', name], t, titleOf(props[name]));
      } else if (keyword === 'properties' && isNode(text)) {
        const props = isNode(node.properties) ? node.properties : {};
        for (const [name, t] of Object.entries(text)) report(out, file, [...at, 'errorMessage', 'properties', name], t, titleOf(props[name]));
      } else report(out, file, [...at, 'errorMessage', keyword], text, own);
    }
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'errorMessage') walk(value, [...at, key], file, out);
}

/** The schema of a rule's `field` ("income.income"), for its label. */
function fieldSchema(schema: unknown, field: string): unknown {
  let node: unknown = schema;
  for (const seg of field.split('.').filter(Boolean)) {
    if (!isNode(node)) return undefined;
    const props: Node = isNode(node.properties) ? node.properties : {};
    const inParts = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (Array.isArray(node && (node as Node)[k]) ? ((node as Node)[k] as unknown[]) : []))
      .map((p) => (isNode(p) && isNode(p.properties) ? p.properties[seg] : undefined)).find(isNode);
    node = props[seg] ?? inParts ?? (/^\d+$/.test(seg) ? (node as Node).items : undefined);
  }
  return node;
}

/** Each rule message of a screen (`rules[i].message`), against its field's label when it names one. */
export function checkRuleMessageWords(screen: { schema?: unknown; rules?: unknown }, file: string): Problem[] {
  const out: Problem[] = [];
  if (!Array.isArray(screen.rules)) return out;
  screen.rules.forEach((rule, i) => {
    if (!isNode(rule)) return;
    const label = typeof rule.field === 'string' ? titleOf(fieldSchema(screen.schema, rule.field)) : undefined;
    report(out, file, ['rules', i, 'message'], rule.message, label);
  });
  return out;
}
