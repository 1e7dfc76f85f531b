/**
 * The lender API operations the app calls (schemas/operations.json): every URL of renderer/ is
 * made here from the table, with its `{param}`s filled in (engine/operations.ts operationUrl). The
 * build ships the table as name → method and path only (renderer/build/screensPlugin.ts pathsOnly);
 * a screen's `submit.api` names an operation marked `screen: true`.
 */
import table from '../../schemas/operations.json';
import { operationUrl, type OperationPaths } from '../../engine/operations.ts';
import type { OperationMethod } from '../../engine/types/operations.ts';
import { request } from './client.ts';

type HttpMethod = Exclude<OperationMethod, 'WS'>;
type Params = Record<string, string | undefined>;

const paths: OperationPaths = (table as { operations: OperationPaths }).operations;

/** The table as name → method and path, for the engine's helpers that build a URL from it (engine/hours.ts hoursPath). */
export const apiPaths: OperationPaths = paths;

/** The operation's path with its params filled in (a query string is the caller's to add). */
export const apiPath = (name: string, params: Params = {}): string => operationUrl(paths, name, params);

export function operationPath(name: string, params: Params): { method: HttpMethod; url: string } {
  const url = apiPath(name, params);
  const method = paths[name]!.method;
  if (method === 'WS') throw new Error(`API operation "${name}" is a websocket: open it with socketUrl`);
  return { method, url };
}

/** A websocket operation's URL on the origin of `base` (the page), as ws: or wss:. */
export function socketUrl(name: string, base: string): URL {
  if (paths[name]?.method !== 'WS') throw new Error(`API operation "${name}" is not a websocket`);
  const url = new URL(apiPath(name), base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url;
}

/** A screen's submit: the form data is the body. */
export function callOperation<T = unknown>(name: string, params: Params, body: unknown): Promise<T> {
  const { method, url } = operationPath(name, params);
  return request<T>(url, { method, body });
}
