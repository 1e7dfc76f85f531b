/**
 * The lender's pricing (sandbox/data/pricing.json) against its meta-schema, and what follows from
 * it for every brand: the figures each page's organisation info carries (`brand.pricing`, engine/pricing.ts),
 * which disclosure copy reads. A brand file never types those figures itself.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from './ajv.ts';
import { compileCached } from './compileCache.ts';
import { readJson, type ConfigSet } from './loadConfig.ts';
import { lintLogic } from './lintLogic.ts';
import { checkLogicSense } from './checkLogicSense.ts';
import { pointer, type Problem } from './problems.ts';
import type { SchemaAt } from './schemaPaths.ts';
import { pagePricing, type StatedFigures, type Pricing } from '../pricing.ts';
import { placeholderParts } from '../template.ts';
import type { RecordingCharges, RecordingSchedule } from '../types/recording.ts';
import { escapePointerSegment } from '../pointer.ts';

export const PRICING_FILE = 'sandbox/data/pricing.json';
const PRICING_META = 'schemas/meta/pricing.schema.json';
export const STATE_TERMS_FILE = 'sandbox/data/stateTerms.json';
const STATE_TERMS_META = 'schemas/meta/stateTerms.schema.json';
export const RECORDING_FILE = 'sandbox/data/recording.json';
const RECORDING_META = 'schemas/meta/recording.schema.json';
/** What a clause's placeholders may read (schemas/meta/stateTerms.schema.json; sandbox/routes/documents.ts facts). */
const TERMS_ROOTS = ['app', 'brand', 'rule'];

export function checkPricing(root: string): { problems: Problem[]; figures: ((brand: Record<string, unknown>) => StatedFigures) | null } {
  const path = join(root, PRICING_FILE);
  if (!existsSync(path)) return { problems: [{ file: PRICING_FILE, pointer: '', message: 'the lender pricing file is missing: offers, APRs and every disclosure\'s figures come from it' }], figures: null };
  const data = readJson(path) as Pricing;
  const v = compileCached(readJson(join(root, PRICING_META)) as object, () => createAjv('staff'), 'meta');
  if (!v(data)) {
    return { problems: (v.errors ?? []).map((e) => ({ file: PRICING_FILE, pointer: e.instancePath, message: `${e.message ?? 'invalid'} (${PRICING_META})` })), figures: null };
  }
  const problems: Problem[] = [];
  if (data.lineAmount.min > data.lineAmount.max) problems.push({ file: PRICING_FILE, pointer: '/lineAmount/min', message: `the smallest line (${data.lineAmount.min}) is larger than the largest (${data.lineAmount.max})` });
  problems.push(...checkStateTerms(root, data), ...checkFundingWords(data), ...checkRecording(root, data));
  // The figures do not depend on the conditions: a missing one is reported without holding up the pages' checks.
  const conditions: Problem[] = data.conditions ? [] : [{ file: PRICING_FILE, pointer: '/conditions', message: 'say the lender\'s conditions (ageRestrictedInterestOnly, cryptoApplication): the sandbox decides each application\'s interest-only offers and crypto mark by them (engine/lenderConditions.ts)' }];
  return { problems: [...problems, ...conditions], figures: problems.length ? null : (brand) => pagePricing(data, brand) };
}

/**
 * The lender's conditions (sandbox/data/pricing.json `conditions`) linted as the journey's are: known
 * operations, no loose equality, and every `var` one of what the sandbox gives them
 * (engine/lenderConditions.ts LenderFacts): `registration` (the registration screens' answers, as the
 * screens' context has them, and the create call's own, schemas/api/application-create.json), `brand`
 * and `today` as the screens' context (`base`) declares them.
 */
export function checkLenderConditions(root: string, base: SchemaAt): Problem[] {
  const path = join(root, PRICING_FILE);
  if (!existsSync(path)) return [];
  const conditions = (readJson(path) as Pricing).conditions;
  if (!conditions) return [];
  const props = (base.node as { properties: Record<string, { properties?: Record<string, unknown> } | undefined> }).properties;
  const create = readJson(join(root, 'schemas/api/application-create.json')) as { properties?: Record<string, unknown> };
  const registration = { type: 'object', properties: { ...(props.registration?.properties ?? {}), ...(create.properties ?? {}) } };
  const data: SchemaAt = { file: base.file, node: { type: 'object', required: ['registration', 'brand', 'today'], additionalProperties: false, properties: { registration, brand: props.brand, today: props.today } } };
  const out: Problem[] = [];
  for (const [name, condition] of Object.entries(conditions)) {
    out.push(...lintLogic(condition.when, pointer('conditions', name, 'when'), { file: PRICING_FILE, data }));
  }
  out.push(...checkLogicSense({ conditions }, PRICING_FILE));
  return out;
}

