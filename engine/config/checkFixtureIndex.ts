/**
 * `journey validate` for fixtures/index.json and what screens read: the index fits its
 * meta-schema; every screen has a group and so a default fixture; named screens, fixtures and
 * routes exist; a screen without a route of its own says which page it is shown over. Then every
 * path a screen reads (copy placeholders, uiSchema placeholders, prefill and rule `var`s) must be
 * given by at least one fixture the screen may be shown with, and a placeholder without a
 * `|fallback` by its default fixture (or the gallery shows a gap where the applicant sees a value).
 */
import { join } from 'node:path';
import { createAjv } from './ajv.ts';
import { galleryEntry, resolveFixture, type FixtureIndex, type Scene } from '../fixtures.ts';
import { lookup, total } from '../template.ts';
import { readJson, type ConfigSet } from './loadConfig.ts';
import { fixtureData, FIXTURE_INDEX, type FixtureSet } from './loadFixtures.ts';
import { screenReads } from './screenReads.ts';
import { didYouMean, pointer, type Problem } from './problems.ts';

export const FIXTURE_INDEX_META = 'schemas/meta/fixture-index.schema.json';
/** Context roots fixtures give; the others (brand, form, today, path, chat, ...) come from elsewhere. */
export const FIXTURE_ROOTS = ['app', 'profile', 'signer', 'flags', 'query', 'params', 'registration', 'originator'];

/** What a screen's rules and copy see of a scene (the parts fixtures give). */
export const sceneContext = (s: Scene): Record<string, unknown> => ({
  app: s.app, profile: s.profile, signer: s.signer, flags: s.flags, query: s.query, params: s.params, registration: s.registration, originator: s.originator,
});

export function checkFixtureIndex(set: ConfigSet, fixtures: FixtureSet): Problem[] {
  if (!fixtures.index) return [{ file: FIXTURE_INDEX, pointer: '', message: 'missing: every screen needs a default fixture (schemas/meta/fixture-index.schema.json)' }];
  const file = fixtures.index.file;
  const index = fixtures.index.data;
  const validate = createAjv('staff').compile(readJson(join(set.root, FIXTURE_INDEX_META)) as object);
  if (!validate(index)) {
    return (validate.errors ?? []).map((e) => ({ file, pointer: e.instancePath, message: `${e.message ?? 'invalid'}${e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : ''} (${FIXTURE_INDEX_META})` }));
  }
  const problems: Problem[] = [];
  const files = fixtureData(fixtures);
  const ids = Object.keys(files);
  const screenIds = Object.keys(set.screens);
  const routes = Object.values(set.journeys).flatMap((j) => j.data.routes);
  const routePaths = routes.map((r) => r.path);
  const routed = new Set(routes.flatMap((r) => [r.screen, r.sameScreenAs ? routes.find((x) => x.path === r.sameScreenAs)?.screen : undefined]).filter(Boolean));

  const checkFixture = (id: string, kinds: string[], at: string) => {
    const f = files[id];
    if (!f) problems.push({ file, pointer: at, message: `no fixture "${id}"${didYouMean(id, ids)}` });
    else if (!kinds.includes(f.kind)) problems.push({ file, pointer: at, message: `"${id}" is a ${f.kind} fixture; this group shows ${kinds.join(' or ')} fixtures` });
  };
  const checkRoute = (path: string | undefined, at: string) => {
    if (path !== undefined && !routePaths.includes(path)) problems.push({ file, pointer: at, message: `no route "${path}" in journeys/${didYouMean(path, routePaths)}` });
  };
  for (const [name, g] of Object.entries(index.groups)) {
    checkFixture(g.default, g.kinds, pointer('groups', name, 'default'));
    checkRoute(g.shownOn, pointer('groups', name, 'shownOn'));
    g.screens.forEach((s, i) => {
      if (!s.endsWith('/') && !screenIds.includes(s)) problems.push({ file, pointer: pointer('groups', name, 'screens', i), message: `no screen "${s}"${didYouMean(s, screenIds)}` });
    });
  }
  for (const [id, entry] of Object.entries(index.screens ?? {})) {
    if (!screenIds.includes(id)) { problems.push({ file, pointer: pointer('screens', id), message: `no screen "${id}"${didYouMean(id, screenIds)}` }); continue; }
    const group = galleryEntry(id, index).result;
    if (group && entry.fixture) checkFixture(entry.fixture, group.kinds, pointer('screens', id, 'fixture'));
    checkRoute(entry.shownOn, pointer('screens', id, 'shownOn'));
  }
  if (problems.length > 0) return problems;

  const scenes = new Map<string, Scene>();
  for (const id of ids) if (['application', 'signer', 'visitor'].includes(files[id]!.kind)) scenes.set(id, resolveFixture(id, files).result);
  for (const [id, s] of Object.entries(set.screens)) {
    const entry = galleryEntry(id, index).result;
    if (!entry) { problems.push({ file: s.file, pointer: '', message: `no group of ${FIXTURE_INDEX} shows this screen, so it has no default fixture` }); continue; }
    if (!routed.has(id) && !entry.shownOn) problems.push({ file, pointer: pointer('screens', id), message: `screen "${id}" has no route of its own: say which page it is shown over ("shownOn")` });
    problems.push(...coverage(s.file, s.data, entry.fixture, entry.kinds, scenes));
  }
  return problems;
}

function coverage(file: string, screen: Parameters<typeof screenReads>[0], defaultId: string, kinds: string[], scenes: Map<string, Scene>): Problem[] {
  const out: Problem[] = [];
  const candidates = [...scenes.values()].filter((s) => kinds.includes(s.kind));
  const def = scenes.get(defaultId);
  const given = (s: Scene, path: string) => { const v = path.includes('*') ? total(sceneContext(s), path) : lookup(sceneContext(s), path); return v !== undefined && v !== null && v !== ''; };
  const done = new Set<string>();
  for (const read of screenReads(screen)) {
    if (!FIXTURE_ROOTS.includes(read.path.split('.')[0]!)) continue;
    const key = `${read.at} ${read.path}`;
    if (done.has(key)) continue;
    done.add(key);
    const shown = read.via === 'placeholder' ? `{{${read.path}}}` : `"${read.path}" (a rule's "var")`;
    if (!candidates.some((s) => given(s, read.path))) {
      out.push({ file, pointer: read.at, message: `${shown} is given by no fixture this screen may be shown with (${kinds.join(' or ')} fixtures); add "${read.path}" to one under fixtures/ so the gallery can show this case` });
    } else if (read.via === 'placeholder' && !read.fallback && def && !given(def, read.path)) {
      out.push({ file, pointer: read.at, message: `${shown} is empty in the screen's default fixture "${defaultId}" (${FIXTURE_INDEX}); give "${read.path}" there, choose another default, or add a fallback {{${read.path}|…}}` });
    }
  }
  return out;
}
