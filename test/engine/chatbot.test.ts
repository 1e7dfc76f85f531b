/**
 * engine/chatbot.ts: the entry the keywords choose, then its first variant whose rule holds over the
 * asker's context (with the figures decided as the screens decide them), else its own answer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applicationFinance, chatbotAnswer, formatMoney, pagePricing, type Faq } from '../../engine/index.ts';
import pricing from '../../sandbox/data/pricing.json' with { type: 'json' };
import type { Pricing } from '../../engine/index.ts';

/** The lender's FAQ as the sandbox serves it (sandbox/faq.json), read once. */
const lenderFaq = JSON.parse(readFileSync(new URL('../../sandbox/faq.json', import.meta.url), 'utf8')) as Faq;

const faq: Faq = {
  fallback: 'Ask a person.',
  entries: [{
    id: 'notary', keywords: ['notary'], answer: 'Online, by video.',
    variants: [
      { id: 'in-person', when: { '===': [{ var: 'brand.pricing.inPersonClosing' }, true] }, answer: 'In {{brand.pricing.stateName}}, in person at {{app.stateLaw.closingOffice|a title office}}.' },
      { id: 'known', when: { '===': [{ var: 'brand.pricing.scope' }, 'lender'] }, answer: 'Online; up to {{brand.pricing.aprMax:percent}} APR.' },
    ],
  }],
};
const brand = { pricing: pagePricing(pricing as unknown as Pricing, {}) };

describe('chatbotAnswer', () => {
  it('chooses the variant the home\'s state decides, from the figures statedFigures gives for it', () => {
    const tx = chatbotAnswer(faq, 'Where is the notary?', { brand, app: { uuid: 'a', status: {}, property: { state: 'TX' }, stateLaw: { state: 'TX', closingOffice: 'the Dallas office' } } });
    expect(tx.result).toEqual({ id: 'notary', variant: 'in-person', answer: 'In Texas, in person at the Dallas office.' });
    expect(tx.decidedBy).toBe('notary/in-person');
    const ca = chatbotAnswer(faq, 'Where is the notary?', { brand, app: { uuid: 'b', status: {}, property: { state: 'CA' } } });
    expect(ca.result).toEqual({ id: 'notary', variant: 'known', answer: 'Online; up to 11.67% APR.' });
    expect(ca.trace.map((t) => [t.rule, t.outcome])).toEqual([['notary', true], ['notary/in-person', false], ['notary/known', true]]);
  });

  it('without an application: the entry\'s own answer; no entry: the fallback', () => {
    expect(chatbotAnswer(faq, 'notary?', { brand }).result).toEqual({ id: 'notary', variant: null, answer: 'Online, by video.' });
    expect(chatbotAnswer(faq, 'purple elephants', { brand }).result).toEqual({ id: null, variant: null, answer: 'Ask a person.' });
  });
});

