/**
 * The one Ajv set-up. Every schema of this repository is compiled by an Ajv made here: `journey
 * validate` and the other config checks (engine/config/), the sandbox's request validation
 * (sandbox/validation/validator.ts), the browser's precompiled screen validators
 * (renderer/build/screensPlugin.ts) and the server-side drawing of screens
 * (renderer/server/renderCheck.tsx). So a schema means the same thing wherever it is read: the same
 * formats, the same keywords, every error, the same messages.
 *
 * Two kinds of option, kept apart:
 *   - `meaningOptions` and `extendAjv`: what a schema means (which data it accepts and what it says
 *     about the rest). The same for every kind.
 *   - `outputOptions`: how a kind reports. Staff are told of every schema mistake (strict mode
 *     throws on an unknown keyword or a keyword on the wrong type); the sandbox and the browser
 *     compile schemas that validate already passed, and carry each error's schema (verbose) so a
 *     problem without a message of its own is worded from its field (sandbox/validation/pointers.ts).
 *
 * Only Node code imports this (the staff CLI, the sandbox, the build): the browser gets standalone
 * code compiled with it, never Ajv itself.
 */
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';

/** Who compiles: staff checks, the sandbox lender, the browser's form library (and the studio's render check). */
export type AjvKind = 'staff' | 'server' | 'browser';

/**
 * What a schema means, for every kind.
 * - `allErrors`: every problem of an answer, not the first (ajv-errors needs it; the applicant sees each field's message).
 * - `multipleOfPrecision: 8`: `multipleOf` compares within 1e-8, so `"multipleOf": 0.01` accepts 19.99
 *   (19.99 / 0.01 is 1998.9999999999998 in floating point). The form library's default, now the sandbox's and validate's too.
 * - `discriminator: false`, `coerceTypes: false`, `useDefaults: false`, `removeAdditional: false`:
 *   data are validated as sent: no keyword picks a branch, no value is converted, added or dropped
 *   (the sandbox reduces a body to what its schema declares itself, engine/declaredAnswers.ts).
 */
export const meaningOptions = {
  allErrors: true,
  multipleOfPrecision: 8,
  discriminator: false,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
} as const satisfies Options;

/** How each kind reports; nothing here changes which data a schema accepts. */
export const outputOptions = {
  // A schema mistake is a problem `journey validate` prints (engine/config/checkScreens.ts), except two
  // that are not mistakes here: a union type (`"type": ["string", "null"]`), and a `required` name
  // declared by a sibling branch (if/then) rather than beside it.
  staff: { strict: true, allowUnionTypes: true, strictRequired: false },
  // Schemas validate passed; each error carries its schema for the words of a message (pointers.ts).
  server: { strict: false, verbose: true },
  // As the server; standalone code without line breaks (smaller screen chunks).
  browser: { strict: false, verbose: true, code: { lines: false } },
} as const satisfies Record<AjvKind, Options>;

/** The options of an Ajv of `kind`: the meaning, then how that kind reports. */
export function ajvOptions(kind: AjvKind): Options {
  return { ...meaningOptions, ...outputOptions[kind] };
}

/** What an Ajv adds beyond its options; `messages: false` leaves out ajv-errors (the sandbox's size gate, which reads the messages itself). */
export interface Extensions {
  messages?: boolean;
}

/**
 * The state field's own annotations (schemas/fields/us-state.json): the zipcode prefixes of each
 * choice and the message for a zipcode outside its state, read by engine/address.ts. Ajv only
 * checks their shape; they validate nothing by themselves.
 */
export const addressKeywords = [
  { keyword: 'zipPrefixes', metaSchema: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^([0-9]{3}(-[0-9]{3})?|[0-9]{5}(-[0-9]{5})?)$' } } },
  { keyword: 'zipMismatchMessage', metaSchema: { type: 'string', minLength: 1 } },
] as const;

/**
 * Adds to `ajv` what schemas here mean beyond JSON Schema: the formats of ajv-formats (full mode:
 * `email`, `date`, `date-time`, ...), the address keywords, and (unless `messages: false`) ajv-errors'
 * `errorMessage`, the applicant's words for each problem. Returns the same Ajv.
 */
export function extendAjv(ajv: Ajv, extensions: Extensions = {}): Ajv {
  addFormats(ajv);
  for (const k of addressKeywords) ajv.addKeyword({ keyword: k.keyword, metaSchema: k.metaSchema });
  if (extensions.messages !== false) ajvErrors(ajv);
  return ajv;
}

/** A new Ajv of `kind`, extended. Screen schemas carry no $id, so one Ajv may compile many. */
export function createAjv(kind: AjvKind, extensions: Extensions = {}): Ajv {
  return extendAjv(new Ajv(ajvOptions(kind)), extensions);
}

/**
 * What the form library's validator takes (`customizeValidator` of @rjsf/validator-ajv8, and its
 * precompile step `compileSchemaValidatorsCode`), so the browser's validators mean what the
 * sandbox's do. The library lays `ajvOptionsOverrides` over its own defaults, which are then all
 * overridden; its own copy of ajv-formats is turned off (`ajvFormatOptions: false`) so the formats
 * are the ones added here. It still adds two formats of its own, `color` and `data-url`, which no
 * other kind knows: validate refuses a schema that uses them (strict mode, unknown format), so no
 * screen reaches the browser with them.
 */
export const formLibraryOptions = {
  ajvOptionsOverrides: ajvOptions('browser'),
  ajvFormatOptions: false,
  extenderFn: (ajv: Ajv): Ajv => extendAjv(ajv),
} as const;
