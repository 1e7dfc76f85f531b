/** Shown while a screen or its data loads; announced politely, kept on screen at least 300 ms (001 §4). */
import { useEffect, useState } from 'react';

export function Loading({ label = 'Loading' }: { label?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(t);
  }, []);
  return (
    <div className="loading" role="status" aria-live="polite">
      {visible ? <><span className="loading__spinner" aria-hidden="true" /><span>{label}…</span></> : <span className="visually-hidden">{label}</span>}
    </div>
  );
}
