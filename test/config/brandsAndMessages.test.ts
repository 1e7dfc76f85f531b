/**
 * `journey validate` on what a brand and a form show: assets that exist, colours readable where
 * text is drawn with them, a message of our own for every constraint, and the screens the
 * sandbox names. Broken copies fail with the pointer and message.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';
import { contrast, nearestPassing } from '../../engine/config/checkContrast.ts';

afterEach(removeCopies);

describe('brand assets', () => {
  it('a logo file that does not exist', () => {
    expect(brokenCopy('brands/GOODLEAP_LLC.json', (b) => { b.logoUrl = '/account/heloc/assets/logos/GOODLEAP.svg'; }))
      .toEqual(['brands/GOODLEAP_LLC.json#/logoUrl: "/account/heloc/assets/logos/GOODLEAP.svg" is not a file: renderer/public/logos/GOODLEAP.svg does not exist (did you mean "/account/heloc/assets/logos/GOODLEAP_LLC.svg"?)']);
  });
  it('a footer image that does not exist', () => {
    expect(brokenCopy('schemas/shell/shell.json', (s) => { s.footer.equalHousing.EHL.src = '/account/heloc/assets/logos/equal-housing.svg'; }))
      .toEqual(['schemas/shell/shell.json#/footer/equalHousing/EHL/src: "/account/heloc/assets/logos/equal-housing.svg" is not a file: renderer/public/logos/equal-housing.svg does not exist (did you mean "/account/heloc/assets/logos/equal-housing-lender.svg"?)']);
  });
  it('a logo deleted while a brand still points at it', () => {
    expect(brokenCopy('renderer/public/logos/LAKEVIEW.svg', 'delete'))
      .toEqual(['brands/LAKEVIEW.json#/logoUrl: "/account/heloc/assets/logos/LAKEVIEW.svg" is not a file: renderer/public/logos/LAKEVIEW.svg does not exist (did you mean "/account/heloc/assets/logos/LAKEVIEW-icon.svg"?)']);
  });
});

/** Which and how many other rules draw the colour changes with the stylesheets; the first rule, the ratio and the shade do not. */
const withoutCssCounts = (problem: string) => problem.replace(/; renderer\/styles\/[\w.]+ [^;)]+ and \d+ more\)/, '; …)');

describe('brand colours (WCAG AA where the stylesheets draw text with them)', () => {
  it('a primary colour white button text cannot be read on, with the nearest shade that can', () => {
    expect(brokenCopy('brands/LAKEVIEW.json', (b) => { b.colors.primary = '#4F8FD0'; }).map(withoutCssCounts))
      .toEqual([
        'brands/LAKEVIEW.json#/colors/primary: colors.primary #4F8FD0 text on colors.background #FFFFFF is 3.40:1 for LAKEVIEW (renderer/styles/app.css a; …); WCAG AA needs 4.5:1 (the nearest shade that passes is #3070B2)',
        'brands/LAKEVIEW.json#/colors/primary: colors.primary #4F8FD0 text on #eef1f4 is 3.00:1 for LAKEVIEW (renderer/styles/shell.css .support-line--chat:hover); WCAG AA needs 4.5:1 (the nearest shade that passes is #3070B2)',
      ]);
  });
  it('a page background the text colour cannot be read on', () => {
    expect(brokenCopy('brands/MOVEMENT.json', (b) => { b.colors.background = '#505050'; }).map(withoutCssCounts)).toEqual([
      'brands/MOVEMENT.json#/colors/text: colors.text #1C1C1C text on colors.background #505050 is 2.11:1 for MOVEMENT (renderer/styles/app.css body; …); WCAG AA needs 4.5:1 (the nearest shade that passes is #C2C2C2)',
      'brands/MOVEMENT.json#/colors/primary: colors.primary #1C3F5E text on colors.background #505050 is 1.36:1 for MOVEMENT (renderer/styles/app.css a; …); WCAG AA needs 4.5:1 (the nearest shade that passes is #A4C6E4)',
    ]);
  });
  it('computes WCAG 2 ratios and a passing shade', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#0B5FD6', '#ffffff')).toBeCloseTo(5.80, 2);
    const shade = nearestPassing('#4F8FD0', '#ffffff')!;
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('a message of our own for every constraint', () => {
  it.each([
    ['a required field whose message was removed', 'schemas/application/credit/social.json', (s: any) => { delete s.schema.errorMessage.required.ssn; },
      'schemas/application/credit/social.json#/schema: required "ssn" has no errorMessage.required.ssn: a person would read the library\'s "must have required property \'ssn\'"'],
    ['a pattern without its message', 'schemas/application/credit/social.json', (s: any) => { delete s.schema.properties.ssn.errorMessage.pattern; },
      'schemas/application/credit/social.json#/schema/properties/ssn: "pattern" has no errorMessage: a person would read the library\'s "must match pattern "^\\d{3}-?\\d{2}-?\\d{4}$""'],
    ['a choice list whose message only names the list (its choices would speak ajv)', 'schemas/application/identity.json', (s: any) => { s.schema.properties.type.errorMessage = { oneOf: 'Select the type of document' }; },
      'schemas/application/identity.json#/schema/properties/type: "type" has no errorMessage: a person would read the library\'s "must be string"'],
  ])('%s', (_name, file, edit, expected) => {
    expect(brokenCopy(file, edit)).toContain(expected);
  });

  it('a shared field missing a message is reported once, in the field file', () => {
    expect(brokenCopy('schemas/fields/legal-name.json', (s) => { delete s.properties.firstName.errorMessage.pattern; }))
      .toEqual(['schemas/fields/legal-name.json#/properties/firstName: "pattern" has no errorMessage: a person would read the library\'s "must match pattern "^[A-Za-z]+(?:[ -][A-Za-z]+)*$""']);
  });
});

describe('screens the sandbox names', () => {
  it('a screen deleted while the sandbox validates bodies with it', () => {
    const problems = brokenCopy('schemas/application/bpo/order-bpo.json', 'delete', {
      'journeys/heloc.json': (j) => { j.routes = j.routes.filter((r: any) => r.screen !== 'application/bpo/order-bpo'); j.statusRouting.rows.find((r: any) => r.to === '/:uuid/bpo/order-bpo').to = '/:uuid/bpo/condition'; },
    });
    expect(problems).toEqual(['schemas/operations.json#/operations/bpoOrder/body/sources/0: "application/bpo/order-bpo" is no screen or API schema (did you mean "application/bpo/condition"?): the sandbox would not start (operation "bpoOrder")']);
  });
  it('an API schema renamed', () => {
    expect(brokenCopy('schemas/operations.json', (t) => { t.operations.login.body.sources = ['api/logins']; }))
      .toEqual(['schemas/operations.json#/operations/login/body/sources/0: "api/logins" is no screen or API schema (did you mean "api/login"?): the sandbox would not start (operation "login")']);
  });
});
