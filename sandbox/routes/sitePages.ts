import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { repoRoot } from '../options.js';
import { brandedPage } from '../org/brandedPage.js';
import { escapeHtml } from '../../host/page/html.ts';
import { pageOrg } from '../org/pageOrg.js';
import { displayHours } from './hours.js';
import { applicationStanding, calendarDay, hoursLines, holds, type Logic } from '../../engine/index.ts';
import { requireBorrower } from '../http/auth.js';
import { present } from './access.js';
import shell from '../../schemas/shell/shell.json' with { type: 'json' };
import type { ShellConfig, ShellLink } from '../../engine/types/shell.ts';

const siteDir = path.join(repoRoot, 'sandbox', 'site');
const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');


/** Site paths this product does not serve itself: sign-in, the dashboard, settings and support. */
const OWN_PAGES = new Set(['/', '/dashboard', '/dashboard/settings', '/contact', '/auth/login']);

/**
 * The lender's other apps the shell links to (schemas/shell/shell.json: apps, navigation and profile
 * items whose href is a site path outside the app and outside OWN_PAGES): /pay, /exchange, ...
 */
const shellConfig = shell as ShellConfig;
const linkLists: ShellLink[][] = [shellConfig.apps, shellConfig.navigation, shellConfig.profileMenu];
const otherApps = [...new Set(linkLists.flat().map((l) => l.href).filter((h): h is string => typeof h === 'string' && h.startsWith('/') && !h.startsWith('/account/heloc') && !OWN_PAGES.has(h)))];

/**
 * The sandbox stands in for the lender's site around this product (001 §2 shell paths), each page in
 * the visitor's brand (pageOrg.ts): sign-in, "Your applications", settings, support, and a page for
 * each of the lender's other apps the shell shows for that brand. An app the brand does not offer
 * (the shell's `when` rules say so) is a branded "not available" page, never a JSON 404.
 */
export function sitePageRoutes(app: FastifyInstance, ctx: Ctx): void {
  const brandFor = (request: FastifyRequest, reply: FastifyReply, about: string) => {
    const orgCode = pageOrg(ctx, request, reply, about);
    return { orgCode, brand: ctx.brand(orgCode) ?? ctx.brand(ctx.options.orgCode) ?? { orgCode } };
  };
  const html = (reply: FastifyReply, body: string, code = 200) => reply.code(code).type('text/html; charset=utf-8').send(body);
  const page = (file: string, about: (request: FastifyRequest) => string = () => '') => async (request: FastifyRequest, reply: FastifyReply) =>
    html(reply, brandedPage(read(file), brandFor(request, reply, about(request)).brand));

  // The sign-in page is about the application it returns to (?next=/account/heloc/<uuid>/...).
  app.get('/auth/login', page('login.html', (request) => String((request.query as { next?: unknown }).next ?? '')));
  // The site root reaches the dashboard through the journeys' siteRoot redirect (siteRedirects.ts).
  app.get('/dashboard', page('dashboard.html'));
  app.get('/dashboard/settings', page('settings.html'));
  // The dashboard's list (dashboard.js): each application with its standing in the borrower's words,
  // decided once (engine/applicationStanding.ts: signed is not funded until the funding day).
  app.get('/site/applications', async (request) => {
    const auth = requireBorrower(request);
    const now = ctx.now();
    const today = calendarDay(now)!;
    return ctx.tx(() => ctx.applications.byIdentity(auth.identityUuid).map((record) => {
      const app: Record<string, unknown> = present(ctx.backOffice.catchUp(record, now));
      const property = app['property'] as { fullAddress?: unknown } | undefined;
      const title = typeof property?.fullAddress === 'string' ? property.fullAddress : `Application ${record.uuid.slice(0, 8)}`;
      const standing = applicationStanding(app, today).result;
      // Still open, so a new application would be refused (routes/application.ts, the same FINISHED statuses, as
      // present() states them in `active`): the dashboard offers to continue it instead. (`app.status` is the
      // application's status flags, an object, not its status.)
      return { uuid: record.uuid, title, standing: standing.kind, words: standing.words, open: app['active'] === true };
    }));
  });
  app.get('/contact', async (request, reply) => {
    const { brand } = brandFor(request, reply, '');
    // The same hours, and the same wording, as the chat panel (engine/hours.ts).
    const rows = hoursLines(displayHours(ctx, 'OPS_PHONE').weekdays, 'Closed')
      .map((l) => `<tr><th scope="row">${escapeHtml(l.days)}</th><td>${escapeHtml(l.hours)}</td></tr>`).join('');
    return html(reply, brandedPage(read('contact.html'), brand, {}, { hours: rows }));
  });

  for (const href of otherApps) {
    app.get(href, async (request, reply) => {
      const { orgCode, brand } = brandFor(request, reply, '');
      const rules = { brand, flags: ctx.flags(orgCode), profile: {}, signedIn: true, path: href, query: {} };
      const shown = linkLists.flat().find((l) => l.href === href && (l.when === undefined || holds(l.when, rules).holds));
      return shown ? html(reply, brandedPage(read('app.html'), brand, { label: shown.label })) : html(reply, brandedPage(read('not-found.html'), brand), 404);
    });
  }

  const scripts: Record<string, string> = { 'safeNext.js': 'text/javascript', 'accountNav.js': 'text/javascript', 'login.js': 'text/javascript', 'dashboard.js': 'text/javascript', 'settings.js': 'text/javascript', 'site.css': 'text/css' };
  for (const [file, type] of Object.entries(scripts)) {
    app.get(`/site/${file}`, async (_request, reply) => reply.type(`${type}; charset=utf-8`).send(read(file)));
  }
}
