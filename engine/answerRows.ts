/**
 * The rows a review page lists for one screen's answers (a screen's `answers`, schemas/meta/screen.schema.json):
 * every property the screen's schema declares, in its uiSchema order, that the application's
 * `answers` holds, under the property's title, the value in words. writeOnly properties and files
 * are never listed; nor is a property without a title (nothing to call it by).
 */
import { declaredProperties, isFileSchema } from './declaredAnswers.ts';

type Json = Record<string, unknown>;

export interface AnswerRow {
  field: string;
  label: string;
  value: string;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The title a schema gives a value (`oneOf`/`anyOf` `{const, title}`, or its items' for a list). */
function titleOf(schema: Json, value: unknown): string | undefined {
  const choices = [...(Array.isArray(schema['oneOf']) ? schema['oneOf'] : []), ...(Array.isArray(schema['anyOf']) ? schema['anyOf'] : [])];
  for (const c of choices) if (isObject(c) && c['const'] === value && typeof c['title'] === 'string') return c['title'];
  return undefined;
}

/** A value in words, as its schema names it. */
export function answerText(schema: Json, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) {
    const items = isObject(schema['items']) ? schema['items'] : {};
    return value.map((v) => answerText(items, v)).filter(Boolean).join(', ');
  }
  const titled = titleOf(schema, value);
  if (titled !== undefined) return titled;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isObject(value)) {
    const inner = declaredProperties(schema);
    // A date of birth and the like: month/day/year.
    if (['year', 'month', 'day'].every((k) => typeof value[k] === 'number')) return `${value['month']}/${value['day']}/${value['year']}`;
    return Object.entries(value).filter(([k]) => !(inner[k]?.['writeOnly'] === true)).map(([k, v]) => answerText(inner[k] ?? {}, v)).filter(Boolean).join(', ');
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
    const value = answerText(property, answers[field]);
    if (value) rows.push({ field, label: property['title'], value });
  }
  return rows;
}
