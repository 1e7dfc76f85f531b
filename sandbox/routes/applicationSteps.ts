import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { conflict } from '../http/errors.js';
import { steps } from '../simulator/steps.js';
import { keepSigned } from './signedRecord.js';
import { stepContext } from './stepContext.js';
import { identityOf, ownApplication, present } from './access.js';
import { profileView } from './profile.js';
import { keepAnswers } from './answers.js';
import { pathOf } from './operationPaths.js';

/**
 * POST .../heloc/{uuid}/{step} for every applicant step (simulator/steps.ts). The body is
 * validated with schemas/api/<step>.json; a step not open in the current status answers 409;
 * otherwise the application changes at once and the back office takes it on to the next status.
 */
export function applicationStepRoutes(app: FastifyInstance, ctx: Ctx): void {
  for (const step of steps) {
    app.post(pathOf(step.operation), { bodyLimit: ctx.validator.bodyLimit(step.operation) }, async (request) => {
      const { uuid } = request.params as { uuid: string };
      // Whose it is first (401/403/404), then the body, then the files (sniffed outside the transaction).
      // Screen rules run on the server with what they read in the browser: the application and the applicant's
      // profile (the signature is the legal name, schemas/rules/signature.json).
      const ruleContext = ctx.tx(() => {
        const own = ownApplication(ctx, request, uuid);
        return { app: present(own.app), profile: profileView(identityOf(ctx, own.auth)) };
      });
      const body = ctx.validator.check(step.operation, request.body, ruleContext);
      await ctx.validator.checkFiles(step.operation, body);
      return ctx.tx(() => {
        const { auth, app: record } = ownApplication(ctx, request, uuid);
        if (!step.allowed.includes(record.status)) {
          throw conflict(`This step is not open while the application is in status ${record.status}.`, { status: record.status, allowed: step.allowed });
        }
        const identity = identityOf(ctx, auth);
        const now = ctx.now();
        // A step open in this status may still be closed to this application (a state whose law says where it is signed).
        const closed = step.closedFor?.(record.data);
        if (closed) throw conflict(closed.message, { code: closed.code, status: record.status });
        // The document as signed, before the step changes anything: it is what this applicant is served from now on.
        if (step.signs) keepSigned(ctx, record, identity, step.signs, String(('signatureName' in body ? body.signatureName : undefined) ?? ''), now);
        // Every answer the screen declares is kept, so that one added to a screen's schema reaches the
        // lender and the review pages without a handler of its own (engine/declaredAnswers.ts).
        keepAnswers(record.data, ctx.validator.answers(step.operation, body));
        const plan = step.run(stepContext(ctx, record, identity, now), body);
        ctx.identities.saveProfile(identity.uuid, identity.profile, now);
        return present(ctx.backOffice.start(record, step.path, plan, now));
      });
    });
  }
}
