/**
 * An accessible modal dialog on the native <dialog> element: showModal() makes the page behind
 * inert, keeps focus inside and closes on Escape; focus returns to where it was on close.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export function Modal({ label, closeLabel, onClose, children, className }: { label: string; closeLabel: string; onClose: () => void; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      before?.focus?.();
    };
  }, []);
  return (
    <dialog ref={ref} className={`modal ${className ?? ''}`} aria-label={label} onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>×</button>
      {children}
    </dialog>
  );
}
