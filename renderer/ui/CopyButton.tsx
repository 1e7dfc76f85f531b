/** Copies a value to the clipboard and confirms it for 1 s (001 §9 copy confirmation). */
import { useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS } from './timing.ts';

export function CopyButton({ value, label, copied, failed }: { value: string; label: string; copied: string; failed: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  };
  return (
    <span className="copy">
      <button type="button" className="link-button copy__button" onClick={() => void copy()}>{label}</button>
      <span className="copy__status" role="status">{state === 'copied' ? copied : state === 'failed' ? failed : ''}</span>
    </span>
  );
}
