import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { own } from '../util/own.js';

/** One field problem: `pointer` is a JSON pointer into the request body (RFC 6901). */
export interface FieldError {
  pointer: string;
  message: string;
}

export const VALIDATION_MESSAGE = 'Some answers need attention.';

/** An error answered as `{ statusCode, error, message, ...extra }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Answered as 400 with the documented shape (schemas/api/error.schema.json). */
export class ValidationError extends ApiError {
  constructor(readonly errors: FieldError[]) {
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

/** Every error leaves as JSON in one shape; unknown paths answer 404 the same way. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.extra));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      const body = errorBody(400, VALIDATION_MESSAGE, { errors: [{ pointer: '', message: 'The request body is not valid JSON.' }] });
      return reply.code(400).send(body);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error(error);
      return reply.code(500).send(errorBody(500, 'Something unexpected happened'));
    }
    // The framework's own refusals (too large, unsupported type, ...) carry a field error like ours.
    const message = own(FRAMEWORK_MESSAGES, error.code) ?? error.message;
    return reply.code(status).send(errorBody(status, message, { errors: [{ pointer: '', message }] }));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `No such path: ${request.method} ${request.url.split('?')[0]}`));
  });
}
