/**
 * The chatbot's answers (sandbox/faq.json, 001 §7) are copy too: each placeholder in an answer or
 * the fallback is typed against what the chatbot fills in (sandbox/routes/chat.ts): the brand as
 * its page carries it, pricing figures included, and `support.hours`, the team's hours as the
 * contact page states them. Nothing else is given there.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkText, type PlaceholderScope } from './checkPlaceholders.ts';
import { readJson } from './loadConfig.ts';
import { pointer, type Problem } from './problems.ts';
import type { SchemaAt } from './schemaPaths.ts';

export const FAQ_FILE = 'sandbox/faq.json';

export function checkFaq(root: string, base: SchemaAt, brands: PlaceholderScope['brands']): Problem[] {
  const path = join(root, FAQ_FILE);
  if (!existsSync(path)) return [];
  const faq = readJson(path) as { fallback?: string; entries?: { answer?: string }[] };
  const props = (base.node as { properties: Record<string, unknown> }).properties;
  const data: SchemaAt = {
    file: base.file,
    node: {
      type: 'object',
      required: ['brand', 'support'],
      additionalProperties: false,
      properties: {
        brand: props.brand,
        support: { type: 'object', required: ['hours'], additionalProperties: false, properties: { hours: { type: 'string', description: 'The support team\'s hours, as the contact page states them.' } } },
      },
    },
  };
  const scope: PlaceholderScope = { root, file: FAQ_FILE, data, brands };
  const out: Problem[] = [];
  if (typeof faq.fallback === 'string') out.push(...checkText(faq.fallback, '/fallback', scope));
  (faq.entries ?? []).forEach((e, i) => { if (typeof e.answer === 'string') out.push(...checkText(e.answer, pointer('entries', i, 'answer'), scope)); });
  return out;
}
