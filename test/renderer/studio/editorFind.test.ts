/**
 * Finding config in the studio editor (renderer/studio/editor/findConfig.ts) on the real config:
 * screens named by their titles, the status table and brands by what people call them, a filter
 * by name, id or path, and a search across every file's text that names the screen and the place.
 * Unsaved edits (unsavedEdits.ts) are kept per person.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entries, filterEntries, searchText } from '../../../renderer/studio/editor/findConfig.ts';
import { unsavedEdits, type KeyValueStore } from '../../../renderer/studio/editor/unsavedEdits.ts';
import { editableFiles } from '../../../engine/config/editCheck.ts';
import { loadConfig } from '../../../engine/config/loadConfig.ts';

const files = editableFiles(loadConfig('.'));
const texts = Object.fromEntries(files.map((f) => [f.file, fs.readFileSync(f.file, 'utf8')]));
const list = entries(files, texts);

describe('the file list', () => {
  it('names screens by their titles, the status table and brands by what people call them', () => {
    const contact = list.find((e) => e.file === 'schemas/application/start/contact.json')!;
    expect(contact).toMatchObject({ label: 'A few more details', detail: 'application/start/contact', group: 'Screens: Application' });
    expect(list.find((e) => e.view === 'status')).toMatchObject({ file: 'journeys/heloc.json', label: 'Status table' });
    expect(list.map((e) => e.label)).toContain('Brands: GoodLeap');
    // Every file is listed, the status table besides its journey.
    expect(list.filter((e) => !e.view).length).toBe(files.length);
  });

  it('filters by a screen\'s name, its id or its path', () => {
    expect(filterEntries(list, 'few more').map((e) => e.file)).toEqual(['schemas/application/start/contact.json']);
    expect(filterEntries(list, 'start/contact').map((e) => e.file)).toEqual(['schemas/application/start/contact.json']);
    expect(filterEntries(list, 'goodleap').map((e) => e.label)).toEqual(['Brands: GoodLeap']);
    // And by what its description calls it: the registration screen titled "How can we reach you?" is the contact screen.
    expect(filterEntries(list, 'contact').map((e) => e.label)).toEqual(expect.arrayContaining(['How can we reach you?', 'A few more details']));
    expect(filterEntries(list, 'status table').map((e) => e.view)).toEqual(['status']);
    expect(filterEntries(list, '')).toBe(list);
    expect(filterEntries(list, 'no such screen anywhere')).toEqual([]);
  });

  it('searches every file\'s text, naming the screen and the place of each match', () => {
    const matches = searchText(list, texts, 'low income');
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.find((m) => m.file === 'schemas/register-v2/annual-income.json')).toMatchObject({ label: 'What is your annual income?', where: 'rules › 1 › id' });
    const title = searchText(list, texts, 'A few more details').find((m) => m.file === 'schemas/application/start/contact.json')!;
    expect(title).toMatchObject({ label: 'A few more details', where: 'copy › title' });
    const ssn = searchText(list, texts, 'already have your Social Security').find((m) => m.file === 'schemas/application/start/contact.json')!;
    expect(ssn.where).toBe('rules › 1 › message');
    expect(searchText(list, texts, 'x')).toEqual([]);
  });
});

describe('unsaved edits', () => {
  const memory = (): KeyValueStore & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
  };

  it('keeps each person\'s edits apart until they are saved or discarded', () => {
    const store = memory();
    const petra = unsavedEdits(store, 'petra');
    const eddie = unsavedEdits(store, 'eddie');
    petra.keep('a.json', '{"b":2}', '{"b":1}', 1);
    expect(petra.get('a.json')).toEqual({ text: '{"b":2}', base: '{"b":1}', savedAt: 1 });
    expect(eddie.get('a.json')).toBeUndefined();
    // Typed back to the file's text: nothing unsaved.
    petra.keep('a.json', '{"b":1}', '{"b":1}');
    expect(petra.all()).toEqual({});
    expect(store.data.size).toBe(0);
    petra.keep('a.json', 'x', 'y');
    petra.drop('a.json');
    expect(petra.get('a.json')).toBeUndefined();
    // A store that holds something else is read as empty.
    store.setItem('studio-editor:unsaved:petra', 'not json');
    expect(petra.all()).toEqual({});
  });
});
