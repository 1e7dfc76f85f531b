/**
 * The prerender of a public page (renderer/server/pagePrerender.tsx, built to
 * dist/server/pagePrerender.mjs; used by host/page/prerender.ts for the production host and the
 * sandbox alike): the app's first render of a page, drawn on the server from exactly what the page
 * carries (its organisation info, flags and first answers), for the browser to hydrate
 * (renderer/boot.tsx).
 */
import type { OrgInfo } from '../brand.ts';

/** Where the build writes the prerender, under the dist folder (renderer/build/renderCheckBuild.ts). */
export const PAGE_PRERENDER_FILE = 'server/pagePrerender.mjs';

/** What the page carries, as its JSON blocks hold it (host/page/pages.ts pageHtml). */
export interface PagePrerenderInput {
  /** `<script id="org-info">`. */
  orgInfo: OrgInfo;
  /** `<script id="org-flags">`: the org's feature list (000 §7). */
  flags: { orgCode: string; features: unknown[] };
  /** `<script id="page-answers">`: the bodies of the page's first GET calls. */
  answers: Record<string, unknown>;
  /** The page's path under the base path with its query (`/register-v2?org=GOODLEAP_LLC`). */
  url: string;
  /** The language the page is drawn in (host/page/pageLanguage.ts; one the brand offers); English when absent. */
  language?: string;
}

export interface PagePrerenderResult {
  /** What the app draws in `#root`, empty when it cannot be drawn cleanly. */
  html: string;
  /** What drawing it logged as an error (a page with any is not served prerendered). */
  errors: string[];
  /** The brand's theme on the document as renderer/app/theme.ts applies it: custom properties, title, org. */
  theme: { properties: [string, string][]; title: string; orgCode: string };
}

export type PagePrerender = (input: PagePrerenderInput) => Promise<PagePrerenderResult>;
