/**
 * How navigation reads each journey's status (navigationObserver.ts ObservedStatus): the
 * application's (api/applicationStatus.ts readStatus, journeys/heloc.json) and the additional
 * signer's co-deed status (api/signerStatus.ts, journeys/signer.json).
 */
import type { QueryClient } from '@tanstack/react-query';
import { journeys } from '../app/journeys.ts';
import { recordDecision } from '../app/devTrace.ts';
import { ApiError } from '../api/client.ts';
import { readStatus, statusReadKey, type StatusRead } from '../api/applicationStatus.ts';
import { fetchSignerStatus, signerStatusKey } from '../api/signerStatus.ts';
import type { SignerProgress } from '../../engine/types/signer.ts';
import type { ObservedStatus } from './navigationObserver.ts';

/** No application for this id, or not this visitor's (journeys/heloc.json `statusRouting.leave`): navigate() decides with app null. */
const MISSING = [401, 403, 404];

export function applicationStatus(queryClient: QueryClient, uuid: string): ObservedStatus<StatusRead> {
  return {
    journey: journeys.heloc,
    queryKey: statusReadKey(uuid),
    read: (since, watching) => readStatus(queryClient, uuid, since, watching),
    inputOf: (read) => ({ status: read.status, app: read.app, attempt: read.attempt }),
    missing: (error) => (error instanceof ApiError && MISSING.includes(error.status) ? { app: null } : undefined),
    readAt: (read) => read.at,
    label: (read, path) => `status ${read.status} (try ${read.attempt}) on ${path}`,
    onDecision: recordDecision,
  };
}

/**
 * The signer's status: read when the area is first opened and again after each submit (the
 * client's defaults: no read on arrival when one is cached), also on pages reachable whatever the
 * status (the conditions show the signer's data). A read that fails goes to the journey's readError page.
 */
export const signerStatus: ObservedStatus<SignerProgress> = {
  journey: journeys.signer,
  queryKey: signerStatusKey,
  read: () => fetchSignerStatus(),
  inputOf: (signer) => ({ signer }),
  missing: () => ({ signer: null }),
  readOnAnyStatus: true,
  label: (_read, path) => `signer on ${path}`,
  onDecision: recordDecision,
};
