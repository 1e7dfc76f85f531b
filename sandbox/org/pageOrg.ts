import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { cookieValue, ORG_COOKIE, orgCookie, queryOrg } from './orgChoice.js';
import { uuidIn } from '../../engine/paths.ts';

/**
 * The organisation a full page load is shown in (000 §1, issue 10 item 1). A page about an
 * application (its id in `about`: the path, or the sign-in page's ?next=) is shown in the
 * application's own org, whatever the host or a stale cookie say: a reload, Back or an e-mail link
 * keeps the lender the applicant applied with. Otherwise chooseOrg decides (?org=, x-org, cookie,
 * host map, default). The org is remembered in a cookie when it was chosen on purpose (?org= naming
 * a brand) or comes from the application, so the next page without either (login, dashboard, the
 * bank-linking return, the signer area) keeps it.
 */
export function pageOrg(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, about: string): string {
  const uuid = uuidIn(about)?.toLowerCase();
  const application = uuid ? ctx.applications.get(uuid) : null;
  const chosen = application?.orgCode ?? queryOrg(request);
  if (chosen && ctx.brand(chosen)) {
    rememberOrg(request, reply, chosen);
    return chosen;
  }
  return ctx.orgOf(request);
}

/** Sets the org cookie unless it already says so. */
export function rememberOrg(request: FastifyRequest, reply: FastifyReply, orgCode: string): void {
  if (cookieValue(request, ORG_COOKIE) === orgCode) return;
  reply.header('set-cookie', orgCookie(orgCode, request.protocol === 'https'));
}
