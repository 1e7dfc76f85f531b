import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { ApiError, conflict } from '../http/errors.js';
import { orgCodes } from '../org/brands.js';
import { readLogo, LOGO_MAX_BYTES, type Logo } from '../studio/brandLogo.js';
import { checkNewBrand, LOGOS_DIR, ORG_CODE } from '../studio/newBrand.js';
import type { BrandDrafts } from '../studio/brandDrafts.js';
import { commitFiles, isRepository } from '../studio/configGit.js';
import { NOT_A_REPOSITORY } from '../studio/configChange.js';
import { readJson } from '../../engine/cli/loadConfig.ts';
import { META } from '../../engine/cli/checkMeta.ts';

/** The answers and a base64 logo, with room for the largest logo. */
const BODY_LIMIT = LOGO_MAX_BYTES * 2 + 64 * 1024;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Creating a partner brand in the studio (issue 16 item 5, README "Add a brand"): the creator's
 * data (the defaults to start from, the behaviour switches and every field's description from the
 * brand meta-schema), a check of the answers as staff type, a draft the gallery draws every screen
 * under (`/studio/gallery?draft=<id>`), and saving: the logo and the brand file, both or neither,
 * only when every check passes. The sandbox reads brands from disk, so the new lender's pages work
 * at once. Guarded like /ops (staffGuard).
 */
export function studioBrandsRoutes(app: FastifyInstance, ctx: Ctx, drafts: BrandDrafts): void {
  const root = ctx.options.configRoot;
  const today = () => new Date(ctx.now()).toISOString().slice(0, 10);

  const read = async (request: FastifyRequest) => {
    const body = isObject(request.body) ? request.body : {};
    const answers = isObject(body.brand) ? body.brand : {};
    const read = body.logo === undefined || body.logo === null ? { error: 'Upload the lender\'s logo (SVG, PNG, JPEG or WebP, up to 200 KB).' } : await readLogo(body.logo);
    const logo: Logo | null = 'logo' in read ? read.logo : null;
    const check = checkNewBrand(root, ctx.options.brandsDir, answers, logo, 'error' in read ? read.error : null, today());
    return { check, logo };
  };
  const answer = (c: ReturnType<typeof checkNewBrand>) => ({ orgCode: c.orgCode, file: c.file, text: c.text, problems: c.problems, contrast: c.contrast, valid: c.valid });

  app.get('/studio/brands/data', async () => {
    const defaults = readJson(path.join(ctx.options.brandsDir, '_defaults.json')) as Record<string, unknown>;
    const { $schema: _s, description: _d, sampleData, ...start } = defaults;
    const meta = readJson(path.join(root, META.brand)) as { properties: Record<string, unknown> };
    const brands = orgCodes(ctx.options.brandsDir).map((orgCode) => ({ orgCode, name: String(ctx.brand(orgCode)?.['names']?.['companyName'] ?? orgCode) }));
    return { defaults: start, sampleData: sampleData ?? [], meta: meta.properties, brands };
  });

  app.post('/studio/brands/check', { bodyLimit: BODY_LIMIT }, async (request) => answer((await read(request)).check));

  // A preview draft: drawn by the gallery even with problems left, so staff see what they are fixing.
  app.post('/studio/brands/preview', { bodyLimit: BODY_LIMIT }, async (request) => {
    const { check, logo } = await read(request);
    if (!ORG_CODE.test(check.orgCode)) throw new ApiError(422, 'Enter the org code first: the preview is drawn under it.', answer(check));
    const draft = drafts.put(check.brand, logo);
    return { ...answer(check), draft: draft.id };
  });

  // Saving a brand is a publisher's: a new lender goes live at once (README "Studio staff and history").
  app.post('/studio/brands', { bodyLimit: BODY_LIMIT, config: { studioRole: 'publisher' } }, async (request, reply) => {
    const { check, logo } = await read(request);
    if (!check.valid || !logo) throw new ApiError(422, 'The brand does not pass its checks, so it was not saved.', answer(check));
    const brandFile = path.join(ctx.options.brandsDir, `${check.orgCode}.json`);
    const logoFile = path.join(root, LOGOS_DIR, `${check.orgCode}.${logo.ext}`);
    // Both files or neither: each is written beside its place and renamed over it; the brand file,
    // which makes the lender exist, last; nothing is replaced.
    if (fs.existsSync(brandFile)) throw conflict(`A brand with the org code ${check.orgCode} exists already.`);
    const written: string[] = [];
    try {
      for (const [full, bytes] of [[logoFile, logo.bytes], [brandFile, Buffer.from(check.text)]] as const) {
        fs.mkdirSync(path.dirname(full), { recursive: true });
        const temp = `${full}.${process.pid}.saving`;
        fs.writeFileSync(temp, bytes, { flag: 'wx' });
        fs.renameSync(temp, full);
        written.push(full);
      }
    } catch (error) {
      for (const f of written) fs.rmSync(f, { force: true });
      throw error;
    }
    const saved = [path.relative(root, logoFile), path.relative(root, brandFile)];
    // Where the config is a git repository, the new brand is a commit by the publisher who made it.
    let commit: string | null = null;
    if (await isRepository(root)) {
      const body = isObject(request.body) ? request.body : {};
      const message = typeof body.message === 'string' && body.message.trim() ? body.message.trim() : `Add the brand ${check.orgCode}`;
      commit = await commitFiles(root, saved, message, request.studioActor!);
    }
    return reply.code(201).send({ ...answer(check), saved, commit, ...(commit ? {} : { notCommitted: NOT_A_REPOSITORY }) });
  });
}