/**
 * When a line can be funded is said in words the pricing holds (engine/pricing.ts statedFigures): the
 * lender's, and a state rule's own where it puts a wait or an in-person closing before funding, so no
 * applicant in that state reads the lender's "as little as 5 business days".
 */
export function checkFundingWords(data: Pricing): Problem[] {
  const out: Problem[] = [];
  if (!data.fundingWords) out.push({ file: PRICING_FILE, pointer: '/fundingWords', message: 'say when a line can be funded, in applicants\' words ("funding in as little as {{fundingBusinessDaysMin}} business days is possible but not guaranteed"): the footer and the registration screens end with it' });
  if (!data.recordingWords) out.push({ file: PRICING_FILE, pointer: '/recordingWords', message: 'say what the county\'s recording fees and taxes cost, in applicants\' words ("Recording fees range from {{recordingFeeMin:money}} to {{recordingFeeMax:money}} …"): the footer states it' });
  for (const [code, rule] of Object.entries(data.stateRules ?? {})) {
    // Where the lender pays the recording fees, the lender's range is not what the applicant pays.
    if (rule.lenderPaysRecordingFees === true && !rule.recordingWords) out.push({ file: PRICING_FILE, pointer: `/stateRules/${code}/recordingWords`, message: `the ${code} rule has the lender pay the recording fees: say so in recordingWords ("We pay the county's recording fees …"), or its applicants read the lender's range as theirs` });
    if (rule.noticeWaitDays === undefined && rule.inPersonClosing !== true) continue;
    for (const key of ['fundingWords', 'fundingWordsElsewhere'] as const) {
      if (!rule[key]) out.push({ file: PRICING_FILE, pointer: `/stateRules/${code}/${key}`, message: `the ${code} rule puts ${rule.noticeWaitDays !== undefined ? `a ${rule.noticeWaitDays}-day wait` : 'an in-person closing'} before funding: say when its lines can be funded in ${key} (${key === 'fundingWords' ? 'for a home in the state' : 'naming the state, for pages that do not yet know the home\'s state'}), or its applicants read the lender's words` });
    }
  }
  return out;
}

/**
 * The title provider's recording schedule (sandbox/data/recording.json) against its meta-schema, and
 * within what the disclosures promise: every recording fee within the pricing's range, every
 * recording tax within the pricing's largest (or the home's state rule's, where it sets one), and a
 * tax named where one is levied, so the settlement statement never shows more than the applicant
 * was told, nor an unnamed charge. The file is optional: without it no quote is made.
 */
export function checkRecording(root: string, pricing: Pricing): Problem[] {
  const path = join(root, RECORDING_FILE);
  if (!existsSync(path)) return [];
  const data = readJson(path) as RecordingSchedule;
  const v = compileCached(readJson(join(root, RECORDING_META)) as object, () => createAjv('staff'), 'meta');
  if (!v(data)) return (v.errors ?? []).map((e) => ({ file: RECORDING_FILE, pointer: e.instancePath, message: `${e.message ?? 'invalid'} (${RECORDING_META})` }));
  const { recordingFeeMin, recordingFeeMax, recordingTaxPer100kMax } = pricing.fees;
  const out: Problem[] = [];
  const check = (at: string, where: string, c: RecordingCharges, state: string | null) => {
    if (c.recordingFee < recordingFeeMin || c.recordingFee > recordingFeeMax) out.push({ file: RECORDING_FILE, pointer: `${at}/recordingFee`, message: `${where}: a recording fee of ${c.recordingFee} is outside the ${recordingFeeMin} to ${recordingFeeMax} the disclosures state (${PRICING_FILE} fees.recordingFeeMin, recordingFeeMax)` });
    const rule = state ? pricing.stateRules?.[state] : undefined;
    const taxMax = typeof rule?.recordingTaxPer100kMax === 'number' ? rule.recordingTaxPer100kMax : recordingTaxPer100kMax;
    const tax = c.taxPer100k ?? 0;
    if (tax > taxMax) out.push({ file: RECORDING_FILE, pointer: `${at}/taxPer100k`, message: `${where}: a recording tax of ${tax} per $100,000 is more than the ${taxMax} the disclosures state (${PRICING_FILE} ${rule && typeof rule.recordingTaxPer100kMax === 'number' ? `stateRules.${state}.recordingTaxPer100kMax` : 'fees.recordingTaxPer100kMax'})` });
    if (tax > 0 && !c.taxName) out.push({ file: RECORDING_FILE, pointer: `${at}/taxName`, message: `${where}: name the recording tax (taxName), as the settlement statement lists it` });
  };
  check('/default', 'the default charges', data.default, null);
  for (const [state, charges] of Object.entries(data.states)) {
    check(`/states/${state}`, state, charges, state);
    (charges.counties ?? []).forEach((c, i) => check(`/states/${state}/counties/${i}`, `${c.name} (${state})`, c, state));
  }
  return out;
}

