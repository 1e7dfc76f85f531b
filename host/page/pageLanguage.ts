/**
 * The language of a page the server sends: engine/locale.ts requestLanguage over the address's
 * `?lang=`, the visitor's kept choice (the cookie the browser writes) and the browser's
 * Accept-Language, among the languages the brand offers; the browser decides the same way with
 * navigator.languages (renderer/app/language.tsx), so the page it hydrates is in its language.
 */
import type { FastifyRequest } from 'fastify';
import { requestLanguage, SOURCE_LANGUAGE } from '../../engine/locale.ts';
import type { Decision } from '../../engine/types/logic.ts';

export function pageLanguage(request: FastifyRequest, offered: readonly string[] | undefined): Decision<string> {
  const query = request.query as Record<string, unknown> | undefined;
  const header = request.headers['accept-language'];
  return requestLanguage({ cookie: request.headers.cookie, acceptLanguage: typeof header === 'string' ? header : undefined }, offered ?? [SOURCE_LANGUAGE], typeof query?.['lang'] === 'string' ? query['lang'] : null);
}
