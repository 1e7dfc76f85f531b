/**
 * Our named JSON-logic operations. Config names them ("op": "ageAtLeast"); this registry
 * implements each once. They are pure, total functions: bad input gives false/null, never throws.
 */
import { ageAtLeast, isValidDate } from './dates.ts';
import { isLegalName } from './names.ts';
import { isUuid, pathMatchesAny } from '../paths.ts';

/** A calendar day as the context carries it (`today`, `closing.*`). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type Operation = (...args: unknown[]) => unknown;

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10); nine digits, not all zero. */
export function abaRoutingValid(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[0-9]{9}$/.test(value) || value === '000000000') return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const isPresent = (v: unknown): boolean =>
  v !== null && v !== undefined && v !== '' && !(typeof v === 'number' && Number.isNaN(v));

export const operations: Record<string, { fn: Operation; description: string }> = {
  present: {
    description: 'true when the value is not null, undefined, empty text or NaN',
    fn: (v) => isPresent(v),
  },
  upper: {
    description: 'the text upper-cased ("" for anything that is not text)',
    fn: (v) => (typeof v === 'string' ? v.toUpperCase() : ''),
  },
  length: {
    description: 'length of a text or list (0 otherwise)',
    fn: (v) => (typeof v === 'string' || Array.isArray(v) ? v.length : 0),
  },
  typeOf: {
    description: 'the JavaScript type name: "number", "string", "boolean", "object", "array" or "null"',
    fn: (v) => (v === null || v === undefined ? 'null' : Array.isArray(v) ? 'array' : typeof v),
  },
  startsWith: {
    description: 'text starts with a prefix',
    fn: (s, prefix) => typeof s === 'string' && typeof prefix === 'string' && s.startsWith(prefix),
  },
  endsWith: {
    description: 'text ends with a suffix',
    fn: (s, suffix) => typeof s === 'string' && typeof suffix === 'string' && s.endsWith(suffix),
  },
  containsAny: {
    description: 'text contains at least one of the given characters (e.g. "0123456789" for a digit)',
    fn: (s, characters) => typeof s === 'string' && typeof characters === 'string' && [...s].some((c) => characters.includes(c)),
  },
  findWhere: {
    description: 'the first item of a list whose field equals a value (===), or null',
    fn: (list, key, value) => {
      if (!Array.isArray(list) || typeof key !== 'string') return null;
      return list.find((item) => item !== null && typeof item === 'object' && Object.hasOwn(item, key) && (item as Record<string, unknown>)[key] === value) ?? null;
    },
  },
  get: {
    description: "an object's own property (null when missing)",
    fn: (obj, key) => {
      if (obj === null || typeof obj !== 'object' || typeof key !== 'string') return null;
      return Object.hasOwn(obj, key) ? (obj as Record<string, unknown>)[key] : null;
    },
  },
  pathMatches: {
    description: 'the path matches one of the route patterns (":param" and a trailing "*")',
    fn: (path, patterns) => typeof path === 'string' && Array.isArray(patterns) && pathMatchesAny(path, patterns.filter((p): p is string => typeof p === 'string')),
  },
  isUuid: {
    description: 'text is an id in 8-4-4-4-12 hexadecimal form (000 §5), such as a loan officer\'s referrer id',
    fn: (v) => isUuid(v),
  },
  validDate: {
    description: 'a {day, month, year} object is a real calendar date, not before minYear and not after today',
    fn: (dob, minYear, today) => isValidDate(dob, typeof minYear === 'number' ? minYear : 1900, typeof today === 'string' ? today : undefined),
  },
  abaRoutingValid: {
    description: 'a 9-digit ABA routing number whose checksum holds (3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 mod 10)',
    fn: (v) => abaRoutingValid(v),
  },
  isLegalName: {
    description: 'a typed signature is the legal name on file ({firstName, lastName, suffix}): first name, any middle names, last name and suffix, in that order',
    fn: (typed, name) => isLegalName(typed, name),
  },
  onOrAfter: {
    description: 'a day (yyyy-MM-dd) is the same as or later than another, e.g. today against a closing date (engine/closingDates.ts); false when either is not a day',
    fn: (a, b) => typeof a === 'string' && typeof b === 'string' && DAY.test(a) && DAY.test(b) && a >= b,
  },
  ageAtLeast: {
    description: 'a {day, month, year} birth date is at least N years before the start of today (yyyy-MM-dd)',
    fn: (dob, years, today) => typeof years === 'number' && ageAtLeast(dob, years, typeof today === 'string' ? today : undefined),
  },
};

export const operationNames = Object.keys(operations);
