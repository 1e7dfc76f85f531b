import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveRateLimits, type RateLimits } from './http/rateLimits.js';

/** Repository root (sandbox/ sits directly under it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** How the back-office simulator paces itself (see simulator/). */
export interface Delays {
  /** Total time from an applicant step to the next settled status, through the keep-polling statuses (ms). */
  stepMs: number;
  /** How long a hold (flood certificate, BPO processing, rescission...) lasts before the next status (ms). */
  holdMs: number;
}

export interface ServerOptions {
  /** SQLite file; created with its directory when missing. */
  databasePath: string;
  /** Directory of brand files (_defaults.json + <ORG_CODE>.json). */
  brandsDir?: string;
  /** Editable feature-flag file. */
  flagsFile?: string;
  /** Editable chatbot answers. */
  faqFile?: string;
  /** Directory of the other editable sandbox data (faq.json, banners.json, hours.json, ...). */
  dataDir?: string;
  /** Directory of screen and API schemas. */
  schemasDir?: string;
  /** Built app (index.html and assets). */
  distDir?: string;
  /** The config the studio's editor opens, validates and saves (journeys/, schemas/, brands/, fixtures/ under it); tests pass a copy. */
  configRoot?: string;
  /** Org code used when neither the host map nor ?org= decides. */
  orgCode?: string;
  delays?: Partial<Delays>;
  /** Milliseconds since the epoch; tests pass a controllable clock. */
  clock?: () => number;
  /** Protects /ops when set; stands in for a studio publisher while there is no staff file. */
  opsToken?: string;
  /** The studio's staff members (engine/config/staffFile.ts). Default: staff.json in the config root (git-ignored); absent, the studio takes the operations token. */
  staffFile?: string;
  /** HS256 secret for JWTs (at least 32 characters, not a guessable word); generated once and kept in the secrets file when absent. */
  jwtSecret?: string;
  /** Key of the SSN hash (HMAC-SHA256); generated once and kept in the secrets file when absent. */
  ssnKey?: string;
  /** Where generated secrets are kept, outside the database (mode 0600). Default: `<databasePath>.secrets.json`. */
  secretsFile?: string;
  /** Request and storage limits; unset ones take the production-like defaults (http/rateLimits.ts). */
  rateLimits?: Partial<RateLimits>;
  /** log2 of scrypt's cost N for new password hashes (default 17, OWASP). Tests may lower it explicitly. */
  passwordCost?: number;
  /** Recompile screen schemas when a file under schemasDir changes (`npm run dev`); off by default. */
  watchSchemas?: boolean;
  /** Rebuild the app into distDir after the studio saves a journey or screen (`npm start`; `npm run dev` watches instead); off by default. */
  rebuildAppOnSave?: boolean;
  /** Prerender every brand's public pages once ready (`npm start`, `npm run dev`; host/page/prerender.ts); off by default, when each is drawn on its first request. */
  prerenderAhead?: boolean;
  /** Fastify logger on or off. */
  logger?: boolean;
  /** How long a websocket (chat, notary) may stay open before the server closes it (001 §9: 12 hours). */
  socketLifetimeMs?: number;
}

export interface ResolvedOptions extends Required<Omit<ServerOptions, 'opsToken' | 'jwtSecret' | 'ssnKey' | 'delays' | 'rateLimits'>> {
  delays: Delays;
  opsToken: string | undefined;
  jwtSecret: string | undefined;
  ssnKey: string | undefined;
  rateLimits: RateLimits;
}

export const defaultDelays: Delays = { stepMs: 1500, holdMs: 6000 };
/** 001 §9: websocket keepalive and lifetime 12 hours. */
export const SOCKET_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * The wall clock, moved on by operations (POST /ops/clock, routes/ops.ts) so a journey with a legal wait can be
 * followed to its end on a running sandbox; tests pass their own clock instead, which this never moves.
 */
let clockShiftMs = 0;
const shiftedClock = (): number => Date.now() + clockShiftMs;
/** Moves the wall clock on by `ms` (never back); false where the server was given its own clock. */
export function moveClockOn(options: { clock: () => number }, ms: number): boolean {
  if (options.clock !== shiftedClock || ms < 0) return false;
  clockShiftMs += ms;
  return true;
}

export function resolveOptions(options: ServerOptions): ResolvedOptions {
  // Brands and screen schemas come from the config the editor saves, so a saved change is what the sandbox serves.
  const configRoot = options.configRoot ?? repoRoot;
  return {
    databasePath: options.databasePath,
    brandsDir: options.brandsDir ?? path.join(configRoot, 'brands'),
    flagsFile: options.flagsFile ?? path.join(repoRoot, 'sandbox', 'flags.json'),
    faqFile: options.faqFile ?? path.join(repoRoot, 'sandbox', 'faq.json'),
    // The lender's data files (pricing, licences, ...) of the config being served, when it has them:
    // the studio saves a brand's licensed states there.
    dataDir: options.dataDir ?? (fs.existsSync(path.join(configRoot, 'sandbox', 'data')) ? path.join(configRoot, 'sandbox', 'data') : path.join(repoRoot, 'sandbox', 'data')),
    schemasDir: options.schemasDir ?? path.join(configRoot, 'schemas'),
    distDir: options.distDir ?? path.join(repoRoot, 'dist'),
    configRoot,
    staffFile: options.staffFile ?? path.join(configRoot, 'staff.json'),
    orgCode: options.orgCode ?? 'FIGURE',
    delays: { ...defaultDelays, ...options.delays },
    clock: options.clock ?? shiftedClock,
    opsToken: options.opsToken,
    jwtSecret: options.jwtSecret,
    ssnKey: options.ssnKey,
    secretsFile: options.secretsFile ?? `${options.databasePath}.secrets.json`,
    rateLimits: resolveRateLimits(options.rateLimits),
    passwordCost: options.passwordCost ?? 17,
    logger: options.logger ?? false,
    watchSchemas: options.watchSchemas ?? false,
    rebuildAppOnSave: options.rebuildAppOnSave ?? false,
    prerenderAhead: options.prerenderAhead ?? false,
    socketLifetimeMs: options.socketLifetimeMs ?? SOCKET_LIFETIME_MS,
  };
}
