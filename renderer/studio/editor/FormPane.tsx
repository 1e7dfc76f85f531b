/**
 * The form view of the opened file: a screen's form (ScreenForm.tsx) or the status table's
 * (StatusRowsForm.tsx). It reads the editor's text and gives back new text in the house style
 * (engine/config/formatJson.ts, what `journey format` writes), so the JSON editor, the checks and the
 * save path see exactly what the form wrote. Opened from a search, it shows the box holding the words.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { formatJson } from '../../../engine/config/formatJson.ts';
import { ScreenForm } from './ScreenForm.tsx';
import { StatusRowsForm } from './StatusRowsForm.tsx';
import type { JsonObject } from './screenFields.ts';

interface Props {
  file: string;
  kind: 'journey' | 'screen' | 'brand';
  view?: 'status' | undefined;
  text: string;
  meta: Record<string, unknown>;
  find?: { query: string; at: number } | undefined;
  /** The screen's schema as loaded, shared fields resolved (the editor's checked drafts). */
  screenSchema?: unknown;
  onText(text: string): void;
  onShowJson(at?: number): void;
}

/** Whether a file has a form: screens, and a journey's status table. */
export const hasForm = (kind: Props['kind'], view: Props['view']) => kind === 'screen' || (kind === 'journey' && view === 'status');

export function FormPane({ file, kind, view, text, meta, find, screenSchema, onText, onShowJson }: Props) {
  const parsed = useMemo((): { doc: JsonObject } | { error: string } => {
    try {
      const value = JSON.parse(text) as unknown;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return { error: 'The file is not a JSON object.' };
      return { doc: value as JsonObject };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }, [text]);
  const host = useRef<HTMLDivElement>(null);
  const [notInForm, setNotInForm] = useState(false);

  // Opened at a search match: the first box whose text holds the words, its section unfolded.
  useEffect(() => {
    setNotInForm(false);
    if (!find || !host.current) return;
    const words = new RegExp(find.query.trim().split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s_-]*'), 'i');
    const boxes = [...host.current.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type="text"], textarea')];
    // The words may be in a box's text or in its label (a check's name, such as lowIncomeConfirmation).
    const box = boxes.find((b) => words.test(b.value)) ?? boxes.find((b) => [...(b.labels ?? [])].some((l) => words.test(l.textContent ?? '')));
    if (!box) { setNotInForm(true); return; }
    const details = box.closest('details');
    if (details) details.open = true;
    box.scrollIntoView({ block: 'center' });
    box.focus({ preventScroll: true });
    const m = words.exec(box.value);
    if (m) box.setSelectionRange(m.index, m.index + m[0].length);
    box.classList.add('form__found');
    // The search's result is where the form opens, once: later text does not move it.
  }, [find, file]);

  const write = (doc: JsonObject) => onText(formatJson(doc));
  // The JSON editor opened at a place of the file: where that value starts in the text.
  const showJsonAt = (path: (string | number)[]) => {
    const tree = parseTree(text);
    onShowJson(tree ? findNodeAtLocation(tree, path)?.offset : undefined);
  };
  if ('error' in parsed) {
    return (
      <div className="form form--broken" role="alert">
        <p>The form cannot read this file as it is now: {parsed.error}</p>
        <button type="button" onClick={() => onShowJson()}>Fix it in the JSON editor</button>
      </div>
    );
  }
  return (
    <div ref={host} className="form__host">
      {find && notInForm && (
        <p className="form__note" role="status">
          "{find.query}" is in a part of this file the form does not show.{' '}
          <button type="button" onClick={() => onShowJson(find.at)}>Show it in the JSON editor</button>
        </p>
      )}
      {view === 'status' && kind === 'journey'
        ? <StatusRowsForm journey={parsed.doc} onChange={write} />
        : <ScreenForm file={file} doc={parsed.doc} meta={meta} screenSchema={screenSchema} onChange={write} onShowJson={showJsonAt} />}
    </div>
  );
}
