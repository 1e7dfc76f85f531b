import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { ApiError, ValidationError, notFound } from '../http/errors.js';
import { orgCodes } from '../../engine/config/brandFiles.ts';
import { present } from './access.js';
import { profileView } from './profile.js';
import { currentFixtures } from './studioGallery.js';
import { sendStaffPage } from '../studio/staffPage.js';
import { applicationState, FixtureError, pagePricing, resolveFixture, simulate, simulationSummary, type Journey } from '../../engine/index.ts';
import { pricingOf } from '../org/pricing.js';
import { fixtureData } from '../../engine/config/loadFixtures.ts';
import { journeyMap, type JourneyMap } from '../../engine/config/journeyMap.ts';
import { fieldWords } from '../../engine/config/contextWords.ts';
import { whyNot } from '../../engine/config/whyNot.ts';
import { stripBase } from '../../engine/paths.ts';
import { svgOf } from '../../engine/config/graphSvg.ts';
import { isUuid } from '../../engine/paths.ts';
import type { Profile } from '../../engine/types/profile.ts';
import type { Application } from '../../engine/types/application.ts';

/** The journeys with a status table or a step machine to draw (register is an ordered form flow). */
const JOURNEYS = ['heloc', 'signer'] as const;
const one = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A journey as on disk now, so an edited file shows on reload (issue 16: no restart). */
function journeyFile(root: string, id: string): { journey: Journey; signature: string } {
  if (!/^[a-z][a-zA-Z0-9-]*$/.test(id) || !fs.existsSync(path.join(root, 'journeys', `${id}.json`))) throw notFound(`The journey ${id}`);
  const file = path.join(root, 'journeys', `${id}.json`);
  const stat = fs.statSync(file);
  return { journey: JSON.parse(fs.readFileSync(file, 'utf8')) as Journey, signature: `${id}:${stat.mtimeMs}:${stat.size}` };
}

/** The drawn map of each journey, drawn again only when its file changed (Graphviz takes a few hundred ms). */
const drawn = new Map<string, { signature: string; map: JourneyMap; svg: string }>();
async function mapOf(root: string, id: string) {
  const { journey, signature } = journeyFile(root, id);
  const hit = drawn.get(`${root}|${id}`);
  if (hit?.signature === signature) return hit;
  const map = journeyMap(journey, { field: fieldWords(path.join(root, 'schemas', 'data', 'context.schema.json')) });
  if (map.dots.length === 0) throw new ApiError(404, `The journey ${id} has no status table or step machine to draw (its steps: npm run journey -- graph --journey ${id} --view flow).`);
  const svg = (await svgOf(map.dots)).replace(/^<\?xml[^>]*>\s*/, '');
  const entry = { signature, map, svg };
  drawn.set(`${root}|${id}`, entry);
  return entry;
}

/**
 * The staff studio (issue 16; README "Staff studio"): /studio is the home page, /studio/map the
 * journey map, /studio/simulator the simulator; one page script (renderer/studio/studio.tsx) draws
 * all three. Its data: the map of a journey (/studio/map/data) and a simulation (/studio/simulate),
 * run by the engine's own decisions (engine/simulate.ts) on a fixture, a pasted application or an
 * application in this sandbox's database. Guarded like /ops (staffGuard).
 */
