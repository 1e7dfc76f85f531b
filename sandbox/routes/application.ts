import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { licensedStates } from './licences.js';
import { today, type Ctx } from '../context.js';
import type { Address, Profile } from '../db/identities.js';
import { requireBorrower } from '../http/auth.js';
import { conflict, ValidationError } from '../http/errors.js';
import { softCreditConsent } from '../simulator/creditSteps.js';
import { newApplicationData } from '../simulator/newApplication.js';
import { personaFor } from '../simulator/personas.js';
import { stateLawAtCreation } from '../simulator/stateLaw.js';
import { pricingOf } from '../org/pricing.js';
import { DEFAULT_NETWORK, type NotaryNetwork } from '../db/notarySlots.js';
import { FINISHED, identityOf, ownApplication, present } from './access.js';
import { keepAnswers } from './answers.js';
import { stepContext } from './stepContext.js';
import { lenderCondition, omittedFields, type Journey } from '../../engine/index.ts';
import register from '../../journeys/register.json' with { type: 'json' };
import { pathOf } from './operationPaths.js';
import type { CreateApplicationBody } from '../../engine/types/bodies.ts';

const registerJourney = register as Journey;


interface AddressAnswer {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  occupancyType?: string;
}

function address(answer: AddressAnswer, kind: Address['kind']): Address {
  const state = answer.state.toUpperCase();
  const street = [answer.street1, answer.street2].filter(Boolean).join(' ');
  return { uuid: randomUUID(), kind, ...answer, state, fullAddress: `${street}, ${answer.city}, ${state} ${answer.zip}`, ownership: null };
}

const nameKey = (n: { firstName: string; lastName: string }) => `${n.firstName} ${n.lastName}`.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Null when the answers are the account's own person (or the account has no name yet); otherwise
 * what to tell the applicant. The name compares without case or extra spaces; the birth date exactly.
 */
function sameIdentityProblem(profile: Profile, body: Pick<CreateApplicationBody, 'name' | 'dob'>): string | null {
  const { name, dob } = profile;
  if (!name || !dob) return null;
  const sameName = nameKey(name) === nameKey(body.name);
  const sameDob = dob.year === body.dob.year && dob.month === body.dob.month && dob.day === body.dob.day;
  if (sameName && sameDob) return null;
  const whose = `${name.firstName} ${name.lastName}`;
  return `You're signed in as ${whose}, and an application is always in the name and date of birth on the account. `
    + `Go back and enter ${sameName ? 'your date of birth as it is on your account' : `${whose}'s legal name${sameDob ? '' : ' and date of birth'}`}, `
    + 'or sign out to apply for someone else with their own account.';
}

