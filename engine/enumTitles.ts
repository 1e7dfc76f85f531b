/**
 * The titles of enum values, so a read-only display of a value shows its title ("Autopay"), never
 * the raw value ("AUTOPAY"). Read from a data schema's `oneOf: [{const, title}]` (or `anyOf`), keyed
 * by dotted path with `*` for array items: `{"app.payType": {"AUTOPAY": "Autopay", ...}}`.
 * Copy placeholders look values up here (engine/template.ts).
 */

type Schema = Record<string, unknown>;
/** Titles by dotted context path, then by the value as text. */
export type EnumTitles = Record<string, Record<string, string>>;

const isObject = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Walks `schema` (resolving `$ref`s to whole files by their name in `files`, e.g.
 * "application.schema.json") and collects every enum with titles under `prefix`.
 */
export function enumTitlesOf(schema: Schema, files: Record<string, Schema> = {}, prefix = ''): EnumTitles {
  const out: EnumTitles = {};
  const seen = new Set<Schema>();
  const walk = (node: unknown, path: string) => {
    if (!isObject(node)) return;
    const ref = typeof node.$ref === 'string' ? files[node.$ref.split('#')[0]!.split('/').pop()!] : undefined;
    if (ref) {
      if (seen.has(ref)) return;
      seen.add(ref);
      walk(ref, path);
      seen.delete(ref);
    }
    const choices = [...(Array.isArray(node.oneOf) ? node.oneOf : []), ...(Array.isArray(node.anyOf) ? node.anyOf : [])];
    for (const c of choices) {
      if (isObject(c) && c.const !== undefined && c.const !== null && typeof c.title === 'string') (out[path] ??= {})[String(c.const)] = c.title;
    }
    if (isObject(node.properties)) for (const [k, v] of Object.entries(node.properties)) walk(v, path ? `${path}.${k}` : k);
    if (node.items !== undefined) walk(node.items, `${path}.*`);
    for (const k of ['allOf', 'then', 'else'] as const) {
      const sub = node[k];
      if (Array.isArray(sub)) sub.forEach((s) => walk(s, path));
      else walk(sub, path);
    }
  };
  walk(schema, prefix);
  return out;
}

/** The title of `value` at a dotted path (numeric segments match `*`), or undefined. */
export function enumTitle(titles: EnumTitles | undefined, path: string, value: unknown): string | undefined {
  if (!titles || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) return undefined;
  const table = titles[path] ?? titles[path.split('.').map((s) => (/^\d+$/.test(s) ? '*' : s)).join('.')];
  return table && Object.hasOwn(table, String(value)) ? table[String(value)] : undefined;
}
