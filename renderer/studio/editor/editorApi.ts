/**
 * The editor's calls to the sandbox (sandbox/routes/studioEditor.ts), with the operations token
 * the page was opened with (staff routes need it when OPS_TOKEN is set).
 */
import type { StudioActor } from '../studioApi.ts';
import type { RenderCheckOutcome } from '../../../engine/types/renderCheck.ts';
import type { Reroute } from '../RerouteList.tsx';
import type { RuleChange } from '../../../engine/config/editImpact.ts';

export interface PlacedProblem { file: string; pointer: string; message: string; line: number; column: number; from: number; to: number }
export interface Problem { file: string; pointer: string; message: string }
export interface Checked { problems: PlacedProblem[]; elsewhere: Problem[]; valid: boolean; drawing?: RenderCheckOutcome }

/** A refusal that carries the check's problems (the sandbox's studio routes answer a Checked with 422). */
const isChecked = (answer: Record<string, unknown>): answer is Record<string, unknown> & Checked => Array.isArray(answer.problems);

/** What a save's answer says of its drawing under every lender (sandbox/studio/renderCheck.ts): skipped and why, or how many screens it drew. */
export function drawingNote(drawing: RenderCheckOutcome | undefined): string {
  if (!drawing) return '';
  if (!drawing.ran) return ` ${drawing.skipped}`;
  return drawing.tiles > 0 ? ` Drawn ${drawing.tiles} times under the lenders before saving, with no problem.` : '';
}

export type { RuleChange };

export interface TraceStep { kind: string; rule: string; outcome: boolean | string | number; decided?: boolean; note?: string }
export interface DecisionSummary { action?: string; route?: string; progress?: string; pollAfterMs?: number | null; state?: string; error?: string; decidedBy?: string; trace: TraceStep[] }
export interface ImpactRow { source: 'fixture' | 'application'; id: string; journey: string; status?: string; changed: string[]; before: DecisionSummary; after: DecisionSummary }
export interface Impact extends Checked { rows: ImpactRow[]; cases: number; screens: string[]; brands: string[]; rules?: RuleChange[] }

/** The app's rebuild after a save (sandbox/studio/appRebuild.ts). */
export interface BuildStatus { rebuilds: boolean; state: 'idle' | 'building' | 'failed'; builtAt: number | null; waiting: string[]; message?: string }

export interface OpenedFile { file: string; kind: 'journey' | 'screen' | 'brand'; text: string; schema: Record<string, unknown> }

export interface EditorData {
  files: { file: string; kind: 'journey' | 'screen' | 'brand'; id: string }[];
  brands: string[];
  /** Each brand's short company name, by org code. */
  brandNames?: Record<string, string>;
  fixtures: string[];
  file?: string;
  token?: string;
  /** Who is editing (sandbox/studio/staffAuth.ts): an editor's save becomes a draft for review. */
  me?: StudioActor;
  /** Whether the config is a git repository, where every save is a commit with a message. */
  repository?: boolean;
}

export function readEditorData(): EditorData {
  const text = document.getElementById('editor-data')?.textContent;
  if (!text) throw new Error('The editor page carries no editor data');
  return JSON.parse(text) as EditorData;
}


/** What the sandbox answered when it refused: its message, the problems when a save was refused, the applications it would move when it waits for a confirmation. */
export class RefusedError extends Error {
  constructor(message: string, readonly checked: Checked | null, readonly reroute: Reroute | null = null) { super(message); }
}

export function editorApi(token: string | undefined) {
  const headers: Record<string, string> = { accept: 'application/json', ...(token ? { 'x-ops-token': token } : {}) };
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
    const res = await fetch(url, { method, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }), ...(signal ? { signal } : {}) });
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      const checked = isChecked(answer) ? answer : null;
      const reroute = answer.reroute && typeof answer.reroute === 'object' ? (answer.reroute as Reroute) : null;
      throw new RefusedError(typeof answer.message === 'string' ? answer.message : `The sandbox answered ${res.status}.`, checked, reroute);
    }
    return answer as T;
  };
  return {
    open: (file: string) => call<OpenedFile>('GET', `/studio/editor/file?file=${encodeURIComponent(file)}`),
    validate: (file: string, text: string, signal?: AbortSignal) => call<Checked & { drafts: Record<string, unknown>; brandDraft?: { id: string; orgCode: string } }>('POST', '/studio/editor/validate', { file, text }, signal),
    impact: (file: string, text: string, signal?: AbortSignal) => call<Impact>('POST', '/studio/editor/impact', { file, text }, signal),
    save: (file: string, text: string, message?: string, confirmReroute?: boolean) => call<Checked & { saved?: string; rebuild?: boolean; commit?: string | null; notCommitted?: string; moved?: Reroute; draft?: { id: string; file: string; message: string } }>('POST', '/studio/editor/save', { file, text, ...(message ? { message } : {}), ...(confirmReroute ? { confirmReroute: true } : {}) }),
    build: () => call<BuildStatus>('GET', '/studio/editor/build'),
    texts: () => call<{ files: { file: string; text: string }[] }>('GET', '/studio/editor/texts'),
  };
}

export type EditorApi = ReturnType<typeof editorApi>;
