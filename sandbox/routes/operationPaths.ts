/**
 * Where each lender API route is served: its path in the operation table (schemas/operations.json)
 * as a Fastify pattern (`{uuid}` → `:uuid`, engine/operations.ts routePattern), so the sandbox, the
 * renderer and a gateway cannot disagree on a path. The sandbox's other routes (/ops…, /studio…,
 * the pages under /account/heloc, the site pages) are not lender API operations and keep their own.
 */
import table from '../../schemas/operations.json';
import { routePattern } from '../../engine/operations.ts';
import type { ApiOperationName } from '../validation/operations.js';

export function pathOf(name: ApiOperationName): string {
  return routePattern(table.operations[name]);
}
