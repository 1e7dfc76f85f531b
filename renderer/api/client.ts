/**
 * The request client (001 §7, §8): Bearer token from local storage (key jwt), credentials included,
 * X-With-Origin and x-org headers, a token in a 200 answer's Authorization header is stored,
 * 30 s time-out, failures become an ApiError holding status, message and parsed body.
 * A 429 says how long to wait in words from its Retry-After (engine/waitWords.ts); a background
 * call (telemetry, flags, status reads, chat refreshes) never shows it: it waits the time out and
 * tries again (`background`).
 */
import { pleaseWait, retryAfterSeconds } from '../../engine/waitWords.ts';
import { translate, type Dictionary } from '../../engine/locale.ts';
import { noteServerDate } from './serverClock.ts';
import { replaceUuids } from '../../engine/paths.ts';

export const TOKEN_KEY = 'jwt';
const TIMEOUT_MS = 30_000;

let orgCode = 'FIGURE';
export const setOrgCode = (code: string) => { orgCode = code; };
/** The language the applicant reads (renderer/app/language.tsx), sent as Accept-Language: the lender API's messages come back in it. */
let language = 'en';
/** The applicant's words for the client's own sentences (the wait before a retry, engine/waitWords.ts); English as written until a dictionary is given. */
let words: (text: string) => string = (text) => text;
export const setRequestLanguage = (code: string, dictionary?: Dictionary) => {
  language = code;
  words = (text) => translate(text, dictionary);
};
export const getOrgCode = () => orgCode;

/** Where the token is kept: local storage (key jwt, 001 §9) in the app; memory in the staff gallery. */
export interface TokenStore { get(): string | null; set(value: string): void; clear(): void }
const localTokens: TokenStore = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (value) => localStorage.setItem(TOKEN_KEY, value),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};
let tokens = localTokens;
/** Replaces where the token is kept (the staff gallery keeps a fixture's session in memory). */
export const setTokenStore = (store: TokenStore) => { tokens = store; };

export const getToken = (): string | null => tokens.get();
export const setToken = (jwt: string) => tokens.set(jwt.startsWith('Bearer ') ? jwt : `Bearer ${jwt}`);
export const clearToken = () => tokens.clear();

/** What carries a request: the network in the app; answers from a fixture in the staff gallery. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
/** Replaces the network for every request of the app (renderer/studio/fixtureTransport.ts). */
export const setTransport = (next: Transport) => { transport = next; };
export const send: Transport = (url, init) => transport(url, init);

/** One field error of a 400 answer (schemas/api/error.schema.json). */
export interface FieldError { pointer: string; message: string }

export class ApiError extends Error {
  /** `retryAfter`: seconds a 429 (or 503) asked to wait, from its Retry-After header. */
  /** `said`: what a person reads instead of `message`, where the message is for the logs (an answer that was missing or not JSON, 001 §8). */
  constructor(readonly status: number, message: string, readonly body: unknown, readonly retryAfter: number | null = null, readonly said: string | null = null) {
    super(message);
    this.name = 'ApiError';
  }
  get fieldErrors(): FieldError[] {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? errors.filter((e): e is FieldError => typeof e?.pointer === 'string' && typeof e?.message === 'string') : [];
  }
}

/** Unique messages joined with commas, ending with a period; "Something unexpected happened" otherwise (001 §8). */
export function errorMessage(error: unknown): string {
  const messages = error instanceof ApiError
    ? [...new Set([...error.fieldErrors.map((e) => e.message), error.said ?? error.message].filter(Boolean))]
    : error instanceof Error && error.message ? [error.message] : [];
  if (messages.length === 0) return 'Something unexpected happened';
  const joined = messages.map((m) => m.replace(/\.$/, '')).join(', ');
  return `${joined}.`;
}

/** 001 §8: a 401, or a 403 saying unauthenticated or invalid signature, ends the session. */
export const isSessionEnded = (status: number, message: string | undefined): boolean =>
  status === 401 || (status === 403 && /^(unauthenticated|invalid signature)$/i.test((message ?? '').trim()));

let unauthorizedHandler: (() => void) | null = null;
/** Called after the token is cleared for an ended session (the shell sends the visitor to login). */
export const onUnauthorized = (handler: (() => void) | null) => { unauthorizedHandler = handler; };

