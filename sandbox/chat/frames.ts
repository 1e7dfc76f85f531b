import type { RawData } from 'ws';
import { ApiError, ValidationError } from '../http/errors.js';

/** Parses one websocket frame as a JSON object, or null. */
export function frame(raw: RawData): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw.toString());
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A failure told over the socket: code and message, with the client's id for a failed send. */
export function socketError(error: unknown, clientId?: unknown) {
  const e = error instanceof ApiError ? error : null;
  const detail = error instanceof ValidationError ? error.errors[0]?.message : undefined;
  return { type: 'error', code: e?.statusCode === 401 ? 'TOKEN_INVALID' : 'SEND_FAILED', message: detail ?? e?.message ?? 'Something went wrong.', clientId: typeof clientId === 'string' ? clientId : null };
}
