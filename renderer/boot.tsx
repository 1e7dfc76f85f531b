/**
 * The app's start (renderer/main.tsx loads it after the stylesheets): the organisation info embedded in the page decides the brand (000 §1; it carries the org's
 * brand file merged over the defaults, so no brand file is bundled); the brand's colours
 * become CSS custom properties; then the app renders. Missing organisation info is an error page.
 * A page that arrives prerendered (host/page/prerender.ts: its first render drawn on the server for
 * a visitor who has stored nothing) is hydrated instead when this browser's first render is that one
 * (`hydratable`); otherwise the app draws the page itself over it, as for any other page.
 */
import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { pageBrandSources, resolveBrand, PrivateLabelError } from '../engine/brand.ts';
import { applyLanguage, firstLanguage, loadDictionary, type StartLanguage } from './app/language.tsx';
import type { OrgInfo } from '../engine/index.ts';
import { getToken, setOrgCode } from './api/client.ts';
import { pageFlags } from './api/flags.ts';
import { loadDraft } from './state/registrationDraft.ts';
import { storedApplicationId } from './components/StoredApplicationRedirect.tsx';
import { BASE_PATH } from './app/routeTables.ts';
import { App } from './app/App.tsx';
import { preloadPage } from './app/AppRoutes.tsx';
import { applyTheme } from './app/theme.ts';
import { reloadAcrossPolicies } from './app/documentNav.ts';
import { reloadForNewBuild } from './screens/loadScreen.ts';
import { replayTyped, typedBeforeHydration } from './app/typedBeforeHydration.ts';
import { afterFirstScreen } from './shell/afterFirstScreen.ts';

const PRELOAD_WAIT_MS = 1500;

function readOrgInfo(): OrgInfo | null {
  const el = document.getElementById('org-info');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as OrgInfo;
  } catch (error) {
    return { error: { message: (error as Error).message } };
  }
}

/**
 * Whether the markup in `#root` is this browser's first render: drawn for this brand and this page
 * in this language (its marker, host/page/prerender.ts), and for a visitor like this one, with nothing stored that the
 * first render reads (not signed in, no registration draft, no application kept in this browser;
 * renderer/server/pagePrerender.tsx draws with empty storage).
 */
function hydratable(container: HTMLElement, orgCode: string, language: string): boolean {
  const here = `${window.location.pathname.slice(BASE_PATH.length) || '/'}${window.location.search}`;
  if (container.dataset.prerendered !== `${orgCode} ${language} ${here}`) return false;
  try {
    return getToken() === null && Object.keys(loadDraft()).length === 0 && storedApplicationId(localStorage) === null;
  } catch {
    return false; // storage disabled by the browser: what the first render reads is not known
  }
}

/** Runs `then` once what it wraps is hydrated (it draws nothing of its own, so the markup is the server's). */
function Hydrated({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

const container = document.getElementById('root')!;
let root: Root | null = null;
const rootForRender = () => (root ??= createRoot(container));
reloadAcrossPolicies();
// A late chunk of an older build, gone since a deploy: the page reloads onto the new build.
addEventListener('unhandledrejection', (event) => { reloadForNewBuild(event.reason); });
try {
  const info = readOrgInfo();
  const brand = resolveBrand(info, pageBrandSources(info)).result;
  setOrgCode(brand.orgCode);
  applyTheme(brand);
  // The page's own screen is drawn in the first render: its chunk (already requested by the page's
  // modulepreload links) is evaluated first, for at most PRELOAD_WAIT_MS; after that the app
  // renders anyway and shows its loading state until the chunk arrives.
  // The language the applicant reads (app/language.tsx); another than English waits for its words.
  const chosen = firstLanguage(brand);
  applyLanguage(chosen.result, chosen.decidedBy);
  let language: StartLanguage = { language: chosen.result, dictionary: undefined };
  const wordsReady = loadDictionary(chosen.result, brand).then((dictionary) => { language = { language: chosen.result, dictionary }; });
  let rendered = false;
  const render = () => {
    if (rendered) return;
    rendered = true;
    rootForRender().render(<App brand={brand} language={language} />);
  };
  const start = { brand, flags: pageFlags(brand.orgCode), search: window.location.search.slice(1) };
  // A prerendered page is drawn in the language the server chose (host/page/pageLanguage.ts); in another, the app draws its own.
  if (hydratable(container, brand.orgCode, chosen.result)) {
    // The prerendered page stays on show until its own screen is loaded, then becomes the app;
    // what was typed or chosen in it meanwhile is handed to the form (app/typedBeforeHydration.ts).
    void Promise.all([preloadPage(window.location.pathname, start), wordsReady]).then(() => {
      rendered = true;
      const typed = typedBeforeHydration(container);
      root = hydrateRoot(container, <Hydrated then={() => { afterFirstScreen(() => { replayTyped(container, typed); }); }}><App brand={brand} language={language} /></Hydrated>);
    });
  } else {
    void Promise.all([preloadPage(window.location.pathname, start), wordsReady]).then(render);
    setTimeout(() => { void wordsReady.then(render); }, PRELOAD_WAIT_MS);
  }
  // The dev toolbar exists only in a development build (001 §1, §2): production never builds it.
  if (typeof __DEV__ !== 'undefined' && __DEV__) void import('./dev/mountDevTools.tsx').then((m) => m.mountDevTools());
} catch (error) {
  if (!(error instanceof PrivateLabelError)) throw error;
  console.error(error);
  rootForRender().render(
    <main className="main"><section className="screen"><h1>This page is not available</h1><p>We could not load this lender's details. Please use the link your lender gave you.</p></section></main>,
  );
}
