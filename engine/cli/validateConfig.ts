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
import { checkLimits } from './checkLimits.ts';
import { lookupPath, schemaAt, type SchemaAt } from './schemaPaths.ts';
import { placeholders } from '../template.ts';
import { brandSources, readJson, type ConfigSet } from './loadConfig.ts';
import { didYouMean, pointer, type Problem } from './problems.ts';
import type { Journey } from '../types/journey.ts';

const META: Record<'journey' | 'screen' | 'brand', string> = {
  journey: 'schemas/meta/journey.schema.json',
  screen: 'schemas/meta/screen.schema.json',
  brand: 'schemas/meta/brand.schema.json',
};

function metaValidators(root: string) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const compile = (rel: string) => ajv.compile(readJson(join(root, rel)) as object);
  return { journey: compile(META.journey), screen: compile(META.screen), brand: compile(META.brand) };
}

/** The Ajv that screen schemas are compiled with (the renderer's build and the sandbox use the same options). */
export function screenAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
  addFormats(ajv);
  ajvErrors(ajv);
  return ajv;
}

export function validateConfig(set: ConfigSet): Problem[] {
  const problems: Problem[] = [...set.readProblems];
  const meta = metaValidators(set.root);
  const check = (kind: keyof typeof META, file: string, data: unknown) => {
    const v = meta[kind];
    if (v(data)) return;
    for (const e of v.errors ?? []) {
      const extra = e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : e.keyword === 'enum' ? `: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}` : '';
      problems.push({ file, pointer: e.instancePath, message: `${e.message ?? 'invalid'}${extra} (${META[kind]})` });
    }
  };
  for (const j of Object.values(set.journeys)) check('journey', j.file, j.data);
  for (const s of Object.values(set.screens)) check('screen', s.file, s.data);
  for (const b of Object.values(set.brands)) check('brand', b.file, b.data);
  if (problems.length > 0) return problems; // integrity checks assume well-formed files

  const journeys = Object.values(set.journeys);
  const allRoutes = journeys.flatMap((j) => j.data.routes.map((r) => r.path));
  const baseRedirects = journeys.flatMap((j) => (j.data.redirects ?? []).filter((r) => (r.scope ?? 'base') === 'base').map((r) => r.from));
  const siteRedirects = journeys.flatMap((j) => (j.data.redirects ?? []).filter((r) => r.scope === 'site').map((r) => r.from));
  const screenIds = Object.keys(set.screens);
  const contextFile = (j: Journey, file: string) => join(set.root, file, '..', j.dataSchema);
  const registration = registrationSchema(set);

  for (const [id, j] of Object.entries(set.journeys)) {
    if (j.data.id !== id) problems.push({ file: j.file, pointer: '/id', message: `id "${j.data.id}" must match the file name "${id}"` });
    const ctxFile = contextFile(j.data, j.file);
    const data = withRegistration(schemaAt(ctxFile), registration);
    const brandCtx: SchemaAt = data;
    problems.push(...checkJourney({
      journey: j.data,
      file: j.file,
      allRoutes,
      baseRedirects,
      siteRedirects,
      screenIds,
      scope: { file: j.file, data, conditions: Object.keys(j.data.conditions ?? {}) },
      checkPlaceholder: (text, at) => placeholders(text).flatMap((p) => {
        const found = lookupPath(brandCtx, p, didYouMean);
        return found.found ? [] : [{ file: j.file, pointer: at, message: `placeholder {{${p}}} is not in the data schema: "${found.missing!.at}" is not declared${found.missing!.suggestion}` }];
      }),
    }));
  }

  const helocJourney = set.journeys.heloc ?? journeys[0];
  const ctxFile = helocJourney ? contextFile(helocJourney.data, helocJourney.file) : join(set.root, 'schemas/data/context.schema.json');
  const registry = readJson(join(set.root, 'renderer/registry.json')) as { widgets: string[]; fields: string[]; components: string[]; apis?: Record<string, unknown> };
  const ajv = screenAjv();
  for (const [id, s] of Object.entries(set.screens)) {
    const data = withForm(withRegistration(schemaAt(ctxFile), registration), s.data.schema);
    problems.push(...checkScreen({ id, file: s.file, screen: s.data, data, ajv, registry }));
  }
  problems.push(...checkBrands(set, brandSources(set), readJson(join(set.root, META.brand)) as Record<string, unknown>));
  problems.push(...checkShell(set.root, schemaAt(ctxFile)));
  problems.push(...checkConditions(set.root, allRoutes));
  problems.push(...checkLimits(set.root));
  return problems;
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
