/**
 * The rows a review page lists for one screen's answers (a screen's `answers`, schemas/meta/screen.schema.json):
 * every property the screen's schema declares, in its uiSchema order, that the application's
 * `answers` holds, under the property's title, the value in words (answerText). writeOnly properties and files
 * are never listed; nor is a property without a title (nothing to call it by).
 */
import { declaredProperties, isFileSchema } from './declaredAnswers.ts';
import { formatMoney } from './format.ts';

type Json = Record<string, unknown>;

export interface AnswerRow {
  field: string;
  label: string;
  value: string;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The words for a choice: the title the schema gives it (`oneOf`/`anyOf` `{const, title}`), the
 * uiSchema's `ui:enumNames` (by the value's place in `enum`), or a words map in the enclosing
 * field's `ui:options` whose keys are exactly this property's choices (the address field's
 * `occupancyLabels`).
 */
function titleOf(schema: Json, value: unknown, ui: Json, around: Json): string | undefined {
  const choices = [...(Array.isArray(schema['oneOf']) ? schema['oneOf'] : []), ...(Array.isArray(schema['anyOf']) ? schema['anyOf'] : [])];
  for (const c of choices) if (isObject(c) && c['const'] === value && typeof c['title'] === 'string') return c['title'];
  const values = Array.isArray(schema['enum']) ? schema['enum'] : [];
  const names = ui['ui:enumNames'];
  if (Array.isArray(names) && values.includes(value) && typeof names[values.indexOf(value)] === 'string') return names[values.indexOf(value)];
  if (values.length > 0 && typeof value === 'string') {
    for (const map of Object.values(optionsOf(around))) {
      if (!isObject(map) || Object.keys(map).length !== values.length || !values.every((v) => typeof v === 'string' && typeof map[v] === 'string')) continue;
      return map[value] as string;
    }
  }
  return undefined;
}

const optionsOf = (ui: Json): Json => (isObject(ui['ui:options']) ? ui['ui:options'] : {});

/** The HTML autocomplete tokens of the parts of a person's name: such parts read as one name ("Pat Lee Happy"). */
const NAME_PARTS = new Set(['honorific-prefix', 'given-name', 'additional-name', 'family-name', 'honorific-suffix']);
/** The parts of another person's name, whose fields turn the browser's autofill off (start/owners): known by their names. */
const NAME_KEYS = new Set(['firstName', 'middleName', 'lastName', 'suffix']);

/**
 * A value in words, as its schema and uiSchema name it: choices by their titles, yes/no, an amount
 * shown with the money widget as money, a date of birth as month/day/year, an object's parts in its
 * `ui:order` (a name's parts with spaces, others with commas), a list's items with commas.
 */
export function answerText(schema: Json, value: unknown, ui: Json = {}, around: Json = {}): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) {
    const items = isObject(schema['items']) ? schema['items'] : {};
    const itemUi = isObject(ui['items']) ? ui['items'] : {};
    return value.map((v) => answerText(items, v, itemUi)).filter(Boolean).join(', ');
  }
  const titled = titleOf(schema, value, ui, around);
  if (titled !== undefined) return titled;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // An amount as it was given: whole dollars without cents, cents kept ($120,000.50, never $120,001).
  if (typeof value === 'number' && ui['ui:widget'] === 'money') return formatMoney(value, Number.isInteger(value) ? 0 : 2);
  if (isObject(value)) {
    const inner = declaredProperties(schema);
    // A date of birth and the like: month/day/year.
    if (['year', 'month', 'day'].every((k) => typeof value[k] === 'number')) return `${value['month']}/${value['day']}/${value['year']}`;
    const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]).filter((k): k is string => typeof k === 'string' && k in value) : [];
    const keys = [...order, ...Object.keys(value).filter((k) => !order.includes(k))].filter((k) => !(inner[k]?.['writeOnly'] === true));
    const partUi = (k: string): Json => (isObject(ui[k]) ? ui[k] : {});
    // Two amounts side by side ("$120,000, $0") cannot be told apart: each is named by its title, without
    // a parenthesis such as "(optional)" ("Annual income: $120,000, Other annual income: $0").
    const amounts = keys.filter((k) => typeof value[k] === 'number');
    const named = (k: string, text: string) => {
      const title = typeof inner[k]?.['title'] === 'string' ? (inner[k]!['title'] as string).replace(/\s*\([^)]*\)\s*$/, '') : '';
      return amounts.length > 1 && amounts.includes(k) && title && text ? `${title}: ${text}` : text;
    };
    // The parts of a person's name read as one name ("Sam Rivera"), the rest after it ("Sam Rivera, sam@example.com").
    const isNamePart = (k: string) => NAME_PARTS.has(String(partUi(k)['ui:autocomplete'])) || NAME_KEYS.has(k);
    const text = (k: string) => named(k, answerText(inner[k] ?? {}, value[k], partUi(k), ui));
    const name = keys.filter(isNamePart).map(text).filter(Boolean).join(' ');
    const first = keys.findIndex(isNamePart);
    const parts = keys.flatMap((k, i) => (isNamePart(k) ? (i === first && name ? [name] : []) : [text(k)])).filter(Boolean);
    return parts.join(', ');
  }
  return String(value);
}

export function answerRows(schema: unknown, uiSchema: unknown, answers: unknown): AnswerRow[] {
  if (!isObject(answers)) return [];
  const declared = declaredProperties(schema);
  const order = isObject(uiSchema) && Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]).filter((k) => k !== '*') : [];
  const fields = [...order.filter((k) => k in declared), ...Object.keys(declared).filter((k) => !order.includes(k))];
  const rows: AnswerRow[] = [];
  for (const field of fields) {
    const property = declared[field]!;
    if (property['writeOnly'] === true || isFileSchema(property) || typeof property['title'] !== 'string') continue;
    const value = answerText(property, answers[field], isObject(uiSchema) && isObject(uiSchema[field]) ? uiSchema[field] : {}, isObject(uiSchema) ? uiSchema : {});
    if (value) rows.push({ field, label: property['title'], value });
  }
  return rows;
}
