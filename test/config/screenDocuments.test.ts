/**
 * A screen's `documents` (schemas/meta/screen.schema.json) are checked like its actions by
 * `journey validate`: placeholders against the data schema, `when` rules, a PDF for href, and only on
 * screens without a form (renderer/screens/InfoScreen.tsx draws them). Broken copies fail with the pointer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

afterEach(removeCopies);

describe('screen documents', () => {
  it.each([
    ['a placeholder the data does not declare', (s: any) => { s.documents[0].note = 'Signed {{app.signedDocuments.closing.signedOn:date|at closing}}'; },
      /^schemas\/application\/line\.json#\/documents\/0\/note: placeholder \{\{app\.signedDocuments\.closing\.signedOn\}\} is not in the data schema: "app\.signedDocuments\.closing\.signedOn" is not declared \(did you mean "app\.signedDocuments\.closing\.signedAt"\?\)$/],
    ['an href that is a page, not a PDF', (s: any) => { s.documents[1].href = '/account/heloc/{{app.uuid}}/tax-instruction'; },
      /^schemas\/application\/line\.json#\/documents\/1\/href: a document's href is a PDF/],
    ['a when rule reading an undeclared path', (s: any) => { s.documents[0].when = { present: [{ var: 'app.signedDocuments.closing.signed' }] }; },
      /^schemas\/application\/line\.json#\/documents\/0\/when/],
  ])('%s', (_name, edit, expected) => {
    const problems = brokenCopy('schemas/application/line.json', edit);
    expect(problems.some((p) => expected.test(p)), problems.join('\n')).toBe(true);
  });

  it('documents on a form screen are reported', () => {
    const problems = brokenCopy('schemas/application/insurance/upload.json', (s: any) => {
      s.documents = [{ label: 'Agreement', href: '/service-application/api/v1/application/heloc/{{app.uuid}}/documents/closing.pdf' }];
    });
    expect(problems).toContain('schemas/application/insurance/upload.json#/documents: documents show on screens without a form: a form screen offers a document as a pdfDocument field');
  });
});
