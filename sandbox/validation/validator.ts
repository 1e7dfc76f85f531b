import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { createAjv, type Extensions } from '../../engine/config/ajv.ts';
import { DEFAULT_BODY_LIMIT } from '../http/bodyParsing.js';
import { ValidationError, type FieldError } from '../http/errors.js';
import path from 'node:path';
import { compose, type Composed, type ScreenRule } from '../../engine/config/composeBody.ts';
import type { OperationBodies } from '../../engine/types/bodies.ts';
import { refContext } from '../../engine/config/loadConfig.ts';
import { resolveFile } from '../../engine/config/resolveRefs.ts';
import { brandMessage, brandStrings, type BrandedScreen } from '../../engine/strings.ts';
import { localizeOverrides, localizeScreen, translate, type Dictionary } from '../../engine/locale.ts';
import type { Screen } from '../../engine/index.ts';
import { operations, type OperationName } from './operations.js';
import type { UploadedFile } from '../db/documents.js';
import { uploadProblem } from '../files/uploads.js';
import { toFieldErrors, type MessageWords } from './pointers.js';
import { sizeGate } from './sizeGate.js';
import { checkScreenRules } from './screenRules.js';
import { addressProblems } from '../../engine/address.ts';
import { fieldToPointer } from './pointers.js';
import { declaredOnly, keptAnswers } from '../../engine/declaredAnswers.ts';
import { pointerSegments, unescapePointerSegment } from '../../engine/pointer.ts';

/** Base64 of the documented 10 MB file (schemas/fields/file.json), with room for its JSON wrapping. */
export const FILE_BODY_BYTES = Math.ceil((10 * 1024 * 1024) / 3) * 4 + 4096;

interface Compiled {
  /** Size limits only, first problem only: runs before `validate` (sizeGate.ts). */
  gate: ValidateFunction;
  validate: ValidateFunction;
  /** The composed schema, for the checks it implies beyond JSON Schema (an address's zipcode in its state). */
  schema: Record<string, unknown>;
  rules: ScreenRule[];
  /** The screen whose words each top-level property's messages are (compose.ts). */
  owners: Composed['owners'];
  /** Top-level properties holding a file (schemas/fields/file.json). */
  files: string[];
}

/**
 * The Ajv request bodies are validated with: the one set-up validate and the browser use
 * (engine/config/ajv.ts), reporting as the server does (verbose: each error carries its schema, so a
 * problem without a message of its own is worded from the field's label, pointers.ts).
 */
export function sandboxAjv(extensions: Extensions = {}): Ajv {
  return createAjv('server', extensions);
}

/** Every operation's schema compiled once at start; `check` throws a ValidationError (400). */
export class Validator {
  private readonly compiled = new Map<OperationName, Compiled>();
  private readonly screens = new Map<string, Screen>();

  constructor(private readonly schemasDir: string) {
    const ajv = sandboxAjv();
    // The gate checks sizes only, without ajv-errors (whose cost grows with the square of the errors).
    const gates = sandboxAjv({ messages: false });
    for (const [name, spec] of Object.entries(operations) as [OperationName, (typeof operations)[OperationName]][]) {
      const { schema, rules, owners } = compose(schemasDir, name, spec.sources);
      const useRules = 'screenRules' in spec && spec.screenRules === true;
      this.compiled.set(name, { gate: gates.compile(sizeGate(schema, schemasDir)), validate: ajv.compile(schema), schema, rules: useRules ? rules : [], owners, files: fileFields(schema) });
    }
  }

  /**
   * Field errors of `body` for `operation`; once the schema passes, every address's zipcode is
   * checked against its state (engine/address.ts), then the screen rules run.
   */
  errors(operation: OperationName, body: unknown, ruleContext: Record<string, unknown> = {}): FieldError[] {
    return this.reduce(operation, body, ruleContext).errors;
  }

  /**
   * The body reduced to exactly what the operation's composed schema declares (engine/declaredAnswers.ts),
   * and its problems: first one per top-level property it does not declare, then the schema's and the
   * rules' on the rest. An unknown answer is refused rather than dropped in silence: the client learns
   * that the lender never received it (a field added to a screen that its operation does not take, a
   * misspelt name).
   */
  private reduce(operation: OperationName, body: unknown, ruleContext: Record<string, unknown>, dictionary?: Dictionary): { value: unknown; errors: FieldError[] } {
    const compiled = this.compiled.get(operation);
    if (!compiled) throw new Error(`No schema for operation ${operation}`);
    // A schema that closes itself (additionalProperties: false) refuses unknown properties in its own words.
    const { value, undeclared } = declaredOnly(compiled.schema, body, { leaveClosed: true });
    // Inside a declared answer an unknown key is dropped, not refused: the app sends back objects as it
    // read them (an income source with its `verified` flag), and only the declared keys are kept.
    const refused = undeclared.filter((u) => u.pointer.lastIndexOf('/') === 0).slice(0, MAX_REPORTED)
      .map((u) => ({ pointer: u.pointer, message: `This form has no question "${u.property}": remove it and send again` }));
    return { value, errors: [...refused, ...this.schemaErrors(compiled, value, ruleContext, dictionary)] };
  }

