/**
 * Entry of the staff gallery (/studio/gallery; built into dist by build.mjs, never part of the
 * applicant's bundle). With `?screen=` it is one tile: the fixture answers every call the screen
 * and its shell make, the brand comes from the organisation info the sandbox embeds as for the app,
 * and the screen renders inside the real shell. A tile follows its URL: after history.pushState and
 * popstate (Back, Forward, the gallery suite's next tile) it reads the new tile's data and redraws,
 * without reloading the page. `?lang=` draws the tile in that language (one the brand offers), through
 * the app's own LanguageProvider (renderer/app/language.tsx), as an applicant reading it sees it.
 * Without `?screen=` it is the grid of every screen.
 */
import { createRoot } from 'react-dom/client';
import { screens } from 'virtual:screens';
import { pageBrandSources, resolveBrand } from '../../engine/brand.ts';
import type { OrgInfo, Scene } from '../../engine/index.ts';
import { setOrgCode, setTokenStore, setTransport } from '../api/client.ts';
import { allJourneys } from '../app/journeys.ts';
import { applyTheme } from '../app/theme.ts';
import { applyLanguage, loadDictionary, offeredBy, type StartLanguage } from '../app/language.tsx';
import { chooseLanguage, SOURCE_LANGUAGE } from '../../engine/locale.ts';
import { catalog } from './catalog.ts';
import { fixtureTransport, memoryTokens } from './fixtureTransport.ts';
import { galleryUrl, readGalleryData, readOrgInfo } from './galleryData.ts';
import { GalleryGrid } from './GalleryGrid.tsx';
import { GalleryTile } from './GalleryTile.tsx';
import { applyDrafts, listenForDrafts } from './draftScreens.ts';
import '../styles/chat.css';
import '../styles/shell.css';
import '../styles/app.css';
import '../styles/widgets.css';
import '../styles/application.css';
import './gallery.css';

const data = readGalleryData();
const all = catalog(Object.keys(screens), allJourneys, data.index);
const root = createRoot(document.getElementById('root')!);

/** The tile on show, and how many drafts the editor has sent it (each one draws the tile afresh). */
let shown: [Record<string, string>, Scene | undefined, OrgInfo | null] = [{}, undefined, null];
let drafts = 0;
/** Which call of showTile is the latest: a tile whose words arrive after a newer tile was asked for is not drawn. */
let asked = 0;
const built: Partial<typeof screens> = {};

function showTile(query: Record<string, string>, scene: Scene | undefined, orgInfo: OrgInfo | null): void {
  shown = [query, scene, orgInfo];
  const call = ++asked;
  const screen = all.find((s) => s.id === query.screen);
  const html = document.documentElement;
  if (!screen || !scene) {
    root.render(<main className="main"><h1>No such screen</h1><p>There is no screen “{query.screen}” in this build. <a href={galleryUrl({}, data.token)}>Back to the gallery</a></p></main>);
    return;
  }
  const brand = resolveBrand(orgInfo, pageBrandSources(orgInfo)).result;
  setOrgCode(brand.orgCode);
  setTokenStore(memoryTokens(scene.signedIn));
  setTransport(fixtureTransport(scene, {
    documentUrl: (kind, ext) => galleryUrl({ brand: brand.orgCode, draft: query.draft, fixture: scene.id }, data.token).replace('/studio/gallery', `/studio/gallery/documents/${kind}.${ext}`),
  }));
  applyTheme(brand);
  const width = Number(query.width);
  // Alone in a wider window the tile keeps its width; inside the gallery's iframes it is the viewport.
  html.classList.toggle('studio-tile', width > 0);
  html.style.setProperty('--studio-tile-width', width > 0 ? `${width}px` : 'none');
  // The tile's language: the address's only (no kept choice, no browser's), among the brand's.
  const code = chooseLanguage({ asked: query.lang ?? null, kept: null, browser: [], offered: offeredBy(brand) }).result;
  applyLanguage(code);
  const key = [screen.id, brand.orgCode, scene.id, query.width ?? '', ...(code === SOURCE_LANGUAGE ? [] : [code])].join('|');
  const draw = (language: StartLanguage) => {
    // A new draft from the editor draws the tile afresh (a new key), under the same tile name.
    root.render(<GalleryTile key={`${key}|${drafts}`} tileKey={key} brand={brand} screen={screen} scene={scene} language={language} />);
  };
  if (code === SOURCE_LANGUAGE) { draw({ language: code, dictionary: undefined }); return; }
  void loadDictionary(code, brand).then((dictionary) => { if (call === asked) draw({ language: code, dictionary }); });
}

if (data.query.screen === undefined) {
  document.documentElement.classList.add('studio');
  root.render(<GalleryGrid data={data} screens={all} />);
} else if (Number(data.query.width) > 0 && window.top === window.self && window.innerWidth !== Number(data.query.width)) {
  // A tile opened alone in a window of another width: its media queries must see the tile's width,
  // not the window's, so the tile is drawn in a frame of that width (the same URL, framed).
  const width = Number(data.query.width);
  document.documentElement.classList.add('studio');
  document.title = `${data.query.screen} at ${width} px · Studio`;
  root.render(<main className="gallery-alone"><iframe title={`${data.query.screen} under ${data.query.brand ?? ''} at ${width} px`} src={window.location.href} width={width} height={Math.max(600, window.innerHeight - 16)} /></main>);
} else {
  if (window.top !== window.self) {
    // A preview inside the gallery: a screen focusing its heading must not scroll the gallery to it.
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function focusWithoutScroll(options?: FocusOptions) { focus.call(this, { ...options, preventScroll: true }); };
  }
  showTile(data.query, data.scene, readOrgInfo());
  // Inside the studio editor: the text being edited, drawn as it is typed.
  listenForDrafts((draftScreens) => {
    applyDrafts(screens, built, draftScreens);
    drafts++;
    showTile(...shown);
  });
  window.addEventListener('popstate', () => {
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    if (query.screen === undefined) { window.location.reload(); return; }
    void fetch(galleryUrl({ screen: query.screen, brand: query.brand, draft: query.draft, fixture: query.fixture }, data.token).replace('/studio/gallery', '/studio/gallery/tile'), { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ orgInfo: OrgInfo; scene?: Scene }>) : Promise.reject(new Error(`${r.status}`))))
      .then((tile) => showTile(query, tile.scene, tile.orgInfo))
      .catch(() => window.location.reload());
  });
}
