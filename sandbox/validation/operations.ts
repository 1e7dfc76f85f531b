/**
 * What each request body is validated with: the `body` of each operation of the lender API table
 * (schemas/operations.json, schemas/meta/operations.schema.json) and the staff bodies of the same
 * file, so that `journey validate` can check that every screen and API schema it names exists. A
 * source is a screen file (`register-v2/legal-name`: its `schema`) or an API schema
 * (`api/offer-selection`: the file itself); `optional: true` merges a screen's properties without
 * making them required.
 */
import table from '../../schemas/operations.json';
import type { BodySource, OperationBody, OperationTable } from '../../engine/types/operations.ts';
import type { OperationName } from '../../engine/types/bodies.ts';

export type Source = BodySource;
export type OperationSpec = OperationBody;

type Operations = typeof table.operations;
/** The operations of the table that take a body the sandbox validates, with each body's type (engine/types/bodies.ts). */
export type { OperationName } from '../../engine/types/bodies.ts';

const typed = table as OperationTable;

export const operations = Object.fromEntries([
  ...Object.entries(typed.operations).flatMap(([name, op]) => (op.body ? [[name, op.body] as const] : [])),
  ...Object.entries(typed.staffBodies ?? {}),
]) as Record<OperationName, OperationSpec>;

/** Every operation of the lender API table, with or without a body (sandbox/routes/operationPaths.ts). */
export type ApiOperationName = keyof Operations;
