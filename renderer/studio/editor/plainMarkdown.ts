/**
 * Stands in for codemirror-json-schema's markdown renderer (build.mjs aliases it here): that one
 * loads shiki, a syntax highlighter with grammars and a WebAssembly engine, to colour code in
 * descriptions. Our meta-schema descriptions are plain sentences, shown as escaped text.
 */
const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inline: the text escaped, `code` kept as code; otherwise paragraphs. */
export function renderMarkdown(markdown: string, inline = true): string {
  const html = escape(markdown).replace(/`([^`]+)`/g, '<code>$1</code>');
  return inline ? html : html.split(/\n{2,}/).map((p) => `<p>${p}</p>`).join('');
}
