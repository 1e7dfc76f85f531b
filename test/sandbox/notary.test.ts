/**
 * The notary provider the sandbox plays (000 §2 notary/session, schedule-manual, reserve-manual):
 * the online session's rules and its live sockets (WebRTC signalling relayed between the participant
 * and the notary who admitted them), and in-person appointments on time slots kept in SQLite:
 * booking, confirmation, rescheduling, cancellation, the notary's completion. Real server, real file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { APP, client, count, newApplicant, start, type Running } from './helpers.js';
import { callWith, getApp, NOTARY_API, status, walkUntil } from './walk.js';

let server: Running;
let api: ReturnType<typeof client>;
beforeAll(async () => { server = await start(); api = client(server); });
afterAll(() => server.close());

const ok = async (method: string, path: string, body?: unknown, token?: string) => callWith(api)(method, path, body, token);

/** A websocket that queues what it hears; `next(type)` waits for the next frame of that type. */
function socket(path: string) {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}${path}`);
  const heard: any[] = [];
  const waiters: { type: string; resolve: (v: any) => void }[] = [];
  ws.on('message', (raw) => {
    const data = JSON.parse(String(raw));
    const i = waiters.findIndex((w) => w.type === data.type);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(data);
    else heard.push(data);
  });
  return {
    ws,
    open: () => new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); }),
    send: (data: unknown) => ws.send(JSON.stringify(data)),
    next: (type: string) => {
      const i = heard.findIndex((d) => d.type === type);
      if (i >= 0) return Promise.resolve(heard.splice(i, 1)[0]);
      return new Promise<any>((resolve, reject) => {
        waiters.push({ type, resolve });
        setTimeout(() => reject(new Error(`no ${type} frame`)), 5000);
      });
    },
    close: () => ws.close(),
  };
}

async function atNotary(lastName = 'Happy') {
  const a = await newApplicant(api, lastName);
  expect(await walkUntil(api, a.token, a.uuid, 'closing-signature')).toBe(lastName === 'Notary' ? 'MANUAL_DEED_SIGNING' : 'NOTARY_DISCLOSURE');
  return a;
}

describe('the online notary session', () => {
  it('is open only to the owner in a notary status, with the ID on file; joining twice gives the same session', async () => {
    const early = await newApplicant(api);
    expect((await api('POST', NOTARY_API, { token: early.token, body: { applicationUuid: early.uuid } })).status).toBe(409);
    const a = await atNotary();
    const other = await newApplicant(api);
    expect((await api('POST', NOTARY_API, { token: other.token, body: { applicationUuid: a.uuid } })).status).toBe(403);
    expect((await api('POST', NOTARY_API, { body: { applicationUuid: a.uuid } })).status).toBe(401);
    expect((await api('POST', NOTARY_API, { token: a.token, body: {} })).body.errors).toEqual([{ pointer: '/applicationUuid', message: "Give the application's id" }]);
    // The old self-attested step is gone.
    expect((await api('POST', `${APP}/${a.uuid}/notary`, { token: a.token, body: { outcome: 'COMPLETED' } })).status).toBe(404);

    const first = await ok('POST', NOTARY_API, { applicationUuid: a.uuid }, a.token);
    const again = await ok('POST', NOTARY_API, { applicationUuid: a.uuid }, a.token);
    expect(again.sessionId).toBe(first.sessionId);
    expect(first).toMatchObject({ status: 'WAITING', notaryName: null, identityVerified: false, token: expect.any(String) });
    const view = await ok('GET', `/ops/notary/sessions/${first.sessionId}`);
    expect(view).toMatchObject({ participantName: 'Pat Happy', party: 'APPLICANT', identityDocument: { type: 'DRIVERS_LICENSE_FRONT', contentType: 'image/png' } });
    const file = await fetch(`${server.url}/ops/notary/sessions/${first.sessionId}/identity-document`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('goes in order: admit, check the ID, ask, sign with the legal name, complete; the application moves on', async () => {
    const a = await atNotary();
    const { sessionId } = await ok('POST', NOTARY_API, { applicationUuid: a.uuid }, a.token);
    const post = (path: string, body: unknown = {}) => api('POST', `/ops/notary/sessions/${sessionId}/${path}`, { body });
    expect((await post('verify-identity')).status).toBe(409);
    expect((await post('admit', { notary: 'x'.repeat(65) })).body.errors[0]).toEqual({ pointer: '/notary', message: 'Use 64 characters or fewer' });
    expect((await post('admit', { notary: 'Jordan Notary' })).body).toMatchObject({ status: 'IN_SESSION', notaryName: 'Jordan Notary' });
    expect((await post('request-signature')).status).toBe(409);
    expect((await post('complete')).status).toBe(409);
    await post('verify-identity');
    const sign = (body: unknown) => api('POST', `${NOTARY_API}/${sessionId}/signature`, { token: a.token, body });
    expect((await sign({ accepted: true, signatureName: 'Pat Happy' })).status).toBe(409);
    await post('request-signature');
    expect((await sign({ signatureName: 'Pat Happy' })).body.errors).toEqual([{ pointer: '/accepted', message: 'Confirm that you are signing the mortgage of your own free will' }]);
    expect((await sign({ accepted: true, signatureName: 'Someone Else' })).body.errors).toEqual([{ pointer: '/signatureName', message: 'Type your full legal name as it appears on your application: Pat Happy' }]);
    expect((await sign({ accepted: true, signatureName: 'Pat H' })).body.errors).toEqual([{ pointer: '/signatureName', message: 'Type your full legal name as it appears on your application: Pat Happy' }]);
    expect((await sign({ accepted: true, signatureName: '  pat   happy ' })).body).toMatchObject({ signed: true });
    expect((await ok('GET', `/ops/notary/sessions/${sessionId}`)).signatureName).toBe('pat   happy');
    expect(await status(api, a.token, a.uuid)).toBe('NOTARY_DISCLOSURE');
    expect((await post('complete')).body).toMatchObject({ status: 'COMPLETED' });
    expect(await status(api, a.token, a.uuid)).toBe('TRUST_AND_INSURANCE');
    const app = await getApp(api, a.token, a.uuid);
    expect(app).toMatchObject({ notarySessionId: sessionId, status: { primaryParticipantAcceptComplete: true, disclosurelistNotaryComplete: true } });
    expect((await post('complete')).status).toBe(409);
  });

  it('an ended session tells the participant why, and a new one can start', async () => {
    const a = await atNotary();
    const { sessionId } = await ok('POST', NOTARY_API, { applicationUuid: a.uuid }, a.token);
    await ok('POST', `/ops/notary/sessions/${sessionId}/end`, { reason: 'Your ID was hard to read.' });
    expect(await ok('GET', `${NOTARY_API}/${sessionId}`, undefined, a.token)).toMatchObject({ status: 'ENDED', endedReason: 'Your ID was hard to read.' });
    const next = await ok('POST', NOTARY_API, { applicationUuid: a.uuid }, a.token);
    expect(next.sessionId).not.toBe(sessionId);
    expect(await status(api, a.token, a.uuid)).toBe('NOTARY_DISCLOSURE');
  });

  it('relays WebRTC signalling only between the participant and the console that admitted them', async () => {
    const a = await atNotary();
    const joined = await ok('POST', NOTARY_API, { applicationUuid: a.uuid }, a.token);
    const bad = socket('/service-notary/ws?token=nope');
    await expect(bad.next('error')).resolves.toMatchObject({ code: 'TOKEN_INVALID' });

    const participant = socket(`/service-notary/ws?token=${joined.token}`);
    await participant.open();
    expect((await participant.next('session')).session).toMatchObject({ status: 'WAITING' });
    const notary = socket('/ops/notary/ws?notary=Jordan');
    const onlooker = socket('/ops/notary/ws?notary=Riley');
    await Promise.all([notary.open(), onlooker.open()]);
    const listed = await notary.next('sessions');
    expect(listed.sessions.find((s: any) => s.sessionId === joined.sessionId)).toMatchObject({ online: true, status: 'WAITING' });

    notary.send({ type: 'admit', sessionId: joined.sessionId });
    await expect(notary.next('peerReady')).resolves.toMatchObject({ sessionId: joined.sessionId });
    expect((await participant.next('session')).session).toMatchObject({ status: 'IN_SESSION', notaryName: 'Jordan' });

    const offer = { kind: 'description', description: { type: 'offer', sdp: 'v=0 offer' } };
    onlooker.send({ type: 'signal', sessionId: joined.sessionId, data: offer });
    notary.send({ type: 'signal', sessionId: joined.sessionId, data: { kind: 'nonsense' } });
    notary.send({ type: 'signal', sessionId: joined.sessionId, data: offer });
    expect((await participant.next('signal')).data).toEqual(offer);
    participant.send({ type: 'signal', data: { kind: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.2 5000 typ host', sdpMid: '0' } } });
    expect((await notary.next('signal'))).toMatchObject({ sessionId: joined.sessionId, data: { kind: 'candidate' } });
    // A reconnecting participant asks the console to restart the call.
    participant.send({ type: 'ready' });
    await expect(notary.next('peerReady')).resolves.toMatchObject({ sessionId: joined.sessionId });

    notary.send({ type: 'verifyIdentity', sessionId: joined.sessionId });
    expect((await participant.next('session')).session.identityVerified).toBe(true);
    notary.send({ type: 'complete', sessionId: joined.sessionId });
    await expect(notary.next('error')).resolves.toMatchObject({ message: 'Check the ID and witness the signature before completing.' });
    for (const s of [participant, notary, onlooker, bad]) s.close();
  });
});

describe('in-person notary appointments', () => {
  it('lists free slots in the property\'s time zone, books one, reschedules and cancels, and no slot is booked twice', async () => {
    const a = await atNotary('Notary');
    const b = await atNotary('Notary');
    const slotsOf = async (who: { token: string; uuid: string }) => ok('GET', `${APP}/${who.uuid}/notary-slots`, undefined, who.token);
    const list = await slotsOf(a);
    // Oregon: Pacific time; Monday to Saturday 8 am to 8 pm, a day ahead, two weeks out (sandbox/data/notary.json).
    expect(list.timeZone).toBe('America/Los_Angeles');
    expect(list.slots.length).toBeGreaterThan(50);
    const local = (iso: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(iso));
    for (const s of list.slots) {
      const p = Object.fromEntries(local(s.startsAt).map((x) => [x.type, x.value]));
      expect(p['weekday']).not.toBe('Sun');
      // Closed on federal holidays (notary.json closedOnFederalHolidays): no time on Thanksgiving, 26 November.
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(s.startsAt))).not.toBe('2026-11-26');
      expect(Number(p['hour'])).toBeGreaterThanOrEqual(8);
      expect(Number(p['hour'])).toBeLessThan(20);
      expect(Date.parse(s.startsAt)).toBeGreaterThanOrEqual(Date.parse('2026-11-20T18:00:00Z') + 24 * 3_600_000);
    }
    const book = (who: { token: string; uuid: string }, body: unknown) => api('POST', `${APP}/${who.uuid}/manual-notary`, { token: who.token, body });
    expect((await book(a, {})).body.errors).toEqual([{ pointer: '/slotUuid', message: 'Select a time' }]);

    const [first, second] = list.slots;
    const booked = await book(a, { slotUuid: first.uuid, location: 'Front porch, 12 Main Street' });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({
      requestedManualNotaryTime: first.startsAt,
      manualNotaryAppointment: { startsAt: first.startsAt, timeZone: 'America/Los_Angeles', location: 'Front porch, 12 Main Street', status: 'BOOKED', confirmation: expect.stringMatching(/^N-[0-9A-F]{8}$/) },
    });
    expect(booked.body.serverStatus).toBe('MANUAL_DEED_SIGNING');
    // Both notaries are free at that time, so B can still take it; a third applicant cannot.
    expect((await book(b, { slotUuid: (await slotsOf(b)).slots[0].uuid })).status).toBe(200);
    expect((await slotsOf(b)).slots[0].startsAt).toBe(first.startsAt);
    const c = await atNotary('Notary');
    expect((await slotsOf(c)).slots[0].startsAt).toBe(second.startsAt);
    expect((await book(c, { slotUuid: first.uuid })).body.errors).toEqual([{ pointer: '/slotUuid', message: 'That time was just taken. Please choose another.' }]);

    // Rescheduling frees the old time.
    const moved = await book(a, { slotUuid: second.uuid });
    expect(moved.body.manualNotaryAppointment).toMatchObject({ startsAt: second.startsAt, location: null });
    expect((await slotsOf(c)).slots[0].startsAt).toBe(first.startsAt);
    expect((await slotsOf(a)).bookedSlotUuid).toBe(second.uuid);

    // Cancelling frees it too; nothing left to cancel afterwards.
    const cancelled = await api('POST', `${APP}/${a.uuid}/manual-notary/cancel`, { token: a.token, body: {} });
    expect(cancelled.body).toMatchObject({ manualNotaryAppointment: null, requestedManualNotaryTime: null });
    expect((await api('POST', `${APP}/${a.uuid}/manual-notary/cancel`, { token: a.token, body: {} })).status).toBe(409);
    expect(count(server.databasePath, 'notary_appointments')).toBe(3);
  });

  it('keeps bookings across a restart; the notary reports the deed signed and the application moves on', async () => {
    const a = await atNotary('Notary');
    const { slots } = await ok('GET', `${APP}/${a.uuid}/notary-slots`, undefined, a.token);
    const { manualNotaryAppointment: appointment } = await ok('POST', `${APP}/${a.uuid}/manual-notary`, { slotUuid: slots[3].uuid }, a.token);
    const restarted = await start({ dir: server.dir, databasePath: server.databasePath, startAt: Date.parse('2026-11-20T18:00:00Z') });
    try {
      const rapi = client(restarted);
      const listed = (await rapi('GET', '/ops/notary/appointments')).body;
      expect(listed.find((x: any) => x.uuid === appointment.uuid)).toMatchObject({ applicationUuid: a.uuid, startsAt: slots[3].startsAt, status: 'BOOKED' });
      // Before the appointment's time the report is refused, saying when it is; nothing changes.
      const early = await rapi('POST', `/ops/notary/appointments/${appointment.uuid}/complete`, { body: {} });
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({ code: 'APPOINTMENT_NOT_STARTED', startsAt: slots[3].startsAt });
      expect(early.body.message).toMatch(new RegExp(`^Appointment ${appointment.confirmation} is booked for \\w{3}, \\w{3} \\d+, \\d+:\\d\\d [AP]M P[SD]T; it has not started yet\\. Report the deed signed after you meet the applicant, or confirm that you met them early\\.$`));
      expect(await status(rapi, a.token, a.uuid)).toBe('MANUAL_DEED_SIGNING');
      expect((await rapi('GET', '/ops/notary/appointments')).body.find((x: any) => x.uuid === appointment.uuid).status).toBe('BOOKED');
      expect((await rapi('POST', `/ops/notary/appointments/${appointment.uuid}/complete`, { body: { confirmEarly: 'yes' } })).status).toBe(400);
      // The notary met the applicant early and says so: taken.
      expect((await rapi('POST', `/ops/notary/appointments/${appointment.uuid}/complete`, { body: { confirmEarly: true } })).body.status).toBe('COMPLETED');
      expect(await status(rapi, a.token, a.uuid)).toBe('TRUST_AND_INSURANCE');
      expect((await getApp(rapi, a.token, a.uuid))).toMatchObject({ status: { manualDeedSigningComplete: true }, manualNotaryAppointment: { status: 'COMPLETED' } });
      expect((await rapi('POST', `/ops/notary/appointments/${appointment.uuid}/complete`)).status).toBe(409);
      expect((await rapi('GET', `${APP}/${a.uuid}/notary-slots`, { token: a.token })).status).toBe(409);
    } finally {
      await restarted.close();
    }
  });

  it('from the appointment\'s time on, the deed is reported signed without a confirmation', async () => {
    const a = await atNotary('Notary');
    const { slots } = await ok('GET', `${APP}/${a.uuid}/notary-slots`, undefined, a.token);
    const { manualNotaryAppointment: appointment } = await ok('POST', `${APP}/${a.uuid}/manual-notary`, { slotUuid: slots[0].uuid }, a.token);
    expect((await api('POST', `/ops/notary/appointments/${appointment.uuid}/complete`)).status).toBe(409);
    // The server's clock reaches the booked time (the applicant's token has expired by then: the operations view reads the application).
    server.advance(Date.parse(slots[0].startsAt) - Date.parse('2026-11-20T18:00:00Z'));
    expect((await api('POST', `/ops/notary/appointments/${appointment.uuid}/complete`)).body.status).toBe('COMPLETED');
    expect((await api('GET', `/ops/applications/${a.uuid}`)).body.application).toMatchObject({ serverStatus: 'TRUST_AND_INSURANCE', status: { manualDeedSigningComplete: true }, manualNotaryAppointment: { status: 'COMPLETED' } });
  });
});
