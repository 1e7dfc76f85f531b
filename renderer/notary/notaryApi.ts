/**
 * The notary provider's calls (000 §2 notary/session, schedule-manual, reserve-manual), through the
 * registry's operations: join the waiting room, sign the deed, leave; the in-person slots and the
 * cancellation. Ours: the seeds name the screens, not the provider's API.
 */
import { callOperation } from '../api/operations.ts';

export type NotarySessionStatus = 'WAITING' | 'IN_SESSION' | 'COMPLETED' | 'ENDED';

/** What the participant sees of the session (the sandbox's participantView). */
export interface NotarySessionView {
  sessionId: string;
  status: NotarySessionStatus;
  notaryName: string | null;
  identityVerified: boolean;
  signatureRequested: boolean;
  signed: boolean;
  endedReason: string | null;
}

export const joinSession = (applicationUuid: string) => callOperation<NotarySessionView & { token: string }>('notaryJoin', {}, { applicationUuid });
export const signDeed = (sessionId: string, body: Record<string, unknown>) => callOperation<NotarySessionView>('notarySignature', { sessionId }, body);
export const leaveSession = (sessionId: string) => callOperation<NotarySessionView>('notaryLeave', { sessionId }, {});

export interface NotarySlot { uuid: string; startsAt: string; endsAt: string }
export interface NotarySlots { timeZone: string; bookedSlotUuid: string | null; slots: NotarySlot[] }

export const notarySlotsKey = (uuid: string) => ['notary', 'slots', uuid] as const;
export const fetchNotarySlots = (uuid: string) => callOperation<NotarySlots>('notarySlots', { uuid }, undefined);
export const cancelAppointment = (uuid: string) => callOperation('manualNotaryCancel', { uuid }, {});
