/**
 * Answers the server put in the page for its first GET calls: `<script type="application/json"
 * id="page-answers">`, a map of path to body (sandbox/org/pageAnswers.ts writes it). A query starts
 * from one (`initialData`), so the page is drawn with what would otherwise arrive after it and push
 * it down (the banners and the hours they name); once stale, the query reads the network as usual.
 */
let answers: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (answers) return answers;
  let parsed: unknown = null;
  try {
    parsed = typeof document === 'undefined' ? null : JSON.parse(document.getElementById('page-answers')?.textContent ?? 'null');
  } catch {
    parsed = null;
  }
  answers = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return answers;
}

/** The answers of the page being drawn on the server (renderer/server/pagePrerender.tsx), where there is no document to read. */
export function setPageAnswers(given: Record<string, unknown>): void {
  answers = given;
}

/** The body the page came with for a GET of `path`, if any. */
export const pageAnswer = <T>(path: string): T | undefined => (Object.hasOwn(read(), path) ? (read()[path] as T) : undefined);
