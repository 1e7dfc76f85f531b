// @vitest-environment jsdom
/**
 * A rule's notice appearing inside the form while the applicant types (the annual-income step's
 * low-income confirmation under 15,000) re-renders that notice alone: RJSF's Form is not handed new
 * children, so it does not derive its whole state again on that keystroke (issue 13: the keystroke
 * tail; renderer/screens/FormExtras.tsx).
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ajvErrors from 'ajv-errors';
import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { mergeBrand, type RuleContext, type Screen } from '../../engine/index.ts';
import { SchemaScreen } from '../../renderer/screens/SchemaScreen.tsx';
import { brands, config } from '../helpers/config.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });
const ctx: RuleContext = { brand: mergeBrand(brands, 'FIGURE'), flags: {}, query: {}, today: '2026-11-23', profile: {} };

async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

afterEach(() => { vi.restoreAllMocks(); document.body.innerHTML = ''; });

describe('a notice appearing as the applicant types', () => {
  it('costs the form no more work than a keystroke that changes nothing else', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const screen = config.screens['register-v2/annual-income']!.data as Screen;
    await act(async () => {
      root.render(createElement(Router, null, createElement(SchemaScreen, { screen, validator, ctx, onSubmit: async () => undefined })));
    });
    const income = container.querySelector<HTMLInputElement>('#root_income_income')!;
    const derive = vi.spyOn(Form.prototype, 'getStateFromProps');
    const confirmShown = () => container.querySelector('.notice--confirm') !== null;

    await type(income, '120000');
    expect(confirmShown()).toBe(false);
    derive.mockClear();
    await type(income, '130000');
    const plain = derive.mock.calls.length;
    expect(confirmShown()).toBe(false);

    derive.mockClear();
    await type(income, '13000');
    expect(confirmShown()).toBe(true);
    expect(plain).toBeGreaterThan(0);
    expect(derive.mock.calls.length).toBe(plain);
    await act(async () => root.unmount());
  });
});
