/**
 * A public page's first render drawn on the server (host/page/prerender.ts serves it for the
 * production host and the sandbox, host/page/pages.ts puts it in `#root`), for the browser to
 * hydrate (renderer/boot.tsx): the same App, shell and screen components as the browser, from
 * exactly what the page carries (its organisation info, flags and first answers, `PagePrerenderInput`),
 * as a visitor with nothing stored in this browser (not signed in, no registration draft, no
 * application) sees the page before anything is fetched. The browser hydrates it only when its own
 * first render is that (renderer/boot.tsx `hydratable`); otherwise it draws the page itself.
 *
 * Built for Node by build.mjs into dist/server/pagePrerender.mjs with the browser build's own
 * screen chunks and library patches (renderer/build/renderCheckBuild.ts pagePrerenderBuild), so the
 * markup is the bundle's to the byte. Pages are drawn one at a time: the API client's org code and
 * token store and the page answers are the page's globals.
 */
import { pageBrandSources, resolveBrand } from '../../engine/brand.ts';
import type { PagePrerender, PagePrerenderInput, PagePrerenderResult } from '../../engine/types/pagePrerender.ts';
import { pageFlags, flagKeys } from '../api/flags.ts';
import { setOrgCode, setTokenStore } from '../api/client.ts';
import { setPageAnswers } from '../api/pageAnswers.ts';
import { App } from '../app/App.tsx';
import { loadDictionary } from '../app/language.tsx';
import { SOURCE_LANGUAGE } from '../../engine/locale.ts';
import { preloadPage } from '../app/AppRoutes.tsx';
import { BASE_PATH } from '../app/routeTables.ts';
import { themeOf } from '../app/theme.ts';
import { tileQueryClient } from '../studio/tileContext.tsx';
import { memoryTokens } from '../studio/fixtureTransport.ts';
import { drawOne, staticLocation } from './drawing.tsx';

export type { PagePrerenderInput, PagePrerenderResult } from '../../engine/types/pagePrerender.ts';

/** A browser's storage with nothing in it: the visitor the page is drawn for has stored nothing. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => { items.set(k, String(v)); },
    removeItem: (k) => { items.delete(k); },
    clear: () => { items.clear(); },
  };
}

/** A document holding only the page's JSON blocks, for the readers that take one (renderer/api/flags.ts pageFlags). */
const blocks = (input: PagePrerenderInput) => ({
  getElementById: (id: string) => (id === 'org-flags' ? { textContent: JSON.stringify(input.flags) } : null),
});

const DRAW_TIMEOUT_MS = 10_000;

export const prerenderPage: PagePrerender = async (input) => {
  const brand = resolveBrand(input.orgInfo, pageBrandSources(input.orgInfo)).result;
  const theme = themeOf(brand);
  setOrgCode(brand.orgCode);
  setTokenStore(memoryTokens(false));
  setPageAnswers(input.answers);
  // Node has no storage (v20); what reads it finds it empty, as the hydrating browser's (renderer/boot.tsx).
  globalThis.localStorage = emptyStorage();
  globalThis.sessionStorage = emptyStorage();
  const client = tileQueryClient();
  const flags = pageFlags(brand.orgCode, blocks(input));
  if (flags) client.setQueryData(flagKeys.forOrg(brand.orgCode), flags);
  const [pathname = '/', search = ''] = input.url.split('?');
  // What the browser loads before its first render (renderer/boot.tsx), into this page's own cache.
  await preloadPage(`${BASE_PATH}${pathname === '/' ? '' : pathname}`, { brand, flags, search }, client);
  const { hook, searchHook } = staticLocation(input.url);
  // In the visitor's language, with its words loaded as the browser loads them before its first render.
  const language = input.language ?? SOURCE_LANGUAGE;
  const dictionary = await loadDictionary(language, brand);
  const { html, errors } = await drawOne(<App brand={brand} language={{ language, dictionary }} server={{ client, hook, searchHook }} />, DRAW_TIMEOUT_MS);
  // The page's CSP runs no inline script (host/http/securityHeaders.ts): markup that needs one is not served.
  if (/<script\b/i.test(html)) errors.push('the markup needs an inline script to be complete');
  return { html: errors.length ? '' : html, errors, theme } satisfies PagePrerenderResult;
};
