/**
 * The lender API operation table (schemas/operations.json, schemas/meta/operations.schema.json) as
 * the config checks read it: the operations and the staff bodies, and where each body is written.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATIONS_FILE, readJson } from './loadConfig.ts';
import { pointer } from './problems.ts';
import type { OperationBody, OperationTable } from '../types/operations.ts';

export { OPERATIONS_FILE };

/** The table of the config at `root`, or null when it has none (a config copy without it). */
export function readOperationTable(root: string): OperationTable | null {
  const full = join(root, OPERATIONS_FILE);
  return existsSync(full) ? (readJson(full) as OperationTable) : null;
}

/** Every request body the sandbox validates, by operation name, with the JSON pointer it is written at. */
export function bodiesOf(table: OperationTable): { name: string; body: OperationBody; at: string }[] {
  return [
    ...Object.entries(table.operations ?? {}).flatMap(([name, op]) => (op.body ? [{ name, body: op.body, at: pointer('operations', name, 'body') }] : [])),
    ...Object.entries(table.staffBodies ?? {}).map(([name, body]) => ({ name, body, at: pointer('staffBodies', name) })),
  ];
}

/** The body of operation `name` (a staff body too), or undefined. */
export function bodyOf(table: OperationTable, name: string): OperationBody | undefined {
  return table.operations?.[name]?.body ?? table.staffBodies?.[name];
}
