/**
 * What the gallery suite visits: every screen file × every brand file × 375 and 1280 px, each tile
 * with what its checks need (raw codes that have a title, other brands' names and logos, the
 * fixture's rates and APRs), and which tiles also get a full axe-core run.
 */
import { loadConfig, brandSources } from '../../engine/config/loadConfig.ts';
import { fixtureData, loadFixtures } from '../../engine/config/loadFixtures.ts';
import { mergeBrand, resolveFixture } from '../../engine/index.ts';
import type { Journey } from '../../engine/index.ts';
import { catalog, type CatalogScreen } from '../../renderer/studio/catalog.ts';
import type { PageCheckInput } from './pageChecks.ts';

export const WIDTHS = [375, 1280] as const;

export interface Tile {
  screen: CatalogScreen;
  brand: string;
  width: number;
  fixture: string;
  /** A full axe-core run on this tile (see `axeTile`). */
  axe: boolean;
  /** The language the tile is drawn in (`?lang=`); the brand's first (English) when absent. */
  lang?: string;
  input: PageCheckInput;
}

/** Codes a screen schema gives a title for (oneOf const/title, enum with ui:enumNames): never shown raw. */
function titledCodes(node: unknown, ui: unknown, out: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) { node.forEach((n) => titledCodes(n, ui, out)); return; }
  const n = node as Record<string, unknown>;
  const u = (ui ?? {}) as Record<string, unknown>;
  for (const key of ['oneOf', 'anyOf']) for (const o of (n[key] as Record<string, unknown>[] | undefined) ?? []) if (o && o.const !== undefined && o.title) out.add(String(o.const));
  if (Array.isArray(n.enum) && Array.isArray(u['ui:enumNames'])) for (const v of n.enum) out.add(String(v));
  for (const [k, v] of Object.entries(n)) {
    if (k === 'properties') for (const [p, s] of Object.entries(v as Record<string, unknown>)) titledCodes(s, u[p], out);
    else if (k === 'items') titledCodes(v, u.items, out);
    else if (v && typeof v === 'object' && k !== 'oneOf' && k !== 'anyOf') titledCodes(v, u, out);
  }
}

const CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** Names of people, places and companies in a fixture (fields named like a name, a city or a street): shown as they are in every language. */
function namesIn(node: unknown, key = '', out: string[] = []): string[] {
  if (typeof node === 'string') { if (/name|city|street|address|employer|company|bank|institution|county/i.test(key) && node.length >= 2) out.push(node); return out; }
  if (Array.isArray(node)) { for (const n of node) namesIn(n, key, out); return out; }
  if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) namesIn(v, k, out);
  return out;
}

/**
 * axe-core is the slow check (about ten times the rest of a tile), so it runs once per screen: at
 * phone and desktop width in turn, under each brand in turn (screen i: width i mod 2, brand ⌊i/2⌋ mod n).
 * What axe finds on a screen's own content (names, roles, labels, structure) does not change with
 * the brand, and the shell around it is the same on every screen, so each screen is covered once and
 * each brand and width about 43 and 9 times over, shell included. Colour contrast, which does change
 * with the brand, is met on every brand that way, and `journey validate` checks every brand's
 * colours for WCAG AA on their own. The cheap checks (names from the accessibility tree among them)
 * run on every tile.
 */
export const axeTile = (screenIndex: number, brands: string[]) => ({ width: WIDTHS[screenIndex % WIDTHS.length]!, brand: brands[Math.floor(screenIndex / WIDTHS.length) % brands.length]! });

/** What a pass of the suite covers: the brands and widths (every brand file and WIDTHS when absent), and a language. */
export interface PassOptions { brands?: string[]; widths?: readonly number[]; lang?: string }

/**
 * The Spanish pass: every screen under New American Funding (the brand that offers Spanish,
 * brands/NEW_AMERICAN_FUNDING.json `languages`) on a phone, where Spanish, about a fifth longer than
 * English, overflows first. No axe run: names, roles and structure do not change with the words, and
 * the English pass runs axe on every screen.
 */
export const SPANISH_PASS: PassOptions = { brands: ['NEW_AMERICAN_FUNDING'], widths: [375], lang: 'es' };

/**
 * Words that stay as they are in Spanish text: the brand's and the product's names, people's and
 * places' names in the fixtures, and the terms the CFPB's Spanish keeps (NMLS, HELOC, APR).
 */
const KEPT_IN_SPANISH = ['NMLS', 'HELOC', 'APR'];

export function planTiles(root = process.cwd(), pass: PassOptions = {}) {
  const config = loadConfig(root);
  const fixtures = loadFixtures(root);
  const files = fixtureData(fixtures);
  const journeys = Object.values(config.journeys).map((j) => j.data as Journey);
  const screens = catalog(Object.keys(config.screens), journeys, fixtures.index!.data);
  const sources = brandSources(config);
  const allBrands = Object.keys(sources.brands).sort();
  const brands = pass.brands ?? allBrands;
  const widths = pass.widths ?? WIDTHS;
  const merged = Object.fromEntries(allBrands.map((b) => [b, mergeBrand(sources, b) as Record<string, any>]));
  const namesOf = (b: string) => [...new Set(Object.values((merged[b]!.names ?? {}) as Record<string, string>).filter((v) => typeof v === 'string' && v.length >= 3))];
  const logoOf = (b: string) => [String(merged[b]!.logoUrl ?? '')].filter(Boolean);

  const codes = new Set<string>();
  for (const s of Object.values(config.screens)) titledCodes(s.data.schema, s.data.uiSchema, codes);
  const rawValues = [...codes].filter((c) => CODE.test(c) && c.length >= 4).sort();

  const tiles: Tile[] = [];
  // While working on a few screens or brands: GALLERY_SCREENS / GALLERY_BRANDS (regular expressions).
  const only = (name: string, value: string) => { const re = process.env[name]; return !re || new RegExp(re).test(value); };
  screens.forEach((screen, i) => {
    if (!only('GALLERY_SCREENS', screen.id)) return;
    const scene = resolveFixture(screen.entry.fixture, files).result;
    const offers = (scene.app?.offers ?? []) as { rate?: number; apr?: number }[];
    const rates = [scene.app?.rate, ...offers.map((o) => o.rate)].filter((v): v is number => typeof v === 'number' && v > 0);
    const aprs = offers.map((o) => o.apr).filter((v): v is number => typeof v === 'number');
    // Names a Spanish page may show in English: the fixture's people and places, every brand's names.
    const fixtureNames = pass.lang ? namesIn(scene) : [];
    widths.forEach((width) => {
      for (const brand of brands) {
        if (!only('GALLERY_BRANDS', brand)) continue;
        const own = new Set([...namesOf(brand), ...logoOf(brand)]);
        const english = pass.lang ? { allow: [...KEPT_IN_SPANISH, ...namesOf(brand), ...fixtureNames] } : undefined;
        const otherBrands = allBrands.filter((b) => b !== brand).map((b) => ({ orgCode: b, names: namesOf(b).filter((n) => !own.has(n)), logos: logoOf(b).filter((l) => !own.has(l)) }))
          .filter((o) => o.names.length || o.logos.length);
        const axe = pass.lang ? undefined : axeTile(i, brands);
        tiles.push({ screen, brand, width, fixture: scene.id, axe: axe?.brand === brand && axe.width === width, ...(pass.lang ? { lang: pass.lang } : {}), input: { width, rawValues, otherBrands, rates, aprs, ...(english ? { english } : {}) } });
      }
    });
  });
  return { tiles, brands, screens };
}
