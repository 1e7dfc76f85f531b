/**
 * `journey validate` types every copy placeholder against the data it reads (engine/config/checkPlaceholders.ts):
 * broken copies of the shipped config fail with the pointer and message a person fixes them by.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';
import { FORMAT_INPUT, FORMATS } from '../../engine/format.ts';

afterEach(removeCopies);

describe('a placeholder', () => {
  it.each([
    ['misspelt in a schema title (drawn as the field label)', 'schemas/application/bank/autopay.json', (s: any) => { s.schema.properties.useDisbursementAccount.title = 'Pay from the account ending in {{app.disburseAcount.mask:lastFour|****}}?'; },
      'schemas/application/bank/autopay.json#/schema/properties/useDisbursementAccount/title: placeholder {{app.disburseAcount.mask}} is not in the data schema: "app.disburseAcount" is not declared (did you mean "app.disburseAccount"?)'],
    ['misspelt in a choice title', 'schemas/application/identity.json', (s: any) => { s.schema.properties.type.oneOf[0].title = "{{brand.names.companyNam}} Driver's License"; },
      'schemas/application/identity.json#/schema/properties/type/oneOf/0/title: placeholder {{brand.names.companyNam}} is not in the data schema: "brand.names.companyNam" is not declared (did you mean "brand.names.companyName"?)'],
    ['misspelt in uiSchema help', 'schemas/application/start/app-summary.json', (s: any) => { s.uiSchema.signatureName['ui:help'] = 'For example: {{profile.name.frstName}}'; },
      'schemas/application/start/app-summary.json#/uiSchema/signatureName/ui:help: placeholder {{profile.name.frstName}} is not in the data schema: "profile.name.frstName" is not declared (did you mean "profile.name.firstName"?)'],
    ['formatted as money while it is text', 'schemas/application/complete.json', (s: any) => { s.copy.subtitle = 'Your loan number is {{app.loanNumber:money|on your documents}}.'; },
      'schemas/application/complete.json#/copy/subtitle: placeholder {{app.loanNumber:money|on your documents}}: ":money" formats a number, but "app.loanNumber" is text'],
    ['printing a whole object', 'schemas/application/complete.json', (s: any) => { s.copy.subtitle = 'Your property: {{app.property|on file}}.'; },
      'schemas/application/complete.json#/copy/subtitle: placeholder {{app.property|on file}} would print an object as JSON: name one of its fields'],
    ['that can be absent, without a fallback', 'schemas/application/complete.json', (s: any) => { s.copy.subtitle = 'Your loan number is {{app.loanNumber}}.'; },
      'schemas/application/complete.json#/copy/subtitle: placeholder {{app.loanNumber}} can be absent ("app.loanNumber" is not required in schemas/data/application.schema.json): name a fallback, e.g. {{app.loanNumber|…}}'],
    ['reading the application on a registration page', 'schemas/register-v2/for-sale.json', (s: any) => { s.copy.title = 'Is {{app.property.fullAddress}} for sale?'; },
      'schemas/register-v2/for-sale.json#/copy/title: placeholder {{app.property.fullAddress}} can be absent ("app" is not given where this text shows): name a fallback, e.g. {{app.property.fullAddress|…}}'],
    ['reading the signer on the signer\'s error page, shown when the signer could not be read (renderer/screens/SignerRoute.tsx)', 'schemas/signer/error.json', (s: any) => { s.copy.title = 'Your documents: {{signer.applicationUuid}}'; },
      'schemas/signer/error.json#/copy/title: placeholder {{signer.applicationUuid}} can be absent ("signer" is not given where this text shows): name a fallback, e.g. {{signer.applicationUuid|…}}'],
    ['a signer\'s line dates, known only once the line is signed', 'schemas/signer/intro.json', (s: any) => { s.copy.subtitle = 'You may cancel until {{signer.closing.rescissionEndsOn:date}}.'; },
      'schemas/signer/intro.json#/copy/subtitle: placeholder {{signer.closing.rescissionEndsOn:date}} can be absent ("signer.closing" is not required in schemas/data/signer.schema.json): name a fallback, e.g. {{signer.closing.rescissionEndsOn:date|…}}'],
    ['in a rule message, reading a field that can be missing', 'schemas/application/product/select.json', (s: any) => { s.rules[0].message = 'At most {{app.uwCalculatedDrawAmount:money}}.'; },
      'schemas/application/product/select.json#/rules/0/message: placeholder {{app.uwCalculatedDrawAmount:money}} can be absent ("app.uwCalculatedDrawAmount" is not required in schemas/data/application.schema.json): name a fallback, e.g. {{app.uwCalculatedDrawAmount:money|…}}'],
  ])('%s', (_name, file, edit, expected) => {
    expect(brokenCopy(file, edit)).toEqual([expected]);
  });

  it('a signed-in page of the signer\'s area reads the signer\'s application without a fallback (journeys/signer.json)', () => {
    expect(brokenCopy('schemas/signer/documents.json', (s: any) => { s.copy.subtitle = 'Loan application {{signer.applicationUuid}}.'; })).toEqual([]);
  });

  it('reading a brand value that one brand leaves empty, wherever it is used', () => {
    const problems = brokenCopy('brands/LAKEVIEW.json', (b) => { b.names = { ...b.names, companyNameShort: '' }; });
    expect(problems).toContain('schemas/application/error/decline.json#/copy/subtitle: placeholder {{brand.names.companyNameShort}} can be absent ("brand.names.companyNameShort" is empty for LAKEVIEW): name a fallback, e.g. {{brand.names.companyNameShort|…}}');
    expect(problems).toContain('schemas/shell/shell.json#/labels/home: placeholder {{brand.names.companyNameShort}} can be absent ("brand.names.companyNameShort" is empty for LAKEVIEW): name a fallback, e.g. {{brand.names.companyNameShort|…}}');
  });

  it('in a chatbot answer: typed against the brand and the support hours the chatbot fills in', () => {
    expect(brokenCopy('sandbox/faq.json', (f) => { f.entries[0].answer = 'Call {{brand.support.phone.formated}} during {{support.hour}}.'; f.fallback = 'Ask about {{app.loanNumber}}.'; })).toEqual([
      'sandbox/faq.json#/fallback: placeholder {{app.loanNumber}} is not in the data schema: "app" is not declared',
      'sandbox/faq.json#/entries/0/answer: placeholder {{brand.support.phone.formated}} is not in the data schema: "brand.support.phone.formated" is not declared (did you mean "brand.support.phone.formatted"?)',
      'sandbox/faq.json#/entries/0/answer: placeholder {{support.hour}} is not in the data schema: "support.hour" is not declared (did you mean "support.hours"?)',
    ]);
  });

  it('in a chatbot answer variant: its words and its rule may read the application, and are checked as a screen\'s', () => {
    // The variants of sandbox/faq.json answer about the asker's application (engine/chatbot.ts); the entry's own answer never can.
    expect(brokenCopy('sandbox/faq.json', (f) => {
      f.entries[0].variants = [
        { id: 'ok', when: { '===': [{ var: 'app.stateLaw.inPersonClosing' }, true] }, answer: 'At {{app.stateLaw.closingOffice|a title company\'s office}}.' },
        { id: 'misspelt', when: { '===': [{ var: 'app.stateLaw.inPersonClosng' }, true] }, answer: 'Your fee is {{finance.originationFe:money2|on your offer}}.' },
        { id: 'loose', when: { '==': [{ var: 'signedIn' }, true] }, answer: 'Signed in.' },
      ];
    })).toEqual([
      expect.stringMatching(/^sandbox\/faq\.json#\/entries\/0\/variants\/1\/when\/===\/0\/var: .*app\.stateLaw\.inPersonClosng/),
      'sandbox/faq.json#/entries/0/variants/1/answer: placeholder {{finance.originationFe}} is not in the data schema: "finance.originationFe" is not declared (did you mean "finance.originationFeePercent"?)',
      'sandbox/faq.json#/entries/0/variants/2/when/==: loose equality ("1" == 1 is true); use ===',
    ]);
  });

  it('with its fallback named passes, and a fallback does not excuse a typo', () => {
    expect(brokenCopy('schemas/application/complete.json', (s) => { s.copy.subtitle = 'Your loan number is {{app.loanNumber|on your documents}}.'; })).toEqual([]);
    expect(brokenCopy('schemas/application/complete.json', (s) => { s.copy.subtitle = 'Your loan number is {{app.loanNumbr|on your documents}}.'; }))
      .toEqual(['schemas/application/complete.json#/copy/subtitle: placeholder {{app.loanNumbr}} is not in the data schema: "app.loanNumbr" is not declared (did you mean "app.loanNumber"?)']);
  });

  it('knows the type every format reads', () => {
    expect(Object.keys(FORMAT_INPUT).sort()).toEqual(Object.keys(FORMATS).sort());
  });
});
