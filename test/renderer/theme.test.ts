/**
 * The theme's guards: every form-library template and built-in widget is ours or stops with an
 * error that names what config asked for; the library's own words are refused; labels of lists;
 * the required marker; the document title; the busy label of the submit button (001 §4).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { getDefaultRegistry } from '@rjsf/core';
import { TranslatableString, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { templates } from '../../renderer/theme/templates.tsx';
import { themeWidgets } from '../../renderer/theme/themeWidgets.ts';
import { translateString } from '../../renderer/theme/translateString.ts';
import { assertKnownNames, unknownNames } from '../../renderer/theme/knownNames.ts';
import { arrayLabels } from '../../renderer/theme/arrayLabels.ts';
import { acceptsEmpty, mustAnswer } from '../../renderer/theme/requiredMarker.ts';
import { buttonTemplates } from '../../renderer/theme/buttons.tsx';
import { fields } from '../../renderer/fields/index.ts';
import { widgets } from '../../renderer/widgets/index.ts';
import { groupOptions } from '../../renderer/widgets/choiceGroups.ts';
import { documentTitle } from '../../renderer/screens/useDocumentTitle.ts';
import { SubmitArea } from '../../renderer/screens/SubmitArea.tsx';

const form = (schema: RJSFSchema, uiSchema: UiSchema = {}, formData: unknown = {}) => renderToStaticMarkup(createElement(Form, {
  schema, uiSchema, formData, validator, widgets: themeWidgets, fields, templates, translateString, noHtml5Validate: true,
  formContext: { warnings: {}, copy: {} },
}));

describe('every slot of the form library is ours', () => {
  it('covers every template and button the library has', () => {
    const library = getDefaultRegistry().templates;
    expect(Object.keys(templates).sort()).toEqual(Object.keys(library).sort());
    expect(Object.keys(templates.ButtonTemplates).sort()).toEqual(Object.keys(library.ButtonTemplates).sort());
  });
  it('covers every built-in widget name, by ours or by a named refusal', () => {
    expect(Object.keys(getDefaultRegistry().widgets).filter((n) => !(n in themeWidgets))).toEqual([]);
    expect(themeWidgets.TextWidget).toBe(widgets.text);
    expect(() => form({ type: 'object', properties: { when: { type: 'string', format: 'date', title: 'When' } } })).toThrow(/Field "root_when": the form library's DateWidget .*not drawn by the HELOC theme/);
  });
  it('a schema the theme cannot draw stops with its name, not library markup', () => {
    expect(() => form({ type: 'object', properties: { x: { title: 'X' } as RJSFSchema } }, {}, { x: 1 })).toThrow(/Field "root_x": this schema \(Unknown field type undefined\) is not supported by the HELOC theme/);
    expect(() => form({ type: 'object', additionalProperties: { type: 'string' } }, {}, { free: 'a' })).toThrow(/free-form key/);
  });
  it('refuses the library\'s own words, except the Yes/No of a boolean', () => {
    expect(translateString(TranslatableString.YesLabel)).toBe('Yes');
    expect(() => translateString(TranslatableString.OptionPrefix, ['1'])).toThrow(/would show its own text here \("Option 1"\)/);
  });
  it('a button without words is a configuration error', () => {
    const Add = buttonTemplates.AddButton;
    expect(() => renderToStaticMarkup(createElement(Add, { id: 'x', registry: {} as never }))).toThrow(/add button of field "x" has no label/);
    expect(renderToStaticMarkup(createElement(Add, { id: 'x', registry: {} as never }, 'Add another'))).toContain('data-theme="heloc">Add another</button>');
  });
});

describe('widget and field names', () => {
  const known = { widgets: new Set(Object.keys(widgets)), fields: new Set(Object.keys(fields)) };
  it('names an unknown widget or field and where it is', () => {
    expect(unknownNames({ a: { 'ui:widget': 'fancy' }, b: { items: { 'ui:field': 'nope' } }, c: { oneOf: [{ 'ui:widget': 'text' }] } }, known)).toEqual([
      '/uiSchema/a/ui:widget: unknown widget "fancy"',
      '/uiSchema/b/items/ui:field: unknown field "nope"',
    ]);
    expect(() => assertKnownNames('x/y', { a: { 'ui:widget': 'fancy' } }, known)).toThrow(/Screen "x\/y": \/uiSchema\/a\/ui:widget: unknown widget "fancy" \(known widgets: text,/);
  });
});

describe('words of a list', () => {
  it('from config, or built from the item title', () => {
    const own = arrayLabels({ itemTitle: 'Income source {n}', addLabel: 'Add another income source', removeLabel: 'Remove income source {n}' }, 'Income to verify');
    expect([own.item(2), own.add, own.remove(2), own.moveUp(2), own.added(3)]).toEqual(['Income source 2', 'Add another income source', 'Remove income source 2', 'Move income source 2 up', 'Income source 3 added']);
    const built = arrayLabels({}, 'Co-signer');
    expect([built.item(1), built.add, built.remove(1)]).toEqual(['Co-signer 1', 'Add another co-signer', 'Remove co-signer 1']);
  });
  it('a list of objects is drawn with them', () => {
    const html = form({ type: 'object', properties: { people: { type: 'array', title: 'People', items: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } } } }, { people: { 'ui:options': { itemTitle: 'Person {n}', orderable: true } } }, { people: [{ name: 'a' }, { name: 'b' }] });
    expect(html).toContain('<legend class="object__legend">Person 2</legend>');
    expect(html).toContain('>Move person 2 up</button>');
    expect(html).toContain('>Remove person 1</button>');
    expect(html).not.toContain('People-1');
  });
});

describe('the required marker', () => {
  it('is for answers the applicant must give', () => {
    expect(acceptsEmpty({ type: ['number', 'null'] })).toBe(true);
    expect(acceptsEmpty({ type: 'number' }, { 'ui:emptyValue': 0 })).toBe(true);
    expect(mustAnswer(true, { type: 'number' })).toBe(true);
    expect(mustAnswer(true, { type: ['number', 'null'] })).toBe(false);
    expect(mustAnswer(false, { type: 'number' })).toBe(false);
  });
});

describe('sub-groups of choices', () => {
  it('nests what config names under its group, keeping the order', () => {
    expect(groupOptions(['A', 'A1', 'A2', 'B', 'C', 'C1'], { A: ['A2', 'A1'], C: ['C1', 'nope'], Z: ['B'] })).toEqual([
      { index: 0, children: [1, 2] }, { index: 3, children: [] }, { index: 4, children: [5] },
    ]);
  });
});

describe('document titles', () => {
  it("the screen's title, then the brand's short name; Error first with a summary", () => {
    const brand = { names: { companyName: 'GoodLeap, LLC', companyNameShort: 'GoodLeap' } };
    expect(documentTitle('Annual income', brand)).toBe('Annual income · GoodLeap');
    expect(documentTitle('Annual income', brand, true)).toBe('Error: Annual income · GoodLeap');
    expect(documentTitle('Annual income', { names: { companyName: 'Lakeview Loan Servicing' } })).toBe('Annual income · Lakeview Loan Servicing');
  });
});

describe('the submit button', () => {
  const html = (busy: boolean, submittingLabel?: string) => renderToStaticMarkup(createElement(SubmitArea, { id: 't', blocks: [], busy, label: 'Sign documents', ...(submittingLabel ? { submittingLabel } : {}) }));
  it('reads "Submitting" while busy unless the screen says otherwise (001 §4)', () => {
    expect(html(false)).toContain('>Sign documents</button>');
    expect(html(true)).toContain('>Submitting</button>');
    expect(html(true, 'Signing your documents')).toContain('>Signing your documents</button>');
  });
  it('shows what blocks it beside it, in a live region, and is disabled', () => {
    const out = renderToStaticMarkup(createElement(SubmitArea, { id: 't', blocks: [{ rule: 'r', message: 'Not in your state' }], busy: false, label: 'Continue' }));
    expect(out).toMatch(/<div id="t-blocks" class="submit-area__blocks" role="alert"><div class="notice notice--block"><p>Not in your state<\/p><\/div><\/div><button type="submit"[^>]*disabled=""[^>]*aria-describedby="t-blocks"/);
  });
});
