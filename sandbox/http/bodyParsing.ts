import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.js';

/** Deeper than any screen or API body (they nest 4 levels); 5,000 levels answered 500 (issue 14). */
export const MAX_DEPTH = 32;
/** What a body without files may weigh (a registration is under 2 KB). Routes with uploads set their own. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
export const MERGE_PATCH = 'application/merge-patch+json';

/** How deep objects and arrays nest in JSON text, stopping once past `max` (one pass, strings skipped). */
export function nestingDepth(text: string, max = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * JSON bodies: refused when nested deeper than MAX_DEPTH (before parsing, so nothing recurses
 * 5,000 levels), then parsed by Fastify's own parser, which refuses `__proto__` and
 * `constructor.prototype` keys. Every refusal is a 400 with a field error.
 */
export function jsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: Parameters<typeof parse>[0], body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestingDepth(text, MAX_DEPTH) > MAX_DEPTH) {
      done(new ValidationError([{ pointer: '', message: `The request body is nested too deeply (at most ${MAX_DEPTH} levels).` }]));
      return;
    }
    parse(request, text, (error, value) => {
      // Fastify reports a prototype key as invalid JSON; JSON that parses was refused for its keys.
      if (error && parses(text)) done(new ValidationError([{ pointer: '', message: 'The request body may not use the keys __proto__ or constructor.prototype.' }]));
      else done(error, value);
    });
  };
}

/** Replaces Fastify's JSON parser on `app` (and every plugin under it) with `jsonParser`. */
export function installJsonParser(app: FastifyInstance): void {
  const parser = jsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parser);
}

/** JSON merge patch bodies (RFC 7396), parsed exactly as JSON; registered only where a route takes a patch. */
export function installMergePatchParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(MERGE_PATCH, { parseAs: 'string' }, jsonParser(scope));
}
