// @vitest-environment jsdom
/**
 * The generic screen's session reducer (renderer/screens/screenSession.ts): what each event does to
 * one visit's state, and, drawn in the generic screen (SchemaScreen.tsx) on the annual-income step,
 * that a ticked confirmation is asked again once its answer changes and back, and that a submit the
 * lender refuses keeps the answers and shows its field errors.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import ajvErrors from 'ajv-errors';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { mergeBrand, type RuleContext, type Screen } from '../../engine/index.ts';
import { SchemaScreen } from '../../renderer/screens/SchemaScreen.tsx';
import { initialScreenSession, screenSession, type ScreenSession, type ScreenSessionEvent } from '../../renderer/screens/screenSession.ts';
import type { SummaryItem } from '../../renderer/screens/ErrorSummary.tsx';
import type { CloserMatch } from '../../renderer/screens/CloserMatchDialog.tsx';
import type { FieldError } from '../../renderer/api/client.ts';
import { brands, config } from '../helpers/config.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const run = (events: ScreenSessionEvent[], from: ScreenSession = initialScreenSession({ name: 'Ana' })): ScreenSession => events.reduce(screenSession, from);
const item = (field: string, message: string): SummaryItem => ({ field, property: field, label: field.slice(1), message });
const offer: CloserMatch = {
  path: 'address',
  label: 'Property address',
  entered: { street1: '1 main st', city: 'Austin', state: 'TX', zip: '78701' },
  suggested: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  changed: ['street1'],
};

describe('the screen session reducer', () => {
  it('starts from the given answers with nothing tried, shown, ticked or dismissed', () => {
    const s = initialScreenSession({ name: 'Ana' });
    expect(s).toMatchObject({ seed: { name: 'Ana' }, formData: { name: 'Ana' }, formKey: 0, submitted: false, summary: [], serverErrors: [], busy: false, closer: null });
    expect([...s.confirmed]).toEqual([]);
    expect([...s.dismissed]).toEqual([]);
    expect(initialScreenSession().formData).toEqual({});
  });

  it('answers changed: kept, the seed following them only until the form is mounted', () => {
    const building = run([{ type: 'answersChanged', data: { name: 'Ana', otherIncome: 0 }, fromMountedForm: false }]);
    expect(building.seed).toEqual({ name: 'Ana', otherIncome: 0 });
    expect(building.formData).toEqual({ name: 'Ana', otherIncome: 0 });
    const typed = run([{ type: 'answersChanged', data: { name: 'Ann' }, fromMountedForm: true }], building);
    expect(typed.formData).toEqual({ name: 'Ann' });
    expect(typed.seed).toBe(building.seed);
    expect(typed.formKey).toBe(0);
  });

  it('answers changed: the lender\'s field errors go, and a shown summary keeps only what is still wrong, as it is worded now', () => {
    const refused = run([
      { type: 'submitStarted' },
      { type: 'submitAnswered', errors: [{ pointer: '/name', message: 'Enter your name' }, { pointer: '', message: 'Try again later' }], summary: [item('.name', 'Enter your name'), { field: '', property: '', label: '', message: 'Try again later' }, item('.dob', 'Enter your date of birth')] },
    ]);
    const changed = run([{ type: 'answersChanged', data: { name: 'A' }, fromMountedForm: true, summaryNow: [item('.dob', 'Date of birth must be a real date')] }], refused);
    expect(changed.serverErrors).toEqual([]);
    // The name is fixed; the form-level problem stays until the next submit; the date says its problem as it is now.
    expect(changed.summary.map((i) => i.message)).toEqual(['Try again later', 'Date of birth must be a real date']);
    // Without entries of the problems now (no summary was shown after a submit), the summary is left as it is.
    expect(run([{ type: 'answersChanged', data: {}, fromMountedForm: true }], refused).summary).toBe(refused.summary);
    // Before any submit there is no summary to refresh, even when entries are given.
    const fresh = initialScreenSession();
    expect(run([{ type: 'answersChanged', data: {}, fromMountedForm: true, summaryNow: [item('.name', 'Enter your name')] }], fresh).summary).toEqual([]);
  });

  it('answers replaced by the screen (a suggested address chosen): the form is built again from them', () => {
    const s = run([{ type: 'answersChanged', data: { name: 'Ana' }, fromMountedForm: true }, { type: 'answersReplaced', data: { name: 'Ana', address: { street1: '1 Main St' } } }]);
    expect(s.seed).toEqual({ name: 'Ana', address: { street1: '1 Main St' } });
    expect(s.formData).toBe(s.seed);
    expect(s.formKey).toBe(1);
  });

  it('rule confirmed and unconfirmed', () => {
    const ticked = run([{ type: 'ruleConfirmed', rule: 'lowIncome', checked: true }, { type: 'ruleConfirmed', rule: 'highIncome', checked: true }]);
    expect([...ticked.confirmed]).toEqual(['lowIncome', 'highIncome']);
    const unticked = run([{ type: 'ruleConfirmed', rule: 'lowIncome', checked: false }], ticked);
    expect([...unticked.confirmed]).toEqual(['highIncome']);
    // Ticking what is ticked changes nothing.
    expect(run([{ type: 'ruleConfirmed', rule: 'highIncome', checked: true }], unticked)).toBe(unticked);
  });

  it('rule dialog dismissed', () => {
    const s = run([{ type: 'dialogDismissed', rule: 'newYork' }]);
    expect([...s.dismissed]).toEqual(['newYork']);
    expect(run([{ type: 'dialogDismissed', rule: 'newYork' }], s)).toBe(s);
  });

  it('rules evaluated: a tick or a dismissal of a rule no longer active is forgotten, so it is asked again', () => {
    const s = run([
      { type: 'ruleConfirmed', rule: 'lowIncome', checked: true },
      { type: 'ruleConfirmed', rule: 'other', checked: true },
      { type: 'dialogDismissed', rule: 'newYork' },
    ]);
    const same = run([{ type: 'rulesEvaluated', confirms: ['lowIncome', 'other'], dialogs: ['newYork', 'hawaii'] }], s);
    expect(same).toBe(s);
    const changed = run([{ type: 'rulesEvaluated', confirms: ['other'], dialogs: [] }], s);
    expect([...changed.confirmed]).toEqual(['other']);
    expect([...changed.dismissed]).toEqual([]);
    // The answer back where it was: the rule is active again, and unticked.
    const back = run([{ type: 'rulesEvaluated', confirms: ['lowIncome', 'other'], dialogs: ['newYork'] }], changed);
    expect(back.confirmed.has('lowIncome')).toBe(false);
    expect(back.dismissed.has('newYork')).toBe(false);
  });

  it('submit blocked: nothing in flight, but the form now validates as the applicant types', () => {
    const s = run([{ type: 'submitBlocked' }]);
    expect(s.submitted).toBe(true);
    expect(s.busy).toBe(false);
    expect(run([{ type: 'submitBlocked' }], s)).toBe(s);
  });

  it('submit refused before sending: the summary says why, the answers stay', () => {
    const s = run([{ type: 'submitRefused', summary: [item('.income', 'Confirm your income')] }]);
    expect(s).toMatchObject({ submitted: true, busy: false, formData: { name: 'Ana' } });
    expect(s.summary.map((i) => i.message)).toEqual(['Confirm your income']);
  });

  it('submit started, then answered with field errors: the answers stay, the errors show on their fields and in the summary', () => {
    const started = run([{ type: 'answersChanged', data: { name: 'Ana', ssn: '123' }, fromMountedForm: true }, { type: 'submitStarted' }]);
    expect(started).toMatchObject({ submitted: true, busy: true });
    const errors: FieldError[] = [{ pointer: '/ssn', message: 'Enter all 9 digits of your Social Security number' }];
    const failed = run([{ type: 'submitAnswered', errors, summary: [item('.ssn', errors[0]!.message)] }], started);
    expect(failed).toMatchObject({ busy: false, formData: { name: 'Ana', ssn: '123' }, seed: { name: 'Ana' }, formKey: 0, serverErrors: errors });
    expect(failed.summary.map((i) => i.message)).toEqual(['Enter all 9 digits of your Social Security number']);
    // Accepted: the summary and the errors go.
    const accepted = run([{ type: 'submitStarted' }, { type: 'submitAnswered', errors: [], summary: [item('.ssn', 'ignored')] }], failed);
    expect(accepted).toMatchObject({ busy: false, summary: [], serverErrors: [] });
  });

  it('submit settled without an answer (the send threw): no longer in flight, nothing else changes', () => {
    const started = run([{ type: 'submitStarted' }]);
    const settled = run([{ type: 'submitSettled' }], started);
    expect(settled).toEqual({ ...started, busy: false });
    expect(run([{ type: 'submitSettled' }], settled)).toBe(settled);
  });

  it('closer match dialog opened with its answers, moved to the next offer, and closed', () => {
    const second: CloserMatch = { ...offer, path: 'mailing', label: 'Mailing address' };
    const opened = run([{ type: 'submitStarted' }, { type: 'closerMatchOffered', data: { address: offer.entered }, offers: [offer, second] }, { type: 'submitSettled' }]);
    expect(opened.closer).toEqual({ data: { address: offer.entered }, offers: [offer, second] });
    expect(opened.busy).toBe(false);
    const next = run([{ type: 'closerMatchOffered', data: { address: offer.suggested }, offers: [second] }], opened);
    expect(next.closer?.offers.map((o) => o.path)).toEqual(['mailing']);
    const closed = run([{ type: 'closerMatchClosed' }], next);
    expect(closed.closer).toBeNull();
    expect(closed.formData).toEqual({ name: 'Ana' });
    expect(run([{ type: 'closerMatchClosed' }], closed)).toBe(closed);
  });
});

describe('the session in the generic screen (annual-income step)', () => {
  const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });
  const ctx: RuleContext = { brand: mergeBrand(brands, 'FIGURE'), flags: {}, query: {}, today: '2026-11-23', profile: {} };
  const screen = config.screens['register-v2/annual-income']!.data as Screen;
  let root: Root | null = null;

  afterEach(async () => {
    if (root) { const r = root; await act(async () => r.unmount()); }
    root = null;
    document.body.innerHTML = '';
  });

  async function draw(onSubmit: (data: Record<string, unknown>) => Promise<FieldError[] | void>): Promise<HTMLElement> {
    const container = document.body.appendChild(document.createElement('div'));
    const r = createRoot(container);
    root = r;
    const initialData = { income: { employmentType: 'FULL_TIME', income: 120000, otherIncome: 0 } };
    await act(async () => {
      r.render(createElement(Router, null, createElement(SchemaScreen, { screen, validator, ctx, initialData, onSubmit: (data) => onSubmit(data) })));
    });
    return container;
  }
  async function type(input: HTMLInputElement, value: string): Promise<void> {
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  const tickBox = (container: HTMLElement) => container.querySelector<HTMLInputElement>('.notice--confirm input[type="checkbox"]');

  it('a confirmation ticked is asked again, unticked, once its answer changes and back', async () => {
    const container = await draw(async () => undefined);
    const income = container.querySelector<HTMLInputElement>('#root_income_income')!;
    await type(income, '13000');
    expect(tickBox(container)?.checked).toBe(false);
    await act(async () => { tickBox(container)!.click(); });
    expect(tickBox(container)?.checked).toBe(true);
    // Another low amount keeps the same rule active: the tick stays.
    await type(income, '12000');
    expect(tickBox(container)?.checked).toBe(true);
    await type(income, '120000');
    expect(tickBox(container)).toBeNull();
    await type(income, '13000');
    expect(tickBox(container)?.checked).toBe(false);
  });

  it('a submit the lender refuses keeps the answers and shows its field errors until the answer changes', async () => {
    const sent: Record<string, unknown>[] = [];
    const container = await draw(async (data) => { sent.push(data); return [{ pointer: '/income/income', message: 'Enter an annual income the lender can check' }]; });
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await act(async () => { submit.click(); });
    expect(sent).toHaveLength(1);
    expect(container.querySelector('.error-summary')?.textContent).toContain('Enter an annual income the lender can check');
    const income = container.querySelector<HTMLInputElement>('#root_income_income')!;
    expect(income.value.replace(/\D/g, '')).toBe('120000');
    expect(income.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(false);
    // The first change takes the error off its field; the summary, refreshed from the problems the
    // form reported with that change (the lender's error still among them), drops it on the next.
    await type(income, '125000');
    expect(income.getAttribute('aria-invalid')).toBeNull();
    await type(income, '126000');
    expect(container.querySelector('.error-summary')).toBeNull();
    expect(container.textContent).not.toContain('Enter an annual income the lender can check');
  });
});