/** What a failed submit shows: the server's field errors on their fields, else one message for the whole form. */
export function submitErrors(error: unknown): FieldError[] {
  if (error instanceof ApiError && error.fieldErrors.length > 0) return error.fieldErrors;
  return [{ pointer: '', message: errorMessage(error) }];
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Calls made in the "external" context carry no token. */
  external?: boolean;
  /**
   * An external call that still names the signed-in person, when there is one (the chatbot answers
   * about their own application, sandbox/routes/chat.ts): the token goes with it; as for any
   * external call, its 401 says nothing about the sign-in.
   */
  carryToken?: boolean;
  /** Writes carry an Idempotency-Key (a new one per call unless given): a repeated call with the same key gets the first answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Extra headers (an identity call may carry a token of its own, 001 §7). */
  headers?: Record<string, string>;
  /**
   * Made without the person asking (telemetry, flags, status reads, chat refreshes): a 429 is never
   * theirs to read. The call waits out Retry-After and tries again, and other background calls to
   * the same path wait too instead of meeting the limit again.
   */
  background?: boolean;
}

/** Background calls wait out a limit before trying again; at most this long per wait. */
const LONGEST_WAIT_S = 15 * 60;
/** Without Retry-After, a limited background call waits this long. */
const DEFAULT_WAIT_S = 60;
/** Per path (ids left out), when background calls may go again. */
const limitedUntil = new Map<string, number>();
const pathKey = (url: string) => replaceUuids(url.split('?')[0]!, ':id');
const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve, reject) => {
  if (signal?.aborted) return reject(signal.reason);
  const timer = setTimeout(resolve, ms);
  signal?.addEventListener('abort', () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
});

/** A random key (randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What a person reads when the service's answer is missing or unreadable (a gateway's or load balancer's own page). */
export const UNANSWERED = 'We could not reach our service just now. Please try again in a moment';

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  if (!options.background) return requestOnce<T>(url, options);
  const key = pathKey(url);
  // One key for every try, so a write the server did take is answered, not made twice.
  const once = options.method && options.method !== 'GET' ? { ...options, idempotencyKey: options.idempotencyKey ?? newIdempotencyKey() } : options;
  for (;;) {
    const until = limitedUntil.get(key) ?? 0;
    if (until > Date.now()) await sleep(until - Date.now(), options.signal);
    try {
      return await requestOnce<T>(url, once);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      const wait = Math.min(LONGEST_WAIT_S, Math.max(1, error.retryAfter ?? DEFAULT_WAIT_S));
      limitedUntil.set(key, Math.max(limitedUntil.get(key) ?? 0, Date.now() + wait * 1000));
    }
  }
}

/** For tests: forget the limits met. */
export const resetLimits = () => limitedUntil.clear();

async function requestOnce<T>(url: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { 'X-With-Origin': window.location.origin, 'x-org': orgCode, Accept: 'application/json', 'Accept-Language': language };
  const token = getToken();
  if (token && (!options.external || options.carryToken)) headers.Authorization = token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.method && options.method !== 'GET') headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  Object.assign(headers, options.headers);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await send(url, { method: options.method ?? 'GET', headers, credentials: 'include', body: options.body === undefined ? undefined : JSON.stringify(options.body), signal });
  } catch (e) {
    throw new ApiError(0, (e as Error).name === 'TimeoutError' ? 'The request timed out' : `Response was not defined for ${url}`, null, null, UNANSWERED);
  }
  noteServerDate(response.headers.get('Date'));
  const auth = response.headers.get('Authorization');
  if (response.status === 200 && auth?.startsWith('Bearer ')) setToken(auth);
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, `Response was not convertible to json for ${url}`, text, retryAfterSeconds(response.headers.get('Retry-After'), Date.now()), UNANSWERED);
    }
  }
  if (!response.ok) {
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'), Date.now());
    const said = (body as { message?: string } | null)?.message ?? response.statusText;
    // A limit is told once, as how long to wait in words, whatever the server's wording.
    const message = response.status === 429 && retryAfter !== null ? pleaseWait(retryAfter, words) : said;
    // An external call carries no token, so its 401 (e.g. an expired chat token) says nothing about the sign-in.
    if (!options.external && isSessionEnded(response.status, message)) {
      clearToken();
      unauthorizedHandler?.();
    }
    throw new ApiError(response.status, message, body, retryAfter);
  }
  return body as T;
}
