/**
 * Checking an entered address with the lender's address-lookup operation before a screen moves on
 * (001 §2, §5 Address). Which addresses are checked is config: every address field whose uiSchema
 * says `"ui:field": "address"` with `ui:options.typeahead` (the same fields that suggest while
 * typing). What the applicant is offered is one decision: a corrected address is offered only when
 * the service gave one, it is a whole address, and it differs from what was entered; a verified
 * address, one not found, or a service that did not answer lets the applicant continue with what
 * they entered.
 */
import type { Decision, TraceStep } from './types/logic.ts';

export const ADDRESS_PARTS = ['street1', 'street2', 'city', 'state', 'zip'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressParts = Partial<Record<AddressPart, string>>;

/** What the service answered; UNAVAILABLE when it failed, was slow, or answered something else. */
export interface VerificationAnswer {
  result: 'VERIFIED' | 'CORRECTED' | 'NOT_FOUND' | 'UNAVAILABLE';
  address?: AddressParts;
}

export interface VerificationOffer {
  /** Whether to ask the applicant to choose between what they entered and `suggested`. */
  offer: boolean;
  suggested?: AddressParts;
  /** The parts that differ (street2 is never changed by a suggestion that has none). */
  changed: AddressPart[];
}

const isNode = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const norm = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toLowerCase() : '');

/** Dotted paths of the address fields a screen checks: `ui:field` "address" with `ui:options.typeahead`. */
export function verifiedAddressPaths(uiSchema: unknown, prefix = ''): string[] {
  if (!isNode(uiSchema)) return [];
  const own = uiSchema['ui:field'] === 'address' && isNode(uiSchema['ui:options']) && uiSchema['ui:options'].typeahead === true && prefix ? [prefix] : [];
  const nested = Object.entries(uiSchema)
    .filter(([k]) => !k.startsWith('ui:'))
    .flatMap(([k, v]) => verifiedAddressPaths(v, prefix ? `${prefix}.${k}` : k));
  return [...own, ...nested];
}

/** Whether to offer the service's corrected address instead of the entered one, with the trace. */
export function verificationOffer(entered: AddressParts, answer: VerificationAnswer): Decision<VerificationOffer> {
  const trace: TraceStep[] = [{ kind: 'address-verification', rule: 'service answer', outcome: answer.result }];
  const keep = (rule: string, note: string): Decision<VerificationOffer> => {
    trace.push({ kind: 'address-verification', rule, outcome: false, decided: true, note });
    return { result: { offer: false, changed: [] }, trace, decidedBy: rule };
  };
  if (answer.result !== 'CORRECTED') return keep('continue as entered', answer.result === 'VERIFIED' ? 'the address is as listed' : answer.result === 'NOT_FOUND' ? 'the service does not know the address; it is kept as entered' : 'the service did not answer; the address is kept as entered');
  const s = answer.address;
  const whole = isNode(s) && ['street1', 'city', 'state', 'zip'].every((k) => typeof s[k as AddressPart] === 'string' && s[k as AddressPart]!.trim() !== '');
  if (!whole) return keep('incomplete suggestion', 'the corrected address lacks a street, city, state or zipcode');
  const suggested: AddressParts = { ...s, street2: s.street2 || entered.street2 };
  const changed = ADDRESS_PARTS.filter((k) => norm(suggested[k]) !== norm(entered[k]));
  if (changed.length === 0) return keep('same as entered', 'the corrected address is what was entered');
  trace.push({ kind: 'address-verification', rule: 'offer the closer match', outcome: true, decided: true, note: `differs in ${changed.join(', ')}` });
  return { result: { offer: true, suggested, changed }, trace, decidedBy: 'offer the closer match' };
}
