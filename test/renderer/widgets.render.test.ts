/**
 * The widgets and fields inside a real RJSF form, rendered to static markup (no DOM needed):
 * ids, labels, ARIA wiring, errors from the error schema, and the options of the screen files.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { widgets as appWidgets } from '../../renderer/widgets/index.ts';
import { PhoneWidget } from '../../renderer/widgets/PhoneWidget.tsx';
import { fields } from '../../renderer/fields/index.ts';
import { templates } from '../../renderer/theme/templates.tsx';
import { config } from '../helpers/config.ts';

// The app loads the phone widget lazily; static rendering cannot wait for it, so use it directly.
const widgets = { ...appWidgets, phone: PhoneWidget };

const screen = (id: string) => config.screens[`register-v2/${id}`]!.data as { schema: RJSFSchema; uiSchema: UiSchema };

function render(id: string, opts: { formData?: unknown; extraErrors?: ErrorSchema; formContext?: Record<string, unknown>; uiSchema?: UiSchema } = {}) {
  const s = screen(id);
  return renderToStaticMarkup(createElement(Form, {
    schema: s.schema,
    uiSchema: opts.uiSchema ?? s.uiSchema,
    validator,
    widgets,
    fields,
    templates,
    formData: opts.formData ?? {},
    formContext: { warnings: {}, copy: { title: 'Is this property currently for sale?' }, ...opts.formContext },
    extraErrors: opts.extraErrors,
    noHtml5Validate: true,
  }));
}

/** The opening tag of the element with this id. */
const tag = (html: string, id: string) => html.match(new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`))?.[0] ?? '';

describe('phone and email screen', () => {
  const html = render('phone-and-email', { formData: { phoneNumber: '(555) 555-5555' } });
  it('renders the phone input for US numbers', () => {
    const phone = tag(html, 'root_phoneNumber');
    expect(phone).toContain('type="tel"');
    expect(phone).toContain('inputMode="tel"');
    expect(phone).toContain('maxLength="14"');
    expect(phone).toContain('value="(555) 555-5555"');
    expect(phone).toContain('aria-describedby="root_phoneNumber__error root_phoneNumber__description root_phoneNumber__help"');
    expect(html).toContain('<label for="root_phoneNumber" class="field__label">Mobile phone');
  });
  it('renders consents as self-labelled checkboxes', () => {
    expect(tag(html, 'root_smsMarketingConsent')).toContain('type="checkbox"');
    expect(html).toContain('<label for="root_smsMarketingConsent" class="w-checkbox__label"><span>Text me offers');
    expect(html.match(/for="root_smsMarketingConsent"/g)).toHaveLength(1);
    expect(tag(html, 'root_email')).toContain('type="email"');
  });
});

describe('set password screen', () => {
  const html = render('set-password', {
    formData: { password: 'abcDEF12' },
    uiSchema: {
      ...screen('set-password').uiSchema,
      termPrivacyConsent: { 'ui:widget': 'consent', 'ui:options': { links: [{ text: 'Terms of Use', href: 'https://example.test/terms' }, { text: 'Privacy Policy', href: '{{brand.legal.privacyPolicyUrl}}' }] } },
    },
    extraErrors: { termPrivacyConsent: { __errors: ['Required'] } } as unknown as ErrorSchema,
  });
  it('shows the strength meter and the live rule list', () => {
    expect(html.match(/class="w-meter__segment/g)).toHaveLength(4);
    expect(html.match(/w-meter__segment--on /g)).toHaveLength(2);
    expect(html).toContain('At least 12 characters<span class="w-visually-hidden"> (not met)</span>');
    expect(html).toContain('One uppercase letter<span class="w-visually-hidden"> (met)</span>');
    expect(tag(html, 'root_password')).toContain('root_password__rules');
  });
  it('has show/hide toggles with aria-pressed on both password fields', () => {
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(2);
    expect(html).toContain('aria-controls="root_confirmPassword"');
  });
  it('links consent texts in a new tab, leaving unresolved hrefs as text', () => {
    expect(html).toContain('<a href="https://example.test/terms" target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain('{{brand');
    expect(tag(html, 'root_termPrivacyConsent')).toContain('aria-invalid="true"');
    expect(tag(html, 'root_termPrivacyConsent')).toContain('aria-required="true"');
    expect(html).toContain('id="root_termPrivacyConsent__error"');
  });
});

describe('yes/no, select and money', () => {
  it('renders yes/no as a radio group with the copy title as its (visually hidden) legend, since the heading shows it', () => {
    const html = render('for-sale', { formData: { isListedForSale: false } });
    expect(html).toContain('<legend class="w-visually-hidden">Is this property currently for sale?</legend>');
    expect(tag(html, 'root_isListedForSale')).toContain('type="radio"');
    expect(tag(html, 'root_isListedForSale-1')).toContain('checked=""');
    expect(html).not.toContain('class="field__label"');
  });
  it('renders selects with placeholder and enum names, money with a $ prefix', () => {
    const html = render('annual-income', { formData: { income: { income: 1234567.5, employmentType: 'RETIRED' } } });
    expect(html).toContain('<option value="">Select one</option>');
    expect(html).toContain('<option value="3" selected="">Retired</option>');
    const money = tag(html, 'root_income_income');
    expect(money).toContain('inputMode="decimal"');
    expect(money).toContain('value="1,234,567.50"');
    expect(html).toContain('<span class="w-affix__prefix" aria-hidden="true">$</span>');
    const names = render('legal-name');
    expect(names).toContain('>None</option>');
    expect(names).toContain('>Jr.</option>');
  });
});

describe('address field', () => {
  const lookup = async () => [];
  it('shows a combobox and the manual button when a lookup is available', () => {
    const html = render('property-address', { formContext: { addressLookup: lookup } });
    const street = tag(html, 'root_propertyAddress_street1');
    expect(street).toContain('role="combobox"');
    expect(street).toContain('aria-expanded="false"');
    expect(street).toContain('aria-controls="root_propertyAddress_street1__listbox"');
    expect(html).toContain('role="listbox"');
    expect(html).toContain('Enter address manually');
    expect(tag(html, 'root_propertyAddress_city')).toBe('');
    expect(html).toContain('<legend class="w-legend">How do you use this property?</legend>');
    expect(html).toContain('Second home');
  });
  it('shows the manual inputs without a lookup, with data, or with errors', () => {
    const none = render('property-address');
    expect(tag(none, 'root_propertyAddress_street1')).not.toContain('combobox');
    expect(tag(none, 'root_propertyAddress_zip')).toContain('inputMode="numeric"');
    expect(tag(none, 'root_propertyAddress_zip')).toContain('maxLength="5"');
    // The state is chosen from the list of schemas/fields/us-state.json (renderer/fields/StateCombobox.tsx).
    expect(tag(none, 'root_propertyAddress_state')).toContain('role="combobox"');
    expect(tag(none, 'root_propertyAddress_state')).toContain('autoComplete="address-level1"');
    expect(none).toContain('Apartment, suite, etc. (optional)');
    const withData = render('property-address', { formContext: { addressLookup: lookup }, formData: { propertyAddress: { zip: '78701' } } });
    expect(tag(withData, 'root_propertyAddress_city')).not.toBe('');
    const errors = { propertyAddress: { street1: { __errors: ['Enter the street address'] }, city: { __errors: ['Please enter a valid city name'] }, occupancyType: { __errors: ['Select how you use this property'] } } } as unknown as ErrorSchema;
    const invalid = render('property-address', { formContext: { addressLookup: lookup }, extraErrors: errors });
    const street = tag(invalid, 'root_propertyAddress_street1');
    expect(street).toContain('aria-invalid="true"');
    // Opened by its errors, the street still offers suggestions: its error, then the typeahead's hint.
    expect(street).toContain('aria-describedby="root_propertyAddress_street1__error root_propertyAddress_street1__help"');
    expect(street).toContain('role="combobox"');
    expect(street).toContain('aria-required="true"');
    expect(invalid).toContain('<div id="root_propertyAddress_street1__error" class="w-error"><p class="error-text">Enter the street address</p></div>');
    expect(tag(invalid, 'root_propertyAddress_city')).toContain('aria-invalid="true"');
    expect(tag(invalid, 'root_propertyAddress_occupancyType')).toContain('aria-describedby="root_propertyAddress_occupancyType__error"');
  });
  it('works on the home address screen (no occupancy)', () => {
    const html = render('home-address', { formData: { homeAddress: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } } });
    expect(tag(html, 'root_homeAddress_state')).toContain('value="Texas"');
    expect(html).not.toContain('occupancyType');
    expect(html).toContain('<legend class="w-legend">Home address</legend>');
  });
});

describe('date of birth field', () => {
  it('renders month/day/year with numeric input, lengths and autocomplete', () => {
    const html = render('birthdate', { formData: { dob: { month: 5, day: 17, year: 1980 } } });
    expect(html).toContain('<legend class="w-legend">Date of birth</legend>');
    for (const [part, len, auto, value] of [['month', 2, 'bday-month', 5], ['day', 2, 'bday-day', 17], ['year', 4, 'bday-year', 1980]] as const) {
      const input = tag(html, `root_dob_${part}`);
      expect(input).toContain('inputMode="numeric"');
      expect(input).toContain(`maxLength="${len}"`);
      expect(input).toContain(`autoComplete="${auto}"`);
      expect(input).toContain(`value="${value}"`);
    }
  });
  it('ties part and field errors to the inputs', () => {
    const errors = { dob: { __errors: ['Invalid date'], month: { __errors: ['Date of birth is required'] }, day: { __errors: ['Date of birth is required'] } } } as unknown as ErrorSchema;
    const html = render('birthdate', { extraErrors: errors });
    expect(html.match(/Date of birth is required/g)).toHaveLength(1);
    expect(tag(html, 'root_dob_day')).toContain('aria-describedby="root_dob_month__error root_dob__error"');
    expect(tag(html, 'root_dob_year')).toContain('aria-invalid="true"');
    expect(html).toContain('id="root_dob__error"');
  });
});
