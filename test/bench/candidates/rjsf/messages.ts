/**
 * The screen's own messages for plain RJSF (test code): its default validator ignores the
 * `errorMessage` keyword, so each error takes the message the schema names for its field and
 * keyword (the parent's `errorMessage.required` for a missing field); one line per field and message.
 */
import type { RJSFValidationError } from '@rjsf/utils';

type Node = { properties?: Record<string, Node>; errorMessage?: string | Record<string, unknown> };

const nodeAt = (root: Node, path: string[]): Node | undefined => path.reduce<Node | undefined>((n, k) => n?.properties?.[k], root);

export function schemaMessages(schema: Node) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const e of errors) {
      const path = (e.property ?? '').split('.').filter(Boolean);
      let message: unknown;
      if (e.name === 'required') {
        const parent = nodeAt(schema, path.slice(0, -1))?.errorMessage;
        message = typeof parent === 'object' ? (parent.required as Record<string, unknown> | undefined)?.[path[path.length - 1] ?? ''] : undefined;
      } else {
        const own = nodeAt(schema, path)?.errorMessage;
        message = typeof own === 'string' ? own : own?.[e.name ?? ''];
      }
      const text = typeof message === 'string' ? message : e.message;
      const key = `${e.property}\u0000${text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...e, message: text, stack: `${e.property} ${text}` });
    }
    return out;
  };
}