  /** The problems of a body in the reader's words: the screens' words in `dictionary`'s language, as the browser shows them (engine/screenText.ts). */
  private schemaErrors(compiled: Compiled, body: unknown, ruleContext: Record<string, unknown>, dictionary?: Dictionary): FieldError[] {
    const words = brandWords(compiled, ruleContext, dictionary);
    if (!compiled.gate(body)) {
      // Over-long values are cut to their limit before the full validator sees them, so it costs
      // what a valid-sized body costs; their own errors are the size messages.
      const oversize = gateErrors(compiled.gate.errors, compiled.gate.schema);
      const trimmed = trim(body, compiled.gate.errors ?? []);
      const under = (pointer: string) => oversize.some((o) => pointer === o.pointer || pointer.startsWith(`${o.pointer}/`));
      const rest = compiled.validate(trimmed) ? [] : toFieldErrors(compiled.validate.errors, words).filter((e) => !under(e.pointer));
      return [...oversize, ...rest];
    }
    if (!compiled.validate(body)) return toFieldErrors(compiled.validate.errors, words);
    const addresses = addressProblems(compiled.schema, body).result.map((p) => ({ pointer: fieldToPointer(p.field), message: translate(p.message, dictionary) }));
    return [...addresses, ...checkScreenRules(compiled.rules, { ...ruleContext, form: body, registration: body }, compiled.schema, dictionary)];
  }

  /** The body size an operation needs: the default, plus one base64 file per file field. */
  bodyLimit(operation: OperationName): number {
    return DEFAULT_BODY_LIMIT + (this.compiled.get(operation)?.files.length ?? 0) * FILE_BODY_BYTES;
  }

  /**
   * The files of a body that passed `check`: each is decoded and sniffed (files/uploads.ts);
   * throws a ValidationError naming every bad one. Run before the write's transaction.
   */
  async checkFiles(operation: OperationName, body: object): Promise<void> {
    const errors: FieldError[] = [];
    for (const name of this.compiled.get(operation)?.files ?? []) {
      const file = Reflect.get(body, name) as UploadedFile | undefined;
      const problem = file ? await uploadProblem(file, `/${name}`) : null;
      if (problem) errors.push(problem);
    }
    if (errors.length > 0) throw new ValidationError(errors);
  }

  /** A request without a body is an empty object; a body of `null` is refused like any non-object. */
  check<K extends OperationName>(operation: K, body: unknown, ruleContext: Record<string, unknown> = {}): OperationBodies[K] {
    const given = body === undefined ? {} : body;
    const { value, errors } = this.reduce(operation, given, ruleContext);
    // In another language the problems are found again with its words (sandbox/http/errors.ts answers them).
    if (errors.length > 0) throw new ValidationError(errors, (dictionary) => this.reduce(operation, given, ruleContext, dictionary).errors);
    // Valid against the operation's composed schema, which its type is generated from (engine/types/bodies.ts).
    return value as OperationBodies[K];
  }

