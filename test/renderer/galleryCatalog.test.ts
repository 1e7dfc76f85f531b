/** The gallery's list of screens (renderer/studio/catalog.ts) over the shipped journeys, screens and fixtures/index.json. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { catalog, livePath } from '../../renderer/studio/catalog.ts';
import { fixtureData, loadFixtures } from '../../engine/config/loadFixtures.ts';
import { resolveFixture } from '../../engine/index.ts';
import { config } from '../helpers/config.ts';

const fixtures = loadFixtures(config.root);
const screens = catalog(Object.keys(config.screens), Object.values(config.journeys).map((j) => j.data), fixtures.index!.data);
const files = fixtureData(fixtures);

describe('the gallery catalog', () => {
  it('lists every screen file once, each with a route to link to and its config file', () => {
    expect(screens.map((s) => s.id)).toEqual(Object.keys(config.screens).sort());
    for (const s of screens) {
      expect(s.route, s.id).toBeDefined();
      expect(s.file).toBe(`schemas/${s.id}.json`);
    }
  });
  it('puts each screen in its journey, and modals and panels in the shell', () => {
    const journeyOf = (id: string) => screens.find((s) => s.id === id)!.journey;
    expect(journeyOf('register-v2/birthdate')).toBe('register');
    expect(journeyOf('application/bank/autopay')).toBe('heloc');
    expect(journeyOf('signer/sign')).toBe('signer');
    expect(journeyOf('pages/leave-survey')).toBe('shell');
    expect(screens.find((s) => s.id === 'pages/leave-survey')!.route!.path).toBe('/:uuid/product/select');
    expect(screens.find((s) => s.id === 'application/error/timeout')!.routed).toBe(true);
  });
  it('gives a tile its live path: the fixture\'s application id, route parameters and query', () => {
    const at = (id: string) => { const s = screens.find((x) => x.id === id)!; return livePath(s, resolveFixture(s.entry.fixture, files).result); };
    expect(at('application/income/link')).toBe('/4f3c2a1b-8d7e-4c6b-9a5f-2e1d0c9b8a71/income/link/payroll');
    expect(at('application/conditions/upload-document')).toBe('/4f3c2a1b-8d7e-4c6b-9a5f-2e1d0c9b8a71/conditions/upload-document?condition=d0c0a000-0002-4b00-8000-000000000002&type=SUPPORT');
    expect(at('register-v2/set-password')).toBe('/register-v2/set-password');
  });
  it('draws every host the fixture index may name', () => {
    const meta = JSON.parse(readFileSync('schemas/meta/fixture-index.schema.json', 'utf8'));
    const hosts: string[] = meta.definitions.host.enum;
    const source = readFileSync('renderer/studio/TileHosts.tsx', 'utf8');
    for (const h of hosts.filter((x) => x !== 'page')) expect(source, h).toContain(`case '${h}':`);
    expect(new Set(screens.map((s) => s.entry.host))).toEqual(new Set(hosts));
  });
});
