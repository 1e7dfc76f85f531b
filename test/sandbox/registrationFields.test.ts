/**
 * The answers registration sends (journeys/register.json stepsComplete.calls) are exactly the fields
 * the sandbox validates each call with (sandbox/validation/operations.ts): the two cannot drift.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../sandbox/validation/operations.ts';
import { callFields } from '../../engine/index.ts';
import { config, register, stepSchemas } from '../helpers/config.ts';

const fieldsOf = (id: string): string[] => {
  const screen = config.screens[id]?.data as { schema?: { properties?: Record<string, unknown> } } | undefined;
  return Object.keys(screen?.schema?.properties ?? {});
};

describe('registration call fields', () => {
  it.each(['register', 'createApplication'] as const)('%s sends the fields of the screens the sandbox validates it with', (id) => {
    const call = register.stepsComplete!.calls!.find((c) => c.id === id)!;
    const screens = operations[id].sources.map((s) => (typeof s === 'string' ? s : s.id)).filter((s) => s in config.screens && !s.startsWith('api/'));
    const expected = [...new Set(screens.flatMap(fieldsOf))].sort();
    expect(callFields(call, stepSchemas).sort()).toEqual(expected);
  });
});
