/**
 * Words for `var` paths from a rule-context schema on disk, for logicWords.ts: kept apart from it
 * because it reads files (schemaPaths.ts), and logicWords.ts also runs in the studio's browser page.
 */
import { OWNERS, phrase, schemaValueWords, type FieldWords } from './logicWords.ts';
import { child, schemaAt, type SchemaAt } from './schemaPaths.ts';

/**
 * Words for `var` paths from a rule-context schema (schemas/data/context.schema.json): the owner
 * ("the application's") and the field's own description ("underwriting sub-decision").
 */
export function fieldWords(contextSchemaFile: string): (path: string) => FieldWords | undefined {
  const root = schemaAt(contextSchemaFile);
  const cache = new Map<string, FieldWords | undefined>();
  return (path) => {
    if (cache.has(path)) return cache.get(path);
    const segments = path.split('.');
    let at: SchemaAt | null = root;
    for (const seg of segments) at = at ? child(at, seg) : null;
    const node = at?.node;
    const description = node && typeof node === 'object' && typeof node.description === 'string' ? node.description : undefined;
    let words: FieldWords | undefined;
    const owner = OWNERS[segments[0]!];
    if (description && segments.length > 1 && owner) {
      const text = phrase(description);
      // "The inquiry attestation is done." names its own subject; "Underwriting sub-decision." needs its owner.
      const own = /^(the|a|an) /i.test(text);
      words = { noun: own ? text.replace(/^(the|a|an) /i, (m) => m.toLowerCase()) : `${owner} ${text}` };
      const type = (node as Record<string, unknown>).type;
      if (type === 'boolean' || (Array.isArray(type) && type.includes('boolean'))) words.sentence = own || /\b(is|are|was|were|has|have|had|waits?|accepted|needs?)\b/.test(text) ? words.noun.replace(/^the application's /, '') : undefined;
      if (words.sentence === undefined) delete words.sentence;
      const valueWords = schemaValueWords(node as Parameters<typeof schemaValueWords>[0]);
      if (valueWords) words.valueWords = valueWords;
    }
    cache.set(path, words);
    return words;
  };
}