describe('the lender\'s FAQ (sandbox/faq.json): how much is paid to the account', () => {
  const offers = [{ uuid: 'o-10', term: 10, rate: 8.95, originationFeePercent: 2.99 }];
  const app = { uuid: 'a', status: { disclosurelistClosingReady: true }, property: { state: 'FL' }, amount: 50_000, rate: 8.95, term: 10, offers, selectedOfferUuid: 'o-10', disburseAccount: { mask: '****6789' } };
  const quote = { provider: 'Sandbox Title & Escrow', state: 'FL', county: null, recordingFee: 95, taxPer100k: 550, taxName: 'Florida documentary stamp tax and intangible tax', quotedAt: '2026-07-01T12:00:00.000Z' };
  it('once the title company has quoted the recording costs: the exact amount, and the account', () => {
    const answer = chatbotAnswer(lenderFaq, 'How much will be deposited?', { brand, app: { ...app, recordingQuote: quote } }).result;
    expect(answer).toMatchObject({ id: 'amount-paid', variant: 'quoted' });
    // $50,000 − $1,495.00 origination − $95.00 recording fee − $275.00 tax (550 per 100,000).
    expect(answer.answer).toMatch(/^\$48,135\.00 is paid to your account ending in 6789/);
  });
  it('before the quote: the amount before the recording costs, saying so; "How much can I borrow?" is still the amount entry', () => {
    const answer = chatbotAnswer(lenderFaq, 'How much will I receive?', { brand, app }).result;
    expect(answer).toMatchObject({ id: 'amount-paid', variant: 'chosen-offer' });
    expect(answer.answer).toContain('$48,505.00 is paid to your account, less your county\'s recording fees and taxes');
    expect(chatbotAnswer(lenderFaq, 'How much can I borrow?', { brand }).result.id).toBe('amount');
  });
  it('"What is my APR and monthly payment?": the chosen line\'s own figures, not the ranges', () => {
    const own = chatbotAnswer(lenderFaq, 'What is my APR and monthly payment?', { brand, app }).result;
    expect(own).toMatchObject({ id: 'rates', variant: 'chosen-offer' });
    // $50,000 over 10 years at 8.95% with a 2.99% fee: APR 9.66% (Regulation Z Appendix J), $632.03 a month;
    // the last payment is the one the line's pages state (engine/pricing.ts applicationFinance, the same decision).
    expect(own.answer).toContain('the interest rate is 8.95%, fixed for your initial draw, and the APR is 9.66%');
    const last = applicationFinance({ app, brand }).result!.finalPayment;
    expect(own.answer).toContain(`You pay $632.03 a month, and the last payment is ${formatMoney(last, 2)}.`);
    expect(chatbotAnswer(lenderFaq, 'What is my APR and monthly payment?', { brand }).result.answer).toMatch(/^Interest rates range from /);
  });
});

describe('the lender\'s FAQ: how to cancel, before signing, while the right to cancel runs, and after', () => {
  const lender = { ...brand, names: { companyName: 'GoodLeap, LLC' }, companyAddress: '110 Example Parkway, Roseville, CA 95661', support: { phone: { formatted: '(888) 555-0100' } } };
  // Closing signed on Thursday 2026-12-03 (the deed too): the right to cancel ends at midnight of Monday 12/07 (engine/closingDates.ts).
  const signed = { uuid: 'a', status: {}, property: { state: 'CA' }, signedDocuments: { closing: { signedAt: '2026-12-03T16:00:00.000Z' } }, deedSignedAt: '2026-12-03T17:00:00.000Z' };
  it('the questions a borrower asks reach the cancel entry, not the line amount', () => {
    for (const q of ['how do i cancel my line', 'I want to cancel', 'right to cancel', 'Can I change my mind?']) expect(chatbotAnswer(lenderFaq, q, { brand: lender }).result.id, q).toBe('cancel');
  });
  it('states the deadline and the written method while it runs, says it ended after, and before signing that nothing is final', () => {
    const open = chatbotAnswer(lenderFaq, 'how do i cancel my line', { brand: lender, app: signed, today: '2026-12-05' }).result;
    expect(open.variant).toBe('open');
    expect(open.answer).toContain('until midnight of 12/07/2026');
    expect(open.answer).toContain('Tell us in writing at GoodLeap, LLC, 110 Example Parkway, Roseville, CA 95661');
    // The last day still counts: the right ends at its midnight.
    expect(chatbotAnswer(lenderFaq, 'cancel', { brand: lender, app: signed, today: '2026-12-07' }).result.variant).toBe('open');
    const ended = chatbotAnswer(lenderFaq, 'cancel', { brand: lender, app: signed, today: '2026-12-08' }).result;
    expect(ended).toMatchObject({ variant: 'ended' });
    expect(ended.answer).toMatch(/^Your right to cancel ended at midnight of 12\/07\/2026\./);
    const before = chatbotAnswer(lenderFaq, 'cancel', { brand: lender, app: { uuid: 'b', status: {} }, today: '2026-12-05' }).result;
    expect(before).toMatchObject({ variant: null });
    expect(before.answer).toMatch(/^Until you sign your closing documents nothing is final/);
  });
});

