/**
 * Finding a config file in the studio editor by what a person calls it: a screen by its title or id
 * ("A few more details", application/start/contact), the journey's status table, a brand by its
 * company name ("Brands: GoodLeap"); and a search across the text of every file ("low income"),
 * each match named by its screen and placed in the file so the editor opens it there.
 */

export interface ConfigFile { file: string; kind: 'journey' | 'screen' | 'brand'; id: string }

export interface Entry {
  file: string;
  /** What the list shows: a screen's title, "Status table", "Brands: GoodLeap". */
  label: string;
  /** The smaller line under it: the screen's id or the file's path. */
  detail: string;
  group: string;
  /** Opens the status table's form rather than the whole journey. */
  view?: 'status';
  /** A screen's description, searched too ("contact" finds the screen titled "How can we reach you?"). */
  about?: string;
}

const GROUPS: Record<string, string> = {
  'register-v2': 'Registration',
  register: 'Registration (classic)',
  application: 'Application',
  signer: 'Additional signer',
  conditions: 'Conditions',
  feedback: 'Feedback',
  pages: 'Site pages',
  chat: 'Chat',
};

const parse = (text: string | undefined): Record<string, unknown> | null => {
  if (text === undefined) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** A screen's title as staff read it: its copy title, with `{{…}}` placeholders shown as "…". */
function screenTitle(doc: Record<string, unknown> | null): string | null {
  const copy = doc?.copy as Record<string, unknown> | undefined;
  const title = typeof copy?.title === 'string' ? copy.title : typeof copy?.pageTitle === 'string' ? copy.pageTitle : null;
  return title ? title.replace(/\{\{[^}]*\}\}/g, '…') : null;
}

function brandName(doc: Record<string, unknown> | null, id: string): string {
  const names = doc?.names as Record<string, unknown> | undefined;
  if (id === '_defaults') return 'Defaults for every brand';
  return typeof names?.companyNameShort === 'string' ? names.companyNameShort : typeof names?.companyName === 'string' ? names.companyName : id;
}

const JOURNEY_NAMES: Record<string, string> = { heloc: 'Application journey', register: 'Registration journey', signer: 'Additional signer journey' };

/** The editor's file list, grouped and named; `texts` is each file's text (the titles come from it). */
export function entries(files: ConfigFile[], texts: Record<string, string>): Entry[] {
  const out: Entry[] = [];
  for (const f of files.filter((x) => x.kind === 'journey')) {
    const doc = parse(texts[f.file]);
    if (doc && typeof doc.statusRouting === 'object') out.push({ file: f.file, label: 'Status table', detail: `${f.file} · where each server status sends the applicant`, group: 'Journeys', view: 'status' });
    out.push({ file: f.file, label: JOURNEY_NAMES[f.id] ?? `Journey ${f.id}`, detail: f.file, group: 'Journeys' });
  }
  const screens = files.filter((x) => x.kind === 'screen').map((f) => {
    const top = f.id.split('/')[0]!;
    const doc = parse(texts[f.file]);
    return { file: f.file, label: screenTitle(doc) ?? f.id, detail: f.id, group: `Screens: ${GROUPS[top] ?? top}`, ...(typeof doc?.description === 'string' ? { about: doc.description } : {}) };
  });
  // The applicant's order: registration, then the application, then the rest.
  const rank = (group: string) => { const i = Object.values(GROUPS).map((g) => `Screens: ${g}`).indexOf(group); return i < 0 ? 99 : i; };
  out.push(...screens.sort((a, b) => rank(a.group) - rank(b.group) || a.group.localeCompare(b.group) || a.detail.localeCompare(b.detail)));
  for (const f of files.filter((x) => x.kind === 'brand')) {
    out.push({ file: f.file, label: `Brands: ${brandName(parse(texts[f.file]), f.id)}`, detail: f.file, group: 'Brands' });
  }
  return out;
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

/** The entries whose name, id, path or description hold every word of the query. */
export function filterEntries(list: Entry[], query: string): Entry[] {
  const words = fold(query).trim().split(' ').filter(Boolean);
  if (words.length === 0) return list;
  return list.filter((e) => {
    const hay = fold(`${e.label} ${e.detail} ${e.file} ${e.group} ${e.about ?? ''}`);
    return words.every((w) => hay.includes(w));
  });
}

export interface Match {
  file: string;
  /** The screen's title (or the file's name in the list). */
  label: string;
  /** Where in the file: the JSON key path of the text ("copy › title", "rules › 0 › message"). */
  where: string;
  /** The text around the match. */
  excerpt: string;
  /** The character offset of the match in the file's text. */
  at: number;
}

/** The key path of the string value at `offset` in a JSON text, read by scanning for keys and brackets. */
function pathAt(text: string, offset: number): string[] {
  const frames: ({ kind: 'o'; key: string | null } | { kind: 'a'; index: number })[] = [];
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text[i]!;
    const top = frames[frames.length - 1];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= offset) break;
      let k = j + 1;
      while (k < text.length && /\s/.test(text[k]!)) k++;
      if (text[k] === ':' && top?.kind === 'o') top.key = text.slice(i + 1, j);
      i = j;
    } else if (c === '{') frames.push({ kind: 'o', key: null });
    else if (c === '[') frames.push({ kind: 'a', index: 0 });
    else if (c === '}' || c === ']') frames.pop();
    else if (c === ',' && top?.kind === 'a') top.index++;
  }
  return frames.flatMap((f) => (f.kind === 'a' ? [String(f.index)] : f.key === null ? [] : [f.key]));
}

/** Every place the words occur in the config's text, at most `limit`: case and spacing are ignored, so "low income" also finds the rule `lowIncomeConfirmation`. */
export function searchText(list: Entry[], texts: Record<string, string>, query: string, limit = 50): Match[] {
  const q = query.trim();
  if (q.length < 2) return [];
  const needle = new RegExp(q.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s_-]*'), 'gi');
  const named = new Map<string, string>();
  for (const e of list) if (!e.view && !named.has(e.file)) named.set(e.file, e.label);
  const out: Match[] = [];
  for (const [file, text] of Object.entries(texts).sort(([a], [b]) => a.localeCompare(b))) {
    for (const m of text.matchAll(needle)) {
      const at = m.index;
      const start = text.lastIndexOf('\n', at) + 1;
      const end = text.indexOf('\n', at);
      const line = text.slice(start, end < 0 ? undefined : end).trim();
      out.push({ file, label: named.get(file) ?? file, where: pathAt(text, at).join(' › '), excerpt: line.length > 160 ? `${line.slice(Math.max(0, at - start - 60), at - start + 100)}…` : line, at });
      if (out.length >= limit) return out;
    }
  }
  return out;
}
