/**
 * Types of the config formats, generated from their meta-schemas (one source: the meta-schema is
 * the contract, the types follow it) with json-schema-to-typescript. `npm run types` writes them;
 * test/config/types.test.ts fails when a meta-schema changed and they were not regenerated.
 * The named parts (RouteDef, StatusRowDef, ...) are indexed-access aliases of the generated type.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';

interface Target {
  file: string;
  meta: string;
  name: string;
  /** Aliases for the parts code names, appended after the generated type. */
  aliases: string[];
}

export const TYPE_TARGETS: Target[] = [
  {
    file: 'engine/types/journey.ts',
    meta: 'schemas/meta/journey.schema.json',
    name: 'Journey',
    aliases: [
      `export type RouteDef = Journey['routes'][number];`,
      `export type RouteKind = NonNullable<Journey['routeKind']>;`,
      `export type RedirectDef = NonNullable<Journey['redirects']>[number];`,
      `export type StepMachineDef = NonNullable<Journey['stepMachine']>;`,
      `export type StateDef = StepMachineDef['states'][string];`,
      `export type TransitionDef = StepMachineDef['transitions'][number];`,
      `export type TriggerDef = StepMachineDef['triggers'][number];`,
      `export type StatusRoutingDef = NonNullable<Journey['statusRouting']>;`,
      `export type StatusRowDef = StatusRoutingDef['rows'][number];`,
      `export type PollingDef = NonNullable<Journey['polling']>;`,
      `export type ProgressStateDef = NonNullable<Journey['progress']>['states'][number];`,
      `export type GateDef = NonNullable<Journey['gates']>[number];`,
      `export type FlowStepDef = NonNullable<Journey['steps']>[number];`,
      `export type Journeys = Record<string, Journey>;`,
    ],
  },
  {
    file: 'engine/types/screen.ts',
    meta: 'schemas/meta/screen.schema.json',
    name: 'Screen',
    aliases: [
      `export type ScreenAction = Action;`,
      `export type ScreenRule = NonNullable<Screen['rules']>[number];`,
      `export type ScreenDialog = NonNullable<ScreenRule['dialog']>;`,
      `export type RuleEffect = ScreenRule['effect'];`,
      `export type Copy = Screen['copy'];`,
    ],
  },
];

/** JSON logic stays `Logic` (engine/types/logic.ts), whatever description a reference carries. */
const LOGIC = '__LOGIC__';
const LOGIC_DECLARATION = /(?:\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)?export type Logic\d* = __LOGIC__;\n/g;

/** Schemas outside the repository (a screen's own JSON Schema) are plain objects to TypeScript. */
function withoutRemoteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRemoteRefs);
  if (node === null || typeof node !== 'object') return node;
  const o = node as Record<string, unknown>;
  if (o.definitions && typeof o.definitions === 'object' && 'logic' in o.definitions) {
    const defs = o.definitions as Record<string, Record<string, unknown>>;
    o.definitions = { ...defs, logic: { ...defs.logic, tsType: LOGIC } };
  }
  if (typeof o.$ref === 'string' && /^https?:/.test(o.$ref)) return { type: 'object', tsType: 'Record<string, unknown>', ...(o.description ? { description: o.description } : {}) };
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, withoutRemoteRefs(v)]));
}

export async function configTypes(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of TYPE_TARGETS) {
    const schema = withoutRemoteRefs(JSON.parse(readFileSync(join(root, t.meta), 'utf8'))) as Parameters<typeof compile>[0];
    // Arrays stay arrays (minItems would make tuples, which JSON imports do not match).
    const generated = await compile(schema, t.name, { bannerComment: '', cwd: join(root, 'schemas/meta'), ignoreMinAndMaxItems: true, style: { singleQuote: true, printWidth: 120 } });
    const body = generated.replace(LOGIC_DECLARATION, '').replace(/\bLogic\d+\b/g, 'Logic').replaceAll(LOGIC, 'Logic');
    out[t.file] = [
      `/** Generated from ${t.meta} by \`npm run types\` (engine/cli/configTypes.ts): do not edit; edit the meta-schema. */`,
      `import type { Logic } from './logic.ts';`,
      '',
      body.trimEnd(),
      '',
      ...t.aliases,
      '',
    ].join('\n');
  }
  return out;
}
