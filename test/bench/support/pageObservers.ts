/**
 * Runs in the page before its own scripts (context.addInitScript): records when the first field
 * is ready (in the page and enabled, visible, not covered at its centre; checked on every DOM
 * change and every frame), the largest-contentful-paint entries, and, once armed, keystroke to next
 * paint: from the keydown's timestamp (so time spent waiting for a busy main thread counts) to a
 * task queued from the next animation frame, which runs once that frame is painted. Also when the
 * field is first visible (the first paint containing it: a task queued from the animation frame
 * after it is ready) and when it is interactive (a keystroke into it is handled by the form: React
 * has bound the form's handlers to it, created or hydrated, and the main thread is free for that
 * keystroke's task: checked every frame, as hydrating changes nothing in the DOM). A page the
 * server prerendered (host/page/prerender.ts) is visible long before it is interactive; a page drawn
 * by its script is both at nearly the same time.
 */

export interface PageMarks {
  /** ms after navigation start; null until ready. */
  ready: number | null;
  /** ms after navigation start: the first paint with the field in it; null until then. */
  visible: number | null;
  /** ms after navigation start: a keystroke into the field is handled by the form from then on; null until then. */
  interactive: number | null;
  lcp: { t: number; size: number; el: string }[];
  keys: number[];
}

declare global {
  interface Window { __bench: PageMarks; __benchArmKeys: () => void }
}

export function installObservers(selector: string): void {
  const state: PageMarks = { ready: null, visible: null, interactive: null, lcp: [], keys: [] };
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
    requestAnimationFrame(() => setTimeout(() => { state.visible ??= performance.now(); }, 0));
    return true;
  };
  // The form's handlers on the field: React's props on the element (created by the app's render or
  // attached by hydration; the same for the three candidates, all React).
  const bound = (): boolean => {
    const el = document.querySelector(selector);
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  };
  const mo = new MutationObserver(() => { if (check()) mo.disconnect(); });
  mo.observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => {
    if (check()) mo.disconnect();
    if (state.interactive === null && state.ready !== null && bound()) {
      // A keystroke's task now runs once what is queued before it has: the next free task.
      setTimeout(() => { state.interactive ??= performance.now(); }, 0);
    }
    if (state.interactive === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  window.__benchArmKeys = () => {
    document.addEventListener('keydown', (e) => {
      const t0 = e.timeStamp;
      requestAnimationFrame(() => setTimeout(() => state.keys.push(performance.now() - t0), 0));
    }, true);
  };
}
