import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
    if (status === 500) request.log.error(error);
    return reply.code(status).send(errorBody(status, status === 500 ? 'Something unexpected happened' : error.message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `No such path: ${request.method} ${request.url.split('?')[0]}`));
  });
}
