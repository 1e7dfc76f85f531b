import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { isUuid } from '../../engine/index.ts';
import { notFound } from '../http/errors.js';
import { pricingOf } from '../org/pricing.js';
import { pathOf } from './operationPaths.js';

/**
 * What a page's server needs of the lender to serve a page (the production host calls these; the
 * sandbox's own pages read the same data in-process, webApp.ts): the pricing its disclosures state,
 * and the org of an application, so that a page about it is shown in that lender's brand.
 */
export function organisationRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get(pathOf('pricing'), async () => pricingOf(ctx.dataFile));

  app.get(pathOf('applicationOrganisation'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    const application = isUuid(uuid) ? ctx.applications.get(uuid.toLowerCase()) : null;
    if (!application) throw notFound('The application');
    return { orgCode: application.orgCode };
  });
}
