/**
 * The message composer (001 §5): Enter sends, Shift+Enter adds a newline; a blank message without
 * files is not sent. Attachments (agent chat only): jpg, png, amr, mp3, mp4, pdf, txt, several at once.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { OutgoingFile } from './useAgentSocket.ts';

export const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'];
const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

const readBase64 = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
  reader.onerror = () => reject(reader.error);
  reader.readAsDataURL(file);
});

export interface ComposerText { label: string; hint: string; send: string; attach?: string; attachHint?: string; wrongType: (name: string) => string; remove: (name: string) => string; placeholder?: string }

/** `onTyping` is told on every change with text in the box (the caller throttles what it sends: 001 §9). */
export function Composer({ text, onSend, allowFiles, disabled, onTyping }: { text: ComposerText; onSend: (body: string, files: OutgoingFile[]) => boolean | Promise<boolean>; allowFiles: boolean; disabled?: boolean; onTyping?: () => void }) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = async () => {
    if (disabled || (!body.trim() && files.length === 0)) return;
    const encoded = await Promise.all(files.map(async (f) => ({ name: f.name, content: await readBase64(f) })));
    if (await onSend(body, encoded)) {
      setBody('');
      setFiles([]);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };
  const pick = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const wrong = chosen.filter((f) => !ATTACHMENT_EXTENSIONS.includes(extensionOf(f.name)));
    setProblem(wrong.length ? wrong.map((f) => text.wrongType(f.name)).join(' ') : null);
    setFiles((prev) => [...prev, ...chosen.filter((f) => !wrong.includes(f))]);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <form className="chat__composer" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <label htmlFor={`${id}-text`} className="visually-hidden">{text.label}</label>
      <textarea id={`${id}-text`} className="chat__input" rows={2} value={body} placeholder={text.placeholder} aria-describedby={`${id}-hint`} disabled={disabled} onChange={(e) => { setBody(e.target.value); if (e.target.value.trim()) onTyping?.(); }} onKeyDown={onKeyDown} />
      <p id={`${id}-hint`} className="chat__hint">{text.hint}{allowFiles && text.attachHint ? ` ${text.attachHint}` : ''}</p>
      {problem ? <p className="chat__problem" role="alert">{problem}</p> : null}
      {files.length ? (
        <ul className="chat__files" aria-label={text.attach}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>{f.name} <button type="button" className="link-button" onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}>{text.remove(f.name)}</button></li>
          ))}
        </ul>
      ) : null}
      <div className="chat__actions">
        {allowFiles ? (
          <>
            <input ref={fileInput} id={`${id}-files`} type="file" multiple className="visually-hidden" accept={ATTACHMENT_EXTENSIONS.map((x) => `.${x}`).join(',')} onChange={(e) => pick(e.target.files)} disabled={disabled} />
            <label htmlFor={`${id}-files`} className="button button--secondary chat__attach">{text.attach}</label>
          </>
        ) : null}
        <button type="submit" className="button button--primary" disabled={disabled}>{text.send}</button>
      </div>
    </form>
  );
}
