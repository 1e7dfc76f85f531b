import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { licensedStates } from './licences.js';
import { readJsonFile } from '../../engine/config/jsonFile.ts';
import { forbidden } from '../http/errors.js';
import { calendarDay, chatbotAnswer, matchEntry, openHoursPhrase, pagePricing, type Faq } from '../../engine/index.ts';
import type { ApplicationRecord } from '../db/applications.js';
import { present } from './access.js';
import { displayHours } from './hours.js';
import { pricingOf } from '../org/pricing.js';
import { pathOf } from './operationPaths.js';
import { hoursWordsIn } from '../../engine/hours.ts';

/** The entry whose keywords best match the question, or the fallback (engine/chatbot.ts matchEntry). */
export function answerFrom(faq: Faq, question: string): { id: string | null; answer: string } {
  const entry = matchEntry(faq, question);
  return entry ? { id: entry.id, answer: entry.answer } : { id: null, answer: faq.fallback };
}

/**
 * The application the chatbot answers about: only a signed-in borrower's own, the one whose page
 * the question was asked on (`applicationId`), else their latest; none for anyone else (a page's
 * id names no one's application to a visitor who is not its owner).
 */
function askersApplication(ctx: Ctx, identity: string | null, applicationId: unknown): ApplicationRecord | null {
  if (!identity) return null;
  if (typeof applicationId === 'string' && applicationId !== '') {
    const app = ctx.applications.get(applicationId);
    return app && app.identityUuid === identity ? app : null;
  }
  return ctx.applications.byIdentity(identity).at(-1) ?? null;
}


export function chatRoutes(app: FastifyInstance, ctx: Ctx): void {
  /** The conversation's owner (null: anonymous), or undefined when the id was never issued. */
  const owner = (conversationId: string): { identity: string | null } | undefined => {
    const row = ctx.db.prepare('SELECT identity_uuid FROM chat_messages WHERE conversation_id = ? ORDER BY created_at, rowid LIMIT 1').get(conversationId) as { identity_uuid: string | null } | undefined;
    return row ? { identity: row.identity_uuid } : undefined;
  };

  // 001 §7: the chatbot, answering from the editable FAQ file.
  app.post(pathOf('chatbotMessage'), { config: { anonymousStorage: true } }, async (request) => {
    const body = ctx.validator.check('chatbotMessage', request.body);
    const faq = readJsonFile<Faq>(ctx.options.faqFile, { fallback: 'Sorry, I cannot answer right now.', entries: [] });
    const caller = request.auth?.type === 'BORROWER' ? request.auth.identityUuid : null;
    // Conversation ids are the server's (random): an unknown one starts a new conversation instead
    // of creating the id the client chose (issue 14), and a signed-in identity's stays theirs.
    const known = body.conversationId ? owner(body.conversationId) : undefined;
    if (known && known.identity !== null && known.identity !== (request.auth?.identityUuid ?? null)) throw forbidden('This conversation belongs to someone else.');
    const conversationId = known ? body.conversationId! : randomUUID();
    const identity = known ? known.identity : (request.auth?.identityUuid ?? null);
    // Answers state the figures of the lender's pricing as the asker's pages do: every state's
    // range before their application names the home's state, its state's once it does, and the
    // chosen offer's figures and fees (engine/chatbot.ts, the decisions the screens make).
    const orgCode = ctx.orgOf(request);
    const brand = ctx.brand(orgCode) ?? {};
    const record = askersApplication(ctx, caller, body.applicationId);
    // ... and the team's hours as the contact page states them ({{support.hours}}).
    // In the asker's language (engine/locale.ts requestLanguage): the answer and the hours in its words.
    const dictionary = ctx.dictionary(request);
    const support = { hours: openHoursPhrase(displayHours(ctx, 'OPS_PHONE').weekdays, { ...hoursWordsIn(dictionary), closed: '' }) };
    const decided = chatbotAnswer(faq, body.message, {
      brand: { ...brand, pricing: pagePricing(pricingOf(ctx.dataFile), brand, undefined, licensedStates(ctx, orgCode)) },
      ...(record ? { app: present(record) } : {}),
      support,
      signedIn: caller !== null,
      today: calendarDay(ctx.now())!,
    }, dictionary);
    const answer = decided.result.answer;
    const id = decided.result.id;
    const questionId = randomUUID();
    const now = ctx.now();
    ctx.tx(() =>
      ctx.db
        .prepare('INSERT INTO chat_messages (question_id, conversation_id, question, response, data_json, created_at, identity_uuid) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(questionId, conversationId, body.message, answer, JSON.stringify({ ...body, conversationId, faqId: id, faqVariant: decided.result.variant, applicationUuid: record?.uuid ?? null }), now, identity),
    );
    return { conversationId, questionId, questionStr: body.message, responseStr: answer, createdDt: new Date(now).toISOString() };
  });

  // The last 20 messages, oldest first (001 §7 initial fetch of 20).
  app.get(pathOf('chatbotHistory'), async (request) => {
    const { conversationId } = request.params as { conversationId: string };
    const known = owner(conversationId);
    if (known && known.identity !== null && known.identity !== (request.auth?.identityUuid ?? null)) throw forbidden('This conversation belongs to someone else.');
    const rows = ctx.db
      .prepare('SELECT question_id, question, response, created_at FROM chat_messages WHERE conversation_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 20')
      .all(conversationId) as { question_id: string; question: string; response: string; created_at: number }[];
    return rows.reverse().map((r) => ({ questionId: r.question_id, questionStr: r.question, responseStr: r.response, createdDt: new Date(r.created_at).toISOString() }));
  });

  app.post(pathOf('chatbotFeedback'), { config: { anonymousStorage: true } }, async (request) => {
    const body = ctx.validator.check('chatbotFeedback', request.body);
    const uuid = randomUUID();
    ctx.tx(() => ctx.db.prepare('INSERT INTO chat_feedback (uuid, data_json, created_at) VALUES (?, ?, ?)').run(uuid, JSON.stringify(body), ctx.now()));
    return { uuid, received: true };
  });
}