export function studioRoutes(app: FastifyInstance, ctx: Ctx): void {
  const root = ctx.options.configRoot;
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.query as Record<string, unknown>;
    const data = { ...(one(q.token) ? { token: one(q.token) } : {}), me: request.studioActor };
    return sendStaffPage(reply, ctx.options.distDir, { entry: 'studio', title: 'Studio', json: { 'studio-data': data } });
  };
  app.get('/studio', page);
  app.get('/studio/map', page);
  app.get('/studio/brands', page);
  app.get('/studio/simulator', page);

  app.get('/studio/map/data', async (request) => {
    const id = one((request.query as Record<string, unknown>).journey) ?? 'heloc';
    const { map, svg } = await mapOf(root, id);
    const files = fixtureData(currentFixtures(root));
    const fixtures = Object.entries(files).filter(([, f]) => f.kind === 'application').map(([fid, f]) => ({ id: fid, title: f.title, status: resolveFixture(fid, files).result.status ?? null }));
    return { journey: map.journey, journeys: JOURNEYS, svg, nodes: map.nodes, fixtures, brands: orgCodes(ctx.options.brandsDir), defaultBrand: ctx.options.orgCode };
  });

  // The simulator's picker: this sandbox's applications, newest first, found by name, id, status or brand.
  app.get('/studio/applications', async (request) => {
    const words = (one((request.query as Record<string, unknown>).q) ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const listed = ctx.applications.all().map((a) => {
      const name = ctx.identities.byUuid(a.identityUuid)?.profile.name;
      return { uuid: a.uuid, name: name ? `${name.firstName} ${name.lastName}` : '', status: a.status, brand: a.orgCode, updatedAt: a.updatedAt };
    });
    const found = listed.filter((a) => words.every((w) => `${a.name} ${a.uuid} ${a.status} ${a.brand}`.toLowerCase().includes(w)));
    return { applications: found.slice(0, 50), total: found.length };
  });

  app.post('/studio/simulate', async (request) => {
    const body = isObject(request.body) ? request.body : {};
    const given = (['fixture', 'app', 'uuid'] as const).filter((k) => body[k] !== undefined && body[k] !== '');
    if (given.length !== 1) throw new ValidationError([{ pointer: '', message: 'Give one of: a fixture, an application (JSON), or the id of an application in this sandbox.' }]);
    // A fixture or a pasted application is shown under the brand chosen; an application of this sandbox under its own.
    let orgCode = (one(body.brand) ?? ctx.options.orgCode).toUpperCase();
    const attempt = body.attempt === undefined ? 1 : Number(body.attempt);
    if (!Number.isInteger(attempt) || attempt < 1) throw new ValidationError([{ pointer: '/attempt', message: 'The number of status reads is a whole number, 1 or more.' }]);
    const pathGiven = one(body.path);
    let source: { kind: 'fixture' | 'pasted' | 'database'; label: string };
    let application: Application;
    let profile: Partial<Profile> = {};
    if (given[0] === 'fixture') {
      const id = String(body.fixture);
      try {
        const scene = resolveFixture(id, fixtureData(currentFixtures(root))).result;
        if (!scene.app) throw new ValidationError([{ pointer: '/fixture', message: `The fixture ${id} has no application: choose an application fixture.` }]);
        application = scene.app;
        profile = scene.profile ?? {};
        source = { kind: 'fixture', label: `${id}: ${scene.title}` };
      } catch (error) {
        if (error instanceof FixtureError) throw notFound(`The fixture ${id}`);
        throw error;
      }
    } else if (given[0] === 'app') {
      if (!isObject(body.app)) throw new ValidationError([{ pointer: '/app', message: 'The application must be a JSON object, as in 000 §3 (uuid, serverStatus, status, ...).' }]);
      // Pasted by staff: read as an application (schemas/data/application.schema.json), what it leaves out as missing.
      application = body.app as Application;
      if (isObject(body.profile)) profile = body.profile as Partial<Profile>;
      source = { kind: 'pasted', label: `the pasted application${typeof application.uuid === 'string' ? ` ${application.uuid}` : ''}` };
    } else {
      const uuid = String(body.uuid).trim();
      if (!isUuid(uuid)) throw new ValidationError([{ pointer: '/uuid', message: 'An application id looks like 3f2b8c1e-…: 36 characters with dashes.' }]);
      const read = ctx.tx(() => {
        const record = ctx.applications.get(uuid);
        if (!record) return null;
        // Brought up to date by the back office, as the applicant's next read would be.
        const current = ctx.backOffice.catchUp(record, ctx.now());
        const identity = ctx.identities.byUuid(current.identityUuid);
        return { app: present(current), profile: identity ? profileView(identity) : {}, orgCode: current.orgCode };
      });
      if (!read) throw notFound(`The application ${uuid}`);
      orgCode = read.orgCode;
      application = read.app;
      profile = read.profile as Record<string, unknown>;
      source = { kind: 'database', label: `the application ${uuid} in this sandbox` };
    }
    const brand = ctx.brand(orgCode);
    if (!brand) throw notFound(`The brand ${orgCode}`);
    const { journey } = journeyFile(root, 'heloc');
    try {
      const result = simulate(journey, { app: application, profile, attempt, ...(pathGiven ? { path: pathGiven } : {}), ...(one(body.previousStatus) ? { previousStatus: one(body.previousStatus) } : {}), brand: { ...brand, pricing: pagePricing(pricingOf(ctx.dataFile), brand, applicationState(application)) } });
      explainRows(root, journey, result, application, profile);
      // The screen's title as the applicant reads it (its copy), for the one-sentence answer.
      // The screen with its references resolved (a title may come from a shared file), as the app reads it.
      const titleOf = (screen: string) => {
        try { return ctx.validator.screen(screen).copy?.title || undefined; } catch { return undefined; }
      };
      return { source, brand: orgCode, app: application, profile, ...result, summary: simulationSummary(journey, result, titleOf) };
    } catch (error) {
      // A pasted application the engine cannot run on (an unknown state, ...): say why, keep the page.
      throw new ApiError(422, `The engine could not decide on this application: ${(error as Error).message}`);
    }
  });
}

/**
 * Each status row that did not match says why, in the map's words (engine/config/whyNot.ts), with the
 * values the application had, in place of the engine's "condition false".
 */
function explainRows(root: string, journey: Journey, result: ReturnType<typeof simulate>, app: Record<string, unknown>, profile: Record<string, unknown>): void {
  const rows = journey.statusRouting?.rows ?? [];
  const data = { app, profile, serverStatus: result.status, path: stripBase(journey.basePath, result.path) ?? result.path, query: {} };
  const words = { field: fieldWords(path.join(root, 'schemas', 'data', 'context.schema.json')), conditions: journey.conditions, named: journey.conditions };
  for (const step of result.navigate.trace) {
    if (step.kind !== 'row' || step.outcome !== false) continue;
    const row = rows.find((r) => r.id === step.rule);
    if (row?.when !== undefined) step.note = `Did not match: ${whyNot(row.when, data, words)}.`;
  }
}
