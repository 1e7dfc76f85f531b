/**
 * Every `ui:widget` and `ui:field` a screen names must be ours (renderer/registry.json); an unknown
 * one stops the screen with an error naming it, its place and the known names, instead of the form
 * library's own message or markup. `journey validate` reports the same before anything ships.
 */
import { ScreenConfigError } from './unsupported.tsx';

type Node = Record<string, unknown>;

export function unknownNames(uiSchema: unknown, known: { widgets: ReadonlySet<string>; fields: ReadonlySet<string> }, at = '/uiSchema'): string[] {
  const out: string[] = [];
  if (Array.isArray(uiSchema)) return uiSchema.flatMap((v, i) => unknownNames(v, known, `${at}/${i}`));
  if (uiSchema === null || typeof uiSchema !== 'object') return out;
  for (const [key, value] of Object.entries(uiSchema as Node)) {
    if (key === 'ui:widget' && typeof value === 'string' && !known.widgets.has(value)) out.push(`${at}/ui:widget: unknown widget "${value}"`);
    else if (key === 'ui:field' && typeof value === 'string' && !known.fields.has(value)) out.push(`${at}/ui:field: unknown field "${value}"`);
    else if (key === 'ui:widget' && value !== undefined && typeof value !== 'string') out.push(`${at}/ui:widget: a widget must be named`);
    else if (!key.startsWith('ui:')) out.push(...unknownNames(value, known, `${at}/${key}`));
  }
  return out;
}

export function assertKnownNames(screenId: string, uiSchema: unknown, known: { widgets: ReadonlySet<string>; fields: ReadonlySet<string> }): void {
  const problems = unknownNames(uiSchema, known);
  if (problems.length) throw new ScreenConfigError(`Screen "${screenId}": ${problems.join('; ')} (known widgets: ${[...known.widgets].join(', ')}; fields: ${[...known.fields].join(', ')})`);
}
