/**
 * The address-lookup operation (001 §2, §5 Address typeahead) at the URL the brand names
 * (`services.addressLookup.url`, schemas/meta/brand.schema.json; the sandbox's by default):
 * `GET {url}/suggestions?q=&state=` and `POST {url}/verification` with `{address}`. The calls carry
 * no token and no cookie (a lender's provider may be another site), and give up quickly: a lookup
 * that fails or is slow gives no suggestions, and a verification that does is UNAVAILABLE, so the
 * applicant types and continues as if there were no service.
 */
import { send } from './client.ts';
import { normalizeSuggestions, type Address } from '../fields/address.ts';
import { ADDRESS_PARTS, type AddressParts, type VerificationAnswer } from '../../engine/addressVerification.ts';

export const SUGGEST_TIMEOUT_MS = 3_000;
export const VERIFY_TIMEOUT_MS = 5_000;

export interface AddressLookupService {
  suggest(text: string, state?: string): Promise<Address[]>;
  verify(address: AddressParts): Promise<VerificationAnswer>;
}

/** The brand's address lookup, or undefined when the brand names none. */
export function addressLookupFor(brand: Record<string, unknown> | undefined): AddressLookupService | undefined {
  const services = brand?.['services'] as { addressLookup?: { url?: unknown } } | undefined;
  const url = services?.addressLookup?.url;
  if (typeof url !== 'string' || !/^(https:\/\/|\/)/.test(url)) return undefined;
  return addressLookup(url.replace(/\/+$/, ''));
}

async function call(url: string, init: RequestInit, ms: number): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('The address lookup took too long')), ms);
  try {
    const res = await send(url, { ...init, credentials: 'omit', signal: controller.signal, headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) } });
    if (!res.ok) throw new Error(`The address lookup answered ${res.status}`);
    return await res.json();
  } finally {
    clearTimeout(timer);
  }
}

const parts = (a: unknown): AddressParts | undefined => {
  if (!a || typeof a !== 'object') return undefined;
  const out: AddressParts = {};
  for (const k of ADDRESS_PARTS) {
    const v = (a as Record<string, unknown>)[k];
    if (typeof v === 'string' && v.trim() !== '') out[k] = k === 'state' ? v.trim().toUpperCase() : v.trim();
  }
  return out;
};

export function addressLookup(base: string): AddressLookupService {
  return {
    async suggest(text, state) {
      const q = new URLSearchParams({ q: text, ...(state ? { state } : {}) });
      const body = await call(`${base}/suggestions?${q}`, { method: 'GET' }, SUGGEST_TIMEOUT_MS);
      return normalizeSuggestions((body as { suggestions?: unknown } | null)?.suggestions);
    },
    async verify(address) {
      try {
        const body = (await call(`${base}/verification`, { method: 'POST', body: JSON.stringify({ address }) }, VERIFY_TIMEOUT_MS)) as { result?: unknown; address?: unknown } | null;
        const result = body?.result;
        if (result !== 'VERIFIED' && result !== 'CORRECTED' && result !== 'NOT_FOUND') return { result: 'UNAVAILABLE' };
        const found = parts(body?.address);
        return found ? { result, address: found } : { result };
      } catch {
        return { result: 'UNAVAILABLE' };
      }
    },
  };
}
