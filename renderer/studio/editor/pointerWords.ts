/**
 * Where a problem is, in the words of the file it is in: the editor lists each problem of
 * `journey validate` by its JSON pointer ("/rules/1/when/and"), and this names the part a person
 * edits ("the check "lowIncomeConfirmation"", "the field "Annual income"", "status table row 18
 * (appSummary)"), from the file as typed. Null where the pointer names nothing it knows: the pointer
 * alone is shown then. Pure; the file is the parsed JSON.
 */
import { unescapePointerSegment } from '../../../engine/pointer.ts';
type Json = unknown;

const isObj = (v: Json): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);
const COPY_WORDS: Record<string, string> = { title: 'the title', subtitle: 'the subtitle', body: 'the body text', submitLabel: 'the button label', pageTitle: 'the page title', figures: 'the figures', documentsTitle: 'the documents heading' };

/** A field of a schema by the path under `properties`, with the label it shows. */
function fieldWords(schema: Json, names: string[]): string {
  let node = schema;
  let title: string | undefined;
  for (const name of names) {
    const props = isObj(node) ? node['properties'] : undefined;
    node = isObj(props) ? props[name] : undefined;
    title = isObj(node) && typeof node['title'] === 'string' ? node['title'] : undefined;
  }
  return `the field "${title ?? names[names.length - 1]}"`;
}

export function pointerWords(doc: Json, pointer: string): string | null {
  if (!isObj(doc) || !pointer.startsWith('/')) return null;
  const parts = pointer.slice(1).split('/').map(unescapePointerSegment);
  const [head, second, third] = parts;
  const index = Number(second);
  const nth = Number.isInteger(index) ? index + 1 : null;
  const listItem = (key: string) => (Array.isArray(doc[key]) && nth !== null ? (doc[key] as Json[])[index] : undefined);
  switch (head) {
    case 'rules': {
      const rule = listItem('rules');
      const id = isObj(rule) && typeof rule['id'] === 'string' ? rule['id'] : null;
      return nth === null ? 'the checks' : `the check ${id ? `"${id}"` : `number ${nth}`}${third === 'when' ? ', when it applies' : third === 'message' ? ', its message' : ''}`;
    }
    case 'schema': {
      const names: string[] = [];
      for (let i = 1; i + 1 < parts.length && parts[i] === 'properties'; i += 2) names.push(parts[i + 1]!);
      return names.length ? fieldWords(doc['schema'], names) : "the screen's fields";
    }
    case 'uiSchema':
      return second && !second.startsWith('ui:') ? `how ${fieldWords(doc['schema'], [second])} is shown` : 'how the fields are shown';
    case 'copy':
      if (isObj(doc['statusRouting']) || typeof doc['orgCode'] === 'string') return second ? `the words for "${second}"` : 'the words';
      return second ? (COPY_WORDS[second] ?? `the text "${second}"`) : "the screen's text";
    case 'copyVariants':
      return nth === null ? 'the text variants' : `text variant ${nth}`;
    case 'documents':
      return nth === null ? 'the documents' : `document ${nth}`;
    case 'actions':
      return nth === null ? 'the buttons and links' : `button or link ${nth}`;
    case 'statusRouting': {
      if (second !== 'rows') return 'the status table';
      const rows = isObj(doc['statusRouting']) ? doc['statusRouting']['rows'] : undefined;
      const i = Number(third);
      const row = Array.isArray(rows) && Number.isInteger(i) ? rows[i] : undefined;
      const id = isObj(row) && typeof row['id'] === 'string' ? ` (${row['id']})` : '';
      return Number.isInteger(i) ? `status table row ${i + 1}${id}` : 'the status table';
    }
    case 'stepMachine':
      return second === 'triggers' && parts[2] !== undefined && Number.isInteger(Number(parts[2])) ? `step machine trigger ${Number(parts[2]) + 1}` : second === 'states' && parts[2] ? `the step "${parts[2]}"` : 'the step machine';
    case 'routes':
      return nth === null ? 'the routes' : `route ${nth}`;
    case 'colors':
      return second ? `the colour "${second}"` : 'the colours';
    default:
      return null;
  }
}
