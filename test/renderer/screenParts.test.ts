/**
 * The parts a screen loads with it (renderer/screens/screenParts.tsx): every name partsOf can
 * answer is a declared part, so a misspelt list part or widget is caught here rather than
 * suspending a screen's first render. (The registries are imported by test/setup/screenParts.ts.)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIST_PARTS, lateNames, partsOf } from '../../renderer/screens/screenParts.tsx';
import { latePartModules } from '../../renderer/build/latePartModules.ts';

describe('screen parts', () => {
  it('a screen with a list loads every list part, each of them declared', () => {
    expect(partsOf({ schema: { type: 'object', properties: { a: { type: 'array', items: { type: 'string' } } } }, uiSchema: {} } as never)).toEqual(LIST_PARTS);
  });

  it('the late widgets and fields a uiSchema names, and nothing for the ones loaded with the app', () => {
    const ui = { a: { 'ui:widget': 'offerChoice' }, b: { 'ui:field': 'address' }, c: { 'ui:widget': 'money' }, d: { items: { 'ui:widget': 'phone' } } };
    expect(partsOf({ schema: { type: 'object' }, uiSchema: ui } as never).sort()).toEqual(['address', 'offerChoice', 'phone']);
  });

  it('the build finds the module of every late part, so a screen preloads its parts (renderer/build/latePartModules.ts)', () => {
    const modules = latePartModules('renderer');
    expect(Object.keys(modules).sort()).toEqual(lateNames().sort());
    for (const [name, module] of Object.entries(modules)) expect(existsSync(module.startsWith('/') ? module : join('node_modules', module)), name).toBe(true);
  });

  it('a module without a screen has no parts', () => {
    expect(partsOf(null)).toEqual([]);
  });
});