  /**
   * A screen file as the browser has it (references resolved by engine/config/resolveRefs.ts), read once
   * per validator (it is made again when the config changes, studio/configReload.ts): what a step
   * needs to keep the words the applicant agreed to (simulator/stepTypes.ts screenCopy).
   */
  screen(id: string): Screen {
    const known = this.screens.get(id);
    if (known) return known;
    const resolved = resolveFile(path.resolve(this.schemasDir, `${id}.json`), refContext(this.schemasDir));
    if (resolved.problems.length > 0) throw new Error(`${id}.json: ${resolved.problems.map((p) => `#${p.pointer}: ${p.message}`).join('; ')}`);
    const screen = resolved.value as Screen;
    this.screens.set(id, screen);
    return screen;
  }

  /**
   * The answers of a checked body that the application keeps for the applicant to read back
   * (`answers` of schemas/data/application.schema.json): every declared one but writeOnly ones and files.
   */
  answers(operation: OperationName, body: unknown): Record<string, unknown> {
    const compiled = this.compiled.get(operation);
    return compiled ? keptAnswers(compiled.schema, body) : {};
  }
}

const MAX_REPORTED = 50;

/** The gate's errors (at most 50, one per place) with the messages their schema gives. */
function gateErrors(errors: ErrorObject[] | null | undefined, schema: unknown): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors ?? []) {
    if (out.length >= MAX_REPORTED) break;
    if (out.some((o) => o.pointer === error.instancePath)) continue;
    let node: unknown = schema;
    for (const segment of error.schemaPath.replace(/^#\//, '').split('/').slice(0, -1)) {
      node = (node as Record<string, unknown> | undefined)?.[unescapePointerSegment(decodeURIComponent(segment))];
    }
    const message = (node as { errorMessage?: unknown } | undefined)?.errorMessage;
    const own = typeof message === 'string' ? message : (message as Record<string, unknown> | undefined)?.[error.keyword];
    out.push({ pointer: error.instancePath, message: typeof own === 'string' ? own : 'This answer is too long' });
  }
  return out;
}

/** A copy of `body` with each over-long string or list cut to its limit. */
function trim(body: unknown, errors: ErrorObject[]): unknown {
  const copy = structuredClone(body);
  for (const error of errors) {
    const limit = (error.params as { limit?: number }).limit;
    if (typeof limit !== 'number' || (error.keyword !== 'maxLength' && error.keyword !== 'maxItems')) continue;
    const segments = pointerSegments(error.instancePath);
    if (segments.length === 0) continue;
    let parent: unknown = copy;
    for (const segment of segments.slice(0, -1)) parent = (parent as Record<string, unknown>)[segment];
    const key = segments[segments.length - 1]!;
    const holder = parent as Record<string, unknown>;
    const value = holder[key];
    if (typeof value === 'string' || Array.isArray(value)) holder[key] = value.slice(0, limit);
  }
  return copy;
}

/** Top-level properties whose schema is the shared file field. */
function fileFields(schema: Record<string, unknown>): string[] {
  const properties = (schema['properties'] ?? {}) as Record<string, Record<string, unknown> | undefined>;
  // References are resolved by loadSource, so a file is known by its shape (schemas/fields/file.json).
  const isFile = (p: Record<string, unknown> | undefined) => {
    const inner = p?.['properties'] as Record<string, unknown> | undefined;
    return !!inner && ['fileName', 'contentType', 'content'].every((k) => k in inner);
  };
  return Object.keys(properties).filter((k) => isFile(properties[k]));
}

const ownerScreens = new WeakMap<object, Screen>();

/**
 * The brand's words for a field's validation message (brand `copy`,
 * `<screen>.fields.<path>.messages.<keyword>`, engine/strings.ts): the field's screen is the source
 * that declares its top-level property, so a message reads here as it does in the browser.
 */
function brandWords(compiled: Compiled, ruleContext: Record<string, unknown>, dictionary?: Dictionary): MessageWords | undefined {
  const given = (ruleContext.brand as { copy?: Record<string, string> } | undefined)?.copy;
  const hasOwn = !!given && typeof given === 'object' && Object.keys(given).length > 0;
  if (!hasOwn && !dictionary) return undefined;
  // In another language: the screen's messages in it, under the brand's own words in it (engine/screenText.ts does the same).
  const overrides = dictionary && hasOwn ? localizeOverrides(given, dictionary) : given;
  return (pointer, keyword) => {
    const top = pointerSegments(pointer)[0];
    const owner = top === undefined ? undefined : compiled.owners[top];
    if (!owner) return undefined;
    let screen = ownerScreens.get(owner);
    if (!screen) { screen = { id: owner.id, copy: { title: '' }, schema: owner.schema } as Screen; ownerScreens.set(owner, screen); }
    const local = dictionary ? localizeScreen(screen, dictionary) : undefined;
    const branded = hasOwn ? brandStrings(local?.screen ?? screen, overrides).result.messages : {};
    return brandMessage(local ? mergeMessages(local.messages, branded) : branded, pointer, keyword);
  };
}

/** Validation messages merged by field: `over`'s words win (as engine/screenText.ts merges them). */
function mergeMessages(under: BrandedScreen['messages'], over: BrandedScreen['messages']): BrandedScreen['messages'] {
  const out = { ...under };
  for (const [field, words] of Object.entries(over)) out[field] = { ...out[field], ...words };
  return out;
}
