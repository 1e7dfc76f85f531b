import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { own } from '../util/own.js';
import { pathOf } from './operationPaths.js';

type Licences = Record<string, string[] | string>;

/** The states an organisation is licensed to lend in (data/licenses.json; 'default' for an org not listed). */
export function licensedStates(ctx: Ctx, orgCode: string): string[] {
  const licences = ctx.dataFile<Licences>('licenses.json', {});
  const states = own(licences, orgCode.toUpperCase()) ?? own(licences, 'default');
  return Array.isArray(states) ? states : [];
}

export function licenceRoutes(app: FastifyInstance, ctx: Ctx): void {
  // 001 §7: states the organisation is licensed in, as [{abbrev}] (public, "external" context).
  app.get(pathOf('stateLicenses'), async (request) => {
    const { orgCode } = request.query as { orgCode?: string };
    return licensedStates(ctx, orgCode ?? ctx.orgOf(request)).map((abbrev) => ({ abbrev }));
  });
}
