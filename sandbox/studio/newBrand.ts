/**
 * A partner brand made in the studio (issue 16 item 5, README "Add a brand"): the form's answers
 * become a brand file over brands/_defaults.json, checked by `journey validate` with the file in
 * place (the same checks as every brand: the meta-schema, placeholders, images, WCAG contrast), plus
 * what only a new brand can get wrong: an org code already taken, a value still the defaults'
 * invented sample (their `sampleData` list), a missing logo.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkEdit } from '../../engine/config/editCheck.ts';
import { contrastRows, textPairs, type ContrastRow } from '../../engine/config/checkContrast.ts';
import { readJson } from '../../engine/config/loadConfig.ts';
import { mergeBrand, type BrandFile } from '../../engine/index.ts';
import type { Logo } from './brandLogo.js';

export const ORG_CODE = /^[A-Z][A-Z0-9_]{1,39}$/;
export const LOGOS_DIR = 'renderer/public/logos';
const LOGO_URL = '/account/heloc/assets/logos';
/** Parts of a brand file the creator writes (the rest comes from the defaults). */
export const PARTS = ['names', 'colors', 'companyUrl', 'companyAddress', 'companyNMLS', 'companyNmlsURL', 'support', 'legal', 'behaviour', 'footer', 'publicFeatureToggles'] as const;

export interface BrandProblem { pointer: string; message: string }
export interface BrandCheck {
  orgCode: string;
  file: string;
  text: string;
  /** The file as written, and as merged over the defaults (what the app shows). */
  brand: BrandFile;
  merged: BrandFile;
  problems: BrandProblem[];
  contrast: ContrastRow[];
  valid: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const at = (o: unknown, pointer: string): unknown => pointer.split('/').slice(1).reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), o);
const setAt = (o: Record<string, unknown>, pointer: string, value: unknown) => {
  const keys = pointer.split('/').slice(1);
  let node = o;
  for (const k of keys.slice(0, -1)) node = (isObject(node[k]) ? node[k] : (node[k] = {})) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
};

/** "8005551234" as the app shows it: "(800) 555-1234". */
export const formattedPhone = (digits: string) => (/^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits);

/** Answers trimmed, empty ones left out (the defaults then apply, and the sample check speaks). */
function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) { const c = cleaned(v); if (c !== undefined) out[k] = c; }
  return Object.keys(out).length ? out : undefined;
}

/** Extra footer links with neither text nor address are rows staff added and left empty. */
function filledLinks(answers: Record<string, unknown>): void {
  const links = at(answers, '/footer/extraLinks');
  if (Array.isArray(links)) setAt(answers, '/footer/extraLinks', links.filter((l) => isObject(l) && [l.label, l.url].some((v) => typeof v === 'string' && v.trim() !== '')));
}

/**
 * The brand file the answers make; the logo, when there is one, is `logos/<ORG>.<ext>`. An existing
 * brand opened in the form keeps what the form does not show (its copy, services, ...) and its logo
 * unless a new one is uploaded.
 */
export function brandFileOf(answers: Record<string, unknown>, logo: Logo | null, today: string, existing?: BrandFile): BrandFile {
  const orgCode = existing ? String(existing.orgCode) : typeof answers.orgCode === 'string' ? answers.orgCode.trim().toUpperCase() : '';
  const file: Record<string, unknown> = existing ? { ...existing } : { $schema: '../schemas/meta/brand.schema.json', orgCode };
  const name = at(answers, '/names/companyName');
  if (!existing) file.description = `${typeof name === 'string' ? name.trim() : orgCode}: created in the studio on ${today}.`;
  filledLinks(answers);
  for (const part of PARTS) {
    const v = cleaned(answers[part]);
    if (v !== undefined) file[part] = v;
    else delete file[part];
  }
  // An emptied list of extra links is kept as an empty list (cleaned() drops it).
  if (Array.isArray(at(answers, '/footer/extraLinks')) && at(file, '/footer/extraLinks') === undefined && isObject(file.footer)) setAt(file, '/footer/extraLinks', []);
  const digits = at(file, '/support/phone/number');
  if (typeof digits === 'string') {
    setAt(file, '/support/phone/number', digits.replace(/\D/g, ''));
    setAt(file, '/support/phone/formatted', formattedPhone(digits.replace(/\D/g, '')));
  }
  const short = at(file, '/names/companyNameShort');
  if (typeof short === 'string') file.logoAlt = short;
  if (logo) file.logoUrl = file.faviconUrl = `${LOGO_URL}/${orgCode}.${logo.ext}`;
  return file as BrandFile;
}

/** The states, DC and territories a lender can be licensed in, from the address field's own list (schemas/fields/us-state.json). */
export function stateCodes(root: string): { code: string; title: string }[] {
  const field = readJson(path.join(root, 'schemas', 'fields', 'us-state.json')) as { oneOf: { const: string; title: string }[] };
  return field.oneOf.map((s) => ({ code: s.const, title: s.title }));
}

