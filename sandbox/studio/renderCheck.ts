/**
 * A studio save drawn before it is accepted: the screens the change touches, under every brand, and
 * every screen under a changed brand, each with its gallery fixture (fixtures/index.json), by the
 * app's own renderer built for Node (renderer/server/renderCheck.tsx → dist/server/renderCheck.mjs,
 * loaded here at run time: the sandbox does not import renderer code). A screen that validates can
 * still fail to draw (a field without a `type`, a `ui:order` naming a field that is not there): the
 * applicant would see "Sorry, looks like we have hit a snag!" under that lender. Each such tile is a
 * problem in the words of journey validate's (file, pointer, message), placed in the edited file
 * that causes it. Without the built file (unit tests without a build) the drawing is skipped and
 * the answer says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Ctx } from '../context.js';
import { brandSources, type ConfigSet } from '../../engine/config/loadConfig.ts';
import { fixtureData, loadFixtures } from '../../engine/config/loadFixtures.ts';
import type { Problem } from '../../engine/config/problems.ts';
import { mergeBrand, resolveFixture, type OrgInfo, type Screen } from '../../engine/index.ts';
import { RENDER_CHECK_FILE, type RenderCheck, type RenderCheckOutcome, type RenderProblem } from '../../engine/types/renderCheck.ts';
import { orgInfo } from '../../host/page/orgInfo.ts';
import { pricingOf } from '../org/pricing.js';

export const SKIPPED_NO_BUILD = 'The screens were not drawn under each brand before saving: this sandbox has no build of the drawing (dist/server/renderCheck.mjs; run npm run build). Check the screens in the gallery (/studio/gallery) before applicants see them.';

let loaded: { file: string; mtimeMs: number; renderCheck: RenderCheck } | null = null;

/** The built drawing, loaded again when a rebuild replaced it; null when there is none. */
async function loadRenderCheck(distDir: string): Promise<RenderCheck | string> {
  const file = path.join(distDir, RENDER_CHECK_FILE);
  if (!fs.existsSync(file)) return SKIPPED_NO_BUILD;
  const { mtimeMs } = fs.statSync(file);
  if (loaded?.file === file && loaded.mtimeMs === mtimeMs) return loaded.renderCheck;
  try {
    const mod = (await import(`${pathToFileURL(file).href}?built=${mtimeMs}`)) as { renderCheck: RenderCheck };
    loaded = { file, mtimeMs, renderCheck: mod.renderCheck };
    return mod.renderCheck;
  } catch (error) {
    return `The screens were not drawn under each brand before saving: the drawing (${file}) does not load (${(error as Error).message.split('\n')[0]}). Check the screens in the gallery (/studio/gallery) before applicants see them.`;
  }
}

/** What a change draws: the screens it touches under every brand, every screen under a brand it changes (every brand for _defaults.json). */
export function tilesOf(set: ConfigSet, files: string[]): { screens: string[]; brands: string[] }[] {
  const codes = Object.keys(set.brands).filter((c) => c !== '_defaults').sort();
  const allScreens = Object.keys(set.screens).sort();
  const full = new Set(files.map((f) => path.resolve(set.root, f)));
  const touched = allScreens.filter((id) => {
    const s = set.screens[id]!;
    return full.has(path.resolve(set.root, s.file)) || (s.origins ?? []).some((o) => full.has(path.resolve(set.root, o.file)));
  });
  const brandFiles = files.filter((f) => /^brands\/[^/]+\.json$/.test(f));
  if (brandFiles.includes('brands/_defaults.json')) return [{ screens: allScreens, brands: codes }];
  const changedBrands = codes.filter((c) => brandFiles.includes(`brands/${c}.json`));
  return [
    ...(touched.length ? [{ screens: touched, brands: codes }] : []),
    ...(changedBrands.length ? [{ screens: allScreens.filter((s) => !touched.includes(s)), brands: changedBrands }] : []),
  ];
}

