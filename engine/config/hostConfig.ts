/**
 * The production host's configuration (schemas/meta/host.schema.json): a JSON file (HOST_CONFIG)
 * with the environment's simple fields over it (PORT, HOST, UPSTREAM_URL, HOST_ORGS, ASSET_BASE),
 * checked against the meta-schema and against the config it serves (each org code has a brand file,
 * each named upstream is a service of schemas/operations.json or `site`). The host refuses to start
 * on any problem (host/main.ts); `journey validate` checks every host/*.json file the same way.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createAjv } from './ajv.ts';
import { compileCached } from './compileCache.ts';
import { readJson } from './loadConfig.ts';
import { didYouMean, type Problem } from './problems.ts';
import { readOperationTable } from './operationTable.ts';
import type { HostConfig } from '../types/host.ts';
import { escapePointerSegment } from '../pointer.ts';

export const HOST_META = 'schemas/meta/host.schema.json';
/** Where example and deployment host configs live in the repository (checked by `journey validate`). */
export const HOST_CONFIG_DIR = 'host';

/** Every field decided: the file's, the environment's, or the meta-schema's default. */
export interface ResolvedHostConfig {
  port: number;
  host: string;
  upstreams: Record<string, string> & { default: string };
  orgs: Record<string, string>;
  /** The lender of a host name not in `orgs`; none: such a page is refused. */
  defaultOrg?: string;
  assetBase?: string;
  sitePaths: string[];
  timeouts: { connectMs: number; responseMs: number };
  refreshSeconds: number;
  shutdownDelaySeconds: number;
  flagsFile?: string;
  distDir: string;
}

export type HostEnv = Partial<Record<'PORT' | 'HOST' | 'UPSTREAM_URL' | 'HOST_ORGS' | 'HOST_DEFAULT_ORG' | 'ASSET_BASE' | 'SHUTDOWN_DELAY_SECONDS' | 'HOST_CONFIG', string>>;

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** The environment's values in words before the schema sees them (its own words name file fields). */
function checkEnv(env: HostEnv): string[] {
  const problems: string[] = [];
  if (env.SHUTDOWN_DELAY_SECONDS && !/^\d{1,3}$/.test(env.SHUTDOWN_DELAY_SECONDS)) problems.push(`SHUTDOWN_DELAY_SECONDS: "${env.SHUTDOWN_DELAY_SECONDS}" is not a number of seconds`);
  if (env.PORT && !/^\d{1,5}$/.test(env.PORT)) problems.push(`PORT: "${env.PORT}" is not a port number`);
  if (env.UPSTREAM_URL && !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(env.UPSTREAM_URL)) problems.push(`UPSTREAM_URL: "${env.UPSTREAM_URL}" is not an http:// or https:// base URL (no query)`);
  if (env.ASSET_BASE && !/^https:\/\/[^?#]+$/.test(env.ASSET_BASE)) problems.push(`ASSET_BASE: "${env.ASSET_BASE}" must be an https:// URL (the CDN base the pages load their files from)`);
  if (env.HOST_DEFAULT_ORG && !/^[A-Za-z][A-Za-z0-9_]*$/.test(env.HOST_DEFAULT_ORG)) problems.push(`HOST_DEFAULT_ORG: "${env.HOST_DEFAULT_ORG}" is not an org code`);
  return problems;
}

/** `a.example=ORG,b.example=OTHER` → { host: org }, or the words of what is wrong. */
export function parseHostOrgs(text: string): { orgs: Record<string, string>; problems: string[] } {
  const orgs: Record<string, string> = {};
  const problems: string[] = [];
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, code, ...rest] = part.split('=');
    if (!name || !code || rest.length > 0) problems.push(`HOST_ORGS: "${part}" is not host.name=ORG_CODE (entries are separated by commas)`);
    else if (!HOST_NAME.test(name.trim().toLowerCase())) problems.push(`HOST_ORGS: "${name.trim()}" is not a host name (letters, digits, '-' and '.', no port or scheme)`);
    else orgs[name.trim().toLowerCase()] = code.trim().toUpperCase();
  }
  return { orgs, problems };
}

