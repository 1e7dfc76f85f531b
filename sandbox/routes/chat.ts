import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { licensedStates } from './licences.js';
import { readJsonFile } from '../files/jsonFile.js';
import { forbidden } from '../http/errors.js';
import { interpolate, openHoursPhrase, pagePricing } from '../../engine/index.ts';
import { displayHours } from './hours.js';
import { pricingOf } from '../org/pricing.js';

interface Faq {
  fallback: string;
  entries: { id: string; keywords: string[]; answer: string }[];
}

/**
 * The entry whose keywords cover the most words of the question (whole words or phrases; a phrase
 * counts each of its words, so "apr and interest rate" outweighs "apr" alone), or the fallback.
 */
export function answerFrom(faq: Faq, question: string): { id: string | null; answer: string } {
  const text = ` ${question.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ')} `;
  let best: { id: string; answer: string; score: number } | null = null;
  for (const entry of faq.entries) {
    const score = entry.keywords.filter((k) => text.includes(` ${k.toLowerCase()} `)).reduce((sum, k) => sum + k.trim().split(/\s+/).length, 0);
    if (score > 0 && (!best || score > best.score)) best = { id: entry.id, answer: entry.answer, score };
  }
  return best ? { id: best.id, answer: best.answer } : { id: null, answer: faq.fallback };
}

const BASE = '/service-chat-chatbot/external/api/v1/message';

export function chatRoutes(app: FastifyInstance, ctx: Ctx): void {
  /** The conversation's owner (null: anonymous), or undefined when the id was never issued. */
  const owner = (conversationId: string): { identity: string | null } | undefined => {
    const row = ctx.db.prepare('SELECT identity_uuid FROM chat_messages WHERE conversation_id = ? ORDER BY created_at, rowid LIMIT 1').get(conversationId) as { identity_uuid: string | null } | undefined;
    return row ? { identity: row.identity_uuid } : undefined;
  };

  // 001 §7: the chatbot, answering from the editable FAQ file.
  app.post(`${BASE}/chatWithAutobot`, { config: { anonymousStorage: true } }, async (request) => {
    const body = ctx.validator.check<{ message: string; conversationId?: string | null }>('chatbotMessage', request.body);
    const faq = readJsonFile<Faq>(ctx.options.faqFile, { fallback: 'Sorry, I cannot answer right now.', entries: [] });
    const found = answerFrom(faq, body.message);
    const id = found.id;
    // Answers state the figures of the lender's pricing, as the page's disclosure does ({{brand.pricing.*}}).
    const orgCode = ctx.orgOf(request);
    const brand = ctx.brand(orgCode) ?? {};
    // ... and the team's hours as the contact page states them ({{support.hours}}).
    const support = { hours: openHoursPhrase(displayHours(ctx, 'OPS_PHONE').weekdays) };
    const answer = interpolate(found.answer, { brand: { ...brand, pricing: pagePricing(pricingOf(ctx.dataFile), brand, undefined, licensedStates(ctx, orgCode)) }, support });
    const caller = request.auth?.identityUuid ?? null;
    // Conversation ids are the server's (random): an unknown one starts a new conversation instead
    // of creating the id the client chose (issue 14), and a signed-in identity's stays theirs.
    const known = body.conversationId ? owner(body.conversationId) : undefined;
    if (known && known.identity !== null && known.identity !== caller) throw forbidden('This conversation belongs to someone else.');
    const conversationId = known ? body.conversationId! : randomUUID();
    const identity = known ? known.identity : caller;
    const questionId = randomUUID();
    const now = ctx.now();
    ctx.tx(() =>
      ctx.db
        .prepare('INSERT INTO chat_messages (question_id, conversation_id, question, response, data_json, created_at, identity_uuid) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(questionId, conversationId, body.message, answer, JSON.stringify({ ...body, conversationId, faqId: id }), now, identity),
    );
    return { conversationId, questionId, questionStr: body.message, responseStr: answer, createdDt: new Date(now).toISOString() };
  });

  // The last 20 messages, oldest first (001 §7 initial fetch of 20).
  app.get(`${BASE}/getChatHistory/:conversationId`, async (request) => {
    const { conversationId } = request.params as { conversationId: string };
    const known = owner(conversationId);
    if (known && known.identity !== null && known.identity !== (request.auth?.identityUuid ?? null)) throw forbidden('This conversation belongs to someone else.');
    const rows = ctx.db
      .prepare('SELECT question_id, question, response, created_at FROM chat_messages WHERE conversation_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 20')
      .all(conversationId) as { question_id: string; question: string; response: string; created_at: number }[];
    return rows.reverse().map((r) => ({ questionId: r.question_id, questionStr: r.question, responseStr: r.response, createdDt: new Date(r.created_at).toISOString() }));
  });

  app.post(`${BASE}/setChatReplyUsedWithFeedback`, { config: { anonymousStorage: true } }, async (request) => {
    const body = ctx.validator.check<Record<string, unknown>>('chatbotFeedback', request.body);
    const uuid = randomUUID();
    ctx.tx(() => ctx.db.prepare('INSERT INTO chat_feedback (uuid, data_json, created_at) VALUES (?, ?, ?)').run(uuid, JSON.stringify(body), ctx.now()));
    return { uuid, received: true };
  });
}
