/**
 * The chatbot's answer (001 §7 chatWithAutobot) from its FAQ file (sandbox/faq.json): the entry
 * whose keywords best match the question, then the first of its `variants` whose `when` holds over
 * the asker's context, else its `answer`, with the placeholders filled. The context is the one the
 * screens read, decided by the same functions: `brand.pricing` as the home's state has it
 * (engine/pricing.ts withStatedFigures), the chosen offer's `finance.*` (applicationFinance) and the
 * fees paid to others `fees.*` (engine/fees.ts), so the bot states what the offer and summary
 * screens state and never a figure of its own. Without an application the context has none of
 * these and the lender-wide answer (every state's range) is given. Pure, traced.
 */
import { holds } from './logic/evaluate.ts';
import { withFinance, withStatedFigures } from './pricing.ts';
import { withFees } from './fees.ts';
import { closingDates } from './closingDates.ts';
import { interpolate as fill, type TemplateOptions } from './template.ts';
import { translate, type Dictionary } from './locale.ts';
import type { Decision, Logic, TraceStep } from './types/logic.ts';

export interface FaqVariant {
  /** Named in the trace and stored with the answer. */
  id: string;
  /** JSON logic over the asker's context (`app`, `brand.pricing`, `fees`, `finance`, `closing`, `today`, `signedIn`). */
  when: Logic;
  answer: string;
}

export interface FaqEntry {
  id: string;
  keywords: string[];
  /** The words a question in another language names the entry by, per language code (`es`); its answers are worded through that language's dictionary (locales/es/service.json). */
  keywordsIn?: Record<string, string[]>;
  /** The answer when no variant's rule holds: it must hold without an application. */
  answer: string;
  variants?: FaqVariant[];
}

export interface Faq {
  fallback: string;
  entries: FaqEntry[];
}

type Obj = Record<string, unknown>;

/** What the chatbot knows of the asker: the brand (with `pricing.statedBy`, engine/pricing.ts pagePricing), their application if any, and the support hours. */
export interface ChatbotContext {
  brand?: Obj;
  app?: Obj;
  support?: Obj;
  /** The asker is signed in (as a borrower). */
  signedIn?: boolean;
  /** The lender's calendar day (yyyy-MM-dd), as the screens' `today`. */
  today?: string;
  /** The line's dates once the closing documents and the deed are signed (engine/closingDates.ts), as the screens' `closing`. */
  closing?: Obj;
}

export interface ChatbotAnswer {
  /** The entry that answered; null for the fallback. */
  id: string | null;
  /** The variant that answered; null for the entry's own answer. */
  variant: string | null;
  answer: string;
}

/**
 * The entry whose keywords cover the most words of the question (whole words or phrases; a phrase
 * counts each of its words, so "apr and interest rate" outweighs "apr" alone), or null.
 */
export function matchEntry(faq: Faq, question: string, language?: string): FaqEntry | null {
  const text = ` ${plain(question).replace(/[^a-z0-9' ]+/g, ' ')} `;
  let best: { entry: FaqEntry; score: number } | null = null;
  for (const entry of faq.entries) {
    const keywords = language ? [...entry.keywords, ...(entry.keywordsIn?.[language] ?? [])] : entry.keywords;
    const score = keywords.filter((k) => text.includes(` ${plain(k)} `)).reduce((sum, k) => sum + k.trim().split(/\s+/).length, 0);
    if (score > 0 && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry ?? null;
}

/** Lower case without accents, so "¿Cuánto tarda?" meets the keyword "cuanto tarda" (and "cuánto" written either way). */
const plain = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The context the answers read: the asker's, with the figures and fees decided as the screens decide them. */
export function chatbotContext(context: ChatbotContext): ChatbotContext {
  const closing = context.app ? closingDates(context.app).result : null;
  return withFees(withFinance(withStatedFigures(closing ? { ...context, closing: { ...closing } } : context)));
}

/**
 * The answer to `question`. With a dictionary (the asker's language, engine/locale.ts) the question
 * is matched by the entries' keywords in that language too, and the answer is worded through it,
 * dates and lists as the language writes them.
 */
export function chatbotAnswer(faq: Faq, question: string, context: ChatbotContext, dictionary?: Dictionary): Decision<ChatbotAnswer> {
  const entry = matchEntry(faq, question, dictionary?.language);
  const ctx = chatbotContext(context);
  const template: TemplateOptions = dictionary ? { locale: dictionary.locale, translate: (text) => translate(text, dictionary) } : {};
  const interpolate = (text: string, data: unknown) => fill(translate(text, dictionary), data, template);
  if (!entry) {
    return { result: { id: null, variant: null, answer: interpolate(faq.fallback, ctx) }, trace: [{ kind: 'faq', rule: 'fallback', outcome: true, decided: true, note: 'no entry\'s keywords are in the question' }], decidedBy: 'fallback' };
  }
  const trace: TraceStep[] = [{ kind: 'faq', rule: entry.id, outcome: true, note: 'its keywords cover the most words of the question' }];
  for (const v of entry.variants ?? []) {
    const held = holds(v.when, ctx, { trace: true });
    trace.push({ kind: 'faqVariant', rule: `${entry.id}/${v.id}`, outcome: held.holds, ...(held.holds ? { decided: true } : {}), note: held.holds ? 'its rule holds: it answers' : 'its rule does not hold', ...(held.clauses ? { clauses: held.clauses } : {}) });
    if (held.holds) return { result: { id: entry.id, variant: v.id, answer: interpolate(v.answer, ctx) }, trace, decidedBy: `${entry.id}/${v.id}` };
  }
  trace.push({ kind: 'faqVariant', rule: entry.id, outcome: true, decided: true, note: entry.variants?.length ? 'no variant\'s rule holds: the entry\'s own answer' : 'the entry\'s answer' });
  return { result: { id: entry.id, variant: null, answer: interpolate(entry.answer, ctx) }, trace, decidedBy: entry.id };
}
