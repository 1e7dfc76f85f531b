/**
 * What the {{placeholders}} of a message stand for, in staff's words (the studio's message boxes,
 * ScreenForm.tsx): a rule's own value by the answer it reads, a form answer by its question, a
 * brand or application value by its path, each with the format it is shown in (engine/format.ts
 * FORMATS). Pure; the placeholder syntax is engine/template.ts's.
 */
import type { Logic } from '../../../engine/index.ts';
import { placeholderParts } from '../../../engine/template.ts';

const FORMAT_WORDS: Record<string, string> = {
  money: 'as money (12000 shows as $12,000)',
  money2: 'as money with cents ($12,000.00)',
  percent: 'as a percentage (8.95%)',
  date: 'as a date (04/15/2026)',
  lastFour: 'as its last four digits',
  upper: 'in capitals',
  names: 'as a list of names',
};

const pathWords = (path: string) => path.split('.').map((s) => s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()).join(' › ');

export interface PlaceholderContext {
  /** The rule's `values` (name → JSON logic), when the message is a rule's. */
  values?: Record<string, Logic> | undefined;
  /** The screen's answers with their questions (`form.income.income` → "Annual income"). */
  answers: { path: string; label: string }[];
}

function meaning(path: string, ctx: PlaceholderContext): string {
  const answer = (formPath: string) => ctx.answers.find((a) => a.path === formPath)?.label;
  if (path.startsWith('values.')) {
    const name = path.slice('values.'.length);
    const logic = ctx.values?.[name] as { var?: unknown } | undefined;
    const read = logic && typeof logic.var === 'string' ? logic.var : undefined;
    const label = read ? answer(read) : undefined;
    return label ? `the answer to "${label}"` : read ? `the value of ${pathWords(read)}` : `a value this check works out (${name})`;
  }
  if (path.startsWith('form.')) return answer(path) ? `the answer to "${answer(path)}"` : `the answer ${pathWords(path.slice(5))}`;
  if (path.startsWith('brand.')) return `the lender's ${pathWords(path.slice(6))}`;
  if (path.startsWith('app.')) return `the application's ${pathWords(path.slice(4))}`;
  if (path.startsWith('profile.')) return `the applicant's ${pathWords(path.slice(8))}`;
  return pathWords(path);
}

/** One sentence per placeholder in the text; none when it has none. */
export function placeholderWords(text: string, ctx: PlaceholderContext): string[] {
  const out: string[] = [];
  for (const { raw: whole, path, format, fallback } of placeholderParts(text)) {
    const shown = format ? FORMAT_WORDS[format] ?? `in the ${format} format` : undefined;
    const sentence = `${whole} is ${meaning(path, ctx)}${shown ? `, ${shown}` : ''}${fallback !== undefined ? `; "${fallback}" when there is none` : ''}.`;
    if (!out.includes(sentence)) out.push(sentence);
  }
  return out;
}
