/**
 * `journey validate`: every journey, screen and brand file against its meta-schema, then
 * referential integrity, the JSON-logic lint, and what reaches people: placeholders, links,
 * known values in rules (statuses, org codes, states, data-schema enums), conditions that never or
 * always hold, uiSchema and rule names that are not fields, reachability, brand assets and colours, messages, the lender API
 * operation table (schemas/operations.json) and the names it gives the sandbox.
 * Returns problems; prints nothing. Each family of checks is its own engine/config/check*.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ajv } from 'ajv';
import { createAjv } from './ajv.ts';
import { checkMeta, META } from './checkMeta.ts';
import { checkJourney } from './checkJourney.ts';
import { checkPhase, checkProgress } from './checkProgress.ts';
import { checkAreas } from './checkAreas.ts';
import { checkBrands } from './checkBrands.ts';
import { checkBrandFiles } from './checkBrandFiles.ts';
import { checkScreenFiles, screenData } from './checkScreenFiles.ts';
import { checkWords } from './checkWords.ts';
import { checkShell } from './checkShell.ts';
import { checkConditions } from './checkConditions.ts';
import { checkRedirectCycles, type LinkScope } from './checkLinks.ts';
import { checkKnownValues, vocabularyOf, type Named } from './checkStatusStrings.ts';
import { checkLogicSense } from './checkLogicSense.ts';
import { apiSchemasOfScreens, checkOperations } from './checkOperations.ts';
import { checkHostConfigFiles } from './hostConfig.ts';
import { checkDevices } from './checkDevices.ts';
import { checkAnswers } from './checkAnswers.ts';
import { checkMessages } from './checkMessages.ts';
import { checkMessageWords } from './checkMessageWords.ts';
import { checkText, type PlaceholderScope } from './checkPlaceholders.ts';
import { screenContext, ALWAYS } from './screenContext.ts';
import { resolveFile } from './resolveRefs.ts';
import { relocate } from './relocate.ts';
import { schemaAt, type SchemaAt } from './schemaPaths.ts';
import { mergeBrand } from '../brand.ts';
import { stateChoices } from '../address.ts';
import { brandSources, readJson, refContext, type ConfigSet } from './loadConfig.ts';
import { pointer, type Problem } from './problems.ts';
import { checkFixtures } from './checkFixtures.ts';
import { checkLimits } from './checkLimits.ts';
import { checkFaq } from './checkFaq.ts';
import { checkLocales } from './checkLocales.ts';
import { checkBrandPricing, checkLenderConditions, checkPricing } from './checkPricing.ts';
import type { Journey } from '../types/journey.ts';

/**
 * The Ajv that `journey validate` compiles screen schemas with: the one set-up the sandbox and the
 * browser's validators use too (engine/config/ajv.ts), reporting as staff do (strict).
 */
export function screenAjv(): Ajv {
  return createAjv('staff');
}

/** Screen schemas carry no $id, so one Ajv compiles them all (creating one costs more than compiling). */
let screenAjvInstance: Ajv | undefined;
const sharedScreenAjv = (): Ajv => (screenAjvInstance ??= screenAjv());

