/**
 * The words a server answers a person in: the request's brand's, in the language of the
 * `heloc_lang` cookie (the choice made in the app, renderer/app/language.tsx), else of its
 * Accept-Language, among the languages the brand offers (engine/locale.ts requestLanguage). Used by
 * the host's pages and refusals (host/page/pages.ts, host/server.ts) and the sandbox's (sandbox/context.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { requestLanguage, type Dictionary } from '../../engine/locale.ts';
import type { BrandLanguages, Dictionaries } from '../../engine/config/localeFiles.ts';

export type RequestDictionary = (request: { headers: IncomingHttpHeaders }, brand: BrandLanguages | null | undefined) => Dictionary | undefined;

export function requestDictionary(dictionaries: Dictionaries): RequestDictionary {
  return (request, brand) => {
    const headers = { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] };
    return dictionaries.dictionary(requestLanguage(headers, dictionaries.offered(brand)).result, brand);
  };
}
