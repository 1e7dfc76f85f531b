import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Ctx } from '../context.js';
import { licensedStates } from './licences.js';
import { orgInfo } from '../../host/page/orgInfo.ts';
import { pricingOf } from '../org/pricing.js';
import { pageOrg } from '../org/pageOrg.js';
import { pageAnswers } from '../../host/page/pageAnswers.ts';
import { BASE, installPages } from '../../host/page/pages.ts';
import shell from '../../schemas/shell/shell.json' with { type: 'json' };
import { LOGO_TYPES } from '../studio/brandLogo.js';
import { journeyRouteTables } from '../../engine/config/journeyRouteTables.ts';
import { orgCodes } from '../../engine/config/brandFiles.ts';

const LOGO_FILE = /^[A-Za-z0-9_-]+\.(svg|png|jpg|webp)$/;

/**
 * The built app under /account/heloc through the page module the production host uses
 * (host/page/pages.ts), with the sandbox's own answers: the org from the application, ?org=, the
 * cookie or the host map (pageOrg.ts); the lender's pricing, licences and flags from its data
 * files; the banners and hours answered in-process. 503 until `npm run build`.
 */
export async function webAppRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  const dist = ctx.options.distDir;
  const journeysDir = path.join(ctx.options.configRoot, 'journeys');
  await installPages(app, {
    distDir: dist,
    journeys: journeyRouteTables(journeysDir),
    // Every brand's public pages (as reached with ?org=, sandbox/org/pageOrg.ts) prerendered once the
    // sandbox is ready (`npm start`); a brand added in the studio since, and any page in tests, on its first request.
    ...(ctx.options.prerenderAhead ? { drawAhead: () => orgCodes(path.join(ctx.options.configRoot, 'brands')).map((orgCode) => ({ orgCode, search: `org=${orgCode}` })) } : {}),
    sources: {
      orgFor: async (request, reply, urlPath) => pageOrg(ctx, request, reply, urlPath),
      brand: (orgCode) => ctx.brand(orgCode),
      orgInfo: async (brand, baseUrl) => orgInfo(brand, baseUrl, pricingOf(ctx.dataFile), licensedStates(ctx, brand.orgCode)),
      flags: async (orgCode) => Object.values(ctx.flags(orgCode)),
      answers: () => pageAnswers(async (p) => {
        const res = await app.inject({ method: 'GET', url: p });
        return res.statusCode === 200 ? res.json() : undefined;
      }, shell.banners),
      // The sandbox's pages in the reader's language, as its answers are (sandbox/context.ts dictionary).
      dictionary: (request) => ctx.dictionary(request),
    },
  });

  // A brand's logo: the build's copy, or (a brand added in the studio since the build) the file in
  // renderer/public/logos, so a new lender's pages show their logo without a rebuild. An SVG opened
  // alone runs nothing (the studio refuses scripts in it too).
  const logoHeaders: onSendHookHandler = async (_request, reply, payload) => {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return payload;
  };
  app.get(`${BASE}/assets/logos/:file`, { onSend: logoHeaders }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!LOGO_FILE.test(file)) return reply.callNotFound();
    if (fs.existsSync(path.join(dist, 'assets', 'logos', file))) return reply.sendFile(path.join('assets', 'logos', file));
    const source = path.join(ctx.options.configRoot, 'renderer', 'public', 'logos', file);
    if (!fs.existsSync(source)) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-cache')
      .type(LOGO_TYPES[file.slice(file.lastIndexOf('.') + 1)]!)
      .send(fs.readFileSync(source));
  });
}
