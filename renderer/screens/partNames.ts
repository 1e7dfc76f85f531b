/**
 * The names of the parts a screen draws beyond the form itself: every `ui:widget` / `ui:field` its
 * uiSchema names, and the list parts when its schema has a list. Pure, for the browser (which loads
 * the late ones with the screen, screens/screenParts.tsx) and the build (which puts their modules in
 * the screen's chunk imports, so the page preloads them: renderer/build/screensPlugin.ts).
 */
import type { Screen } from '../../engine/types/screen.ts';

/** The parts drawing a list: the library's list field and our list templates. */
export const LIST_PARTS = ['ArrayField', 'ArrayFieldTemplate', 'ArrayFieldItemTemplate', 'ArrayFieldItemButtonsTemplate'];

export function namedParts(screen: Pick<Screen, 'schema' | 'uiSchema'>): string[] {
  const names = new Set<string>();
  const walkUi = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walkUi);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string') names.add(value);
      else walkUi(value);
    }
  };
  let hasList = false;
  const walkSchema = (node: unknown): void => {
    if (hasList || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walkSchema);
    const type = (node as { type?: unknown }).type;
    if (type === 'array' || (Array.isArray(type) && type.includes('array'))) hasList = true;
    else Object.values(node).forEach(walkSchema);
  };
  walkUi(screen.uiSchema);
  walkSchema(screen.schema);
  if (hasList) LIST_PARTS.forEach((n) => names.add(n));
  return [...names];
}
