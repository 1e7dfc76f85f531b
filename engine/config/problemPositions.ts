/**
 * Where a problem of `journey validate` sits in a file's text, as an editor marks it: the span of
 * the value its JSON pointer names (or of the nearest enclosing value that exists, for a missing
 * property), 1-based line and column; a file that does not parse is marked where parsing stopped.
 */
import { parseTree, type Node } from 'jsonc-parser';
import { lineAndColumn } from './jsonText.ts';
import type { Problem } from './problems.ts';
import { pointerSegments } from '../pointer.ts';

export interface PlacedProblem extends Problem {
  line: number;
  column: number;
  /** Character offsets of the marked span in the text. */
  from: number;
  to: number;
}

/** Places each problem of one file in its text. */
export function placeProblems(text: string, problems: Problem[]): PlacedProblem[] {
  const tree = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  return problems.map((p) => {
    const syntax = /line (\d+), column (\d+)/.exec(p.message);
    if (!tree || (p.pointer === '' && syntax)) {
      const line = Number(syntax?.[1] ?? 1);
      const column = Number(syntax?.[2] ?? 1);
      const from = offsetOf(text, line, column);
      return { ...p, line, column, from, to: Math.min(text.length, from + 1) };
    }
    const node = nearest(tree, pointerSegments(p.pointer));
    // A property's value is marked with its name, so the mark starts where staff read the key.
    const start = node.parent?.type === 'property' ? node.parent : node;
    const { line, column } = lineAndColumn(text, start.offset);
    return { ...p, line, column, from: start.offset, to: start.offset + start.length };
  });
}

/** The value at `path`, or the deepest one on the way that exists. */
function nearest(tree: Node, path: string[]): Node {
  let node = tree;
  for (const seg of path) {
    const next = node.type === 'object'
      ? node.children?.find((p) => p.children?.[0]?.value === seg)?.children?.[1]
      : node.type === 'array' && /^\d+$/.test(seg) ? node.children?.[Number(seg)] : undefined;
    if (!next) return node;
    node = next;
  }
  return node;
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}
