/**
 * The gallery's transport (renderer/api/client.ts setTransport): the lender API calls a screen and
 * its shell make are answered from the fixture, so a tile needs no live application. Writes do
 * nothing (a submit validates, then stops here); telemetry is kept off the sandbox. Other reads
 * (banners, licences, hours) go to the sandbox without the token, and a refusal of one of them
 * comes back as 404, never 401: a gallery tile has no session to end.
 */
import type { Scene } from '../../engine/index.ts';
import type { Transport } from '../api/client.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notHere = (url: string) => json({ statusCode: 404, error: 'Not Found', message: `The gallery's fixture has nothing for ${url}` }, 404);

type Answer = (match: RegExpExecArray, init: RequestInit) => Response | Promise<Response>;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Three free hour-long times on each of the next three days (15:00, 18:00, 21:00 UTC), plus the fixture's booked one. */
function notarySlots(scene: { app?: Record<string, unknown> | null }) {
  const booked = (scene.app?.manualNotaryAppointment ?? null) as { slotUuid?: string; startsAt?: string; endsAt?: string; timeZone?: string } | null;
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const free = [1, 2, 3].flatMap((d) => [15, 18, 21].map((h, i) => {
    const startsAt = today + d * DAY_MS + h * HOUR_MS;
    return { uuid: `a9b0c000-0003-4d00-8000-00000000${String(d * 10 + i).padStart(4, '0')}`, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + HOUR_MS).toISOString() };
  }));
  const slots = booked?.slotUuid && booked.startsAt && booked.endsAt ? [{ uuid: booked.slotUuid, startsAt: booked.startsAt, endsAt: booked.endsAt }, ...free] : free;
  return { timeZone: booked?.timeZone ?? 'America/Chicago', bookedSlotUuid: booked?.slotUuid ?? null, slots };
}

export interface TransportOptions {
  /** Where the tile's documents come from: the sandbox renders them from the same fixture. */
  /** Where the gallery serves a tile's document: `ext` pdf, or json for its text blocks. */
  documentUrl: (kind: string, ext: 'pdf' | 'json') => string;
  /** The network, for reads the fixture does not answer. */
  fetch?: typeof fetch;
}

export function fixtureTransport(scene: Scene, options: TransportOptions): Transport {
  const network = options.fetch ?? ((url, init) => fetch(url, init));
  const profile = scene.profile ?? null;
  const flags = Object.entries(scene.flags).map(([key, f]) => ({ key, ...(f as object) }));
  const signed = scene.signedIn;
  const identity = profile ? { uuid: profile.uuid, type: profile.type ?? 'BORROWER', email: profile.email ?? null, phoneNumbers: [], name: profile.name ?? null } : null;

  const reads: [RegExp, Answer][] = [
    [/^\/service-profile\/api\/v1\/profile$/, () => (signed && profile ? json(profile) : json({ message: 'unauthenticated' }, 404))],
    [/^\/identity\/secure\/api\/v1(_1)?\/identity$/, () => (identity ? json(identity) : notHere('identity'))],
    [/^\/identity-broker\/(customer|agent)\/secure\/api\/v3\/self\/figureinfo$/, () => (identity ? json({ ...identity, organizationCode: profile?.organizationCode ?? null, profileType: profile?.profileType ?? identity.type }) : notHere('figureinfo'))],
    [/^\/service-application\/api\/v1\/application\/heloc\/all$/, () => json(scene.app ? [{ uuid: scene.app.uuid, active: true, serverStatus: scene.status }] : [])],
    [/^\/service-application\/api\/v1\/application\/heloc\/co-deed\/status$/, () => json(scene.signer ?? [])],
    [/^\/service-application\/api\/v1\/application\/heloc\/[^/]+\/documents\/([A-Za-z]+)\.(pdf|json)$/, async (m, init) => network(options.documentUrl(m[1]!, m[2] as 'pdf' | 'json'), { headers: { Accept: m[2] === 'pdf' ? 'application/pdf' : 'application/json' }, signal: init.signal ?? null })],
    // In-person notary times (notary/schedule-manual): the fixture's booked slot and a few free ones.
    [/^\/service-application\/api\/v1\/application\/heloc\/[^/]+\/notary-slots$/, () => json(notarySlots(scene))],
    [/^\/service-application\/api\/v1\/application\/heloc\/[^/]+$/, () => (scene.app ? json(scene.app) : notHere('the application'))],
    [/^\/service-krang-heloc\/borrower\/secure\/api\/v1\/[^/]+\/status$/, () => (scene.status ? json({ status: scene.status }) : notHere('the status'))],
    [/^\/service-conditions\/external\/api\/v1\/applications\/[^/]+\/conditions\/external-applicants$/, () => json(scene.conditions.filter((c) => c.actionNeeded !== false))],
    [/^\/service-notification\/secure\/api\/v1\/notifications$/, () => json(scene.notifications)],
    [/^\/service-lead-portal\/api\/lo\/[^/?]+$/, () => (scene.originator ? json(scene.originator) : notHere('the loan originator'))],
    [/^\/service-operating-hours\/external\/api\/v1\/hours\/OPS_CHAT\/openStatus$/, () => json({ isOpen: scene.chatOpen, openStatus: scene.chatOpen ? 'OPEN' : 'CLOSED' })],
    // The tracker profile (001 §7) of the fixture's identity: already linked to the tile's tracker.
    [/^\/service-application\/api\/v3\/application\/heloc\/optermizerly-profile$/, () => json({ optimizelyProfileUuid: 'studio-gallery' })],
  ];
  const writes: [RegExp, Answer][] = [
    [/^\/service-optimize\/external\/api\/v1\/features$/, () => json(flags)],
    [/^\/ft\/[^/]+\/session$/, (_m, init) => {
      const asked = JSON.parse(String(init.body ?? '{}')) as { sessionKey?: { trackerUuid?: string } | null };
      return json({ sessionKey: { uuid: 'studio-gallery', epoch: Date.now(), trackerUuid: asked.sessionKey?.trackerUuid ?? 'studio-gallery' } });
    }],
  ];

  return async (url, init) => {
    // Only the path decides; the request itself goes out as given.
    const parsed = new URL(url, 'http://gallery.invalid');
    const method = (init.method ?? 'GET').toUpperCase();
    for (const [pattern, answer] of method === 'GET' ? reads : writes) {
      const m = pattern.exec(parsed.pathname);
      if (m) return answer(m, init);
    }
    // A submit (or any other write) stops here: the gallery only validates.
    if (method !== 'GET') return json({});
    const headers = new Headers(init.headers);
    headers.delete('Authorization');
    const answer = await network(url, { ...init, headers });
    return answer.status === 401 || answer.status === 403 ? notHere(parsed.pathname) : answer;
  };
}

/** The token store of a tile: a fixture session in memory, never the visitor's own. */
export function memoryTokens(signedIn: boolean) {
  let token: string | null = signedIn ? 'Bearer studio-gallery' : null;
  return { get: () => token, set: (v: string) => { token = v; }, clear: () => { token = null; } };
}
