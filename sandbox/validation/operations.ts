/**
 * What each request body is validated with: the table is data (operations.json), so that
 * `journey validate` can check that every screen and API schema it names exists. A source is a
 * screen file (`register-v2/legal-name`: its `schema`) or an API schema (`api/offer-selection`: the
 * file itself); `optional: true` merges a screen's properties without making them required.
 */
import table from './operations.json';

export type Source = string | { id: string; optional: true };

export interface OperationSpec {
  sources: Source[];
  /** Run the `error`, `block` and `require` rules of the screen sources against the body too. */
  screenRules?: boolean;
}

export type OperationName = keyof typeof table.operations;

export const operations = table.operations as Record<OperationName, OperationSpec>;
