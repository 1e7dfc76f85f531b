import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { ApiError, notFound } from '../http/errors.js';
import { sendStaffPage } from '../studio/staffPage.js';
import { orgCodes } from '../../engine/config/brandFiles.ts';
import { loadConfig, readJson } from '../../engine/config/loadConfig.ts';
import { META } from '../../engine/config/checkMeta.ts';
import { checkEdit, editableFiles, editableKind } from '../../engine/config/editCheck.ts';
import { applyChange, problemsOf, whyNoCommit } from '../studio/configChange.js';
import { hashText, type ReviewDrafts } from '../studio/reviewDrafts.js';
import { isRepository } from '../studio/configGit.js';
import { decisionImpact, ruleChanges, screenImpact } from '../../engine/config/editImpact.ts';
import { editCases } from '../studio/editCases.js';
import { saveOrDraft } from '../studio/saveOrDraft.js';
import type { AppRebuild } from '../studio/appRebuild.js';
import type { BrandDrafts } from '../studio/brandDrafts.js';
import type { BrandFile } from '../../engine/index.ts';

/** A whole journey file is larger than an API body (heloc.json is about 66 KB). */
const EDIT_BODY_LIMIT = 2 * 1024 * 1024;

/** The brand a text holds, when it parses as one. */
function parsedBrand(text: string): BrandFile | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) && typeof (value as BrandFile).orgCode === 'string' ? (value as BrandFile) : null;
  } catch {
    return null;
  }
}

const one = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The meta-schema staff get completion and hover from; remote references (draft-07 itself) become plain objects. */
function metaFor(root: string, kind: keyof typeof META): unknown {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node === null || typeof node !== 'object') return node;
    const o = node as Record<string, unknown>;
    if (typeof o.$ref === 'string' && /^https?:/.test(o.$ref)) return { type: 'object', ...(o.description ? { description: o.description } : {}) };
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, strip(v)]));
  };
  return strip(readJson(path.join(root, META[kind])));
}

/**
 * The staff editor (issue 16 items 3 and 4, README "Studio editor"): open a journey, screen or
 * brand file, see `journey validate`'s problems for it as staff type (the edited text stands in
 * for the file in memory), see what the change would re-route, and save it only when the whole
 * config still validates. Guarded like /ops (staffGuard).
 */
export function studioEditorRoutes(app: FastifyInstance, ctx: Ctx, rebuild: AppRebuild | null, drafts: BrandDrafts, reviews: ReviewDrafts): void {
  const root = ctx.options.configRoot;

  /** The edited file and text of a request, refused unless it is a file the editor opens. */
  const editOf = (request: FastifyRequest) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const file = one(body.file);
    if (!file || !editableKind(root, file)) throw notFound('The config file');
    if (typeof body.text !== 'string') throw new ApiError(400, 'The file\'s text is missing.', { errors: [{ pointer: '/text', message: 'The file\'s text is missing.' }] });
    return { file, text: body.text };
  };

  app.get('/studio/editor', async (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.query as Record<string, unknown>;
    const set = loadConfig(root);
    const cases = editCases(ctx, root).filter((c) => c.source === 'fixture');
    const data = {
      files: editableFiles(set),
      brands: orgCodes(ctx.options.brandsDir),
      // What the preview's brand list shows: the lender's name, its org code after it.
      brandNames: Object.fromEntries(orgCodes(ctx.options.brandsDir).map((code) => {
        const names = (ctx.brand(code)?.['names'] ?? {}) as Record<string, unknown>;
        return [code, String(names['companyNameShort'] ?? names['companyName'] ?? code)];
      })),
      fixtures: cases.map((c) => c.id),
      ...(one(q.file) ? { file: one(q.file) } : {}),
      ...(one(q.token) ? { token: one(q.token) } : {}),
      me: request.studioActor,
      repository: await isRepository(root),
    };
    return sendStaffPage(reply, ctx.options.distDir, { entry: 'editor', title: 'Editor · Studio', json: { 'editor-data': data } });
  });

  // The file as on disk, with the meta-schema its completion and hover come from.
  app.get('/studio/editor/file', async (request) => {
    const file = one((request.query as Record<string, unknown>).file) ?? '';
    const kind = editableKind(root, file);
    if (!kind) throw notFound('The config file');
    return { file, kind, text: fs.readFileSync(path.join(root, file), 'utf8'), schema: metaFor(root, kind) };
  });

  // Every file the editor opens, with its text: the file list names screens by their titles and searches all of it.
  app.get('/studio/editor/texts', async () => ({
    files: editableFiles(loadConfig(root)).map((f) => ({ file: f.file, text: fs.readFileSync(path.join(root, f.file), 'utf8') })),
  }));

  // As staff type: journey validate with this text in place of the file, and the screens it draws for the live preview.
  app.post('/studio/editor/validate', { bodyLimit: EDIT_BODY_LIMIT }, async (request) => {
    const { file, text } = editOf(request);
    const check = checkEdit(root, file, text);
    // A brand file as typed: the preview's tiles draw it as a draft brand (studioGallery.ts ?draft=).
    const brand = editableKind(root, file) === 'brand' && file !== 'brands/_defaults.json' ? parsedBrand(text) : null;
    return { ...problemsOf(check), drafts: check.drafts, ...(brand ? { brandDraft: { id: drafts.put(brand, null).id, orgCode: brand.orgCode } } : {}) };
  });

  // Before saving: what the edit would change, for fixtures and the applications in the database.
  app.post('/studio/editor/impact', { bodyLimit: EDIT_BODY_LIMIT }, async (request) => {
    const { file, text } = editOf(request);
    const before = loadConfig(root);
    const after = checkEdit(root, file, text);
    const decisions = decisionImpact(before, after.set, editCases(ctx, root));
    return { ...problemsOf(after), rows: decisions.rows, cases: decisions.cases, ...screenImpact(before, after.set, file), rules: ruleChanges(before, after.set) };
  });

  /**
   * Saving: only a config that still validates as a whole is written. A publisher's save is written
   * and committed with them as author and their message; an editor's becomes a draft for a
   * publisher to review (studioHistory.ts), with its impact attached.
   */
  app.post('/studio/editor/save', { bodyLimit: EDIT_BODY_LIMIT, config: { studioRole: 'editor' } }, async (request) => {
    const { file, text } = editOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    // confirmReroute: the person saw which applications the change moves and saves anyway (sandbox/studio/reroutes.ts).
    return saveOrDraft(ctx, rebuild, reviews, { file, text, actor: request.studioActor!, message: one(body.message)?.trim(), confirmReroute: body.confirmReroute === true });
  });

  // After a save: whether the running app shows it yet (npm start rebuilds; npm run dev watches).
  app.get('/studio/editor/build', async () => ({ rebuilds: rebuild !== null, ...(rebuild?.status() ?? { state: 'idle', builtAt: null, waiting: [] }) }));
}
