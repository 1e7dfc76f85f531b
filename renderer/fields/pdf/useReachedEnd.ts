/**
 * 001 §2: a document counts as read once the marker after its end is at least a quarter visible
 * inside its scrolling box. Watches `marker` within `scroller` while `ready`; calls `onEnd` each
 * time it comes into view (the field keeps the once-per-document rule).
 */
import { useEffect, useRef, type RefObject } from 'react';

/** 001 §2: the bottom marker counts once a quarter of it is visible. */
export const BOTTOM_THRESHOLD = 0.25;

export function useReachedEnd(scroller: RefObject<HTMLElement | null>, marker: RefObject<HTMLElement | null>, ready: boolean, onEnd: () => void): void {
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    if (!ready || !marker.current || !scroller.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= BOTTOM_THRESHOLD)) onEndRef.current();
    }, { root: scroller.current, threshold: [BOTTOM_THRESHOLD] });
    observer.observe(marker.current);
    return () => observer.disconnect();
  }, [ready, scroller, marker]);
}
