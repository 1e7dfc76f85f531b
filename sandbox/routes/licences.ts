import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { own } from '../util/own.js';

type Licences = Record<string, string[] | string>;

export function licenceRoutes(app: FastifyInstance, ctx: Ctx): void {
  // 001 §7: states the organisation is licensed in, as [{abbrev}] (public, "external" context).
  app.get('/service-application/external/api/v1/heloc/state-licenses', async (request) => {
    const { orgCode } = request.query as { orgCode?: string };
    const licences = ctx.dataFile<Licences>('licenses.json', {});
    const code = (orgCode ?? ctx.orgOf(request)).toUpperCase();
    const states = own(licences, code) ?? own(licences, 'default');
    return (Array.isArray(states) ? states : []).map((abbrev) => ({ abbrev }));
  });
}
