/** A JSON-logic rule (jsonlogic.com) plus our named operations (engine/logic/operations.ts). */
export type Logic = unknown;

/** One evaluated node of a rule: what it was, what it gave, and (for and/or/!/if/ref) its parts. */
export interface ClauseTrace {
  /** The expression, shortened for reading. */
  expr: string;
  value: unknown;
  children?: ClauseTrace[];
}

/** One rule tried while making a decision. */
export interface TraceStep {
  /** What kind of rule: a status row, a trigger, a gate, a redirect, a fallback, ... */
  kind: string;
  /** The rule's id in its config file. */
  rule: string;
  /** What the rule gave: true/false for conditions, or a short note. */
  outcome: boolean | string | number;
  /** True on the one step that decided. */
  decided?: boolean;
  /** Why the rule did not apply, or what it did. */
  note?: string;
  /** The evaluated condition, clause by clause. */
  clauses?: ClauseTrace;
}

/** Every engine decision: the answer and how it was reached. */
export interface Decision<T> {
  result: T;
  trace: TraceStep[];
  /** The id of the rule that decided, if one did. */
  decidedBy?: string;
}

/** Named conditions a rule can use with {"ref": "name"}. */
export type NamedConditions = Record<string, { when: Logic; description?: string }>;
