/**
 * Disclosure documents (GET {app}/{uuid}/documents/{kind}.pdf, and {kind}.json for the same
 * document as text blocks): fetched with the applicant's token and the request client's headers
 * (001 §7), answered as bytes or as the text.
 */
import { ApiError, getOrgCode, getToken, send } from './client.ts';

import type { DocumentBlock, DocumentText } from '../../engine/types/documentText.ts';

export type { DocumentBlock, DocumentText };

async function get(url: string, accept: string, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { 'X-With-Origin': window.location.origin, 'x-org': getOrgCode(), Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await send(url, { headers, credentials: 'include', ...(signal ? { signal } : {}) });
  } catch (e) {
    throw new ApiError(0, `Response was not defined for ${url}`, (e as Error).message);
  }
  if (!response.ok) throw new ApiError(response.status, `The document could not be loaded (${response.status}).`, null);
  return response;
}

export async function fetchDocument(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  return new Uint8Array(await (await get(url, 'application/pdf', signal)).arrayBuffer());
}

export async function fetchDocumentText(url: string, signal?: AbortSignal): Promise<DocumentText> {
  const body = await (await get(url, 'application/json', signal)).json().catch(() => null) as DocumentText | null;
  if (!body || !Array.isArray(body.blocks)) throw new ApiError(0, `Response was not convertible to json for ${url}`, null);
  return body;
}
