import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { today, type Ctx } from '../context.js';
import { isUniqueViolation, type Profile } from '../db/identities.js';
import { requireAuth } from '../http/auth.js';
import { ApiError, conflict } from '../http/errors.js';
import type { IdentityType } from '../http/tokens.js';
import { identityOf } from './access.js';
import { rememberOrg } from '../org/pageOrg.js';
import { queryOrg } from '../org/orgChoice.js';
import { pathOf } from './operationPaths.js';

function identityView(identity: { uuid: string; type: string; email: string; profile: Profile }) {
  return {
    uuid: identity.uuid,
    type: identity.type,
    email: identity.email,
    phoneNumbers: identity.profile.phoneNumber ? [{ number: identity.profile.phoneNumber, type: 'MOBILE' }] : [],
    name: identity.profile.name,
  };
}

export function identityRoutes(app: FastifyInstance, ctx: Ctx): void {
  // 001 §7: registration; "identity exists" when the e-mail is taken. One identity per e-mail, even under a race.
  app.post(pathOf('register'), { config: { limit: 'registrations' } }, async (request, reply) => {
    const orgCode = ctx.orgOf(request);
    const body = ctx.validator.check('register', request.body, {
      brand: ctx.brand(orgCode) ?? {}, flags: ctx.flags(orgCode), today: today(ctx.now()), signedIn: false,
    });
    const exists = () => conflict('identity exists');
    if (ctx.identities.byEmail(body.email)) throw exists();
    const passwordHash = await ctx.passwords.hash(body.password);
    const uuid = randomUUID();
    const now = ctx.now();
    const profile: Profile = {
      name: body.name ?? null, dob: null, addresses: [], phoneNumber: body.phoneNumber,
      smsMarketingConsent: body.smsMarketingConsent ?? false, smsTransactionalConsent: body.smsTransactionalConsent ?? false,
      // Every answer the register operation declares (its screens', engine/declaredAnswers.ts), for the application to keep.
      answers: ctx.validator.answers('register', body),
    };
    try {
      ctx.tx(() => ctx.identities.insert({ uuid, email: body.email, passwordHash, type: 'BORROWER', orgCode, profile, createdAt: now, updatedAt: now }));
    } catch (error) {
      if (isUniqueViolation(error)) throw exists();
      throw error;
    }
    const jwt = await ctx.tokens.issue(uuid, 'BORROWER', orgCode);
    reply.header('authorization', `Bearer ${jwt}`);
    rememberOrg(request, reply, orgCode);
    return { jwt, identity: identityView({ uuid, type: 'BORROWER', email: body.email, profile }) };
  });

  const login = (type: IdentityType) => async (request: any, reply: any) => {
    const body = ctx.validator.check('login', request.body);
    const now = ctx.now();
    // Counted per browser session, and per address only as a flood guard (http/loginThrottle.ts).
    const client = request.visitor as string;
    const address = request.ip as string;
    ctx.loginThrottle.check(body.email, client, address, now);
    const identity = ctx.identities.byEmail(body.email);
    const ok = await ctx.passwords.verify(body.password, identity?.passwordHash ?? (await ctx.passwords.decoy()));
    if (!identity || !ok || identity.type !== type) {
      // Kept although the request fails: the throttle is a security record, not the request's effect.
      ctx.tx(() => ctx.loginThrottle.fail(body.email, client, address, now));
      throw new ApiError(401, 'Invalid email or password');
    }
    // A hash made at an older, lower cost is replaced now that the password is known.
    const rehashed = ctx.passwords.needsRehash(identity.passwordHash) ? await ctx.passwords.hash(body.password) : null;
    ctx.tx(() => {
      ctx.loginThrottle.succeed(body.email, client);
      if (rehashed) ctx.identities.savePasswordHash(identity.uuid, rehashed, now);
    });
    const jwt = await ctx.tokens.issue(identity.uuid, identity.type, identity.orgCode);
    reply.header('authorization', `Bearer ${jwt}`);
    // Pages loaded after signing in (dashboard, the signer area) show the lender whose page the person
    // signed in from (?org=, a lender's link), else the identity's own: a new application started
    // from another lender's link stays that lender's.
    const from = queryOrg(request);
    rememberOrg(request, reply, from && ctx.brand(from) ? from : identity.orgCode);
    return { jwt };
  };
  app.post(pathOf('login'), login('BORROWER'));
  // The additional signer's own login (/account/heloc/heloc-signer/login, 001 §2).
  app.post(pathOf('signerLogin'), login('CO_DEEDER'));

  // 001 §7 broker login: the query (plus telemetryTrackingId) and the application name and org headers
  // start a sign-in; the answer is where the browser goes: the sign-in page, back to `next` afterwards.
  app.post(pathOf('brokerLogin'), async (request) => {
    const { mode } = request.params as { mode: string };
    if (mode !== 'customer' && mode !== 'agent') throw new ApiError(404, 'No such identity broker mode.');
    if (mode === 'agent') throw new ApiError(403, 'Agent access is not available in the sandbox.');
    const query = request.query as Record<string, unknown>;
    const next = typeof query['next'] === 'string' && query['next'].startsWith('/') && !query['next'].startsWith('//') ? query['next'] : null;
    const params = new URLSearchParams();
    if (next) params.set('next', next);
    const org = request.headers['x-org'];
    if (typeof org === 'string' && /^[A-Z][A-Z0-9_]*$/.test(org)) params.set('org', org);
    const qs = params.toString();
    return { redirect: `/auth/login${qs ? `?${qs}` : ''}`, applicationName: request.headers['application-name'] ?? null, telemetryTrackingId: query['telemetryTrackingId'] ?? null };
  });

  app.post(pathOf('brokerLogout'), async (request) => {
    const auth = requireAuth(request);
    ctx.tx(() => ctx.tokens.revoke(auth));
    request.auth = null;
    return { redirect: '/auth/login' };
  });

  const self = async (request: any) => identityView(identityOf(ctx, requireAuth(request)));
  app.get(pathOf('identity'), self);
  app.get(pathOf('identityV11'), self);

  app.get(pathOf('figureInfo'), async (request) => {
    const { mode } = request.params as { mode: string };
    if (mode !== 'customer' && mode !== 'agent') throw new ApiError(404, 'No such identity broker mode.');
    const auth = requireAuth(request);
    if (mode === 'agent') throw new ApiError(403, 'Agent access is not available in the sandbox.');
    const identity = identityOf(ctx, auth);
    return {
      ...identityView(identity),
      organizationCode: identity.orgCode,
      profileType: identity.type === 'CO_DEEDER' ? 'CO_DEEDER' : 'INDIVIDUAL',
      aliases: [],
      updatedAt: new Date(identity.updatedAt).toISOString(),
      twoFactorEnabled: false,
      passwordExpired: false,
      totpVerified: false,
      isManageable: true,
      activeLegacyCustomerOrgs: [],
      wallet: null,
    };
  });
}
