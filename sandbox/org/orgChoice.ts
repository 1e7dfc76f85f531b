import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { readJsonFile } from '../../engine/config/jsonFile.ts';
import { own } from '../util/own.js';

/** The cookie that keeps a visitor's organisation across full page loads (registration, login, e-mail links). */
export const ORG_COOKIE = 'heloc_org';
/** 30 days: long enough to come back to an unfinished registration. */
const ORG_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const ORG_CODE = /^[A-Z][A-Z0-9_]*$/;

/** One cookie's value from the request's Cookie header (names are case-sensitive; values are not encoded here). */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie value that remembers the org: HttpOnly (no script reads it), SameSite=Lax (sent on e-mail links). */
export function orgCookie(orgCode: string, secure: boolean): string {
  return `${ORG_COOKIE}=${orgCode}; Path=/; Max-Age=${ORG_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The org code a query value or cookie names, when it is shaped like one. */
const asOrgCode = (value: unknown): string | undefined =>
  typeof value === 'string' && ORG_CODE.test(value.toUpperCase()) ? value.toUpperCase() : undefined;

/** `?org=` (development, and links that carry the brand), when it names an org. */
export const queryOrg = (request: FastifyRequest): string | undefined => asOrgCode((request.query as Record<string, unknown> | undefined)?.['org']);

/**
 * Which organisation a request is for: `?org=` (development), then the `x-org` header (001 §7),
 * then the visitor's org cookie (kept from an earlier page, see pageOrg.ts), then the host map
 * (data/hosts.json), then the configured default (ORG_CODE, FIGURE).
 */
export function chooseOrg(request: FastifyRequest, dataDir: string, fallback: string): string {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.['org'] === 'string' ? query['org'] : undefined;
  if (fromQuery) return fromQuery.toUpperCase();
  const header = request.headers['x-org'];
  if (typeof header === 'string' && header) return header.toUpperCase();
  const remembered = asOrgCode(cookieValue(request, ORG_COOKIE));
  if (remembered) return remembered;
  const hosts = readJsonFile<Record<string, string>>(path.join(dataDir, 'hosts.json'), {});
  const host = (request.headers.host ?? '').split(':')[0]?.toLowerCase() ?? '';
  return own(hosts, host) ?? fallback;
}
