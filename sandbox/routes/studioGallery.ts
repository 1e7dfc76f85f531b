import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Ctx } from '../context.js';
import { licensedStates } from './licences.js';
import { CONTENT_SECURITY_POLICY } from '../../host/http/securityHeaders.ts';
import { notFound } from '../http/errors.js';
import { orgCodes } from '../../engine/config/brandFiles.ts';
import { orgInfo } from '../../host/page/orgInfo.ts';
import { pricingOf, stateTermsOf } from '../org/pricing.js';
import type { Brand } from '../../engine/config/brandFiles.ts';
import { readJsonFile } from '../../engine/config/jsonFile.ts';
import { LOGO_TYPES } from '../studio/brandLogo.js';
import type { BrandDrafts } from '../studio/brandDrafts.js';
import { DOCUMENT_KINDS, DOCUMENT_TITLES, disclosureText, renderDisclosure, type DocumentKind } from '../documents/disclosureDocuments.js';
import { facts } from './documents.js';
import { sendStaffPage } from '../studio/staffPage.js';
import { FixtureError, galleryEntry, mergeBrand, resolveFixture, type BrandFile, type Scene } from '../../engine/index.ts';
import { fixtureData, loadFixtures, type FixtureSet } from '../../engine/config/loadFixtures.ts';
import type { ApplicationRecord } from '../db/applications.js';
import type { Identity } from '../db/identities.js';

/** Config files a tile links to (read-only). */
const CONFIG_DIRS = ['journeys', 'schemas', 'brands', 'fixtures'];

/** The gallery's tiles are framed by the gallery itself: same-origin framing only, for these pages. */
const frameableBySelf: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
  return payload;
};

const one = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** fixtures/ of a config root as on disk now: read again only when a file was added, removed or changed. */
const cached = new Map<string, { signature: string; set: FixtureSet }>();
export function currentFixtures(root: string): FixtureSet {
  const dir = path.join(root, 'fixtures');
  const files = fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort() : [];
  const signature = files.map((f) => { const st = fs.statSync(path.join(dir, f)); return `${f}:${st.mtimeMs}:${st.size}`; }).join('|');
  const hit = cached.get(root);
  if (hit?.signature === signature) return hit.set;
  const set = loadFixtures(root);
  cached.set(root, { signature, set });
  return set;
}

/**
 * The staff screen gallery (renderer/studio/, README "Screen gallery"): /studio/gallery is every
 * screen under a brand at both widths; with `screen` one tile alone. Fixtures are read from
 * fixtures/ on every request, so an edited fixture shows on reload. Guarded like /ops (staffGuard).
 */
