/**
 * The JSON editor (CodeMirror 6): completion and hover descriptions from the file's meta-schema
 * (codemirror-json-schema), and as diagnostics exactly the problems `journey validate` finds for
 * the text as typed, which `check` asks the sandbox for. No schema check runs here: one set of checks.
 */
import { useEffect, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap, lineNumbers, highlightActiveLine } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { autocompletion, closeBrackets, completionKeymap } from '@codemirror/autocomplete';
import { bracketMatching, foldGutter, indentOnInput, syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { disableErrorLogging } from 'best-effort-json-parser';
import type { Checked } from './editorApi.ts';

// Completion reads half-typed JSON with this parser, which otherwise logs every unfinished text as a console error.
disableErrorLogging();

export interface JsonEditorProps {
  /** Changes when another file is opened: the editor starts again from `text`. */
  fileKey: string;
  text: string;
  schema: Record<string, unknown>;
  onChange(text: string): void;
  /** The problems of the text as typed (the sandbox runs journey validate). */
  check(text: string): Promise<Checked | null>;
  /** Where the cursor starts (a search match), shown in view. */
  at?: number | undefined;
}

export function JsonEditor({ fileKey, text, schema, onChange, check, at }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ onChange, check });
  latest.current = { onChange, check };

  useEffect(() => {
    const problems = linter(async (view): Promise<Diagnostic[]> => {
      const checked = await latest.current.check(view.state.doc.toString());
      const length = view.state.doc.length;
      return (checked?.problems ?? []).map((p) => {
        const from = Math.min(p.from, length);
        return { from, to: Math.max(from, Math.min(p.to, length)), severity: 'error', message: `${p.pointer || '/'}: ${p.message}`, source: 'journey validate' };
      });
    }, { delay: 400 });
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(), foldGutter(), lintGutter(), highlightActiveLine(), history(), indentOnInput(), bracketMatching(), closeBrackets(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, ...completionKeymap]),
          json(),
          jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
          autocompletion(),
          hoverTooltip(jsonSchemaHover()),
          stateExtensions(schema as Parameters<typeof stateExtensions>[0]),
          problems,
          // Long copy wraps instead of running off a phone's or a half screen's width.
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': `JSON of ${fileKey}` }),
          EditorView.updateListener.of((u) => { if (u.docChanged) latest.current.onChange(u.state.doc.toString()); }),
        ],
      }),
    });
    if (at !== undefined && at <= text.length) {
      view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
      view.focus();
    }
    return () => view.destroy();
    // A new file is a new editor; typing never recreates it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileKey]);

  return <div className="editor__code" ref={host} />;
}
