/**
 * Person-facing text of a screen, filled in once (engine/screenText.ts): schema and choice titles
 * reach the form as `ui:title` without rewriting the schema its validator was compiled for; an
 * enum value in copy shows its data-schema title (engine/enumTitles.ts).
 */
import { describe, expect, it } from 'vitest';
import { enumTitle, enumTitlesOf, interpolate, mergeBrand, screenText } from '../../engine/index.ts';
import type { Screen } from '../../engine/index.ts';
import { brands, config } from '../helpers/config.ts';
import context from '../../schemas/data/context.schema.json' with { type: 'json' };
import application from '../../schemas/data/application.schema.json' with { type: 'json' };
import profile from '../../schemas/data/profile.schema.json' with { type: 'json' };
import signer from '../../schemas/data/signer.schema.json' with { type: 'json' };
import { appParts } from '../helpers/data.ts';

const goodleap = mergeBrand(brands, 'GOODLEAP_LLC');
const titles = enumTitlesOf(context, { 'application.schema.json': application, 'profile.schema.json': profile, 'signer.schema.json': signer });

describe('screenText', () => {
  const screen: Screen = {
    id: 'example',
    copy: { title: 'Hello {{brand.names.companyNameShort}}' },
    schema: {
      type: 'object',
      properties: {
        consent: { type: 'boolean', title: 'I authorize {{brand.names.companyName}}' },
        plain: { type: 'string', title: 'Plain' },
        kind: { type: 'string', oneOf: [{ const: 'A', title: 'Paid to {{brand.names.companyNameShort}}' }, { const: 'B', title: 'Other' }] },
        list: { type: 'array', items: { type: 'object', properties: { who: { type: 'string', title: 'Who at {{brand.names.companyNameShort}}?' } } } },
      },
      then: { properties: { later: { type: 'string', title: '{{brand.names.companyNameShort}} later' } } },
    },
    uiSchema: { consent: { 'ui:widget': 'consent' }, plain: { 'ui:help': 'Call {{brand.support.phone.formatted}}' } },
    actions: [{ label: 'Back to {{brand.names.companyNameShort}}', href: '/x' }],
  };
  const text = screenText(screen, { brand: goodleap });

  it('fills every person-facing string: copy, actions, uiSchema, schema titles, choice titles, list items, conditional parts', () => {
    expect(text.copy.title).toBe('Hello GoodLeap');
    expect(text.actions[0]!.label).toBe('Back to GoodLeap');
    expect(text.uiSchema).toMatchObject({
      consent: { 'ui:widget': 'consent', 'ui:title': 'I authorize GoodLeap, LLC' },
      plain: { 'ui:help': 'Call (844) 555-0110' },
      kind: { oneOf: [{ 'ui:title': 'Paid to GoodLeap' }, {}] },
      list: { items: { who: { 'ui:title': 'Who at GoodLeap?' } } },
      later: { 'ui:title': 'GoodLeap later' },
    });
    expect(JSON.stringify(text.uiSchema)).not.toContain('{{');
    // Titles without placeholders are left to the schema.
    expect((text.uiSchema.plain as Record<string, unknown>)['ui:title']).toBeUndefined();
  });
  it('leaves the schema as it was (its validator is looked up by the schema itself)', () => {
    expect((screen.schema!.properties as Record<string, { title: string }>).consent!.title).toBe('I authorize {{brand.names.companyName}}');
  });
  it('keeps a ui:title the screen gives itself', () => {
    const own = screenText({ ...screen, uiSchema: { consent: { 'ui:title': 'Mine' } } }, { brand: goodleap });
    expect((own.uiSchema.consent as Record<string, unknown>)['ui:title']).toBe('Mine');
  });
  it('every shipped screen comes out without a placeholder left in what a person reads', () => {
    const ctx = { brand: goodleap, app: appParts({ uuid: 'u', loanNumber: 'L1', amount: 1, rate: 1, apr: 1, disburseAccount: { mask: '****1234' } }), profile: { name: { firstName: 'Pat', lastName: 'Happy' } }, params: { uuid: 'u', type: 'payroll' }, query: {}, flags: {} };
    const left: string[] = [];
    for (const [id, file] of Object.entries(config.screens)) {
      const t = screenText(file.data as Screen, ctx);
      for (const [part, value] of Object.entries({ copy: t.copy, actions: t.actions, uiSchema: t.uiSchema })) if (JSON.stringify(value).includes('{{')) left.push(`${id} ${part}`);
    }
    expect(left).toEqual([]);
  });
});

describe('enum titles', () => {
  it('reads the titles of the data schemas, by context path', () => {
    expect(titles['app.payType']).toEqual({ AUTOPAY: 'Autopay', MANUAL: 'Paid each month by you' });
    expect(enumTitle(titles, 'app.payType', 'AUTOPAY')).toBe('Autopay');
    expect(enumTitle(titles, 'app.payType', 'OTHER')).toBeUndefined();
  });
  it('shows the title where copy displays an enum value, the value where it has none', () => {
    expect(interpolate('Monthly payments: {{app.payType|not chosen yet}}.', { app: { payType: 'AUTOPAY' } }, { enumTitles: titles })).toBe('Monthly payments: Autopay.');
    expect(interpolate('Monthly payments: {{app.payType|not chosen yet}}.', { app: {} }, { enumTitles: titles })).toBe('Monthly payments: not chosen yet.');
    expect(interpolate('{{app.payType:upper}}', { app: { payType: 'manual' } }, { enumTitles: titles })).toBe('MANUAL');
  });
  it('matches list items by their place in the path', () => {
    const t = enumTitlesOf({ type: 'object', properties: { app: { type: 'object', properties: { list: { type: 'array', items: { type: 'object', properties: { k: { oneOf: [{ const: 'X', title: 'Ex' }] } } } } } } } });
    expect(enumTitle(t, 'app.list.3.k', 'X')).toBe('Ex');
  });
});
