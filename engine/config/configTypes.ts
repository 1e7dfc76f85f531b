/**
 * Types of the config formats, generated from their meta-schemas (one source: the meta-schema is
 * the contract, the types follow it) with json-schema-to-typescript. `npm run types` writes them;
 * test/config/types.test.ts fails when a meta-schema changed and they were not regenerated.
 * The named parts (RouteDef, StatusRowDef, ...) are indexed-access aliases of the generated type.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { compose } from './composeBody.ts';
import type { OperationTable } from '../types/operations.ts';

interface Target {
  file: string;
  meta: string;
  name: string;
  /** Aliases for the parts code names, appended after the generated type. */
  aliases: string[];
  /** Keys every file has once its references are resolved (a file may take them from another), by the pointer of their object. */
  resolvedRequired?: Record<string, string[]>;
  /** Definitions that are JSON logic under another name (the shell's `when`): typed `Logic` as `logic` is. */
  logicDefinitions?: string[];
  /** A reference to another target's schema stands for part of it (a fixture file sets some of an application, over what it extends): `Partial<T>`. */
  partialRefs?: boolean;
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
      `export type ScreenDocument = Document;`,
      `export type ScreenRule = NonNullable<Screen['rules']>[number];`,
      `export type ScreenDialog = NonNullable<ScreenRule['dialog']>;`,
      `export type RuleEffect = ScreenRule['effect'];`,
      `export type Copy = Screen['copy'];`,
    ],
    resolvedRequired: { '': ['copy'], '/properties/copy': ['title'] },
  },
  {
    file: 'engine/types/pricing.ts',
    meta: 'schemas/meta/pricing.schema.json',
    name: 'Pricing',
    aliases: [`export type PricingProduct = Pricing['products'][number];`],
  },
  {
    file: 'engine/types/recording.ts',
    meta: 'schemas/meta/recording.schema.json',
    name: 'RecordingSchedule',
    aliases: [],
  },
  {
    file: 'engine/types/staff.ts',
    meta: 'schemas/meta/staff.schema.json',
    name: 'StaffFile',
    aliases: [`export type StaffRole = StaffMember['role'];`],
  },
  {
    file: 'engine/types/operations.ts',
    meta: 'schemas/meta/operations.schema.json',
    name: 'OperationTable',
    aliases: [
      `export type OperationMethod = Operation['method'];`,
      `export type OperationAuth = Operation['auth'];`,
    ],
  },
  {
    file: 'engine/types/shell.ts',
    meta: 'schemas/meta/shell.schema.json',
    name: 'ShellConfig',
    logicDefinitions: ['when'],
    aliases: [
      `export type ShellLink = Link & {\n  /** Resolved by the shell (renderer/shell/shellConfig.ts visibleLinks), never in config: the badge's number, when above 0. */\n  badge?: number;\n};`,
      `export type ShellImage = Image;`,
    ],
  },
  {
    file: 'engine/types/brand.ts',
    meta: 'schemas/meta/brand.schema.json',
    name: 'BrandFile',
    aliases: [
      `export type BrandFooter = NonNullable<BrandFile['footer']>;`,
    ],
  },
  {
    file: 'engine/types/locale.ts',
    meta: 'schemas/meta/locale.schema.json',
    name: 'LocaleFile',
    aliases: [],
  },
  {
    file: 'engine/types/language.ts',
    meta: 'schemas/meta/language.schema.json',
    name: 'Language',
    aliases: [],
  },
  {
    file: 'engine/types/conditions.ts',
    meta: 'schemas/meta/conditions.schema.json',
    name: 'ConditionsConfig',
    aliases: [
      `export type CategoryCopy = ConditionsConfig['categories'][string];`,
      `export type ConditionAction = CategoryCopy['action'];`,
      `export type ConditionArea = keyof ConditionsConfig['links']['list'];`,
    ],
  },
  {
    file: 'engine/types/host.ts',
    meta: 'schemas/meta/host.schema.json',
    name: 'HostConfig',
    aliases: [],
  },
  {
    file: 'engine/types/finance.ts',
    meta: 'schemas/data/finance.schema.json',
    name: 'FinanceTerms',
    aliases: [`export type ScheduleLine = FinanceTerms['schedule'][number];`],
  },
  {
    file: 'engine/types/fees.ts',
    meta: 'schemas/data/fees.schema.json',
    name: 'Fees',
    aliases: [`export type FeeState = FeeDecision['state'];`],
  },
  {
    file: 'engine/types/closing.ts',
    meta: 'schemas/data/closing.schema.json',
    name: 'ClosingDates',
    aliases: [],
  },
  {
    file: 'engine/types/closingWait.ts',
    meta: 'schemas/data/closingWait.schema.json',
    name: 'ClosingWait',
    aliases: [],
  },
  {
    file: 'engine/types/application.ts',
    meta: 'schemas/data/application.schema.json',
    name: 'Application',
    aliases: [
      `export type StateLaw = NonNullable<Application['stateLaw']>;`,
      `export type InvitedSigner = NonNullable<Application['helocSigners']>[number];`,
      `export type RecordingQuote = NonNullable<Application['recordingQuote']>;`,
    ],
  },
  {
    file: 'engine/types/profile.ts',
    meta: 'schemas/data/profile.schema.json',
    name: 'Profile',
    aliases: [],
  },
  {
    file: 'engine/types/flags.ts',
    meta: 'schemas/data/flags.schema.json',
    name: 'Flags',
    aliases: [],
  },
  {
    file: 'engine/types/signer.ts',
    meta: 'schemas/data/signer.schema.json',
    name: 'SignerProgress',
    aliases: [],
  },
  {
    file: 'engine/types/fixture.ts',
    meta: 'schemas/meta/fixture.schema.json',
    name: 'FixtureFile',
    aliases: [`export type FixtureKind = FixtureFile['kind'];`],
    partialRefs: true,
  },
  {
    file: 'engine/types/fixtureIndex.ts',
    meta: 'schemas/meta/fixture-index.schema.json',
    name: 'FixtureIndex',
    aliases: [],
  },
];