describe('the lender\'s FAQ: how much and when, in the borrower\'s own words, once the line is signed', () => {
  const offers = [{ uuid: 'o-10', term: 10, rate: 8.95, originationFeePercent: 2.99 }];
  const signed = {
    uuid: 'a', status: { disclosurelistClosingReady: true }, property: { state: 'CA' }, amount: 50_000, rate: 8.95, term: 10, offers, selectedOfferUuid: 'o-10', disburseAccount: { mask: '****6789' },
    signedDocuments: { closing: { signedAt: '2026-12-03T16:00:00.000Z' } }, deedSignedAt: '2026-12-03T17:00:00.000Z',
  };
  it('"How much money will I actually get?" and "How much will be paid to my account?" reach the amount paid', () => {
    for (const q of ['How much money will I actually get?', 'How much will be paid to my account?']) expect(chatbotAnswer(lenderFaq, q, { brand, app: signed, today: '2026-12-04' }).result.id, q).toBe('amount-paid');
  });
  it('"When will the money be in my account?": the amount, the account and the funding day, then that it was sent', () => {
    const coming = chatbotAnswer(lenderFaq, 'When will the money be in my account?', { brand, app: signed, today: '2026-12-04' }).result;
    expect(coming).toMatchObject({ id: 'funding-time', variant: 'coming' });
    expect(coming.answer).toMatch(/^\$[\d,]+\.\d\d is sent to your account ending in 6789 on 12\/08\/2026, the first banking day after your right to cancel ends at midnight of 12\/07\/2026\.$/);
    const sent = chatbotAnswer(lenderFaq, 'When will the money be in my account?', { brand, app: signed, today: '2026-12-09' }).result;
    expect(sent).toMatchObject({ variant: 'sent' });
    expect(sent.answer).toMatch(/^Your money was sent on 12\/08\/2026 to your account ending in 6789/);
    expect(chatbotAnswer(lenderFaq, 'When will the money be in my account?', { brand }).result.variant).toBeNull();
  });
});

describe('the lender\'s FAQ: taxes, and what a missed payment puts at risk', () => {
  const ask = (q: string) => chatbotAnswer(lenderFaq, q, { brand: { support: { phone: { formatted: '(800) 555-0100' } } }, support: { hours: 'Monday to Friday 9 AM to 5 PM' } }).result;
  it('"Is my interest tax deductible?" reaches the taxes entry (Form 1098, Publication 936, no tax advice), not the rates', () => {
    for (const q of ['Is my interest tax deductible?', 'Can I deduct the interest on my taxes?', 'When do I get my 1098?']) {
      const a = ask(q);
      expect(a.id, q).toBe('taxes');
      expect(a.answer).toContain('Form 1098');
      expect(a.answer).toContain('IRS Publication 936');
      expect(a.answer).toContain("We can't give tax advice");
    }
  });
  it('"What happens if I miss a payment? Could I lose my house?" is answered plainly, with the phone to call first', () => {
    for (const q of ['What happens if I miss a payment? Could I lose my house?', 'Can you foreclose on my home?', "What if I can't pay?"]) {
      const a = ask(q);
      expect(a.id, q).toBe('missed-payment');
      expect(a.answer).toContain('call us at (800) 555-0100 (Monday to Friday 9 AM to 5 PM)');
      expect(a.answer).toContain('your home is at risk if the line is not repaid');
    }
  });
});

describe('the lender\'s FAQ for a declined applicant', () => {
  const declined = { uuid: 'd', status: {}, serverStatus: 'DECLINED', active: false, property: { state: 'CA' } };
  const ask = (q: string) => chatbotAnswer(lenderFaq, q, { brand, app: declined, support: { hours: 'Monday to Friday' } }).result;
  it('"Why was my application declined?" reaches the decline entry, not the status', () => {
    expect(ask('Why was my application declined?').id).toBe('declined');
  });
  it('the status and the rates say the application was declined, not that it moves on or that offers show figures', () => {
    const status = ask('Where is my application?');
    expect([status.id, status.variant]).toEqual(['status', 'declined']);
    expect(status.answer).toContain('Your application was declined, so it will not move on.');
    const rates = ask('What APR would I get?');
    expect([rates.id, rates.variant]).toEqual(['rates', 'declined']);
    expect(rates.answer).not.toContain('Your offers show');
  });
});
