/**
 * The staff studio's routes (sandbox/routes/studio.ts) over HTTP: guarded like /ops; the map of a
 * journey; simulations of a fixture, a pasted application and an application in the database,
 * each refusal in words.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, client, newApplicant, start, type Running } from './helpers.js';

let server: Running;
let api: ReturnType<typeof client>;
const headers = { 'x-ops-token': 'ops-secret' };

beforeAll(async () => {
  server = await start({ opsToken: 'ops-secret' });
  fs.mkdirSync(path.join(server.dir, 'dist', 'assets', 'studio'), { recursive: true });
  fs.writeFileSync(path.join(server.dir, 'dist', 'assets', 'studio', 'studio.js'), '');
  api = client(server);
});
afterAll(() => server.close());

describe('/studio', () => {
  it('needs the operations token, like /ops: 401 without, 200 with', async () => {
    for (const url of ['/studio', '/studio/map', '/studio/simulator', '/studio/map/data']) {
      expect((await api('GET', url)).status, url).toBe(401);
      expect((await api('GET', url, { headers })).status, url).toBe(200);
    }
    expect((await api('POST', '/studio/simulate', { body: { fixture: 'applications/happy-offer-selection' } })).status).toBe(401);
    expect((await api('POST', '/studio/simulate', { body: { fixture: 'applications/happy-offer-selection' }, headers })).status).toBe(200);
  });

  it('serves one page for home, map and simulator, naming the studio script and carrying the token, with no inline script', async () => {
    const page = await api<string>('GET', '/studio/map?token=ops-secret');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('/account/heloc/assets/studio/studio.js');
    expect(page.body).toContain('"token":"ops-secret"');
    expect(page.body).not.toMatch(/<script>(?!<)/);
  });

  it('answers the map: an SVG laid out by Graphviz whose elements carry the map ids, and each node\'s panel', async () => {
    const map = await api('GET', '/studio/map/data', { headers });
    expect(map.body.svg).toMatch(/^<svg/);
    expect(map.body.svg).toContain('id="row:offerSelectionVerified"');
    expect(map.body.svg).toContain('id="state:PROFILE"');
    const row = map.body.nodes.find((n: { id: string }) => n.id === 'row:offerSelectionVerified');
    expect(row.rules[0].words).toBe("the application's underwriting sub-decision is VERIFIED_OFFER");
    expect(row.screen).toBe('application/product/select');
    expect(map.body.fixtures.map((f: { id: string }) => f.id)).toContain('applications/happy-offer-selection');
    expect(map.body.brands).toContain('LAKEVIEW');
    expect((await api('GET', '/studio/map/data?journey=nope', { headers })).status).toBe(404);
    // The additional signer's journey is its step machine alone; registration has nothing of either to draw.
    const signer = await api('GET', '/studio/map/data?journey=signer', { headers });
    expect(signer.body.journey).toBe('signer');
    expect(signer.body.nodes.every((n: { kind: string }) => n.kind === 'state' || n.kind === 'transition')).toBe(true);
    const register = await api('GET', '/studio/map/data?journey=register', { headers });
    expect(register.status).toBe(404);
    expect(register.body.message).toContain('graph --journey register --view flow');
  });

  it('simulates a fixture and a pasted application with the engine\'s decisions and their traces', async () => {
    const fixture = await api('POST', '/studio/simulate', { headers, body: { fixture: 'applications/happy-offer-selection', brand: 'lakeview' } });
    expect(fixture.body.source.kind).toBe('fixture');
    expect(fixture.body.navigate.result).toMatchObject({ action: 'move', routePattern: '/:uuid/product/select' });
    expect(fixture.body.navigate.trace.some((s: { decided?: boolean }) => s.decided)).toBe(true);
    expect(fixture.body.step.trace.length).toBeGreaterThan(0);
    expect(fixture.body.progress.result.progressState).toBe('PRODUCT_SELECT');
    expect(fixture.body.poll.trace[0].decided).toBe(true);
    expect(fixture.body.lit).toContain('row:offerSelection');
    // The answer in one sentence: the status, the row (by its place in the table) and the screen by its title.
    expect(fixture.body.summary).toMatch(/^Status OFFER_SELECTION matches the status row "offerSelection" \(row \d+ of \d+ in the status table\): the applicant is sent to \/:uuid\/product\/select, the screen "[^"]+"; the progress bar shows "Select Offer"\.$/);
    const pasted = await api('POST', '/studio/simulate', { headers, body: { app: { uuid: '0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10', serverStatus: 'SOFT_CREDIT', status: {} }, attempt: 2 } });
    expect(pasted.body.navigate.result).toMatchObject({ action: 'wait', waiting: 'inProgress', pollAfterMs: pasted.body.poll.result.delayMs });
    expect(pasted.body.summary).toMatch(/^Status SOFT_CREDIT .*: the applicant waits while the status is read again in \d+ ms\.$/);
  });

  it('simulates an application in the database as the applicant\'s next read would see it', async () => {
    const applicant = await newApplicant(api);
    const own = await api('GET', `${APP}/${applicant.uuid}`, { token: applicant.token });
    const sim = await api('POST', '/studio/simulate', { headers, body: { uuid: applicant.uuid } });
    expect(sim.status).toBe(200);
    expect(sim.body.source).toEqual({ kind: 'database', label: `the application ${applicant.uuid} in this sandbox` });
    expect(sim.body.status).toBe(own.body.serverStatus);
    expect(sim.body.app.uuid).toBe(applicant.uuid);
    expect(sim.body.profile.uuid).toBeTruthy();
    expect(sim.body.navigate.trace[0]).toMatchObject({ kind: 'path', rule: '/:uuid' });
  });

  it('shows an application under its own brand, says why each status row did not match, and finds applications by name, status or brand', async () => {
    const applicant = await newApplicant(api, 'Picker');
    const own = await api('GET', `${APP}/${applicant.uuid}`, { token: applicant.token });
    // The brand chosen on the page is for fixtures; an application of this sandbox runs under its own.
    const sim = await api('POST', '/studio/simulate', { headers, body: { uuid: applicant.uuid, brand: 'LAKEVIEW' } });
    expect(sim.status).toBe(200);
    const record = await api('GET', `/studio/applications?q=${applicant.uuid}`, { headers });
    expect(record.body.applications).toHaveLength(1);
    expect(sim.body.brand).toBe(record.body.applications[0].brand);
    expect(sim.body.brand).not.toBe('LAKEVIEW');
    const tried = (sim.body.navigate.trace as { kind: string; outcome: unknown; note?: string }[]).filter((s) => s.kind === 'row' && s.outcome === false);
    for (const step of tried) expect(step.note).toMatch(/^Did not match: (it matches only if|none of these holds)/);
    expect(JSON.stringify(sim.body.navigate.trace)).not.toContain('condition false');

    const byName = await api('GET', '/studio/applications?q=picker', { headers });
    expect(byName.status).toBe(200);
    expect(byName.body.applications.map((a: { uuid: string }) => a.uuid)).toContain(applicant.uuid);
    expect(byName.body.applications.find((a: { uuid: string }) => a.uuid === applicant.uuid)).toMatchObject({ name: expect.stringMatching(/Picker$/), status: own.body.serverStatus });
    const none = await api('GET', '/studio/applications?q=picker+NO_SUCH_STATUS', { headers });
    expect(none.body).toEqual({ applications: [], total: 0 });
    expect((await api('GET', '/studio/applications')).status).toBe(401);
  });

  it('refuses in words: nothing to simulate, two things at once, no such fixture or application, not an object, a bad id', async () => {
    const refuse = async (body: unknown, status: number, text: RegExp) => {
      const r = await api('POST', '/studio/simulate', { headers, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(r.body), JSON.stringify(body)).toMatch(text);
    };
    await refuse({}, 400, /Give one of: a fixture, an application/);
    await refuse({ fixture: 'applications/happy-offer-selection', uuid: 'x' }, 400, /Give one of/);
    await refuse({ fixture: 'applications/nope' }, 404, /The fixture applications\/nope was not found/);
    await refuse({ app: [1, 2] }, 400, /must be a JSON object/);
    await refuse({ uuid: 'not-an-id' }, 400, /36 characters/);
    await refuse({ uuid: '0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10' }, 404, /The application 0b7e6a4c-3f0e-4b8a-9d21-6c1f5e2a9b10 was not found/);
    await refuse({ fixture: 'applications/happy-offer-selection', attempt: 0 }, 400, /whole number, 1 or more/);
    await refuse({ fixture: 'applications/happy-offer-selection', brand: 'NOPE' }, 404, /The brand NOPE/);
  });
});
