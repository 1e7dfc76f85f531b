import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { own } from '../util/own.js';
import { translate, type Dictionary } from '../../engine/locale.ts';

/** One field problem: `pointer` is a JSON pointer into the request body (RFC 6901). */
export interface FieldError {
  pointer: string;
  message: string;
}

export const VALIDATION_MESSAGE = 'Some answers need attention.';

/** A reader's words for an English text (engine/locale.ts translate). */
export type Words = (text: string) => string;

/**
 * An error answered as `{ statusCode, error, message, ...extra }`. Its message is English, and is
 * answered in the request's language (engine/locale.ts requestLanguage) through the dictionary:
 * as a whole, or by `words` for a message built of parts (a wait in words).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    readonly words?: (t: Words) => string,
  ) {
    super(message);
  }
}

/**
 * Answered as 400 with the documented shape (schemas/api/error.schema.json). `inLanguage` words the
 * problems again for a reader of another language (sandbox/validation/validator.ts: the screens'
 * words in it, as the browser shows them).
 */
export class ValidationError extends ApiError {
  constructor(readonly errors: FieldError[], readonly inLanguage?: (dictionary: Dictionary) => FieldError[]) {
    super(400, VALIDATION_MESSAGE, { errors });
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} was not found.`);
export const forbidden = (message = 'You do not have access to this.') => new ApiError(403, message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new ApiError(409, message, extra);

export function errorBody(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

/** Words for the framework's refusals, in place of its own English. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large for this address.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not the length it says.',
};

/** A person opening a page in the browser (not a script calling the API). */
export function opensPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const dest = request.headers['sec-fetch-dest'];
  return dest === 'document' || (dest === undefined && String(request.headers.accept ?? '').startsWith('text/html'));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The refusal as a small page: the same status and words, for a person rather than a program; `lang` is the language of `t`. */
export function errorPage(statusCode: number, message: string, t: Words = (text) => text, lang = 'en'): string {
  const title = t(statusCode === 404 ? 'Page not found' : statusCode === 429 ? 'Please wait a moment' : 'Something went wrong');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeHtml(title)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;color:#1f2933;margin:0;padding:2rem 1rem}main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem}a{color:#1f4f8b}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p>${statusCode === 404 ? `<a href="/account/heloc/">${escapeHtml(t('Go to the start page'))}</a>` : `<a href="">${escapeHtml(t('Try again'))}</a>`}</p></main></body></html>
`;
}

/** The request's dictionary (the sandbox's: the request's brand and language, engine/locale.ts requestLanguage); undefined in English. */
export type RequestWords = (request: FastifyRequest) => Dictionary | undefined;

/** Answers an error as JSON, or as a page to a person who opened it in the browser, in the reader's language. */
function sendError(request: FastifyRequest, reply: FastifyReply, statusCode: number, body: ReturnType<typeof errorBody>, dictionary: Dictionary | undefined) {
  reply.code(statusCode);
  const t: Words = (text) => translate(text, dictionary);
  if (dictionary) reply.header('content-language', dictionary.language);
  return opensPage(request) ? reply.type('text/html; charset=utf-8').send(errorPage(statusCode, body.message, t, dictionary?.language)) : reply.send(body);
}

/** The field problems in the reader's words: the validator's own wording in the language, else each message through the dictionary. */
function problemsIn(error: ApiError, dictionary: Dictionary): Record<string, unknown> {
  if (!(error instanceof ValidationError)) return error.extra;
  const errors = error.inLanguage ? error.inLanguage(dictionary) : error.errors.map((e) => ({ ...e, message: translate(e.message, dictionary) }));
  return { ...error.extra, errors };
}

/**
 * Every error leaves as JSON in one shape (as a page to a browser opening it); unknown paths answer
 * 404 the same way. Its words are the request's language's (`wordsOf`): the same English texts
 * through the dictionary the app reads (locales/es/service.json).
 */
export function installErrorHandlers(app: FastifyInstance, wordsOf: RequestWords = () => undefined): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const dictionary = wordsOf(request);
    const t: Words = (text) => translate(text, dictionary);
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      const message = error.words ? error.words(t) : t(error.message);
      return sendError(request, reply, error.statusCode, errorBody(error.statusCode, message, dictionary ? problemsIn(error, dictionary) : error.extra), dictionary);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return sendError(request, reply, 400, errorBody(400, t(VALIDATION_MESSAGE), { errors: [{ pointer: '', message: t('The request body is not valid JSON.') }] }), dictionary);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error(error);
      return sendError(request, reply, 500, errorBody(500, t('Something unexpected happened')), dictionary);
    }
    // The framework's own refusals (too large, unsupported type, ...) carry a field error like ours.
    const message = t(own(FRAMEWORK_MESSAGES, error.code) ?? error.message);
    return sendError(request, reply, status, errorBody(status, message, { errors: [{ pointer: '', message }] }), dictionary);
  });
  app.setNotFoundHandler((request, reply) => {
    const dictionary = wordsOf(request);
    const message = opensPage(request) ? translate('There is no page at this address.', dictionary) : `No such path: ${request.method} ${request.url.split('?')[0]}`;
    return sendError(request, reply, 404, errorBody(404, message), dictionary);
  });
}