/**
 * A reference to another target's whole schema (the fixture's `app` is an application) is that
 * target's type, imported, not a copy of it generated again under the referenced schema's title.
 */
function withTargetRefs(node: unknown, metaDir: string, self: Target, imports: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => withTargetRefs(n, metaDir, self, imports));
  if (node === null || typeof node !== 'object') return node;
  const o = node as Record<string, unknown>;
  if (typeof o.$ref === 'string' && !o.$ref.startsWith('#') && !/^https?:/.test(o.$ref)) {
    const target = TYPE_TARGETS.find((t) => t !== self && t.meta === posix.join(metaDir, o.$ref as string));
    if (target) {
      imports.set(target.name, `./${posix.basename(target.file, '.ts')}.ts`);
      const { $ref: _ref, ...words } = o;
      return { ...words, tsType: self.partialRefs ? `Partial<${target.name}>` : target.name };
    }
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, withTargetRefs(v, metaDir, self, imports)]));
}

/** JSON logic stays `Logic` (engine/types/logic.ts), whatever description a reference carries. */
const LOGIC = '__LOGIC__';
const LOGIC_DECLARATION = /(?:\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)?export type Logic\d* = __LOGIC__;\n/g;

/** Schemas outside the repository (a screen's own JSON Schema) are plain objects to TypeScript. */
function withoutRemoteRefs(node: unknown, logicNames: string[] = ['logic']): unknown {
  if (Array.isArray(node)) return node.map((n) => withoutRemoteRefs(n, logicNames));
  if (node === null || typeof node !== 'object') return node;
  const o = node as Record<string, unknown>;
  if (o.definitions && typeof o.definitions === 'object') {
    const defs = o.definitions as Record<string, Record<string, unknown>>;
    o.definitions = { ...defs, ...Object.fromEntries(logicNames.filter((n) => n in defs).map((n) => [n, { ...defs[n], tsType: LOGIC }])) };
  }
  if (typeof o.$ref === 'string' && /^https?:/.test(o.$ref)) return { type: 'object', tsType: 'Record<string, unknown>', ...(o.description ? { description: o.description } : {}) };
  // A `oneOf` or `anyOf` whose branches only say which keys must be present constrains a value, not its shape.
  const presenceOnly = (v: unknown) => Array.isArray(v) && v.every((b) => b && typeof b === 'object' && Object.keys(b).every((k) => k === 'required'));
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => !((k === 'oneOf' || k === 'anyOf') && presenceOnly(v))).map(([k, v]) => [k, withoutRemoteRefs(v, logicNames)]));
}

const REF_DEFINITION = '#/definitions/ref';
const REF_PATH_DEFINITION = '#/definitions/refPath';

/**
 * The types describe config as code reads it: after references are resolved (engine/config/resolveRefs.ts).
 * So a value that may be written as a reference (`if` object `then` a reference `else` X) is X, and
 * the `$ref` key a file may start from is not a property.
 */
