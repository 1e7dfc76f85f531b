/** GET .../co-deed/status (001 §7): the additional signer's progress, with the application they sign. */
import { request } from './client.ts';
import { apiPath } from './operations.ts';
import type { OperationResponses } from '../../engine/types/responses.ts';

export const signerStatusKey = ['signer', 'co-deed-status'] as const;
export const fetchSignerStatus = () => request<OperationResponses['signerStatus']>(apiPath('signerStatus'), { background: true });