export function applicationRoutes(app: FastifyInstance, ctx: Ctx): void {
  // Ours (the seed does not show it): create the application from the register-v2 answers.
  app.post(pathOf('createApplication'), async (request) => {
    const auth = requireBorrower(request);
    const identity = identityOf(ctx, auth);
    // The lender whose pages the applicant applied on (the page's brand, sent as x-org), whose name the
    // credit authorisation carried; the account's first lender only when the request names none we know.
    const header = request.headers['x-org'];
    const asked = typeof header === 'string' ? header.toUpperCase() : '';
    const orgCode = asked && ctx.brand(asked) ? asked : identity.orgCode;
    // A lender switched off in the studio takes no new application here either, whatever page sent it
    // (the registration pages show pages/not-accepting by journeys/register.json gate brandSwitchedOff).
    const lender = ctx.brand(orgCode) as { behaviour?: { notAcceptingApplications?: unknown }; names?: { companyName?: unknown } } | null;
    if (lender?.behaviour?.notAcceptingApplications === true) {
      throw conflict(`${String(lender.names?.companyName ?? 'This lender')} is not taking new applications at the moment. If you already applied, sign in to continue.`, { code: 'NOT_ACCEPTING_APPLICATIONS' });
    }
    const raw = (request.body ?? {}) as Partial<CreateApplicationBody>;
    const originators = ctx.dataFile<{ originators: Record<string, unknown> }>('originators.json', { originators: {} }).originators;
    const body = ctx.validator.check('createApplication', request.body, {
      brand: ctx.brand(orgCode) ?? {}, flags: ctx.flags(orgCode), today: today(ctx.now()), signedIn: true,
      profile: { email: identity.email }, originator: (raw.referrer && originators[raw.referrer]) || {},
      // The lender lends only in its licensed states (the property-address step's rule, 000 §5).
      lender: { licensedStates: licensedStates(ctx, orgCode) },
    });
    return ctx.tx(() => {
      const now = ctx.now();
      const existing = ctx.applications.byIdentity(identity.uuid).map((a) => ctx.backOffice.catchUp(a, now)).find((a) => !FINISHED.has(a.status));
      if (existing) throw conflict('An application is already in progress.', { uuid: existing.uuid });
      const property = address(body.propertyAddress, 'PROPERTY');
      // The same omissions as the renderer's (journeys/register.json): no home address for a primary home.
      const home = body.homeAddress && !omittedFields(registerJourney, 'createApplication', { ...body }).includes('homeAddress') ? address(body.homeAddress, 'HOME') : null;
      // An application is in the name on the account: answers naming someone else change nothing
      // (the name and date of birth are changed only after the lender confirms who is asking).
      const differs = sameIdentityProblem(identity.profile, body);
      if (differs) throw new ValidationError([{ pointer: '', message: differs }]);
      identity.profile = {
        ...identity.profile,
        name: { middleName: '', suffix: '', ...(identity.profile.name ?? {}), ...body.name },
        dob: body.dob,
        addresses: [property, ...(home ? [home] : [])],
      };
      ctx.identities.saveProfile(identity.uuid, identity.profile, now);
      const brand = ctx.brand(orgCode);
      const persona = personaFor(body.name.lastName);
      // A home in a state whose home-equity law the pricing names (stateRules): its notice is given now, and
      // an in-person closing is decided now where the law requires one, so every disclosure states its fee.
      const pricing = pricingOf(ctx.dataFile);
      const facts = { registration: { ...body }, brand: brand ?? {}, today: new Date(now).toISOString().slice(0, 10) };
      const law = stateLawAtCreation(pricing, ctx.dataFile<NotaryNetwork>('notary.json', DEFAULT_NETWORK), property, now);
      const data = newApplicationData({
        manualNotary: persona === 'MANUALNOTARY' || law.manualNotary,
        stateLaw: law.stateLaw,
        property, isListedForSale: body.isListedForSale, income: body.income, now,
        ...(body.referrer ? { referrer: body.referrer } : {}),
        // The lender's conditions (sandbox/data/pricing.json conditions, engine/lenderConditions.ts), over the
        // answers, the brand and the day in UTC (the day these were always decided on).
        isCrypto: lenderCondition(pricing, 'cryptoApplication', facts).result,
        isAgeRestrictedInterestOnly: lenderCondition(pricing, 'ageRestrictedInterestOnly', facts).result,
      });
      // The answers given when the account was opened (the register call's screens), then this call's own:
      // every answer a registration screen declares is kept with the application (engine/declaredAnswers.ts).
      keepAnswers(data, { ...identity.profile.answers, ...ctx.validator.answers('createApplication', body) });
      const record = {
        uuid: data.uuid, identityUuid: identity.uuid, orgCode, persona,
        status: 'PRE_SOFT_CREDIT_DISCLOSURE', data, createdAt: now, updatedAt: now,
      };
      ctx.applications.insert(record);
      if (body.softCreditConsent !== true) return present(record);
      const plan = softCreditConsent.run(stepContext(ctx, record, identity, now), {});
      return present(ctx.backOffice.start(record, softCreditConsent.path, plan, now));
    });
  });

  app.get(pathOf('applicationList'), async (request) => {
    const auth = requireBorrower(request);
    return ctx.tx(() => ctx.applications.byIdentity(auth.identityUuid).map((a) => present(ctx.backOffice.catchUp(a, ctx.now()))));
  });

  app.get(pathOf('application'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    return ctx.tx(() => present(ownApplication(ctx, request, uuid).app));
  });

  // 000 §7: session-replay link, sent when the path has an application id.
  app.put(pathOf('fullStoryLink'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    return ctx.tx(() => {
      const { app: record } = ownApplication(ctx, request, uuid);
      const body = ctx.validator.check('fullStoryLink', request.body);
      record.data['fullStoryLink'] = body.link;
      ctx.applications.save(record);
      return { uuid, link: body.link };
    });
  });
}
