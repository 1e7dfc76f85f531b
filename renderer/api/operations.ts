/**
 * The lender API operations a screen's `submit.api` may name (renderer/registry.json `apis`):
 * method and path, with `{uuid}` filled from the page's application.
 */
import registry from '../registry.json';
import { request } from './client.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface ApiOperation { method: Method; path: string }

const apis: Record<string, ApiOperation> = registry.apis as Record<string, ApiOperation>;

export function operationPath(name: string, params: Record<string, string | undefined>): { method: Method; url: string } {
  const op = apis[name];
  if (!op) throw new Error(`Unknown API operation "${name}"`);
  const url = op.path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`API operation "${name}" needs {${key}}`);
    return encodeURIComponent(value);
  });
  return { method: op.method, url };
}

export function callOperation<T = unknown>(name: string, params: Record<string, string | undefined>, body: unknown): Promise<T> {
  const { method, url } = operationPath(name, params);
  return request<T>(url, { method, body });
}