/** Tiles that do not draw for one reason (one screen, one fixture, one message, any number of brands), in the words of a person who edits screens. */
function problemOf(set: ConfigSet, files: string[], p: RenderProblem & { brands: string[] }, fixtureTitles: Record<string, string>, brandNames: Record<string, string>): Problem {
  const screen = set.screens[p.screen];
  const title = (screen?.data as { copy?: { title?: unknown } } | undefined)?.copy?.title;
  const named = typeof title === 'string' && title !== '' ? `"${title}" (${p.screen})` : p.screen;
  const brands = p.brands.filter(Boolean).map((b) => `${brandNames[b] ?? b} (${b})`);
  const under = brands.length === 0 ? '' : brands.length === 1 ? brands[0]! : `${brands.slice(0, -1).join(', ')} and ${brands.at(-1)!}`;
  const fixture = p.fixture ? `the sample applicant "${fixtureTitles[p.fixture] ?? p.fixture}" (fixtures/${p.fixture}.json)` : '';
  const who = [under ? `under ${under}` : '', fixture ? `with ${fixture}` : ''].filter(Boolean).join(' ');
  const message = `The screen ${named} cannot be drawn${who ? ` ${who}` : ''}: applicants would see "Sorry, looks like we have hit a snag!" instead of it. What went wrong: ${p.message}`;
  // Placed in the edited file that causes it: the screen's own file or part, else the changed brand.
  const screenFiles = screen ? [screen.file, ...(screen.origins ?? []).map((o) => path.relative(set.root, path.resolve(set.root, o.file)).split(path.sep).join('/'))] : [];
  const file = files.find((f) => screenFiles.includes(f)) ?? files.find((f) => p.brands.some((b) => f === `brands/${b}.json`) || f === 'brands/_defaults.json') ?? screen?.file ?? files[0]!;
  return { file, pointer: '', message };
}

/** The problems of the drawing, one per screen, fixture and message with the brands it fails under. */
function grouped(problems: RenderProblem[]): (RenderProblem & { brands: string[] })[] {
  const groups = new Map<string, RenderProblem & { brands: string[] }>();
  for (const p of problems) {
    const key = JSON.stringify([p.screen, p.fixture, p.message]);
    const group = groups.get(key) ?? groups.set(key, { ...p, brands: [] }).get(key)!;
    group.brands.push(p.brand);
  }
  return [...groups.values()];
}

export interface ChangeDrawing {
  outcome: RenderCheckOutcome;
  /** The tiles that do not draw, as problems of the files. */
  problems: Problem[];
}

/** Draws what a change touches (see tilesOf) with the config as the change leaves it (`set`). */
export async function drawChange(ctx: Ctx, set: ConfigSet, files: string[]): Promise<ChangeDrawing> {
  const groups = tilesOf(set, files);
  if (groups.length === 0) return { outcome: { ran: true, tiles: 0, problems: [], ms: 0 }, problems: [] };
  const renderCheck = await loadRenderCheck(ctx.options.distDir);
  if (typeof renderCheck === 'string') return { outcome: { ran: false, skipped: renderCheck }, problems: [] };
  const fixtureSet = loadFixtures(set.root);
  if (!fixtureSet.index) return { outcome: { ran: false, skipped: 'The screens were not drawn under each brand before saving: fixtures/index.json is missing.' }, problems: [] };
  const files_ = fixtureData(fixtureSet);
  const sources = brandSources(set);
  const pricing = pricingOf(ctx.dataFile);
  const brands: Record<string, OrgInfo> = Object.fromEntries(Object.keys(sources.brands).map((code) => [code, orgInfo(mergeBrand(sources, code), 'http://localhost', pricing)]));
  const screens = Object.fromEntries(Object.entries(set.screens).map(([id, s]) => [id, s.data as Screen]));
  const fixtures = { index: fixtureSet.index.data, files: files_ };
  const outcome = { ran: true as const, tiles: 0, problems: [] as RenderProblem[], ms: 0 };
  for (const group of groups) {
    const result = await renderCheck({ screens, check: group.screens, brands: group.brands.map((c) => brands[c]!), fixtures });
    outcome.tiles += result.tiles;
    outcome.ms += result.ms;
    outcome.problems.push(...result.problems);
  }
  const fixtureTitles: Record<string, string> = {};
  for (const id of new Set(outcome.problems.map((p) => p.fixture).filter(Boolean))) {
    try { fixtureTitles[id] = resolveFixture(id, files_).result.title; } catch { /* named by its id */ }
  }
  const brandNames = Object.fromEntries(Object.entries(sources.brands).map(([code]) => {
    const names = mergeBrand(sources, code).names ?? {};
    return [code, String(names.companyName ?? names.companyNameShort ?? code)];
  }));
  return { outcome, problems: grouped(outcome.problems).map((p) => problemOf(set, files, p, fixtureTitles, brandNames)) };
}