function asResolved(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asResolved);
  if (node === null || typeof node !== 'object') return node;
  const o = node as Record<string, unknown>;
  const then = o.then as Record<string, unknown> | undefined;
  if (o.if && then?.$ref === REF_DEFINITION && o.else && typeof o.else === 'object') {
    const { if: _if, then: _then, else: otherwise, ...rest } = o;
    return asResolved({ ...rest, ...(otherwise as Record<string, unknown>) });
  }
  // A local reference with words of its own (`{ $ref, description }`) is the referenced type with
  // those words on the property, not a copy of the type numbered after it (SignedDocument1, ...).
  if (typeof o.$ref === 'string' && o.$ref.startsWith('#/definitions/') && Object.keys(o).length > 1) {
    const { $ref, ...words } = o;
    return { ...words, allOf: [{ $ref }] };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (k === 'properties' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(Object.entries(v as Record<string, unknown>)
        .filter(([name, sub]) => !(name === '$ref' && (sub as Record<string, unknown> | null)?.$ref === REF_PATH_DEFINITION))
        .map(([name, sub]) => [name, asResolved(sub)]));
    } else out[k] = asResolved(v);
  }
  return out;
}

const BODIES_FILE = 'engine/types/bodies.ts';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * A body's schema as a type: the field titles are words for applicants, not type names (each
 * would become a type of its own), and the composed schema's `$id` and messages are the validator's.
 */
function bodyShape(node: unknown, root = true): unknown {
  if (Array.isArray(node)) return node.map((n) => bodyShape(n, false));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === '$id' || k === 'errorMessage' || (k === 'title' && !root)) continue;
    // `properties` maps names to schemas: each name is kept, its schema shaped.
    out[k] = k === 'properties' && v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([name, sub]) => [name, bodyShape(sub, false)]))
      : bodyShape(v, false);
  }
  return out;
}

/**
 * An object shape that several bodies share (a shared field such as schemas/fields/address.json,
 * inlined in each body once references are resolved) becomes one named type, by the property that
 * holds it: the generator names a schema once when the same object stands in every place.
 */
function shareShapes(bodies: Record<string, unknown>): Record<string, unknown> {
  const count = new Map<string, number>();
  const visit = (node: unknown, see: (key: string, obj: Record<string, unknown>) => void) => {
    if (Array.isArray(node)) { node.forEach((n) => visit(n, see)); return; }
    if (node === null || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (o.type === 'object' && o.properties && !o.title) see(JSON.stringify(o), o);
    Object.values(o).forEach((v) => visit(v, see));
  };
  visit(bodies, (key) => count.set(key, (count.get(key) ?? 0) + 1));
  const shared = new Map<string, Record<string, unknown>>();
  const rewrite = (node: unknown, name?: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, name));
    if (node === null || typeof node !== 'object') return node;
    const o = node as Record<string, unknown>;
    const key = o.type === 'object' && o.properties && !o.title ? JSON.stringify(o) : null;
    if (key && (count.get(key) ?? 0) > 1) {
      const known = shared.get(key);
      if (known) return known;
      const one = { ...(rewriteChildren(o, name) as Record<string, unknown>), title: pascal(name ?? 'sharedShape') };
      shared.set(key, one);
      return one;
    }
    return rewriteChildren(o, name);
  };
  // A shape is named by the property holding it, an item of a list by the list's name in the singular.
  const rewriteChildren = (o: Record<string, unknown>, name?: string): unknown => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, k === 'properties' && v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([prop, sub]) => [prop, rewrite(sub, prop)]))
    : rewrite(v, k === 'items' && name ? name.replace(/s$/, '') : undefined)]));
  return Object.fromEntries(Object.entries(bodies).map(([name, body]) => [name, rewriteChildren(body as Record<string, unknown>)]));
}

/**
 * Every request body the sandbox validates, typed: one type per operation of schemas/operations.json
 * with a `body` (and per staff body), from the schema its sources compose to (engine/config/composeBody.ts),
 * and `OperationBodies` by operation name (sandbox/validation/validator.ts `check`).
 */
async function bodyTypes(root: string): Promise<string> {
  const table = JSON.parse(readFileSync(join(root, 'schemas/operations.json'), 'utf8')) as OperationTable;
  const bodies = [
    ...Object.entries(table.operations).flatMap(([name, op]) => (op.body ? [[name, op.body] as const] : [])),
    ...Object.entries(table.staffBodies ?? {}),
  ].sort(([a], [b]) => a.localeCompare(b));
  const properties = shareShapes(Object.fromEntries(bodies.map(([name, body]) => [name, { ...(bodyShape(compose(join(root, 'schemas'), name, body.sources).schema) as object), title: `${pascal(name)}Body` }])));
  const schema = { title: 'OperationBodies', type: 'object', additionalProperties: false, required: bodies.map(([name]) => name), properties };
  const generated = await compile(schema as Parameters<typeof compile>[0], 'OperationBodies', { bannerComment: '', ignoreMinAndMaxItems: true, additionalProperties: false, style: { singleQuote: true, printWidth: 120 } });
  return [
    `/** Generated from the body sources of schemas/operations.json (engine/config/composeBody.ts) by \`npm run types\` (engine/config/configTypes.ts): do not edit; edit the screens and API schemas they name. */`,
    generated.trimEnd(),
    '',
    `export type OperationName = keyof OperationBodies;`,
    '',
  ].join('\n');
}

