/**
 * `journey validate` on what a deployment reads: the host configs in host/*.json
 * (schemas/meta/host.schema.json, engine/config/hostConfig.ts) and the routes' devices
 * (engine/config/checkDevices.ts). Each broken copy fails with its pointer and words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

afterEach(removeCopies);

describe('host configs', () => {
  it('names an org code without a brand file, with the likely one', () => {
    expect(brokenCopy('host/host.example.json', (j) => { j.orgs['apply.lender.example'] = 'GOODLEAP_LL'; })).toEqual([
      'host/host.example.json#/orgs/apply.lender.example: org code "GOODLEAP_LL" has no brand file in brands/ (did you mean "GOODLEAP_LLC"?)',
    ]);
  });

  it('names an upstream no operation has', () => {
    const problems = brokenCopy('host/host.example.json', (j) => { j.upstreams['service-notray'] = 'https://n.example'; delete j.upstreams['service-notary']; });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^host\/host\.example\.json#\/upstreams\/service-notray: no operation has upstream "service-notray": name one of default, site, .* \(did you mean "service-notary"\?\)$/);
  });

  it('refuses a field the meta-schema does not know, and an asset base over plain http', () => {
    expect(brokenCopy('host/host.example.json', (j) => { j.upstream = 'https://x.example'; })).toEqual(['host/host.example.json#: "upstream" is not a host setting (did you mean "upstreams"?) (schemas/meta/host.schema.json)']);
    expect(brokenCopy('host/host.example.json', (j) => { j.assetBase = 'http://cdn.example'; })[0]).toMatch(/^host\/host\.example\.json#\/assetBase: must match pattern/);
  });
});

describe('route devices', () => {
  const sessionIndex = (j: { routes: { path: string }[] }) => j.routes.findIndex((r) => r.path === '/:uuid/notary/session');

  it('asks for the camera and microphone where a screen shows the notary session', () => {
    let at = -1;
    const problems = brokenCopy('journeys/heloc.json', (j) => {
      at = sessionIndex(j);
      j.routes[at].devices = ['geolocation'];
    });
    expect(problems).toContain(`journeys/heloc.json#/routes/${at}/devices: the screen application/notary/session shows NotarySession, which uses the camera and microphone: add "camera", "microphone" to this route's devices, or the browser refuses them`);
  });

  it('keeps a route and the routes it is open within on one policy', () => {
    let at = -1;
    const problems = brokenCopy('journeys/signer.json', (j) => {
      at = j.routes.findIndex((r: { path: string }) => r.path === '/heloc-signer/intro');
      delete j.routes[at].devices;
    });
    expect(problems).toContain(`journeys/signer.json#/routes/${at}/devices: /heloc-signer/intro is open within /heloc-signer/sign, but they differ in devices (nothing here, camera, microphone, geolocation there): moving between them would load a new page each time; give both the same devices`);
  });
});
