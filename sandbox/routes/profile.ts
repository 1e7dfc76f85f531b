import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import type { Identity } from '../db/identities.js';
import { requireAuth } from '../http/auth.js';
import { identityOf } from './access.js';
import { pathOf } from './operationPaths.js';

/** The profile of 000 §3: uuid, name, dob, addresses (with ownership), hasSsn, email; plus phone and type. */
export function profileView(identity: Identity) {
  const { profile } = identity;
  return {
    uuid: identity.uuid,
    type: identity.type,
    email: identity.email,
    name: profile.name,
    dob: profile.dob,
    addresses: profile.addresses,
    hasSsn: identity.ssnLast4 !== null,
    ssnLast4: identity.ssnLast4,
    phoneNumber: profile.phoneNumber,
    maritalStatus: profile.maritalStatus ?? null,
    organizationCode: identity.orgCode,
    isBroker: profile.isBroker === true,
  };
}

export function profileRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get(pathOf('profile'), async (request) => profileView(identityOf(ctx, requireAuth(request))));

  // 001 §3, §5: feedback to the CEO (main brand, signed-in users).
  app.post(pathOf('ceoFeedback'), async (request) => {
    const auth = requireAuth(request);
    const body = ctx.validator.check('ceoFeedback', request.body);
    const uuid = randomUUID();
    ctx.tx(() =>
      ctx.db.prepare('INSERT INTO feedback (uuid, identity_uuid, data_json, created_at) VALUES (?, ?, ?, ?)').run(uuid, auth.identityUuid, JSON.stringify(body), ctx.now()),
    );
    return { uuid, received: true };
  });
}
