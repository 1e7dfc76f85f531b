/**
 * The language of a page the server sends: engine/locale.ts chooseLanguage over the address's
 * `?lang=`, the visitor's kept choice (the LANGUAGE_COOKIE the browser writes) and the browser's
 * Accept-Language, among the languages the brand offers; the browser decides the same way with
 * navigator.languages (renderer/app/language.tsx), so the page it hydrates is in its language.
 */
import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, chooseLanguage, LANGUAGE_COOKIE, SOURCE_LANGUAGE } from '../../engine/locale.ts';
import type { Decision } from '../../engine/types/logic.ts';

/** A cookie's value in the request, or null. */
function cookie(request: FastifyRequest, name: string): string | null {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try { return decodeURIComponent(v.join('=')); } catch { return null; }
    }
  }
  return null;
}

export function pageLanguage(request: FastifyRequest, offered: readonly string[] | undefined): Decision<string> {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.['lang'] === 'string' ? query['lang'] : null;
  const header = request.headers['accept-language'];
  return chooseLanguage({ asked, kept: cookie(request, LANGUAGE_COOKIE), browser: acceptedLanguages(typeof header === 'string' ? header : undefined), offered: offered ?? [SOURCE_LANGUAGE] });
}
