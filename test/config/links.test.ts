/**
 * `journey validate` resolves where people are sent (engine/config/checkLinks.ts) and the status
 * strings rules compare with (engine/config/checkStatusStrings.ts): broken copies fail with the pointer
 * and message, with a did-you-mean where one applies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { brokenCopy, removeCopies } from '../helpers/brokenCopy.ts';

/** Where the shipped heloc journey keeps the redirect from `from` (pointers name it by index). */
const triggerIndex = (id: string) => (JSON.parse(readFileSync('journeys/heloc.json', 'utf8')) as { stepMachine: { triggers: { id: string }[] } }).stepMachine.triggers.findIndex((t) => t.id === id);
const redirectIndex = (from: string) => (JSON.parse(readFileSync('journeys/heloc.json', 'utf8')) as { redirects: { from: string }[] }).redirects.findIndex((r) => r.from === from);

afterEach(removeCopies);

describe('links and targets', () => {
  it.each([
    ['an action href to no route', 'schemas/application/signing/intro.json', (s: any) => { s.actions[0].href = '/account/heloc/{{app.uuid}}/signing/suport'; },
      'schemas/application/signing/intro.json#/actions/0/href: link "/account/heloc/{{app.uuid}}/signing/suport" leads to no route (did you mean "/:uuid/signing/support"?)'],
    ['a submit.next to no route', 'schemas/signer/identity.json', (s: any) => { s.submit.next = '/heloc-signer/intr'; },
      'schemas/signer/identity.json#/submit/next: "/heloc-signer/intr" is not a route (did you mean "/heloc-signer/intro"?)'],
    ['a submit.next that is no keyword', 'schemas/application/liens.json', (s: any) => { s.submit.next = 'stauts'; },
      'schemas/application/liens.json#/submit/next: "stauts" is not "status", "nextStep" or a route path (did you mean "status"?)'],
    ['a dialog button to no route', 'schemas/register-v2/property-address.json', (s: any) => { s.rules[2].dialog.actions[1] = { label: 'Start again', href: '/account/heloc/register-v3' }; },
      'schemas/register-v2/property-address.json#/rules/2/dialog/actions/1/href: link "/account/heloc/register-v3" leads to no route (did you mean "/register"?)'],
    ['a shell link into the app that leads nowhere', 'schemas/shell/shell.json', (s: any) => { s.footer.links.find((l: any) => l.id === 'privacy-page').href = '/account/heloc/privcy'; },
      'schemas/shell/shell.json#/footer/links/2/href: link "/account/heloc/privcy" leads to no route (did you mean "/privacy"?)'],
  ])('%s', (_name, file, edit, expected) => {
    expect(brokenCopy(file, edit)).toEqual([expected]);
  });

  it('a link shared by reference is reported once, where it is written', () => {
    expect(brokenCopy('schemas/application/conditions/upload-document.json', (s) => { s.submit.next = '/:uuid/condition'; }))
      .toEqual(['schemas/application/conditions/upload-document.json#/submit/next: "/:uuid/condition" is not a route (did you mean "/:uuid/conditions"?)']);
  });
});

describe('redirects', () => {
  it('a redirect that leads back to itself', () => {
    expect(brokenCopy('journeys/heloc.json', (j) => { j.redirects.find((r: any) => r.from === '/:uuid/income/link').to = '/:uuid/income/link'; }))
      .toEqual(['journeys/heloc.json#/redirects/10/to: redirect goes round in a loop: /:uuid/income/link → /:uuid/income/link']);
  });
  it('two redirects that lead to each other, reported once', () => {
    let at = -1;
    expect(brokenCopy('journeys/heloc.json', (j) => {
      at = j.redirects.length;
      j.redirects.push({ id: 'a', from: '/:uuid/offers', to: '/:uuid/offer' }, { id: 'b', from: '/:uuid/offer', to: '/:uuid/offers' });
    })).toEqual([`journeys/heloc.json#/redirects/${at}/to: redirect goes round in a loop: /:uuid/offers → /:uuid/offer → /:uuid/offers`]);
  });
  it('a brand URL that sends an outside-page redirect back to itself', () => {
    expect(brokenCopy('brands/LAKEVIEW.json', (b) => { b.legal = { ...b.legal, termsOfUseUrl: '/account/heloc/terms' }; }))
      .toEqual([`journeys/heloc.json#/redirects/${redirectIndex('/terms')}/to: redirect goes round in a loop for LAKEVIEW (/account/heloc/terms): /terms → /terms`]);
  });
});

describe('status strings inside rules', () => {
  it.each([
    ['a screen copy variant', 'schemas/application/hold.json', (s: any) => { s.copyVariants[0].when['==='][1] = 'ONSITE_APPRAISAL_PAYMNT'; },
      'schemas/application/hold.json#/copyVariants/0/when/===/1: status "ONSITE_APPRAISAL_PAYMNT" is not in the status vocabulary (journeys/heloc.json statusRouting.vocabulary) (did you mean "ONSITE_APPRAISAL_PAYMENT"?)'],
    ['a step-machine trigger', 'journeys/heloc.json', (j: any) => { j.stepMachine.triggers.find((t: any) => t.id === 'fund').when['==='][1] = 'COMPLETED'; },
      `journeys/heloc.json#/stepMachine/triggers/${triggerIndex('fund')}/when/===/1: status "COMPLETED" is not in the status vocabulary (journeys/heloc.json statusRouting.vocabulary) (did you mean "COMPLETE"?)`],
    ['a list the status is looked up in', 'journeys/heloc.json', (j: any) => { j.stepMachine.triggers.find((t: any) => t.id === 'noProperty').when.in[1][1] = 'MULTIPLE_PROPERTY'; },
      `journeys/heloc.json#/stepMachine/triggers/${triggerIndex('noProperty')}/when/in/1/1: status "MULTIPLE_PROPERTY" is not in the status vocabulary (journeys/heloc.json statusRouting.vocabulary) (did you mean "MULTIPLE_PROPERTIES"?)`],
  ])('%s', (_name, file, edit, expected) => {
    expect(brokenCopy(file, edit)).toEqual([expected]);
  });
});
