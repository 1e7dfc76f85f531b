/**
 * Disclosure documents as files (GET {app}/{uuid}/documents/{kind}.pdf): fetched with the
 * applicant's token and the request client's headers (001 §7), answered as bytes.
 */
import { ApiError, getOrgCode, getToken, send } from './client.ts';

export async function fetchDocument(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  const headers: Record<string, string> = { 'X-With-Origin': window.location.origin, 'x-org': getOrgCode(), Accept: 'application/pdf' };
  const token = getToken();
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await send(url, { headers, credentials: 'include', ...(signal ? { signal } : {}) });
  } catch (e) {
    throw new ApiError(0, `Response was not defined for ${url}`, (e as Error).message);
  }
  if (!response.ok) throw new ApiError(response.status, `The document could not be loaded (${response.status}).`, null);
  return new Uint8Array(await response.arrayBuffer());
}
