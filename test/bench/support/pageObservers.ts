/**
 * Runs in the page before its own scripts (context.addInitScript): records when the first field
 * is ready (in the page and enabled, visible, not covered at its centre; checked on every DOM
 * change and every frame), the largest-contentful-paint entries, and, once armed, keystroke to next
 * paint: from the keydown's timestamp (so time spent waiting for a busy main thread counts) to a
 * task queued from the next animation frame, which runs once that frame is painted.
 */

export interface PageMarks {
  /** ms after navigation start; null until ready. */
  ready: number | null;
  lcp: { t: number; size: number; el: string }[];
  keys: number[];
}

declare global {
  interface Window { __bench: PageMarks; __benchArmKeys: () => void }
}

export function installObservers(selector: string): void {
  const state: PageMarks = { ready: null, lcp: [], keys: [] };
  window.__bench = state;
  const describe = (el: Element | null | undefined): string => {
    if (!el) return '(an element since removed from the page)';
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls} "${(el.textContent ?? '').trim().slice(0, 48)}"`;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { size: number; element?: Element | null })[]) {
        state.lcp.push({ t: e.startTime, size: e.size, el: describe(e.element) });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch { /* no LCP in this browser: the figure stays empty */ }

  const usable = (el: HTMLInputElement | null): boolean => {
    if (!el || el.disabled) return false;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || cs.display === 'none') return false;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) {
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== el && !el.contains(hit)) return false; // under an overlay
    }
    return true;
  };
  const check = (): boolean => {
    if (state.ready !== null) return true;
    if (!usable(document.querySelector<HTMLInputElement>(selector))) return false;
    state.ready = performance.now();
    return true;
  };
  const mo = new MutationObserver(() => { if (check()) mo.disconnect(); });
  mo.observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => {
    if (check()) mo.disconnect();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  window.__benchArmKeys = () => {
    document.addEventListener('keydown', (e) => {
      const t0 = e.timeStamp;
      requestAnimationFrame(() => setTimeout(() => state.keys.push(performance.now() - t0), 0));
    }, true);
  };
}