/** A brand file that types pricing figures (a `pricing` object, an APR written as a number) instead of reading them. */
export function checkBrandPricing(set: ConfigSet): Problem[] {
  const out: Problem[] = [];
  const literalApr = (text: string) => /\bAPRs?\b/i.test(text) && /\d(?:\.\d+)?\s?%/.test(text.replace(/\{\{[^}]*\}\}/g, ''));
  for (const b of Object.values(set.brands)) {
    if (b.data.pricing !== undefined) out.push({ file: b.file, pointer: '/pricing', message: `pricing is not written in a brand file: each page carries it, derived from the lender's pricing (${PRICING_FILE})` });
    const texts: [string, unknown][] = [['/footer/disclosureCopy', (b.data.footer as { disclosureCopy?: unknown } | undefined)?.disclosureCopy], ...Object.entries((b.data.copy as Record<string, unknown> | undefined) ?? {}).map(([k, v]): [string, unknown] => [`/copy/${escapePointerSegment(k)}`, v])];
    for (const [at, text] of texts) {
      if (typeof text === 'string' && literalApr(text)) out.push({ file: b.file, pointer: at, message: 'an APR or a rate is typed as a number: read it from the pricing ({{brand.pricing.aprMin:percent}} to {{brand.pricing.aprMax:percent}}), so it is the APR the offers are made with' });
    }
  }
  return out;
}

/**
 * The states' own agreement clauses (sandbox/data/stateTerms.json) against their meta-schema: every
 * set a state rule names (stateRules.<state>.agreementTerms) exists, and every placeholder of a
 * clause reads what the document fills in (app, brand, rule).
 */
function checkStateTerms(root: string, pricing: Pricing): Problem[] {
  const named = Object.entries(pricing.stateRules ?? {}).filter(([, rule]) => rule.agreementTerms !== undefined);
  const path = join(root, STATE_TERMS_FILE);
  if (!existsSync(path)) {
    return named.map(([state]) => ({ file: PRICING_FILE, pointer: `/stateRules/${state}/agreementTerms`, message: `names agreement terms, but ${STATE_TERMS_FILE} is missing` }));
  }
  const data = readJson(path) as { terms?: Record<string, { clauses?: { heading?: string; text?: string }[] }> };
  const v = compileCached(readJson(join(root, STATE_TERMS_META)) as object, () => createAjv('staff'), 'meta');
  if (!v(data)) return (v.errors ?? []).map((e) => ({ file: STATE_TERMS_FILE, pointer: e.instancePath, message: `${e.message ?? 'invalid'} (${STATE_TERMS_META})` }));
  const problems: Problem[] = [];
  for (const [state, rule] of named) {
    if (!Object.hasOwn(data.terms ?? {}, rule.agreementTerms!)) problems.push({ file: PRICING_FILE, pointer: `/stateRules/${state}/agreementTerms`, message: `names the agreement terms "${rule.agreementTerms}", which ${STATE_TERMS_FILE} does not have (it has: ${Object.keys(data.terms ?? {}).join(', ') || 'none'})` });
  }
  for (const [id, set] of Object.entries(data.terms ?? {})) {
    (set.clauses ?? []).forEach((clause, i) => {
      for (const key of ['heading', 'text'] as const) {
        for (const part of placeholderParts(clause[key] ?? '')) {
          if (!TERMS_ROOTS.includes(part.path.split('.')[0] ?? '')) problems.push({ file: STATE_TERMS_FILE, pointer: `/terms/${id}/clauses/${i}/${key}`, message: `${part.raw} reads "${part.path}", which the document does not fill in: start it with ${TERMS_ROOTS.join(', ')}` });
        }
      }
    });
  }
  return problems;
}