const RESPONSES_FILE = 'engine/types/responses.ts';

/**
 * The answer of each operation whose `response` names a schema of schemas/data/ (schemas/operations.json),
 * as that schema's generated type, by operation name.
 */
function responseTypes(root: string): string {
  const table = JSON.parse(readFileSync(join(root, 'schemas/operations.json'), 'utf8')) as OperationTable;
  const answered = Object.entries(table.operations).flatMap(([name, op]) => (op.response ? [[name, op.response] as const] : [])).sort(([a], [b]) => a.localeCompare(b));
  const typeOf = (response: string) => {
    const target = TYPE_TARGETS.find((t) => t.meta === `schemas/data/${response}`);
    if (!target) throw new Error(`schemas/operations.json: the response ${response} has no generated type (engine/config/configTypes.ts TYPE_TARGETS)`);
    return target;
  };
  const imports = [...new Map(answered.map(([, response]) => { const t = typeOf(response); return [t.name, `./${posix.basename(t.file, '.ts')}.ts`]; }))].sort(([a], [b]) => a.localeCompare(b));
  return [
    `/** Generated from the responses of schemas/operations.json by \`npm run types\` (engine/config/configTypes.ts): do not edit; edit the table. */`,
    ...imports.map(([name, file]) => `import type { ${name} } from '${file}';`),
    '',
    '/** What each operation with a `response` answers, by operation name. */',
    'export interface OperationResponses {',
    ...answered.map(([name, response]) => `  ${name}: ${typeOf(response).name};`),
    '}',
    '',
  ].join('\n');
}

export async function configTypes(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of TYPE_TARGETS) {
    const whole = JSON.parse(readFileSync(join(root, t.meta), 'utf8')) as Record<string, unknown>;
    // The type is named by the target, not by the meta-schema's title (which is written for staff);
    // a part of it is an alias of the whole's (the application's `StateLaw`), never a second copy.
    const typed: Record<string, unknown> = { ...whole, title: t.name };
    // `$schema` is for editors; code never reads it, so a file made in code need not carry it.
    if (Array.isArray(typed.required)) typed.required = typed.required.filter((k: unknown) => k !== '$schema');
    const imports = new Map<string, string>();
    const schema = asResolved(withoutRemoteRefs(withTargetRefs(typed, posix.dirname(t.meta), t, imports), ['logic', ...(t.logicDefinitions ?? [])])) as Record<string, unknown>;
    for (const [at, keys] of Object.entries(t.resolvedRequired ?? {})) {
      const node = at.split('/').slice(1).reduce<Record<string, unknown>>((n, k) => n[k] as Record<string, unknown>, schema);
      node.required = [...new Set([...((node.required as string[] | undefined) ?? []), ...keys])];
    }
    // Arrays stay arrays (minItems would make tuples, which JSON imports do not match).
    const generated = await compile(schema as Parameters<typeof compile>[0], t.name, { bannerComment: '', cwd: join(root, dirname(t.meta)), ignoreMinAndMaxItems: true, style: { singleQuote: true, printWidth: 120 } });
    const body = generated.replace(LOGIC_DECLARATION, '').replace(/\bLogic\d+\b/g, 'Logic').replaceAll(LOGIC, 'Logic');
    out[t.file] = [
      `/** Generated from ${t.meta} by \`npm run types\` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */`,
      ...[...imports].map(([name, file]) => `import type { ${name} } from '${file}';`),
      ...(body.includes('Logic') ? [`import type { Logic } from './logic.ts';`] : []),
      ...(imports.size > 0 || body.includes('Logic') ? [''] : []),
      body.trimEnd(),
      '',
      // An alias the generated types already declare under that name (a definition of its own) is not written again.
      ...t.aliases.filter((alias) => !new RegExp(`^export (?:type|interface) ${/^export type (\w+)/.exec(alias)?.[1]}\\b`, 'm').test(body)),
      '',
    ].join('\n');
  }
  out[BODIES_FILE] = await bodyTypes(root);
  out[RESPONSES_FILE] = responseTypes(root);
  return out;
}