/** Licensed states as answered: a list of known codes, at least one. */
export function licensedStatesProblems(root: string, answer: unknown): BrandProblem[] {
  if (answer === undefined) return [];
  const known = new Set(stateCodes(root).map((s) => s.code));
  if (!Array.isArray(answer) || answer.length === 0) return [{ pointer: '/licensedStates', message: 'Choose at least one state the lender is licensed to lend in: applicants in other states are told it does not lend there.' }];
  const unknown = answer.filter((s) => typeof s !== 'string' || !known.has(s));
  return unknown.length ? [{ pointer: '/licensedStates', message: `Not a state code: ${unknown.map(String).join(', ')}.` }] : [];
}

/** Rates and fee percentages typed into the disclosure instead of its pricing placeholders would not follow the lender's pricing. */
function typedFigures(brand: BrandFile): BrandProblem[] {
  const copy = at(brand, '/footer/disclosureCopy');
  if (typeof copy !== 'string') return [];
  // Percentages are the lender's rates and fees; dollar words such as "$0" or "per $100,000" are units, not pricing.
  const figures = copy.replace(/\{\{[^}]*\}\}/g, '').match(/\d+(?:\.\d+)?\s?%/g);
  return figures ? [{ pointer: '/footer/disclosureCopy', message: `The disclosure types ${[...new Set(figures)].join(', ')}: write the figure as its placeholder (e.g. {{brand.pricing.aprMin:percent}}, {{brand.pricing.originationFeeMaxPercent:percent}}), so that it is always the lender's own pricing, the figure its offers are computed from.` }] : [];
}

/**
 * Every check of a brand made or changed in the form, with the file in place in memory (nothing is
 * written). `existing` is the brand file when an existing brand is edited.
 */
export function checkNewBrand(root: string, brandsDir: string, answers: Record<string, unknown>, logo: Logo | null, logoError: string | null, today: string, existing?: BrandFile): BrandCheck {
  const brand = brandFileOf(answers, logo, today, existing);
  const { orgCode } = brand;
  const file = `brands/${orgCode || '_new'}.json`;
  const text = `${JSON.stringify(brand, null, 2)}\n`;
  const problems: BrandProblem[] = [];
  if (!ORG_CODE.test(orgCode)) problems.push({ pointer: '/orgCode', message: 'Enter an org code of 2 to 40 capital letters, digits and underscores, starting with a letter (e.g. ACME_LENDING).' });
  else if (!existing && fs.existsSync(path.join(brandsDir, `${orgCode}.json`))) problems.push({ pointer: '/orgCode', message: `A brand with the org code ${orgCode} exists already: open it from the list of brands to change it.` });
  if (logoError && !(existing && logo === null && typeof existing.logoUrl === 'string')) problems.push({ pointer: '/logoUrl', message: logoError });
  problems.push(...licensedStatesProblems(root, answers.licensedStates), ...typedFigures(brand));

  const defaults = readJson(path.join(brandsDir, '_defaults.json')) as BrandFile;
  const merged = mergeBrand({ defaults, brands: { [orgCode]: brand } }, orgCode) as BrandFile;
  for (const pointer of (defaults.sampleData as string[] | undefined) ?? []) {
    if (pointer === '/logoAlt' || (pointer.startsWith('/partners/'))) continue;
    // Figure's own brands use the default support line: a brand already saved keeps what it had.
    if (pointer === '/support/phone/number' && existing) continue;
    if (at(merged, pointer) !== undefined && at(merged, pointer) === at(defaults, pointer)) {
      // The default support line is Figure's own (brands/README.md); the other samples are invented.
      problems.push({ pointer, message: pointer === '/support/phone/number'
        ? `Still the defaults' support line ${String(at(defaults, '/support/phone/formatted') ?? at(defaults, pointer))}, which is not this lender's: enter the number its applicants should call.`
        : `Still the defaults' invented sample "${String(at(defaults, pointer))}": enter the lender's own.` });
    }
  }
  if (ORG_CODE.test(orgCode)) {
    const alongside = logo ? { [`${LOGOS_DIR}/${orgCode}.${logo.ext}`]: '' } : {};
    const check = checkEdit(root, file, text, alongside);
    const seen = new Set(problems.map((p) => `${p.pointer}|${p.message}`));
    for (const p of [...check.inFile, ...check.elsewhere.filter((e) => e.file === file)]) {
      if (!seen.has(`${p.pointer}|${p.message}`)) problems.push({ pointer: p.pointer, message: p.message });
    }
  }
  const colors = (merged.colors ?? {}) as Record<string, string>;
  return { orgCode, file, text, brand, merged, problems, contrast: contrastRows(textPairs(root), colors), valid: problems.length === 0 };
}
