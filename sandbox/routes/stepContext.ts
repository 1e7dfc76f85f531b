import type { Ctx } from '../context.js';
import type { ApplicationRecord } from '../db/applications.js';
import type { Identity } from '../db/identities.js';
import type { StepContext } from '../simulator/stepTypes.js';
import { pricingOf } from '../org/pricing.js';
import { applicationState, pagePricing, screenText } from '../../engine/index.ts';
import { present } from './access.js';
import { profileView } from './profile.js';
import type { Brand } from '../../engine/brand.ts';

/**
 * What an applicant step may read and change (simulator/stepTypes.ts): the application, the
 * applicant, the brand with the lender's pricing as the pages read it, and a screen's copy as the
 * applicant saw it with their answers (engine/screenText.ts, the function the browser fills its
 * words with), for a step that keeps the words the applicant agreed to.
 */
export function stepContext(ctx: Ctx, app: ApplicationRecord, identity: Identity, now: number): StepContext {
  // Read when a step asks for it: most steps need neither the brand nor the pricing file.
  let priced: Brand | undefined;
  const brand = () => {
    if (priced) return priced;
    // A lender whose brand file is gone since the application was made reads as its org code alone.
    const own = ctx.brand(app.orgCode) ?? { orgCode: app.orgCode };
    priced = { ...own, pricing: pagePricing(pricingOf(ctx.dataFile), own, applicationState(app.data)) };
    return priced;
  };
  const screenCopy = (screenId: string, form: Record<string, unknown>) =>
    screenText(ctx.validator.screen(screenId), { app: present(app), profile: profileView(identity), brand: brand(), form }).copy as Record<string, unknown>;
  return {
    app, identity, now, db: ctx.db, identities: ctx.identities, signers: ctx.signers, signerPasswordHash: ctx.signerPasswordHash, dataFile: ctx.dataFile,
    get brand() { return brand(); },
    screenCopy,
  };
}
