/**
 * Keeps a message list scrolled to its newest message (issue 10: after a few questions the list
 * stayed put and the answer was out of sight). Runs whenever `size` changes: the number of
 * messages, or anything else that grows the list (a typing indicator).
 */
import { useLayoutEffect, useRef } from 'react';

export function useScrollToNewest<T extends HTMLElement>(size: number) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [size]);
  return ref;
}
