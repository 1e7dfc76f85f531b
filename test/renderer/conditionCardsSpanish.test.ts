/**
 * Condition cards in Spanish (renderer/components/conditionCards.ts with the reader's words): every
 * title, description and button of schemas/conditions/categories.json has its Spanish in locales/es/,
 * the {lastFour} and {paystubs} placeholders kept, and a card is worded in it; the lender's own
 * comments to the borrower stay as written.
 */
import { describe, expect, it } from 'vitest';
import { conditionCard, conditionsConfig, type Condition } from '../../renderer/components/conditionCards.ts';
import { dictionaryOf, translate } from '../../engine/locale.ts';
import { languageStrings } from '../../engine/config/localeFiles.ts';

const { strings, same } = languageStrings('locales', 'es');
const es = dictionaryOf({ code: 'es', name: 'Español', locale: 'es-US' }, [{ strings, same }]);
const t = (text: string) => translate(text, es);
const cond = (over: Partial<Condition>): Condition => ({ uuid: 'c1', categoryEnum: 'GENERIC_DOCUMENT_REQUEST', created: '2026-01-01T00:00:00Z', commentsToBorrower: null, xtraData: { numDocsRequired: 1 }, ...over });
const app = { area: 'application' as const, uuid: 'a1b2c3d4-0000-4000-8000-000000000000', t };
const braces = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('condition cards in Spanish', () => {
  it('has Spanish for every text of the cards, with the same placeholders', () => {
    const texts = [conditionsConfig.multipleDocumentsLabel!, conditionsConfig.paystubWords!.one, conditionsConfig.paystubWords!.many,
      ...Object.values(conditionsConfig.categories).flatMap((c) => [c.header, c.buttonLabel, c.description, ...(c.descriptionWithoutAccount ? [c.descriptionWithoutAccount] : [])])];
    for (const text of texts) {
      expect(strings[text], text).toBeDefined();
      expect(braces(strings[text]!), text).toEqual(braces(text));
    }
  });

  it('words a card in Spanish: heading, description with its values, button', () => {
    const bank = conditionCard(cond({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW' }), { ...app, disburseAccount: { mask: '••1234' } })!;
    expect(bank.header).toBe('Verifique su cuenta bancaria');
    expect(bank.description).toContain('la cuenta que termina en 1234.');
    expect(bank.buttonLabel).toBe('Subir estado de cuenta bancario');
    const paystubs = conditionCard(cond({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired: 2 } }), app)!;
    expect(paystubs.description).toMatch(/^Suba sus 2 talones de pago más recientes\./);
    expect(paystubs.buttonLabel).toBe('Subir documentos');
    const one = conditionCard(cond({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD' }), app)!;
    expect(one.description).toMatch(/^Suba su talón de pago más reciente\./);
  });

  it('keeps the lender\'s own comments as written', () => {
    expect(conditionCard(cond({ commentsToBorrower: 'Please send page 2.' }), app)!.description).toBe('Please send page 2.');
  });
});
