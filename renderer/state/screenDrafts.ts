/**
 * Answers typed on an application screen survive a reload until they are submitted: kept per
 * application and screen in sessionStorage. Properties the screen's schema marks `writeOnly`
 * (SSN, account numbers, passwords) and file contents are never stored; which of them had an answer
 * is, so that the field can say why it is empty after a reload (shell.json `drafts.notKept`).
 */
const PREFIX = 'heloc_screen_draft';
const MAX_STORED_STRING = 10_000;

type Json = Record<string, unknown>;
const key = (uuid: string, screenId: string) => `${PREFIX}:${uuid}:${screenId}`;

/** A copy of `data` without writeOnly properties (by the schema) and without very long strings (file contents). */
export function storable(data: unknown, schema: unknown): unknown {
  const s = (schema ?? {}) as Json;
  if (s.writeOnly === true) return undefined;
  if (typeof data === 'string') return data.length > MAX_STORED_STRING ? undefined : data;
  if (Array.isArray(data)) return data.map((item) => storable(item, s.items));
  if (data !== null && typeof data === 'object') {
    const props = (s.properties ?? {}) as Record<string, unknown>;
    const out: Json = {};
    for (const [k, v] of Object.entries(data)) {
      const kept = storable(v, props[k]);
      if (kept !== undefined) out[k] = kept;
    }
    return out;
  }
  return data;
}

const isAnswered = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** Dotted paths of the writeOnly answers in `data` that have a value: what a reload will not bring back. */
export function notKeptPaths(data: unknown, schema: unknown, at = ''): string[] {
  const s = (schema ?? {}) as Json;
  if (s.writeOnly === true) return isAnswered(data) ? [at] : [];
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return [];
  const props = (s.properties ?? {}) as Record<string, unknown>;
  return Object.entries(data).flatMap(([k, v]) => notKeptPaths(v, props[k], at ? `${at}.${k}` : k));
}

/** The writeOnly answers the screen had when it was last kept (see notKeptPaths). */
export function loadNotKept(uuid: string, screenId: string): string[] {
  try {
    const raw = sessionStorage.getItem(`${key(uuid, screenId)}:notKept`);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function loadScreenDraft(uuid: string, screenId: string): Json {
  try {
    const raw = sessionStorage.getItem(key(uuid, screenId));
    return raw ? (JSON.parse(raw) as Json) : {};
  } catch {
    return {};
  }
}

export function saveScreenDraft(uuid: string, screenId: string, data: Json, schema: unknown): void {
  try {
    sessionStorage.setItem(key(uuid, screenId), JSON.stringify(storable(data, schema)));
    const notKept = notKeptPaths(data, schema);
    if (notKept.length) sessionStorage.setItem(`${key(uuid, screenId)}:notKept`, JSON.stringify(notKept));
    else sessionStorage.removeItem(`${key(uuid, screenId)}:notKept`);
  } catch {
    // Storage full or disabled: the answers stay in memory only.
  }
}

export function clearScreenDraft(uuid: string, screenId: string): void {
  sessionStorage.removeItem(key(uuid, screenId));
  sessionStorage.removeItem(`${key(uuid, screenId)}:notKept`);
}
