// @vitest-environment jsdom
/**
 * What a visitor typed and chose in a prerendered page before its scripts ran reaches the hydrated
 * form (renderer/app/typedBeforeHydration.ts, used by renderer/boot.tsx): a text box, a select, a
 * radio and a checkbox changed in the server's markup are each reported to the form's own onChange
 * once hydrated; what the visitor did not change is not.
 */
import { createElement, useState, act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { replayTyped, typedBeforeHydration } from '../../renderer/app/typedBeforeHydration.ts';

type Answers = { income: string; source: string; occupancy: string; consent: boolean; name: string };
const start: Answers = { income: '', source: '', occupancy: '', consent: false, name: 'Pat' };

function Form({ seen }: { seen: Answers[] }) {
  const [a, setA] = useState(start);
  const set = (patch: Partial<Answers>) => setA((prev) => { const next = { ...prev, ...patch }; seen.push(next); return next; });
  return createElement('form', null,
    createElement('input', { id: 'income', value: a.income, onChange: (e: { target: HTMLInputElement }) => set({ income: e.target.value }) }),
    createElement('input', { id: 'name', value: a.name, onChange: (e: { target: HTMLInputElement }) => set({ name: e.target.value }) }),
    createElement('select', { id: 'source', value: a.source, onChange: (e: { target: HTMLSelectElement }) => set({ source: e.target.value }) },
      createElement('option', { value: '' }, 'Choose'), createElement('option', { value: 'EMPLOYED' }, 'Employed')),
    ...['PRIMARY', 'SECONDARY'].map((v) => createElement('input', { key: v, id: v, type: 'radio', name: 'occupancy', value: v, checked: a.occupancy === v, onChange: () => set({ occupancy: v }) })),
    createElement('input', { id: 'consent', type: 'checkbox', checked: a.consent, onChange: (e: { target: HTMLInputElement }) => set({ consent: e.target.checked }) }),
  );
}

describe('typed before hydrating', () => {
  it('reaches the hydrated form: text, select, radio and checkbox; untouched fields are left alone', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const seen: Answers[] = [];
    const root = document.createElement('div');
    root.innerHTML = renderToString(createElement(Form, { seen: [] }));
    document.body.append(root);
    // The visitor, before any script: types, chooses, ticks.
    const $ = <T extends HTMLElement>(id: string) => root.querySelector<T>(`#${id}`)!;
    $<HTMLInputElement>('income').value = '98000';
    $<HTMLSelectElement>('source').value = 'EMPLOYED';
    $<HTMLInputElement>('SECONDARY').checked = true;
    $<HTMLInputElement>('consent').checked = true;
    const typed = typedBeforeHydration(root);
    expect(typed.map((t) => t.control.id).sort()).toEqual(['SECONDARY', 'consent', 'income', 'source']);
    await act(async () => { hydrateRoot(root, createElement(Form, { seen })); });
    // Hydrating keeps the values on show but tells the form nothing.
    expect(seen).toEqual([]);
    expect($<HTMLInputElement>('income').value).toBe('98000');
    await act(async () => { expect(replayTyped(root, typed)).toBe(4); });
    expect(seen.at(-1)).toEqual({ income: '98000', source: 'EMPLOYED', occupancy: 'SECONDARY', consent: true, name: 'Pat' });
    expect($<HTMLInputElement>('income').value).toBe('98000');
    expect($<HTMLInputElement>('consent').checked).toBe(true);
    expect($<HTMLInputElement>('PRIMARY').checked).toBe(false);
  });
});