export function studioGalleryRoutes(app: FastifyInstance, ctx: Ctx, drafts: BrandDrafts): void {
  const root = ctx.options.configRoot;
  /**
   * The brand of a request: `?draft=<id>` is a brand being created in the studio (its logo inline,
   * as it has no file yet), else `?brand=<ORG>` as saved.
   */
  const brandOf = (q: Record<string, unknown>): Brand => {
    const draftId = one(q.draft);
    if (draftId) {
      const draft = drafts.get(draftId);
      if (!draft) throw notFound('The brand preview (it was replaced by a newer one: preview again from the brand creator)');
      const defaults = readJsonFile<BrandFile>(path.join(ctx.options.brandsDir, '_defaults.json'), { orgCode: '_defaults' });
      const brand = mergeBrand({ defaults, brands: { [draft.file.orgCode]: draft.file } }, draft.file.orgCode) as Brand;
      if (draft.logo) brand['logoUrl'] = brand['faviconUrl'] = `data:${LOGO_TYPES[draft.logo.ext]};base64,${draft.logo.bytes.toString('base64')}`;
      return brand;
    }
    const orgCode = (one(q.brand) ?? ctx.options.orgCode).toUpperCase();
    const brand = ctx.brand(orgCode);
    if (!brand) throw notFound(`The brand ${orgCode}`);
    return brand;
  };

  /** The tile's brand (its organisation info, as the app gets it) and its fixture, resolved. */
  const tileOf = (request: FastifyRequest, set: FixtureSet) => {
    const q = request.query as Record<string, unknown>;
    const brand = brandOf(q);
    let scene: Scene | undefined;
    const screen = one(q.screen);
    if (screen && set.index) {
      const id = one(q.fixture) ?? galleryEntry(screen, set.index.data).result?.fixture;
      if (id) {
        try {
          scene = resolveFixture(id, fixtureData(set)).result;
        } catch (error) {
          if (error instanceof FixtureError) throw notFound(`The fixture ${id}`);
          throw error;
        }
      }
    }
    const baseUrl = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    return { orgInfo: orgInfo(brand, baseUrl, pricingOf(ctx.dataFile), licensedStates(ctx, brand.orgCode)), scene };
  };

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.query as Record<string, unknown>;
    const query = Object.fromEntries(Object.entries(q).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    const set = currentFixtures(root);
    if (!set.index) throw notFound('fixtures/index.json');
    const files = fixtureData(set);
    const codes = orgCodes(ctx.options.brandsDir);
    const brands = codes.map((orgCode) => ({ orgCode, name: String(ctx.brand(orgCode)?.['names']?.['companyName'] ?? orgCode) }));
    // A brand being created shows first, named as a preview.
    if (one(q.draft)) {
      const draft = brandOf(q);
      brands.unshift({ orgCode: draft.orgCode, name: `${String(draft['names']?.['companyName'] ?? draft.orgCode)}, not saved yet` });
    }
    const fixtures = Object.entries(files).filter(([, f]) => ['application', 'signer', 'visitor'].includes(f.kind)).map(([id]) => {
      const s = resolveFixture(id, files).result;
      return { id, kind: s.kind, title: s.title, ...(s.status ? { status: s.status } : {}), ...(s.persona ? { persona: s.persona } : {}), params: s.params, query: s.query };
    });
    const { orgInfo: info, scene } = tileOf(request, set);
    const draft = one(q.draft) ? { id: one(q.draft)!, orgCode: brands[0]!.orgCode } : undefined;
    const data = { brands, fixtures, index: set.index.data, query, ...(draft ? { draft } : {}), ...(one(q.token) ? { token: one(q.token) } : {}), ...(scene ? { scene } : {}) };
    return sendStaffPage(reply, ctx.options.distDir, { entry: 'gallery', title: 'Screen gallery · Studio', json: { 'org-info': info, 'gallery-data': data } });
  };
  app.get('/studio/gallery', { onSend: frameableBySelf }, page);

  // A tile following its URL in the page (back, forward, the suite's next tile) reads its data here.
  app.get('/studio/gallery/tile', async (request) => {
    const set = currentFixtures(root);
    if (!set.index) throw notFound('fixtures/index.json');
    return tileOf(request, set);
  });

  // A tile's documents, rendered from its fixture the way the sandbox renders an application's
  // (routes/documents.ts): the PDF, or the same document as text blocks (.json) for the phone's Text view.
  app.get('/studio/gallery/documents/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const q = request.query as Record<string, unknown>;
    const ext = file.endsWith('.pdf') ? 'pdf' : file.endsWith('.json') ? 'json' : '';
    const kind = ext ? file.slice(0, -(ext.length + 1)) : '';
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw notFound('The document');
    const files = fixtureData(currentFixtures(root));
    let scene: Scene;
    try {
      scene = resolveFixture(one(q.fixture) ?? '', files).result;
    } catch {
      throw notFound('The fixture');
    }
    const brand = brandOf(q);
    // A scene without an application (a visitor's) draws the document with nothing filled in.
    const app = scene.app ?? { uuid: '', status: {}, serverStatus: '' };
    const record = { uuid: app.uuid, data: app };
    const identity = { email: scene.profile?.email ?? '', profile: scene.profile ?? {} };
    const documentFacts = facts(record, identity, brand, pricingOf(ctx.dataFile), ctx.now(), stateTermsOf(ctx.dataFile));
    if (ext === 'json') return reply.header('content-type', 'application/json; charset=utf-8').send(disclosureText(kind as DocumentKind, documentFacts));
    const bytes = await renderDisclosure(kind as DocumentKind, documentFacts);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${DOCUMENT_TITLES[kind as DocumentKind].replace(/[^A-Za-z]+/g, '-')}-sample.pdf"`)
      .send(Buffer.from(bytes));
  });

  // The config file a tile links to, read-only.
  app.get('/studio/gallery/config', async (request, reply) => {
    const file = one((request.query as Record<string, unknown>).file) ?? '';
    const resolved = path.resolve(root, file);
    const inside = CONFIG_DIRS.some((d) => resolved.startsWith(path.join(root, d) + path.sep));
    if (!inside || !file.endsWith('.json') || !fs.existsSync(resolved)) throw notFound('The config file');
    return reply.type('application/json; charset=utf-8').send(fs.readFileSync(resolved));
  });
}
