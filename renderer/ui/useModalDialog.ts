/** A native <dialog> shown as a modal while its component is mounted (focus stays inside; Escape fires its cancel event). */
import { useEffect, useRef } from 'react';

export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
  return ref;
}
