/**
 * The lender's own business conditions (sandbox/data/pricing.json `conditions`,
 * schemas/meta/pricing.schema.json): named JSON-logic rules decided with the engine's evaluator
 * (engine/logic/evaluate.ts) and its date operations (engine/logic/operations.ts ageAtLeast), so a
 * lender's rule is changed in config and `journey validate` lints it like the journey's conditions.
 * Pure, traced.
 */
import { holds } from './logic/evaluate.ts';
import type { Decision } from './types/logic.ts';
import type { Pricing } from './types/pricing.ts';

export type LenderConditionName = keyof NonNullable<Pricing['conditions']>;

/** What a lender's condition reads as an application is created. */
export interface LenderFacts {
  /** The registration screens' answers and the create call's own (dob, utmSource, ...). */
  registration: Record<string, unknown>;
  /** The lender's brand as configured (brands/*.json). */
  brand: Record<string, unknown>;
  /** The day, yyyy-MM-dd, for the date operations. */
  today: string;
}

/** Whether the lender's condition `name` holds over `facts`, with its clauses; a condition the pricing lacks is an error (`journey validate` asks for each). */
export function lenderCondition(pricing: Pricing, name: LenderConditionName, facts: LenderFacts): Decision<boolean> {
  const condition = pricing.conditions?.[name];
  if (!condition) throw new Error(`The lender pricing (sandbox/data/pricing.json) has no condition "${name}" (conditions.${name}, schemas/meta/pricing.schema.json).`);
  const evaluation = holds(condition.when, facts, { trace: true });
  return {
    result: evaluation.holds,
    trace: [{ kind: 'lenderCondition', rule: name, outcome: evaluation.holds, decided: true, note: condition.description, ...(evaluation.clauses ? { clauses: evaluation.clauses } : {}) }],
    decidedBy: name,
  };
}
