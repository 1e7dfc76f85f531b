import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { limitLifetime } from '../http/socketLifetime.js';
import type { Ctx } from '../context.js';
import { send } from '../chat/hub.js';
import { frame, socketError } from '../chat/frames.js';
import { DEFAULT_NETWORK, NotarySlots, type NotaryNetwork } from '../db/notarySlots.js';
import { requireAuth } from '../http/auth.js';
import { conflict } from '../http/errors.js';
import { NotaryService } from '../notary/service.js';
import { MANUAL_NOTARY_STATUS, timeZoneOf } from '../simulator/notarySteps.js';
import { earliestClosingOn } from '../simulator/stateLaw.js';
import { calendarDay } from '../../engine/index.ts';
import { ownApplication } from './access.js';
import { profileView } from './profile.js';
import { notaryConsoleRoutes } from './notaryConsole.js';
import { pathOf } from './operationPaths.js';

/** WebRTC signalling relayed as is: an SDP offer or answer, or an ICE candidate; never large. */
const MAX_SIGNAL_CHARS = 64 * 1024;

export function validSignal(data: unknown): data is Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const kind = (data as { kind?: unknown }).kind;
  return (kind === 'description' || kind === 'candidate') && JSON.stringify(data).length <= MAX_SIGNAL_CHARS;
}

/**
 * The notary provider's participant side (ours; the seeds name only the screens, 000 §2): join the
 * waiting room, sign the deed, leave, and the live socket that carries the session's state and the
 * WebRTC signalling with the notary. Also the free in-person slots of the application's time zone.
 * The notary's side is the console (notaryConsole.ts).
 */
export function notaryRoutes(app: FastifyInstance, ctx: Ctx): void {
  const notary = new NotaryService(ctx);
  app.addHook('onClose', async () => notary.hub.closeAll());
  // Once the server is closing, the sockets' close events come after the database is closed: tell no consoles then.
  let closing = false;
  app.addHook('preClose', async () => { closing = true; });

  app.post(pathOf('notaryJoin'), async (request) => {
    const auth = requireAuth(request);
    const body = ctx.validator.check('notaryJoin', request.body);
    const s = notary.join(auth, body.applicationUuid);
    return { ...notary.participantView(s), token: s.token };
  });

  app.get(pathOf('notarySession'), async (request) => notary.participantView(notary.own(requireAuth(request), (request.params as { sessionId: string }).sessionId)));

  app.post(pathOf('notarySignature'), async (request) => {
    const s = notary.own(requireAuth(request), (request.params as { sessionId: string }).sessionId);
    // The deed's screen rules run here too: the typed name is the participant's legal name (schemas/rules/signature.json).
    const identity = ctx.identities.byUuid(s.identityUuid);
    const body = ctx.validator.check('notarySignature', request.body, { profile: identity ? profileView(identity) : {} });
    return notary.participantView(notary.sign(s, body));
  });

  app.post(pathOf('notaryLeave'), async (request) => {
    const s = notary.own(requireAuth(request), (request.params as { sessionId: string }).sessionId);
    return notary.participantView(notary.end(s.uuid, `${s.participantName} left the session.`));
  });

  // Free in-person times (notary/schedule-manual), in the property's time zone; the booked one stays listed.
  app.get(pathOf('notarySlots'), async (request) => {
    const { uuid } = request.params as { uuid: string };
    return ctx.tx(() => {
      const { app: record } = ownApplication(ctx, request, uuid);
      if (record.status !== MANUAL_NOTARY_STATUS) throw conflict(`In-person notary times are not open while the application is in status ${record.status}.`, { status: record.status });
      const network = ctx.dataFile<NotaryNetwork>('notary.json', DEFAULT_NETWORK);
      const timeZone = timeZoneOf(network, record);
      const slots = new NotarySlots(ctx.db);
      const now = ctx.now();
      // A state's wait (Texas §50(a)(6)(M)): no time before the earliest closing day (sandbox/simulator/stateLaw.ts),
      // and the days offered count from that day. No time at all while the owner has not received the
      // state's notice: the wait has not begun.
      const earliest = earliestClosingOn(record.data);
      const firstDay = earliest === 'notice' ? null : earliest;
      slots.ensure(network, timeZone, now, firstDay);
      const booked = slots.booked(record.uuid);
      const free = earliest === 'notice' ? [] : slots.free(network, timeZone, now, firstDay).filter((s) => earliest === null || (calendarDay(s.startsAt, timeZone) ?? '') >= earliest);
      const all = booked && !free.some((s) => s.startsAt === booked.slot.startsAt) ? [...free, booked.slot].sort((a, b) => a.startsAt - b.startsAt) : free;
      return {
        timeZone,
        bookedSlotUuid: booked?.slotUuid ?? null,
        slots: all.map((s) => ({ uuid: booked?.slot.startsAt === s.startsAt ? booked.slotUuid : s.uuid, startsAt: new Date(s.startsAt).toISOString(), endsAt: new Date(s.endsAt).toISOString() })),
      };
    });
  });

  // The participant's websocket (the browser cannot send an Authorization header on one: `?token=`).
  app.get(pathOf('notarySocket'), { websocket: true }, (socket: WebSocket, request) => {
    let sessionUuid: string;
    try {
      sessionUuid = notary.forToken((request.query as { token?: unknown }).token).uuid;
    } catch (error) {
      send(socket, socketError(error));
      socket.close(4401, 'invalid token');
      return;
    }
    notary.hub.addParticipant(sessionUuid, socket);
    limitLifetime(socket, ctx.options.socketLifetimeMs);
    send(socket, { type: 'session', session: notary.participantView(notary.get(sessionUuid)) });
    notary.hub.toConsoles({ type: 'sessions', sessions: notary.list() });
    socket.on('close', () => { if (!closing) notary.hub.toConsoles({ type: 'sessions', sessions: notary.list() }); });
    socket.on('message', (raw) => {
      const data = frame(raw);
      if (!data) return;
      if (data['type'] === 'ping') send(socket, { type: 'pong' });
      else if (data['type'] === 'ready') notary.peerReady(sessionUuid);
      else if (data['type'] === 'signal' && validSignal(data['data'])) notary.hub.toOwner(sessionUuid, { type: 'signal', sessionId: sessionUuid, data: data['data'] });
    });
  });

  notaryConsoleRoutes(app, ctx, notary);
}
