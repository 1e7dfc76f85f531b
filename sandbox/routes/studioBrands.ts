import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import { orgCodes } from '../../engine/config/brandFiles.ts';
import { readLogo, LOGO_MAX_BYTES, type Logo } from '../studio/brandLogo.js';
import { checkNewBrand, LOGOS_DIR, ORG_CODE, PARTS, stateCodes } from '../studio/newBrand.js';
import { licensedStates } from './licences.js';
import { gateChanges, mergeBrand, pricingFigures, type BrandFile, type Journey } from '../../engine/index.ts';
import { pricingOf } from '../org/pricing.js';
import type { BrandDrafts } from '../studio/brandDrafts.js';
import type { ReviewDrafts } from '../studio/reviewDrafts.js';
import type { AppRebuild } from '../studio/appRebuild.js';
import { saveOrDraft } from '../studio/saveOrDraft.js';
import { commitFiles, isRepository } from '../studio/configGit.js';
import { NOT_A_REPOSITORY } from '../studio/configChange.js';
import { readJson } from '../../engine/config/loadConfig.ts';
import { META } from '../../engine/config/checkMeta.ts';

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
export function studioBrandsRoutes(app: FastifyInstance, ctx: Ctx, drafts: BrandDrafts, rebuild: AppRebuild | null, reviews: ReviewDrafts): void {
  const root = ctx.options.configRoot;
  const today = () => new Date(ctx.now()).toISOString().slice(0, 10);

  /** The brand file of an existing brand being edited (`editing: ORG`), or undefined for a new one. */
  const existingOf = (editing: unknown): BrandFile | undefined => {
    if (editing === undefined || editing === null) return undefined;
    const orgCode = String(editing).toUpperCase();
    const file = path.join(ctx.options.brandsDir, `${orgCode}.json`);
    if (!ORG_CODE.test(orgCode) || !fs.existsSync(file)) throw notFound(`The brand ${orgCode}`);
    return readJson(file) as BrandFile;
  };
  const read = async (request: FastifyRequest) => {
    const body = isObject(request.body) ? request.body : {};
    const answers = isObject(body.brand) ? body.brand : {};
    const existing = existingOf(body.editing);
    const read = body.logo === undefined || body.logo === null ? { error: 'Upload the lender\'s logo (SVG, PNG, JPEG or WebP, up to 200 KB).' } : await readLogo(body.logo);
    const logo: Logo | null = 'logo' in read ? read.logo : null;
    const check = checkNewBrand(root, ctx.options.brandsDir, answers, logo, 'error' in read ? read.error : null, today(), existing);
    return { check: { ...check, gates: existing ? gatesChangedBy(existing, check.text) : [] }, logo, existing, licensedStates: Array.isArray(answers.licensedStates) ? (answers.licensedStates as string[]) : undefined };
  };
  /**
   * What a change of an existing brand does to the registration gates (engine/gates.ts gateChanges):
   * a switch that closes or opens the lender's registration, in staff's words. A save with such a
   * change is confirmed first (`confirmGates`).
   */
  const gatesChangedBy = (existing: BrandFile, text: string): string[] => {
    const defaults = readJson(path.join(ctx.options.brandsDir, '_defaults.json')) as BrandFile;
    const journey = readJson(path.join(root, 'journeys', 'register.json')) as Journey;
    // A visitor without a link's query, under the lender's own flags.
    const flags = ctx.flags(existing.orgCode);
    // The brand as every page reads it: the file merged over the defaults (engine/brand.ts mergeBrand).
    const merged = (file: unknown) => ({ brand: mergeBrand({ defaults, brands: { [existing.orgCode]: file as BrandFile } }, existing.orgCode), flags, query: {} });
    let after: unknown;
    try { after = JSON.parse(text); } catch { return []; }
    return gateChanges(journey, merged(existing), merged(after)).result.map((g) => `${existing.orgCode}: ${g.words}`);
  };
  /** A change that closes or opens the lender's registration is saved only once staff confirm it, having read what it does. */
  const confirmedGates = (request: FastifyRequest, gates: string[]) => {
    const body = isObject(request.body) ? request.body : {};
    if (gates.length === 0 || body.confirmGates === true) return;
    throw new ApiError(409, `Confirm this change before it is saved: ${gates.join(' ')}`, { code: 'CONFIRM_GATES', gates });
  };
  /** The lender's licensed states (sandbox/data/licenses.json, which the sandbox serves as the lender's), written whole. */
  const licencesWrite = (orgCode: string, states: string[] | undefined): [string, Buffer][] => {
    if (!states) return [];
    const full = path.join(ctx.options.dataDir, 'licenses.json');
    const licences = readJson(full) as Record<string, unknown>;
    licences[orgCode] = [...new Set(states)].sort();
    return [[full, Buffer.from(`${JSON.stringify(licences, null, 2)}\n`)]];
  };
  /** The change message staff wrote (the history's title for the change), trimmed; undefined when none. */
  const messageOf = (request: FastifyRequest) => {
    const body = isObject(request.body) ? request.body : {};
    return typeof body.message === 'string' && body.message.trim() ? body.message.trim() : undefined;
  };
  /** Where the config is a git repository every save is a commit, so it needs its message, asked before anything is written (as sandbox/studio/configChange.ts asks). */
  const needsMessage = async (request: FastifyRequest) => {
    if (messageOf(request) || !(await isRepository(root))) return;
    throw new ApiError(400, 'Write what the change does and why: it is the commit\'s message, the title History gives the change.', { errors: [{ pointer: '/message', message: 'Write what the change does and why: it is the commit\'s message, the title History gives the change.' }] });
  };
  /** Where the config is a git repository, the saved files are one commit by the publisher who saved them, with their message. */
  const committed = async (request: FastifyRequest, saved: string[]) => {
    if (!(await isRepository(root))) return { commit: null, notCommitted: NOT_A_REPOSITORY };
    return { commit: await commitFiles(root, saved, messageOf(request)!, request.studioActor!) };
  };
  /** Files written beside their place and renamed over it, in order; on a failure the new ones are removed and the replaced ones restored. */
  const writeAll = (files: [string, Buffer][]) => {
    const done: { full: string; before: Buffer | null }[] = [];
    try {
      for (const [full, bytes] of files) {
        fs.mkdirSync(path.dirname(full), { recursive: true });
        const before = fs.existsSync(full) ? fs.readFileSync(full) : null;
        const temp = `${full}.${process.pid}.saving`;
        fs.writeFileSync(temp, bytes, { flag: 'wx' });
        fs.renameSync(temp, full);
        done.push({ full, before });
      }
    } catch (error) {
      for (const { full, before } of done.reverse()) {
        if (before) fs.writeFileSync(full, before);
        else fs.rmSync(full, { force: true });
      }
      throw error;
    }
  };
  const answer = (c: ReturnType<typeof checkNewBrand> & { gates: string[] }) => ({ orgCode: c.orgCode, file: c.file, text: c.text, problems: c.problems, contrast: c.contrast, valid: c.valid, gates: c.gates });

  /**
   * An editor's change of a brand, kept for review the way an editor's screen edit is
   * (sandbox/studio/saveOrDraft.ts): the brand file only. A new logo or other licensed states
   * change files a draft does not hold, so they are a publisher's to save.
   */
  const brandDraft = async (request: FastifyRequest, org: string, text: string, logo: Logo | null, states: string[] | undefined) => {
    const held = [...licensedStates(ctx, org)].sort().join();
    if (logo || (states && [...new Set(states)].sort().join() !== held)) {
      throw new ApiError(403, 'A new logo or other licensed states are saved by a publisher: as an editor, change the brand\'s other answers and they wait for review.');
    }
    const file = path.relative(root, path.join(ctx.options.brandsDir, `${org}.json`));
    // No message is made up: an editor's draft is reviewed by what its editor wrote (saveOrDraft asks for it).
    return saveOrDraft(ctx, rebuild, reviews, { file, text, actor: request.studioActor!, message: messageOf(request) });
  };

  app.get('/studio/brands/data', async (request) => {
    const defaults = readJson(path.join(ctx.options.brandsDir, '_defaults.json')) as Record<string, unknown>;
    const { $schema: _s, description: _d, sampleData, ...start } = defaults;
    const meta = readJson(path.join(root, META.brand)) as { properties: Record<string, unknown> };
    const brands = orgCodes(ctx.options.brandsDir).map((orgCode) => ({ orgCode, name: String(ctx.brand(orgCode)?.['names']?.['companyName'] ?? orgCode) }));
    const org = (request.query as Record<string, unknown>).org;
    const existing = typeof org === 'string' && org !== '' ? existingOf(org) : undefined;
    // An existing brand opens with its own answers (the form's parts of its file) and its licensed states.
    const editing = existing ? {
      orgCode: existing.orgCode,
      answers: { orgCode: existing.orgCode, ...Object.fromEntries(PARTS.filter((p) => existing[p] !== undefined).map((p) => [p, existing[p]])), licensedStates: licensedStates(ctx, String(existing.orgCode)) },
      logoUrl: typeof existing.logoUrl === 'string' ? existing.logoUrl : null,
    } : null;
    // The lender's pricing is not brand config: it is what the lender's API gives (sandbox/data/pricing.json here), shown so staff see what the brand's pages will state.
    const pricing = pricingFigures(pricingOf(ctx.dataFile.bind(ctx)), existing).result;
    // Where the config is a repository each save is a commit: the form then needs the change's message.
    return { defaults: start, sampleData: sampleData ?? [], meta: meta.properties, brands, states: stateCodes(root), defaultLicensedStates: licensedStates(ctx, '_NEW_BRAND_'), editing, pricing, repository: await isRepository(root) };
  });

  app.post('/studio/brands/check', { bodyLimit: BODY_LIMIT }, async (request) => answer((await read(request)).check));

  // A preview draft: drawn by the gallery even with problems left, so staff see what they are fixing.
  app.post('/studio/brands/preview', { bodyLimit: BODY_LIMIT }, async (request) => {
    const { check, logo } = await read(request);
    if (!ORG_CODE.test(check.orgCode)) throw new ApiError(422, 'Enter the org code first: the preview is drawn under it.', answer(check));
    const draft = drafts.put(check.brand, logo);
    return { ...answer(check), draft: draft.id };
  });

  // Saving a brand is a publisher's: a lender's pages change at once (README "Studio staff and history").
  app.post('/studio/brands', { bodyLimit: BODY_LIMIT, config: { studioRole: 'publisher' } }, async (request, reply) => {
    const { check, logo, licensedStates: states } = await read(request);
    if (!check.valid || !logo) throw new ApiError(422, 'The brand does not pass its checks, so it was not saved.', answer(check));
    const brandFile = path.join(ctx.options.brandsDir, `${check.orgCode}.json`);
    const logoFile = path.join(root, LOGOS_DIR, `${check.orgCode}.${logo.ext}`);
    // Both files or neither: each is written beside its place and renamed over it; the brand file,
    // which makes the lender exist, last; nothing is replaced.
    if (fs.existsSync(brandFile)) throw conflict(`A brand with the org code ${check.orgCode} exists already.`);
    await needsMessage(request);
    const licences = licencesWrite(check.orgCode, states);
    writeAll([[logoFile, logo.bytes], ...licences, [brandFile, Buffer.from(check.text)]]);
    const saved = [path.relative(root, logoFile), ...licences.map(([f]) => path.relative(root, f)), path.relative(root, brandFile)];
    return reply.code(201).send({ ...answer(check), saved, ...(await committed(request, saved)) });
  });

  // An existing brand changed in the same form: its file (and a new logo, and its licensed states), checked like a new one.
  // A publisher's change is live at once; an editor's waits as a draft for a publisher, as a screen edit does.
  app.put('/studio/brands/:org', { bodyLimit: BODY_LIMIT, config: { studioRole: 'editor' } }, async (request, reply) => {
    const org = (request.params as { org: string }).org.toUpperCase();
    const body = isObject(request.body) ? request.body : {};
    if (body.editing !== undefined && String(body.editing).toUpperCase() !== org) throw new ApiError(422, `The answers are for ${String(body.editing)}, not ${org}.`);
    (request.body as Record<string, unknown>).editing = org;
    const { check, logo, licensedStates: states } = await read(request);
    if (!check.valid) throw new ApiError(422, 'The brand does not pass its checks, so it was not saved.', answer(check));
    const brandFile = path.join(ctx.options.brandsDir, `${org}.json`);
    confirmedGates(request, check.gates);
    if (request.studioActor?.role === 'editor') return reply.code(202).send({ ...answer(check), ...(await brandDraft(request, org, check.text, logo, states)) });
    await needsMessage(request);
    // A new logo (the brand file then names it), the licensed states, the brand file last.
    const files: [string, Buffer][] = logo ? [[path.join(root, LOGOS_DIR, `${org}.${logo.ext}`), logo.bytes]] : [];
    files.push(...licencesWrite(org, states), [brandFile, Buffer.from(check.text)]);
    writeAll(files);
    const saved = files.map(([f]) => path.relative(root, f));
    return { ...answer(check), saved, ...(await committed(request, saved)) };
  });
}
