/**
 * The house style for config JSON: 2-space indent, and any object or array whose one-line form
 * fits in the line width is written on one line (`{ "a": 1 }`, `["x", "y"]`). Staff read journeys
 * as tables this way; `journey format` applies it and `--check` reports files that differ.
 */
export const LINE_WIDTH = 120;

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function format(value: unknown, indent: string, prefixLength: number): string {
  const one = inline(value);
  if (indent.length + prefixLength + one.length <= LINE_WIDTH || value === null || typeof value !== 'object') return one;
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + format(v, inner, 0)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  return `{\n${entries.map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return inner + key + format(v, inner, key.length);
  }).join(',\n')}\n${indent}}`;
}

export function formatJson(value: unknown): string {
  return format(value, '', 0) + '\n';
}
