import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { readJsonFile } from '../files/jsonFile.js';
import { own } from '../util/own.js';

/**
 * Which organisation a request is for: `?org=` (development), then the `x-org` header (001 §7),
 * then the host map (data/hosts.json), then the configured default (ORG_CODE, FIGURE).
 */
export function chooseOrg(request: FastifyRequest, dataDir: string, fallback: string): string {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.['org'] === 'string' ? query['org'] : undefined;
  if (fromQuery) return fromQuery.toUpperCase();
  const header = request.headers['x-org'];
  if (typeof header === 'string' && header) return header.toUpperCase();
  const hosts = readJsonFile<Record<string, string>>(path.join(dataDir, 'hosts.json'), {});
  const host = (request.headers.host ?? '').split(':')[0]?.toLowerCase() ?? '';
  return own(hosts, host) ?? fallback;
}
