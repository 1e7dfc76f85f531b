/**
 * `journey validate`: every journey, screen and brand file against its meta-schema, then
 * referential integrity and the JSON-logic lint. Returns problems; prints nothing.
 */
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';
import { checkJourney } from './checkJourney.ts';
import { checkScreen } from './checkScreens.ts';
import { checkBrands } from './checkBrands.ts';
import { checkShell } from './checkShell.ts';
import { checkConditions } from './checkConditions.ts';
import { schemaAt, type SchemaAt } from './schemaPaths.ts';
import { relocate } from './relocate.ts';
import { compileCached } from './compileCache.ts';
import { checkRedirectCycles, checkScreenLinks, hrefs, linkProblem, type LinkScope } from './checkLinks.ts';
import { SHELL_FILE } from './checkShell.ts';
import { checkStatusStrings, vocabularyOf } from './checkStatusStrings.ts';
import { checkAssets } from './checkBrandAssets.ts';
import { apiSchemasOfScreens, checkSandboxNames } from './checkSandboxNames.ts';
import { resolveFile } from './resolveRefs.ts';
import { refContext } from './loadConfig.ts';
import { checkMessages } from './checkMessages.ts';
import { checkContrast, textPairs, type BrandColours } from './checkContrast.ts';
import { existsSync } from 'node:fs';
import { checkText, screenTexts, type PlaceholderScope } from './checkPlaceholders.ts';
import { guaranteed, routesShowing, screenContext, ALWAYS } from './screenContext.ts';
import { mergeBrand } from '../brand.ts';
import { brandSources, readJson, type ConfigSet } from './loadConfig.ts';
import { didYouMean, pointer, type Problem } from './problems.ts';
import type { Journey } from '../types/journey.ts';

const META: Record<'journey' | 'screen' | 'brand', string> = {
  journey: 'schemas/meta/journey.schema.json',
  screen: 'schemas/meta/screen.schema.json',
  brand: 'schemas/meta/brand.schema.json',
};

function metaValidators(root: string) {
  const make = () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    return ajv;
  };
  const compile = (rel: string) => compileCached(readJson(join(root, rel)) as object, make, 'meta');
  return { journey: compile(META.journey), screen: compile(META.screen), brand: compile(META.brand) };
}

/** The Ajv that screen schemas are compiled with (the renderer's build and the sandbox use the same options). */
export function screenAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
  addFormats(ajv);
  ajvErrors(ajv);
  return ajv;
}

/** Screen schemas carry no $id, so one Ajv compiles them all (creating one costs more than compiling). */
let screenAjvInstance: Ajv | undefined;
const sharedScreenAjv = (): Ajv => (screenAjvInstance ??= screenAjv());