export function validateConfig(set: ConfigSet): Problem[] {
  const meta = checkMeta(set);
  const problems: Problem[] = [...set.readProblems, ...meta.problems];
  // Problems inside resolved screens: relocate() moves each to the file that writes it.
  const inScreens: Problem[] = [...meta.resolved];
  if (problems.length + inScreens.length > 0) return [...problems, ...relocate(inScreens, set)]; // integrity checks assume well-formed files

  const journeys = Object.values(set.journeys);
  const allRoutes = journeys.flatMap((j) => j.data.routes.map((r) => r.path));
  const baseRedirects = journeys.flatMap((j) => (j.data.redirects ?? []).filter((r) => (r.scope ?? 'base') === 'base').map((r) => r.from));
  const siteRedirects = journeys.flatMap((j) => (j.data.redirects ?? []).filter((r) => r.scope === 'site').map((r) => r.from));
  const contextFile = (j: Journey, file: string) => join(set.root, file, '..', j.dataSchema);
  const registration = registrationSchema(set);
  const sources = brandSources(set);
  // Each brand as a page carries it: merged over the defaults, with the pricing figures of the organisation info.
  const pricing = checkPricing(set.root);
  problems.push(...pricing.problems, ...checkBrandPricing(set));
  const brands: PlaceholderScope['brands'] = Object.fromEntries(Object.keys(sources.brands).map((code) => {
    const merged = mergeBrand(sources, code);
    return [code, { ...merged, ...(pricing.figures ? { pricing: pricing.figures(merged) } : {}) } as Record<string, unknown>];
  }));
  const links: LinkScope = { journeys: journeys.map((j) => j.data), brands };
  const vocabulary = vocabularyOf(journeys);
  // The org codes a rule may compare the brand with: the brands that exist.
  const named: Record<string, Named> = { 'brand.orgCode': { values: Object.keys(sources.brands).sort(), where: 'the brands in brands/', noun: 'org code' } };
  // The states a rule may compare the home's state with: the state field's choices (schemas/fields/us-state.json).
  const stateCodes = stateChoices(JSON.parse(readFileSync(join(set.root, 'schemas/fields/us-state.json'), 'utf8'))).map((c) => c.code);
  for (const p of ['app.property.state', 'app.stateLaw.state']) named[p] = { values: stateCodes, where: 'schemas/fields/us-state.json', noun: 'US state code' };
  const basePath = journeys[0]?.data.basePath ?? '/';

  problems.push(...checkRedirectCycles(journeys, links));
  for (const [id, j] of Object.entries(set.journeys)) {
    if (j.data.id !== id) problems.push({ file: j.file, pointer: '/id', message: `id "${j.data.id}" must match the file name "${id}"` });
    const data = withRegistration(schemaAt(contextFile(j.data, j.file)), registration);
    problems.push(...checkJourney({
      journey: j.data,
      file: j.file,
      allRoutes,
      baseRedirects,
      siteRedirects,
      screenIds: Object.keys(set.screens),
      scope: { file: j.file, data, conditions: Object.keys(j.data.conditions ?? {}) },
      checkPlaceholder: (text, at) => checkText(text, at, { root: set.root, file: j.file, data: screenContext(data, {}, { roots: ALWAYS, params: [] }), brands }),
    }));
    problems.push(...checkProgress(j.data, j.file), ...checkPhase(j.data, j.file, set.journeys), ...checkAreas(j.data, j.file));
    const states = Object.keys(j.data.stepMachine?.states ?? {});
    const journeyNamed = states.length ? { ...named, state: { values: states, where: `the states of ${j.file} stepMachine`, noun: 'step-machine state' } } : named;
    problems.push(...checkKnownValues(j.data, j.file, { vocabulary, named: journeyNamed, data }), ...checkLogicSense(j.data, j.file));
  }

  const heloc = set.journeys.heloc ?? journeys[0];
  const base = withRegistration(schemaAt(heloc ? contextFile(heloc.data, heloc.file) : join(set.root, 'schemas/data/context.schema.json')), registration);
  const everywhere = screenContext(base, {}, { roots: ALWAYS, params: [] });
  const registry = readJson(join(set.root, 'renderer/registry.json')) as { widgets: string[]; fields: string[]; components: string[]; componentDevices?: Record<string, string[]> };
  problems.push(...checkDevices(set, registry.componentDevices ?? {}));
  inScreens.push(...checkScreenFiles(set, { base, brands, links, vocabulary, named, registry, ajv: sharedScreenAjv }));
  problems.push(...checkBrands(set, sources, readJson(join(set.root, META.brand)) as Record<string, unknown>));
  problems.push(...checkBrandFiles(set, { brands, everywhere, screenData: (id) => screenData(set, base, id), basePath }));
  problems.push(...checkShell(set.root, { base, brands, links, vocabulary, named }));
  problems.push(...checkWords(set));
  problems.push(...checkConditions(set.root, allRoutes));
  const operations = checkOperations(set);
  problems.push(...operations.problems);
  inScreens.push(...operations.inScreens);
  problems.push(...checkAnswers(set));
  problems.push(...checkFaq(set.root, base, brands));
  if (pricing.figures) problems.push(...checkLenderConditions(set.root, base));
  const refs = refContext(join(set.root, 'schemas'));
  for (const id of apiSchemasOfScreens(set.root)) {
    const api = resolveFile(join(set.root, 'schemas', `${id}.json`), refs);
    problems.push(...checkMessages(api.value, `schemas/${id}.json`, []).map(({ shared: _s, ...p }) => p));
  }
  // The words of every API schema's messages, as written (a shared field reports where it is written).
  for (const name of readdirSync(join(set.root, 'schemas/api')).filter((f) => f.endsWith('.json')).sort()) {
    const file = `schemas/api/${name}`;
    problems.push(...checkMessageWords(readJson(join(set.root, file)), file, []).map(({ shared: _s, ...p }) => p));
  }
  problems.push(...checkFixtures(set));
  problems.push(...checkLimits(set.root));
  problems.push(...checkHostConfigFiles(set.root));
  problems.push(...checkLocales(set));
  return [...problems, ...relocate(inScreens, set)];
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

function overrideProperty(ctx: SchemaAt, key: string, schema: Record<string, unknown>): SchemaAt {
  const node = ctx.node as Record<string, unknown>;
  return { file: ctx.file, node: { ...node, properties: { ...(node.properties as object), [key]: schema } } };
}

export { pointer };
