/**
 * Keeps a message list scrolled to its newest message (issue 10: after a few questions the list
 * stayed put and the answer was out of sight). Runs whenever `size` changes: the number of
 * messages, or anything else that grows the list (a typing indicator). An answer taller than the
 * list is shown from its start, so a long answer is read from its first line, not its last.
 */
import { useLayoutEffect, useRef } from 'react';

export function useScrollToNewest<T extends HTMLElement>(size: number) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    const messages = el.querySelectorAll<HTMLElement>('.chat__message');
    const newest = messages[messages.length - 1];
    if (newest && newest.offsetHeight > el.clientHeight) {
      el.scrollTop += newest.getBoundingClientRect().top - el.getBoundingClientRect().top;
    }
  }, [size]);
  return ref;
}
