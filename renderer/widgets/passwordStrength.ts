/** Password strength for the new-password widget: which rules are met, and 0..4 meter segments. */

export interface StrengthRule { label: string; pattern: string }
export interface RuleResult { label: string; met: boolean }

export const SEGMENTS = 4;
export const STRENGTH_LABELS = ['', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** Rules from `ui:options.strengthRules`, ignoring malformed entries. */
export function readRules(value: unknown): StrengthRule[] {
  if (!Array.isArray(value)) return [];
  return value.filter((r): r is StrengthRule => typeof r?.label === 'string' && typeof r?.pattern === 'string');
}

function compile(pattern: string): RegExp | null {
  try { return new RegExp(pattern, 'u'); } catch { /* try without the unicode flag */ }
  try { return new RegExp(pattern); } catch { return null; }
}

/** Each rule with whether `password` meets it; a pattern that does not compile counts as unmet. */
export function checkRules(password: string, rules: StrengthRule[]): RuleResult[] {
  return rules.map(({ label, pattern }) => {
    const re = compile(pattern);
    return { label, met: re ? re.test(password) : false };
  });
}

/** Segments lit: 0 when empty or nothing met, 4 only when every rule is met, else 1..3 in proportion. */
export function strengthSegments(password: string, results: RuleResult[]): number {
  if (!password) return 0;
  if (results.length === 0) return SEGMENTS;
  const met = results.filter((r) => r.met).length;
  if (met === results.length) return SEGMENTS;
  if (met === 0) return 0;
  return Math.min(SEGMENTS - 1, Math.max(1, Math.round((met * SEGMENTS) / results.length)));
}
