import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Applications } from './db/applications.js';
import { inTransaction, openDatabase } from './db/database.js';
import { Identities } from './db/identities.js';
import { Schedule } from './db/schedule.js';
import { Signers } from './db/signers.js';
import { makeConfigAccessors, type Ctx } from './context.js';
import { installAuth } from './http/auth.js';
import { installDrain } from '../host/http/drain.ts';
import { installServerTiming } from './http/serverTiming.js';
import { installIdempotency } from './http/idempotency.js';
import { installRateLimits } from './http/rateLimits.js';
import { installVisitor } from './http/visitor.js';
import { DEFAULT_BODY_LIMIT, installJsonParser } from './http/bodyParsing.js';
import { installErrorHandlers } from './http/errors.js';
import { LoginThrottle } from './http/loginThrottle.js';
import { Passwords } from './http/passwords.js';
import { installSecurityHeaders } from '../host/http/securityHeaders.ts';
import { installStaffGuard } from './http/staffGuard.js';
import { StudioAuth } from './studio/staffAuth.js';
import { Tokens } from './http/tokens.js';
import { resolveOptions, type ServerOptions } from './options.js';
import { loadSecrets } from './secrets.js';
import { registerRoutes } from './routes/index.js';
import { BackOffice, type CreditFile, type NoticesFile } from './simulator/backOffice.js';
import { Notifications } from './db/notifications.js';
import { SIGNER_PASSWORD } from './simulator/personas.js';
import { figuresNow } from './routes/documents.js';
import { pricingOf } from './org/pricing.js';
import type { RecordingSchedule } from '../engine/types/recording.ts';
import { Validator } from './validation/validator.js';
import { watchSchemas } from './studio/configReload.js';
import { readJsonFile } from '../engine/config/jsonFile.ts';
import { classifyStatus, type Journey } from '../engine/index.ts';
import heloc from '../journeys/heloc.json' with { type: 'json' };

export type { ServerOptions } from './options.js';

/** One registered route (the reliability suite tries every one). */
export interface RouteEntry {
  method: string;
  url: string;
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, in order. */
    sandboxRoutes: RouteEntry[];
    /** The studio's sign-in (sandbox/studio/staffAuth.ts). */
    studioAuth: StudioAuth;
  }
}

/**
 * The sandbox lender API, ready to listen: storage migrated, schemas compiled, routes registered.
 * Closing the instance closes the database.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const resolved = resolveOptions(options);
  const db = openDatabase(resolved.databasePath);
  const secrets = loadSecrets(db, resolved);
  const applications = new Applications(db);
  const notifications = new Notifications(db);
  const passwords = new Passwords(resolved.passwordCost);
  const ctx: Ctx = {
    options: resolved,
    db,
    tx: (fn) => inTransaction(db, fn),
    now: resolved.clock,
    identities: new Identities(db, secrets.ssnKey),
    applications,
    signers: new Signers(db),
    backOffice: new BackOffice(applications, new Schedule(db), resolved.delays, notifications, () => readJsonFile<NoticesFile>(path.join(resolved.dataDir, 'notices.json'), {}), () => readJsonFile<CreditFile>(path.join(resolved.dataDir, 'credit.json'), {}), (app) => figuresNow(app, ctx.brand(app.orgCode), pricingOf(ctx.dataFile)), () => readJsonFile<RecordingSchedule | null>(path.join(resolved.dataDir, 'recording.json'), null)),
    tokens: new Tokens(db, resolved.clock, secrets.jwtSecret),
    validator: new Validator(resolved.schemasDir),
    passwords,
    loginThrottle: new LoginThrottle(db),
    signerPasswordHash: await passwords.hash(SIGNER_PASSWORD),
    // Read from the config as it is now (re-read when saved), so a status added in the studio is known at once.
    isKnownStatus: (status: string) => classifyStatus(readJsonFile(path.join(resolved.configRoot, 'journeys', 'heloc.json'), heloc as Journey), status) !== null,
    ...makeConfigAccessors(resolved),
  };

  // pluginTimeout: plugins boot slowly when many test servers share two cores.
  const app = Fastify({ logger: resolved.logger, bodyLimit: DEFAULT_BODY_LIMIT, trustProxy: false, pluginTimeout: 30_000 });
  installJsonParser(app);
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url ?? route.path, websocket: route.websocket === true });
  });
  app.decorate('sandboxRoutes', routes);
  installDrain(app);
  installServerTiming(app, () => ctx.now());
  installErrorHandlers(app, (request) => ctx.dictionary(request));
  installSecurityHeaders(app);
  installAuth(app, ctx.tokens);
  installVisitor(app);
  await installRateLimits(app, resolved.rateLimits, resolved.clock);
  installIdempotency(app, db, resolved.clock);
  const studioAuth = new StudioAuth(resolved.configRoot, resolved.staffFile, resolved.clock);
  app.decorate('studioAuth', studioAuth);
  installStaffGuard(app, () => ctx.options.opsToken, studioAuth);
  await registerRoutes(app, ctx);
  const stopWatching = resolved.watchSchemas ? watchSchemas(ctx) : () => {};
  app.addHook('onClose', async () => {
    stopWatching();
    db.close();
  });
  return app;
}
