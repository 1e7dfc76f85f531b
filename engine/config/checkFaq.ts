/**
 * The chatbot's answers (sandbox/faq.json, 001 §7) are copy too: each placeholder in an answer or
 * the fallback is typed against what the chatbot fills in (sandbox/routes/chat.ts): the brand as
 * its page carries it, pricing figures included, and `support.hours`, the team's hours as the
 * contact page states them. An entry's `variants` answer instead where their `when` holds over
 * the asker's context (engine/chatbot.ts): their rules and words may read the application too, as
 * the screens have it (`app`, `fees`, `finance`, `closing`, `today`, `signedIn`), and a rule is linted as a screen's is.
 * An entry's own answer and the fallback are given without an application, so they read no more
 * than the brand and the hours.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkText, type PlaceholderScope } from './checkPlaceholders.ts';
import { lintLogic } from './lintLogic.ts';
import { readJson } from './loadConfig.ts';
import { pointer, type Problem } from './problems.ts';
import type { SchemaAt } from './schemaPaths.ts';

export const FAQ_FILE = 'sandbox/faq.json';

export function checkFaq(root: string, base: SchemaAt, brands: PlaceholderScope['brands']): Problem[] {
  const path = join(root, FAQ_FILE);
  if (!existsSync(path)) return [];
  const faq = readJson(path) as { fallback?: string; entries?: { answer?: string; variants?: { when?: unknown; answer?: string }[] }[] };
  const props = (base.node as { properties: Record<string, unknown> }).properties;
  const support = { type: 'object', required: ['hours'], additionalProperties: false, properties: { hours: { type: 'string', description: 'The support team\'s hours, as the contact page states them.' } } };
  const data: SchemaAt = { file: base.file, node: { type: 'object', required: ['brand', 'support'], additionalProperties: false, properties: { brand: props.brand, support } } };
  const asker: SchemaAt = {
    file: base.file,
    node: { type: 'object', required: ['brand', 'support'], additionalProperties: false, properties: { brand: props.brand, support, app: props.app, fees: props.fees, finance: props.finance, closing: props.closing, today: props.today, signedIn: props.signedIn } },
  };
  const scope: PlaceholderScope = { root, file: FAQ_FILE, data, brands };
  const variantScope: PlaceholderScope = { ...scope, data: asker };
  const out: Problem[] = [];
  if (typeof faq.fallback === 'string') out.push(...checkText(faq.fallback, '/fallback', scope));
  (faq.entries ?? []).forEach((e, i) => {
    if (typeof e.answer === 'string') out.push(...checkText(e.answer, pointer('entries', i, 'answer'), scope));
    (e.variants ?? []).forEach((v, j) => {
      if (v.when === undefined) out.push({ file: FAQ_FILE, pointer: pointer('entries', i, 'variants', j), message: 'a variant needs a `when` rule (the entry\'s own answer is the one given when no rule holds)' });
      else out.push(...lintLogic(v.when, pointer('entries', i, 'variants', j, 'when'), { file: FAQ_FILE, data: asker }));
      if (typeof v.answer === 'string') out.push(...checkText(v.answer, pointer('entries', i, 'variants', j, 'answer'), variantScope));
    });
  });
  return out;
}
