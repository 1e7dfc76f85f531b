import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { broughtBackWords, configChanges, shownValue } from '../../engine/config/configChanges.ts';

const CONTACT = 'schemas/application/start/contact.json';
const contact = fs.readFileSync(CONTACT, 'utf8');
const edited = (edit: (json: Record<string, any>) => void, text = contact) => {
  const json = JSON.parse(text) as Record<string, any>;
  edit(json);
  return JSON.stringify(json, null, 2);
};

describe('a config change as staff read it', () => {
  it('names the screen and each changed text, with the words before and after', () => {
    const after = edited((s) => { s.copy.title = 'A few more details, please'; });
    const read = configChanges(CONTACT, contact, after);
    expect(read.title).toBe('the screen “A few more details, please” (application/start/contact)');
    expect(read.changes).toEqual([{ pointer: '/copy/title', where: 'text › title', before: 'A few more details', after: 'A few more details, please' }]);
  });

  it('names an added field by its title, and the field order as a list', () => {
    const after = edited((s) => {
      s.schema.properties.bestTimeToCall = { type: 'string', title: 'Best time to call', oneOf: [{ const: 'MORNING', title: 'Morning' }] };
      s.uiSchema['ui:order'].splice(2, 0, 'bestTimeToCall');
    });
    const { changes } = configChanges(CONTACT, contact, after);
    expect(changes.map((c) => c.where)).toEqual(['field “Best time to call”', 'layout › order of the fields']);
    // The field in words, not its JSON.
    expect(changes[0]).toMatchObject({ pointer: '/schema/properties/bestTimeToCall', before: null, after: '“Best time to call”: one of Morning' });
    expect(changes[1]!.before).toBe('ownership, maritalStatus, ssn, hardCreditConsent');
    expect(changes[1]!.after).toBe('ownership, maritalStatus, bestTimeToCall, ssn, hardCreditConsent');
  });

  it('matches status rows by id: a row added at the top is one added row, not every row changed', () => {
    const heloc = fs.readFileSync('journeys/heloc.json', 'utf8');
    const row = { id: 'factaReview', statuses: ['FACTA_REVIEW'], to: '/:uuid/hold' };
    const after = edited((j) => { j.statusRouting.rows.unshift(row); j.statusRouting.rows[1].progress = 'LINK_INCOME'; }, heloc);
    const read = configChanges('journeys/heloc.json', heloc, after);
    expect(read.title).toBe('the heloc journey');
    const first = JSON.parse(heloc).statusRouting.rows[0];
    expect(read.changes).toEqual([
      { pointer: '/statusRouting/rows/0', where: 'status table › row factaReview', before: null, after: JSON.stringify(row) },
      { pointer: '/statusRouting/rows/1/progress', where: `status table › row ${first.id} › progress step`, before: shownValue(first.progress), after: 'LINK_INCOME' },
    ]);
  });

  it('names a brand by its company name, and says in words what a revert brings back', () => {
    const brand = fs.readFileSync('brands/LAKEVIEW.json', 'utf8');
    const after = edited((b) => { b.support.email = 'help@lakeview.test'; }, brand);
    const before = JSON.parse(brand).support.email;
    // A revert goes from the changed file back to the one before.
    const back = configChanges('brands/LAKEVIEW.json', after, brand);
    expect(back.title).toBe('the brand Lakeview (LAKEVIEW)');
    expect(back.changes).toEqual([{ pointer: '/support/email', where: 'support › email', before: 'help@lakeview.test', after: before }]);
    expect(broughtBackWords([back])).toBe(`the brand Lakeview (LAKEVIEW): support › email is “${before}” again`);
  });

  it('says a new file is new and a file that is not JSON is not read field by field', () => {
    expect(configChanges('brands/LAKEVIEW.json', null, '{}')).toMatchObject({ added: true, changes: [] });
    expect(configChanges('renderer/public/logos/X.svg', '<svg/>', '<svg></svg>')).toMatchObject({ readable: false, changes: [] });
    expect(configChanges(CONTACT, contact, contact).changes).toEqual([]);
  });
});

describe('a brand\'s first own wording', () => {
  it('reads as the one text it adds, and its revert as that text gone', () => {
    const brand = fs.readFileSync('brands/LAKEVIEW.json', 'utf8');
    const key = 'register-v2/annual-income.rules.lowIncomeConfirmation.message';
    const worded = edited((b) => { b.copy = { [key]: 'Lakeview asks' }; }, brand);
    // The stable key read as the screen, the rule and the part of it.
    const words = 'text › screen register-v2/annual-income › rule lowIncomeConfirmation › message';
    expect(configChanges('brands/LAKEVIEW.json', brand, worded).changes).toEqual([{ pointer: `/copy/${key.replace(/\//g, '~1')}`, where: words, before: null, after: 'Lakeview asks' }]);
    expect(broughtBackWords([configChanges('brands/LAKEVIEW.json', worded, brand)])).toBe(`the brand Lakeview (LAKEVIEW): ${words} is gone, as before`);
  });
});