export function validateConfig(set: ConfigSet): Problem[] {
  const problems: Problem[] = [...set.readProblems];
  const meta = metaValidators(set.root);
  const check = (kind: keyof typeof META, file: string, data: unknown, note = ''): boolean => {
    const v = meta[kind];
    if (v(data)) return true;
    for (const e of v.errors ?? []) {
      if (e.keyword === 'if') continue; // the branch's own errors say what is wrong
      const extra = e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : e.keyword === 'enum' ? `: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}` : '';
      problems.push({ file, pointer: e.instancePath, message: `${e.message ?? 'invalid'}${extra} (${META[kind]}${note})` });
    }
    return false;
  };
  for (const j of Object.values(set.journeys)) check('journey', j.file, j.data);
  // A screen as written (what an editor checks through $schema), then as resolved (what runs).
  const resolvedScreens: Problem[] = []; // pointers into resolved screens, moved by relocate()
  for (const s of Object.values(set.screens)) {
    if (!check('screen', s.file, s.raw ?? s.data)) continue;
    const before = problems.length;
    check('screen', s.file, s.data, ', after its references are resolved');
    resolvedScreens.push(...problems.splice(before));
  }
  for (const b of Object.values(set.brands)) check('brand', b.file, b.data);
  if (problems.length + resolvedScreens.length > 0) return [...problems, ...relocate(resolvedScreens, set)]; // integrity checks assume well-formed files

  const journeys = Object.values(set.journeys);
  const allRoutes = journeys.flatMap((j) => j.data.routes.map((r) => r.path));
  const baseRedirects = journeys.flatMap((j) => (j.data.redirects ?? []).filter((r) => (r.scope ?? 'base') === 'base').map((r) => r.from));
  const siteRedirects = journeys.flatMap((j) => (j.data.redirects ?? []).filter((r) => r.scope === 'site').map((r) => r.from));
  const screenIds = Object.keys(set.screens);
  const contextFile = (j: Journey, file: string) => join(set.root, file, '..', j.dataSchema);
  const registration = registrationSchema(set);

  const sources = brandSources(set);
  const brands: PlaceholderScope['brands'] = Object.fromEntries(Object.keys(sources.brands).map((code) => [code, mergeBrand(sources, code) as Record<string, unknown>]));
  const scopeFor = (file: string, data: SchemaAt): PlaceholderScope => ({ root: set.root, file, data, brands });
  const links: LinkScope = { journeys: journeys.map((j) => j.data), brands };
  problems.push(...checkRedirectCycles(journeys, links));
  const vocabulary = vocabularyOf(journeys);
  if (vocabulary) for (const j of journeys) problems.push(...checkStatusStrings(j.data, j.file, vocabulary));

  for (const [id, j] of Object.entries(set.journeys)) {
    if (j.data.id !== id) problems.push({ file: j.file, pointer: '/id', message: `id "${j.data.id}" must match the file name "${id}"` });
    const ctxFile = contextFile(j.data, j.file);
    const data = withRegistration(schemaAt(ctxFile), registration);
    problems.push(...checkJourney({
      journey: j.data,
      file: j.file,
      allRoutes,
      baseRedirects,
      siteRedirects,
      screenIds,
      scope: { file: j.file, data, conditions: Object.keys(j.data.conditions ?? {}) },
      checkPlaceholder: (text, at) => checkText(text, at, scopeFor(j.file, screenContext(data, {}, { roots: ALWAYS, params: [] }))),
    }));
  }

  const helocJourney = set.journeys.heloc ?? journeys[0];
  const ctxFile = helocJourney ? contextFile(helocJourney.data, helocJourney.file) : join(set.root, 'schemas/data/context.schema.json');
  const registry = readJson(join(set.root, 'renderer/registry.json')) as { widgets: string[]; fields: string[]; components: string[]; apis?: Record<string, unknown> };
  const ajv = sharedScreenAjv;
  const base = withRegistration(schemaAt(ctxFile), registration);
  const screenData = (id: string) => screenContext(base, {}, guaranteed(routesShowing(set, id)), set.screens[id]?.data.schema);
  for (const [id, s] of Object.entries(set.screens)) {
    const data = screenData(id);
    resolvedScreens.push(...checkScreen({ id, file: s.file, screen: s.data, data, ajv, registry }));
    for (const [at, text] of screenTexts(s.data)) resolvedScreens.push(...checkText(text, at, scopeFor(s.file, data)));
    resolvedScreens.push(...checkScreenLinks(s.data, s.file, links));
    if (s.data.schema) resolvedScreens.push(...checkMessages(s.data.schema, s.file, ['schema']));
    if (vocabulary) resolvedScreens.push(...checkStatusStrings(s.data, s.file, vocabulary));
  }
  for (const b of Object.values(set.brands)) {
    const always = screenContext(base, {}, { roots: ALWAYS, params: [] });
    const footer = (b.data.footer as { disclosureCopy?: string } | undefined)?.disclosureCopy;
    if (footer) problems.push(...checkText(footer, '/footer/disclosureCopy', scopeFor(b.file, always)));
    for (const [key, text] of Object.entries((b.data.copy as Record<string, string> | undefined) ?? {})) {
      const screenId = key.slice(0, key.lastIndexOf('.'));
      if (set.screens[screenId]) problems.push(...checkText(text, pointer('copy', key), scopeFor(b.file, screenData(screenId))));
    }
  }
  problems.push(...checkBrands(set, brandSources(set), readJson(join(set.root, META.brand)) as Record<string, unknown>));
  const basePath = journeys[0]?.data.basePath ?? '/';
  for (const b of Object.values(set.brands)) problems.push(...checkAssets(set.root, b.file, b.data, basePath));
  const defaults = set.brands._defaults;
  if (defaults) {
    const colours: BrandColours[] = [['_defaults', defaults.data] as const, ...Object.entries(brands)].map(([code, merged]) => ({
      code,
      file: set.brands[code]?.file ?? defaults.file,
      colors: ((merged as { colors?: Record<string, string> }).colors ?? {}),
      own: Object.keys((set.brands[code]?.data as { colors?: object } | undefined)?.colors ?? {}),
      defaultsFile: defaults.file,
    }));
    problems.push(...checkContrast(textPairs(set.root), colours));
  }
  problems.push(...checkShell(set.root, screenContext(base, {}, { roots: ALWAYS, params: [] }), brands));
  problems.push(...checkConditions(set.root, allRoutes));
  problems.push(...checkSandboxNames(set));
  const refs = refContext(join(set.root, 'schemas'));
  for (const id of apiSchemasOfScreens(set.root)) {
    const api = resolveFile(join(set.root, 'schemas', `${id}.json`), refs);
    problems.push(...checkMessages(api.value, `schemas/${id}.json`, []).map(({ shared: _s, ...p }) => p));
  }
  if (existsSync(join(set.root, SHELL_FILE))) {
    const shell = readJson(join(set.root, SHELL_FILE));
    problems.push(...checkAssets(set.root, SHELL_FILE, shell, basePath));
    if (vocabulary) problems.push(...checkStatusStrings(shell, SHELL_FILE, vocabulary));
    hrefs(shell, [], (href, path) => {
      const p = linkProblem(href, links);
      if (p) problems.push({ file: SHELL_FILE, pointer: pointer(...path), message: p });
    });
  }
  return [...problems, ...relocate(resolvedScreens, set)];
}

/** The answers of every registration screen, as `registration.*` (000 §3 registration data). */
function registrationSchema(set: ConfigSet): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [id, s] of Object.entries(set.screens)) {
    if (!id.startsWith('register')) continue;
    Object.assign(properties, (s.data.schema?.properties as Record<string, unknown> | undefined) ?? {});
  }
  return { type: 'object', properties };
}

function withRegistration(ctx: SchemaAt, registration: Record<string, unknown>): SchemaAt {
  return overrideProperty(ctx, 'registration', registration);
}

function withForm(ctx: SchemaAt, schema: Record<string, unknown> | undefined): SchemaAt {
  return overrideProperty(ctx, 'form', schema ?? { type: 'object', properties: {}, additionalProperties: false });
}

function overrideProperty(ctx: SchemaAt, key: string, schema: Record<string, unknown>): SchemaAt {
  const node = ctx.node as Record<string, unknown>;
  return { file: ctx.file, node: { ...node, properties: { ...(node.properties as object), [key]: schema } } };
}

export { pointer };