function defaultsOf(root: string): { sitePaths: string[]; port: number; host: string; refreshSeconds: number; shutdownDelaySeconds: number; distDir: string; connectMs: number; responseMs: number } {
  const meta = readJson(join(root, HOST_META)) as { properties: Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }> };
  const d = (key: string) => meta.properties[key]?.default;
  const t = meta.properties['timeouts']?.properties ?? {};
  return {
    sitePaths: d('sitePaths') as string[],
    port: d('port') as number,
    host: d('host') as string,
    refreshSeconds: d('refreshSeconds') as number,
    shutdownDelaySeconds: d('shutdownDelaySeconds') as number,
    distDir: d('distDir') as string,
    connectMs: t['connectMs']?.default as number,
    responseMs: t['responseMs']?.default as number,
  };
}

/** The config file's problems against the meta-schema and the served config. */
export function checkHostConfig(root: string, data: unknown, file: string): Problem[] {
  const meta = readJson(join(root, HOST_META)) as object;
  const v = compileCached(meta, () => createAjv('staff'), 'meta');
  if (!v(data)) {
    return (v.errors ?? []).map((e) => {
      if (e.keyword === 'additionalProperties') {
        const name = (e.params as { additionalProperty: string }).additionalProperty;
        // The schema the word was refused by: `#/…/additionalProperties` → its sibling `properties`.
        const at = e.schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1).filter(Boolean);
        const parent = at.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), meta);
        const known = Object.keys(((parent ?? {}) as { properties?: Record<string, unknown> }).properties ?? {});
        return { file, pointer: e.instancePath, message: `"${name}" is not a host setting${didYouMean(name, known)} (${HOST_META})` };
      }
      return { file, pointer: e.instancePath, message: `${e.message ?? 'invalid'} (${HOST_META})` };
    });
  }
  return checkServed(root, data as HostConfig, file);
}

/** Org codes with a brand file; upstream names the operation table knows. */
function checkServed(root: string, config: HostConfig, file: string): Problem[] {
  const problems: Problem[] = [];
  const brands = existsSync(join(root, 'brands')) ? readdirSync(join(root, 'brands')).filter((f) => f.endsWith('.json') && !f.startsWith('_')).map((f) => f.slice(0, -5)) : [];
  const orgAt = (code: string, pointer: string) => {
    if (!brands.includes(code)) problems.push({ file, pointer, message: `org code "${code}" has no brand file in brands/${didYouMean(code, brands)}` });
  };
  for (const [name, code] of Object.entries(config.orgs ?? {})) orgAt(code, `/orgs/${escapePointerSegment(name)}`);
  if (config.defaultOrg) orgAt(config.defaultOrg, '/defaultOrg');
  const services = [...new Set(Object.values(readOperationTable(root)?.operations ?? {}).map((o) => o.upstream))];
  for (const name of Object.keys(config.upstreams ?? {})) {
    if (name !== 'default' && name !== 'site' && !services.includes(name)) problems.push({ file, pointer: `/upstreams/${name}`, message: `no operation has upstream "${name}": name one of default, site, ${services.sort().join(', ')}${didYouMean(name, services)}` });
  }
  return problems;
}

/**
 * The host's configuration: the file named by HOST_CONFIG (if any), the environment over it, then
 * the defaults. `problems` says in words what stops the host from starting.
 */
