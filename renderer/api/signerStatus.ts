/** GET .../co-deed/status (001 §7): the additional signer's progress, with the application they sign. */
import { request } from './client.ts';
import { apiPath } from './operations.ts';
import type { SignerProgress } from '../../engine/types/signer.ts';

export const signerStatusKey = ['signer', 'co-deed-status'] as const;
export const fetchSignerStatus = () => request<SignerProgress>(apiPath('signerStatus'), { background: true });
