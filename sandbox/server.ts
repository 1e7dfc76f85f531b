import Fastify, { type FastifyInstance } from 'fastify';
import { Applications } from './db/applications.js';
import { inTransaction, openDatabase } from './db/database.js';
import { Identities } from './db/identities.js';
import { Schedule } from './db/schedule.js';
import { Signers } from './db/signers.js';
import { makeConfigAccessors, type Ctx } from './context.js';
import { installAuth } from './http/auth.js';
import { installErrorHandlers } from './http/errors.js';
import { hashPassword } from './http/passwords.js';
import { installSecurityHeaders } from './http/securityHeaders.js';
import { installStaffGuard } from './http/staffGuard.js';
import { Tokens } from './http/tokens.js';
import { resolveOptions, type ServerOptions } from './options.js';
import { registerRoutes } from './routes/index.js';
import { BackOffice } from './simulator/backOffice.js';
import { SIGNER_PASSWORD } from './simulator/personas.js';
import { Validator } from './validation/validator.js';
import { classifyStatus, type Journey } from '../engine/index.ts';
import heloc from '../journeys/heloc.json' with { type: 'json' };

export type { ServerOptions } from './options.js';

/**
 * The sandbox lender API, ready to listen: storage migrated, schemas compiled, routes registered.
 * Closing the instance closes the database.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const resolved = resolveOptions(options);
  const db = openDatabase(resolved.databasePath);
  const applications = new Applications(db);
  const ctx: Ctx = {
    options: resolved,
    db,
    tx: (fn) => inTransaction(db, fn),
    now: resolved.clock,
    identities: new Identities(db),
    applications,
    signers: new Signers(db),
    backOffice: new BackOffice(applications, new Schedule(db), resolved.delays),
    tokens: new Tokens(db, resolved.clock, resolved.jwtSecret),
    validator: new Validator(resolved.schemasDir),
    signerPasswordHash: await hashPassword(SIGNER_PASSWORD),
    isKnownStatus: (status: string) => classifyStatus(heloc as Journey, status) !== null,
    ...makeConfigAccessors(resolved),
  };

  const app = Fastify({ logger: resolved.logger, bodyLimit: 15 * 1024 * 1024, trustProxy: false });
  app.addContentTypeParser('application/merge-patch+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  installErrorHandlers(app);
  installSecurityHeaders(app);
  installAuth(app, ctx.tokens);
  installStaffGuard(app, () => ctx.options.opsToken);
  await registerRoutes(app, ctx);
  app.addHook('onClose', async () => {
    db.close();
  });
  return app;
}