export function loadHostConfig(root: string, env: HostEnv): { config: ResolvedHostConfig | null; problems: string[] } {
  const problems: string[] = [];
  let fileConfig: HostConfig = {};
  let baseDir = root;
  if (env.HOST_CONFIG) {
    const file = resolve(env.HOST_CONFIG);
    baseDir = dirname(file);
    if (!existsSync(file)) return { config: null, problems: [`HOST_CONFIG: ${file} does not exist`] };
    let data: unknown;
    try {
      data = readJson(file);
    } catch (e) {
      return { config: null, problems: [`HOST_CONFIG: ${file} is not JSON: ${(e as Error).message}`] };
    }
    const found = checkHostConfig(root, data, env.HOST_CONFIG);
    if (found.length > 0) return { config: null, problems: found.map((p) => `${p.file}#${p.pointer}: ${p.message}`) };
    fileConfig = data as HostConfig;
  }
  problems.push(...checkEnv(env));
  if (problems.length > 0) return { config: null, problems };
  const merged: HostConfig = { ...fileConfig };
  if (env.PORT !== undefined && env.PORT !== '') merged.port = Number(env.PORT);
  if (env.HOST) merged.host = env.HOST;
  if (env.UPSTREAM_URL) merged.upstreams = { ...(merged.upstreams ?? {}), default: env.UPSTREAM_URL.replace(/\/+$/, '') };
  if (env.HOST_ORGS) {
    const parsed = parseHostOrgs(env.HOST_ORGS);
    problems.push(...parsed.problems);
    merged.orgs = { ...(merged.orgs ?? {}), ...parsed.orgs };
  }
  if (env.ASSET_BASE) merged.assetBase = env.ASSET_BASE.replace(/\/+$/, '');
  if (env.SHUTDOWN_DELAY_SECONDS) merged.shutdownDelaySeconds = Number(env.SHUTDOWN_DELAY_SECONDS);
  if (env.HOST_DEFAULT_ORG) merged.defaultOrg = env.HOST_DEFAULT_ORG.toUpperCase();
  if (!env.HOST_ORGS && Object.keys(merged.orgs ?? {}).length === 0 && !merged.defaultOrg) problems.push('No lender: set HOST_ORGS (host.name=ORG_CODE,…) or HOST_DEFAULT_ORG, or `orgs` / `defaultOrg` in HOST_CONFIG');
  if (!merged.upstreams?.['default']) problems.push('No upstream: set UPSTREAM_URL (the base URL of the lender\'s services, or of the sandbox) or `upstreams.default` in HOST_CONFIG');
  // The environment's values are checked as the file's are.
  problems.push(...checkHostConfig(root, merged, 'the environment').map((p) => `${p.pointer ? `${p.pointer.slice(1)}: ` : ''}${p.message}`));
  if (problems.length > 0) return { config: null, problems };
  const d = defaultsOf(root);
  const upstreams = merged.upstreams as ResolvedHostConfig['upstreams'];
  return {
    config: {
      port: merged.port ?? d.port,
      host: merged.host ?? d.host,
      upstreams: Object.fromEntries(Object.entries(upstreams).map(([k, v]) => [k, v.replace(/\/+$/, '')])) as ResolvedHostConfig['upstreams'],
      orgs: merged.orgs ?? {},
      ...(merged.defaultOrg ? { defaultOrg: merged.defaultOrg } : {}),
      ...(merged.assetBase ? { assetBase: merged.assetBase } : {}),
      sitePaths: merged.sitePaths ?? d.sitePaths,
      timeouts: { connectMs: merged.timeouts?.connectMs ?? d.connectMs, responseMs: merged.timeouts?.responseMs ?? d.responseMs },
      refreshSeconds: merged.refreshSeconds ?? d.refreshSeconds,
      shutdownDelaySeconds: merged.shutdownDelaySeconds ?? d.shutdownDelaySeconds,
      ...(merged.flags?.file ? { flagsFile: resolve(baseDir, merged.flags.file) } : {}),
      distDir: resolve(root, merged.distDir ?? d.distDir),
    },
    problems: [],
  };
}

/** `journey validate`: every host/*.json file in the repository. */
export function checkHostConfigFiles(root: string): Problem[] {
  const dir = join(root, HOST_CONFIG_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().flatMap((name) => {
    const file = `${HOST_CONFIG_DIR}/${name}`;
    try {
      return checkHostConfig(root, readJson(join(root, file)), file);
    } catch (e) {
      return [{ file, pointer: '', message: `does not parse: ${(e as Error).message}` }];
    }
  });
}
