/** The gallery's transport (renderer/studio/fixtureTransport.ts): a tile's calls answered from its fixture; writes do nothing; no session ends. */
import { describe, expect, it, vi } from 'vitest';
import { fixtureTransport, memoryTokens } from '../../renderer/studio/fixtureTransport.ts';
import { fixtureData, loadFixtures } from '../../engine/config/loadFixtures.ts';
import { resolveFixture } from '../../engine/index.ts';

const files = fixtureData(loadFixtures(process.cwd()));
const scene = (id: string) => resolveFixture(id, files).result;
const APP = '/service-application/api/v1/application/heloc';

function setup(id: string) {
  const network = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"message":"from the network"}', { status: 200 }));
  const send = fixtureTransport(scene(id), { documentUrl: (kind, ext) => `/studio/gallery/documents/${kind}.${ext}?fixture=${id}`, fetch: network as unknown as typeof fetch });
  const get = async (url: string, headers: Record<string, string> = {}) => { const r = await send(url, { method: 'GET', headers }); return { status: r.status, body: await r.json().catch(() => null) }; };
  return { network, send, get };
}

describe('fixtureTransport', () => {
  it("answers the notary times, the tracker profile and a document's text from the fixture, never the sandbox's own API", async () => {
    const { get, network } = setup('applications/manual-notary-booked');
    const s = scene('applications/manual-notary-booked');
    const slots = (await get(`${APP}/${s.app!.uuid}/notary-slots`)).body;
    expect(slots.bookedSlotUuid).toBe((s.app!.manualNotaryAppointment as { slotUuid: string }).slotUuid);
    expect(slots.slots.map((x: { uuid: string }) => x.uuid)).toContain(slots.bookedSlotUuid);
    expect(slots.slots.length).toBeGreaterThan(3);
    expect((await get('/service-application/api/v3/application/heloc/optermizerly-profile?identityUuid=x')).body).toEqual({ optimizelyProfileUuid: 'studio-gallery' });
    expect(network).not.toHaveBeenCalled();
    await get(`${APP}/${s.app!.uuid}/documents/closing.json`);
    expect(network).toHaveBeenCalledWith('/studio/gallery/documents/closing.json?fixture=applications/manual-notary-booked', expect.anything());
  });

  it('answers the application, its status, its open condition cards and notifications from the fixture', async () => {
    const { get, network } = setup('applications/with-conditions');
    const s = scene('applications/with-conditions');
    expect((await get(`${APP}/${s.app!.uuid}`)).body).toEqual(s.app);
    expect((await get(`/service-krang-heloc/borrower/secure/api/v1/${s.app!.uuid}/status`)).body).toEqual({ status: 'IDENTITY_VERIFICATION' });
    const cards = (await get(`/service-conditions/external/api/v1/applications/${s.app!.uuid}/conditions/external-applicants`)).body;
    expect(cards.map((c: { categoryEnum: string }) => c.categoryEnum)).toEqual(['HELOC_MANUAL_PAYSTUB_UPLOAD', 'GENERIC_DOCUMENT_REQUEST', 'MISSING_PHONE_NUMBER', 'ID_VERIFICATION_FAILURE']);
    expect((await get('/service-notification/secure/api/v1/notifications')).body).toHaveLength(2);
    expect((await get('/service-profile/api/v1/profile')).body.uuid).toBe(s.profile!.uuid);
    expect(network).not.toHaveBeenCalled();
  });

  it('answers the flags call with the fixture\'s flags, and a submit with nothing, never reaching the network', async () => {
    const { send, network } = setup('visitors/maintenance');
    const flags = await (await send('/service-optimize/external/api/v1/features', { method: 'POST', body: '{}' })).json();
    expect(flags.find((f: { key: string }) => f.key === 'fe-heloc-maintenance')).toMatchObject({ enabled: true });
    const submit = await send(`${APP}/x/offer`, { method: 'POST', body: '{"amount":1}' });
    expect(submit.status).toBe(200);
    expect(await submit.json()).toEqual({});
    expect(network).not.toHaveBeenCalled();
  });

  it('has no profile for a visitor who is not signed in, and no originator unless the fixture gives one', async () => {
    const { get } = setup('visitors/new');
    expect((await get('/service-profile/api/v1/profile')).status).toBe(404);
    expect((await get('/service-lead-portal/api/lo/abc?organization=FIGURE')).status).toBe(404);
    expect((await setup('visitors/referred').get('/service-lead-portal/api/lo/abc')).body.licensedStates).toEqual(['CA', 'OR', 'WA']);
  });

  it('sends other reads to the network without the token, and turns a refusal into 404 (a tile has no session to end)', async () => {
    const { send, network } = setup('applications/happy-identity');
    const banners = await send('/banners.json', { method: 'GET', headers: { Authorization: 'Bearer studio-gallery', 'x-org': 'FIGURE' } });
    expect(banners.status).toBe(200);
    const headers = new Headers(network.mock.calls[0]![1]!.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('x-org')).toBe('FIGURE');
    network.mockResolvedValueOnce(new Response('{"message":"unauthenticated"}', { status: 401 }));
    expect((await send('/service-something/secure/thing', { method: 'GET' })).status).toBe(404);
  });

  it('fetches a document the sandbox renders from the same fixture', async () => {
    const { send, network } = setup('applications/happy-note-signing');
    await send(`${APP}/4f3c2a1b-8d7e-4c6b-9a5f-2e1d0c9b8a71/documents/closing.pdf`, { method: 'GET' });
    expect(network.mock.calls[0]![0]).toBe('/studio/gallery/documents/closing.pdf?fixture=applications/happy-note-signing');
  });

  it('keeps a tile\'s session in memory', () => {
    const signedIn = memoryTokens(true);
    expect(signedIn.get()).toBe('Bearer studio-gallery');
    signedIn.clear();
    expect(signedIn.get()).toBeNull();
    expect(memoryTokens(false).get()).toBeNull();
  });
});
