import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { experimentOf, flagFor, variationFor } from '../files/flags.js';
import { ValidationError } from '../http/errors.js';
import { pathOf } from './operationPaths.js';

interface FlagBody {
  featureKey?: string;
  flagKey?: string;
  key?: string;
  optimizeUser?: { attributes?: Record<string, unknown>; trackerId?: string };
}

/** Flags are per organisation: the optimizeUser's organization attribute, else x-org/host. */
function orgFor(ctx: Ctx, request: FastifyRequest, body: FlagBody): string {
  const attributes = body.optimizeUser?.attributes ?? {};
  const org = attributes['organization'] ?? attributes['orgCode'];
  return typeof org === 'string' && org ? org.toUpperCase() : ctx.orgOf(request);
}

function keyOf(body: FlagBody): string {
  const key = body.featureKey ?? body.flagKey ?? body.key;
  if (typeof key !== 'string' || !key) throw new ValidationError([{ pointer: '/featureKey', message: 'Required' }]);
  return key;
}

export function flagRoutes(app: FastifyInstance, ctx: Ctx): void {
  // 001 §7: POST .../service-optimize/{context}/api/v1/feature → {key, enabled, flagEnabled, variables}.
  app.post(pathOf('feature'), async (request) => {
    const body = (request.body ?? {}) as FlagBody;
    return flagFor(ctx.options.flagsFile, orgFor(ctx, request, body), keyOf(body));
  });

  // 001 §7 decision: the user is the organisation plus the tracker id; an experiment answers the tracker's variation.
  app.post(pathOf('decision'), async (request) => {
    const body = (request.body ?? {}) as FlagBody;
    const key = keyOf(body);
    const flag = flagFor(ctx.options.flagsFile, orgFor(ctx, request, body), key);
    const experiment = experimentOf(ctx.options.flagsFile, key);
    const trackerId = body.optimizeUser?.trackerId;
    if (experiment && (typeof trackerId !== 'string' || !trackerId)) throw new ValidationError([{ pointer: '/optimizeUser/trackerId', message: 'Required' }]);
    const variationKey = !flag.enabled ? 'off' : experiment ? variationFor(experiment, key, trackerId!) : 'on';
    return { ...flag, enabled: flag.enabled, flagKey: flag.key, variationKey, ruleKey: experiment ? 'experiment' : 'sandbox', userContext: body.optimizeUser ?? null };
  });

  app.post(pathOf('features'), async (request) => {
    const body = (request.body ?? {}) as FlagBody;
    return Object.values(ctx.flags(orgFor(ctx, request, body)));
  });
}
