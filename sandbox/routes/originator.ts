import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { notFound } from '../http/errors.js';
import { own } from '../util/own.js';
import { pathOf } from './operationPaths.js';

interface Originator {
  organization: string;
  userInfo: unknown;
  originatorDisplayInfo: unknown;
  enforceLicensedStatesForReferral: boolean;
  licensedStates: string[];
}

export function originatorRoutes(app: FastifyInstance, ctx: Ctx): void {
  const find = (uuid: string): Originator => {
    const all = ctx.dataFile<{ originators: Record<string, Originator> }>('originators.json', { originators: {} }).originators;
    const found = own(all, uuid.toLowerCase());
    if (!found) throw notFound('The loan originator');
    return found;
  };

  // 000 §7, 001 §7: public originator info (sidebar) with the licensing used by the address rule.
  app.get(pathOf('originator'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    const o = find(uuid);
    return {
      uuid: uuid.toLowerCase(),
      organization: o.organization,
      userInfo: o.userInfo,
      originatorDisplayInfo: o.originatorDisplayInfo,
      enforceLicensedStatesForReferral: o.enforceLicensedStatesForReferral,
      licensedStates: o.licensedStates,
    };
  });

  app.get(pathOf('originatorStates'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    return find(uuid).licensedStates.map((abbrev) => ({ abbrev }));
  });
}
