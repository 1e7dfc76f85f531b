/** Medians, percentiles and the Markdown tables `npm run bench` prints. */

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Nearest-rank percentile (q in 0..1). */
export const percentile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]! : NaN;
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
export const ms = (t: number | null): string => (t === null || Number.isNaN(t) ? '–' : `${Math.round(t)} ms`);
export const ms1 = (t: number): string => (Number.isNaN(t) ? '–' : t.toFixed(1));

/** a ÷ b, or "–" when b is too small to divide by meaningfully. */
export const ratio = (a: number, b: number, least = 1): string => (Number.isFinite(a) && Number.isFinite(b) && b >= least ? `${(a / b).toFixed(2)}×` : '–');

export function table(head: string[], rows: string[][], align: ('l' | 'r')[] = []): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map((_, i) => (align[i] === 'l' ? '---' : '---:'))), ...rows.map(line)].join('\n');
}
