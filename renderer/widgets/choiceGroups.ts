/**
 * Choices nested under their group (`ui:options.groups`: group value → its sub-group values): the
 * top-level choices in their own order, each with the indexes of its sub-groups. A value named as a
 * sub-group shows only under its group; a group or sub-group that is not a choice is ignored.
 */

export interface ChoiceEntry {
  /** Index of the choice in the options. */
  index: number;
  /** Indexes of its sub-groups, in the options' order. */
  children: number[];
}

export function groupOptions(values: unknown[], groups: unknown): ChoiceEntry[] {
  const table = groups !== null && typeof groups === 'object' && !Array.isArray(groups) ? (groups as Record<string, unknown>) : {};
  const indexOf = (v: unknown) => values.findIndex((x) => String(x) === String(v));
  const childrenOf = new Map<number, number[]>();
  const nested = new Set<number>();
  for (const [parent, kids] of Object.entries(table)) {
    const p = indexOf(parent);
    if (p < 0 || !Array.isArray(kids)) continue;
    const idx = kids.map(indexOf).filter((i) => i >= 0 && i !== p).sort((a, b) => a - b);
    childrenOf.set(p, idx);
    idx.forEach((i) => nested.add(i));
  }
  return values.map((_, index) => index).filter((i) => !nested.has(i)).map((index) => ({ index, children: childrenOf.get(index) ?? [] }));
}
